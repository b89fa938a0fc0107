import { Breakable } from '@/components/Breakable';
import { PageHeader } from '@/components/PageHeader';
import { site } from '@/config/site';
import { ContactForm } from './ContactForm';
import { LazyMap } from './LazyMap';
import { OfficeCards } from './OfficeCards';
import { ReachUs } from './ReachUs';

function ContactInfo() {
  return (
    <section aria-labelledby="contact-info-heading" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8 dark:bg-brand-950">
      <h2 id="contact-info-heading" className="text-xl font-semibold">
        Contact information
      </h2>
      <dl className="mt-5 space-y-4 text-sm">
        <div>
          <dt className="font-semibold text-saffron-400">Head office</dt>
          <dd className="mt-1">
            <address className="not-italic text-slate-100">{site.headOffice.address}</address>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-saffron-400">E-mail</dt>
          <dd className="mt-1">
            <a href={`mailto:${site.email.general}`} className="wrap-anywhere text-white underline underline-offset-2">
              <Breakable text={site.email.general} />
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-saffron-400">Phone</dt>
          <dd className="mt-1">
            <a href={`tel:${site.phone.tel}`} className="text-white underline underline-offset-2">
              {site.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-saffron-400">Hours</dt>
          <dd className="mt-1 text-slate-100">{site.workingHours}</dd>
        </div>
      </dl>
    </section>
  );
}

export function Component() {
  return (
    <>
      <PageHeader id="contact" />
      <ReachUs />
      <OfficeCards />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-3">
          <ContactForm />
        </div>
        <div className="lg:col-span-2">
          <ContactInfo />
        </div>
      </div>
      <section aria-labelledby="map-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <h2 id="map-heading" className="mb-4 text-2xl font-bold text-brand-900 dark:text-white">
          Find our head office
        </h2>
        <LazyMap address={site.headOffice.address} label={`${site.shortName} head office, ${site.headOffice.city}`} />
      </section>
    </>
  );
}
