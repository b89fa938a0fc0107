import { Loadable } from '@/components/Loadable';
import type { Office } from '@/features/offices/api/get-offices';
import { CITY_PHOTO_DEFAULT, CITY_PHOTO_DEFAULT_DARK, cityPhotoPath, drawnCityPath, mapsSearchUrl } from '@/features/offices/city-photo';
import { usePageRead } from '@/lib/page-data';
import { loader } from './data';
import { contactCopy } from '@/content/contact';
import { useCopy } from '@/lib/i18n';
import { CityPhoto } from './CityPhoto';

const PHONE_ICON = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2';

/** A tel: address for a number the API gave, only when it is a plausible phone number. */
function telHref(phone: string): string | undefined {
  const digits = phone.replace(/[\s()-]/g, '');
  return /^\+?\d{8,15}$/.test(digits) ? `tel:${digits}` : undefined;
}

/**
 * One office. Phones get a compact row (a small picture beside the text) so the list
 * stays short; the number is a tap-to-call link of its own, beside the maps link.
 */
function OfficeCard({ office, index, lang }: { office: Office; index: number; lang: string | undefined }) {
  const { mapCopy } = useCopy('contact', contactCopy);
  const OFFICE_TEXT = { maps: mapCopy.openInMaps, newTab: mapCopy.newTab };
  const tel = office.phone ? telHref(office.phone) : undefined;
  return (
    <li className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <a
        href={mapsSearchUrl(office.address)}
        target="_blank"
        rel="noopener noreferrer"
        className="group flex flex-1 flex-row items-start sm:flex-col sm:items-stretch"
      >
        <span className="w-28 shrink-0 overflow-hidden p-3 pr-0 sm:w-full sm:p-0 [&_img]:rounded-lg sm:[&_img]:rounded-none">
          <CityPhoto
            src={office.photo || cityPhotoPath(office.city)}
            drawn={drawnCityPath(office.city)}
            fallbackLight={CITY_PHOTO_DEFAULT}
            fallbackDark={CITY_PHOTO_DEFAULT_DARK}
            eager={index < 2}
          />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5 p-3 sm:gap-1 sm:p-5 sm:pb-2">
          {/* city is the photo's key (English in every language); city_name is what visitors read. */}
          <span lang={lang} className="text-base font-semibold text-brand-900 sm:text-lg dark:text-white">
            {office.city_name}
          </span>
          {office.title ? (
            <span lang={lang} className="text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-accent-300">
              {office.title}
            </span>
          ) : null}
          <span lang={lang} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {office.address}
          </span>
          <span className="mt-auto pt-2 text-sm font-medium text-brand-700 group-hover:underline dark:text-brand-200">
            {OFFICE_TEXT.maps}
            <span className="sr-only">{OFFICE_TEXT.newTab}</span>
          </span>
        </span>
      </a>
      {office.phone ? (
        tel ? (
          <a
            href={tel}
            className="mx-3 mb-3 inline-flex w-fit items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline sm:mx-3 sm:mb-4 dark:text-white"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" aria-hidden="true">
              <path d={PHONE_ICON} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span>{office.phone}</span>
          </a>
        ) : (
          <span className="mx-5 mb-4 text-sm font-medium text-slate-700 dark:text-slate-200">{office.phone}</span>
        )
      ) : null}
    </li>
  );
}

export function OfficeCards() {
  const { officesLoading, officesHeading } = useCopy('contact', contactCopy).contactPageText;
  const state = usePageRead(loader, 'offices', 'offices');
  // Part 1 §4, §8: the loading text stays while the list is empty or the call failed.
  const loading = (
    <p role="status" className="flex min-h-96 items-center justify-center text-slate-600 dark:text-slate-300">
      {officesLoading}
    </p>
  );
  return (
    <section aria-labelledby="offices-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="offices-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        {officesHeading}
      </h2>
      <Loadable state={state} loading={loading} error={loading} empty={loading}>
        {(offices, lang) => (
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
            {offices.map((office, index) => (
              <OfficeCard key={`${office.city}-${index}`} office={office} index={index} lang={lang} />
            ))}
          </ul>
        )}
      </Loadable>
    </section>
  );
}
