import { Breakable } from '@/components/Breakable';
import { PageHeader } from '@/components/PageHeader';
import { site } from '@/config/site';
import { ContactForm } from './ContactForm';
import { LazyMap } from './LazyMap';
import { OfficeCards } from './OfficeCards';
import { ReachUs } from './ReachUs';
import { contactCopy } from '@/content/contact';
import { useCopy } from '@/lib/i18n';

function ContactInfo() {
  const t = useCopy('contact', contactCopy).contactPageText;
  return (
    <section aria-labelledby="contact-info-heading" className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8 dark:bg-brand-950">
      <h2 id="contact-info-heading" className="text-xl font-semibold">
        {t.infoHeading}
      </h2>
      <dl className="mt-5 space-y-4 text-sm">
        <div>
          <dt className="font-semibold text-saffron-400">{t.headOffice}</dt>
          <dd className="mt-1">
            <address className="not-italic text-slate-100">{t.headOfficeAddress}</address>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-saffron-400">{t.email}</dt>
          <dd className="mt-1">
            <a href={`mailto:${site.email.general}`} className="wrap-anywhere text-white underline underline-offset-2">
              <Breakable text={site.email.general} />
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-saffron-400">{t.phone}</dt>
          <dd className="mt-1">
            <a href={`tel:${site.phone.tel}`} className="text-white underline underline-offset-2">
              {site.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-saffron-400">{t.hours}</dt>
          <dd className="mt-1 text-slate-100">{t.workingHours}</dd>
        </div>
      </dl>
    </section>
  );
}

export function Component() {
  const t = useCopy('contact', contactCopy).contactPageText;
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
          {t.mapHeading}
        </h2>
        <LazyMap address={site.headOffice.address} shownAddress={t.headOfficeAddress} label={t.mapLabel(site.shortName, site.headOffice.city)} />
      </section>
    </>
  );
}
