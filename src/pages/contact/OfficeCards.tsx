import { Loadable } from '@/components/Loadable';
import { getOffices, type Office } from '@/features/offices/api/get-offices';
import { CITY_PHOTO_DEFAULT, CITY_PHOTO_DEFAULT_DARK, cityPhotoPath, mapsSearchUrl } from '@/features/offices/city-photo';
import { useApi } from '@/lib/use-api';
import { CityPhoto } from './CityPhoto';

export const OFFICES_LOADING = 'Loading our offices...';

function OfficeCard({ office, index }: { office: Office; index: number }) {
  return (
    <li>
      <a
        href={mapsSearchUrl(office.address)}
        target="_blank"
        rel="noopener noreferrer"
        className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
      >
        <CityPhoto
          src={cityPhotoPath(office.city)}
          fallbackLight={CITY_PHOTO_DEFAULT}
          fallbackDark={CITY_PHOTO_DEFAULT_DARK}
          eager={index < 2}
        />
        <span className="flex flex-1 flex-col gap-1 p-5">
          <span className="text-lg font-semibold text-brand-900 dark:text-white">{office.city}</span>
          {office.title ? (
            <span className="text-xs font-semibold uppercase tracking-wider text-accent-600 dark:text-accent-300">{office.title}</span>
          ) : null}
          <span className="mt-1 text-sm text-slate-600 dark:text-slate-300">{office.address}</span>
          {office.phone ? <span className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">{office.phone}</span> : null}
          <span className="mt-auto pt-3 text-sm font-medium text-brand-700 group-hover:underline dark:text-brand-200">
            Open in maps<span className="sr-only"> (opens in a new tab)</span>
          </span>
        </span>
      </a>
    </li>
  );
}

export function OfficeCards() {
  const state = useApi(getOffices, 'offices');
  // Part 1 §4, §8: the loading text stays while the list is empty or the call failed.
  const loading = (
    <p role="status" className="flex min-h-96 items-center justify-center text-slate-600 dark:text-slate-300">
      {OFFICES_LOADING}
    </p>
  );
  return (
    <section aria-labelledby="offices-heading" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="offices-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
        Our offices
      </h2>
      <Loadable state={state} loading={loading} error={loading} empty={loading}>
        {(offices) => (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {offices.map((office, index) => (
              <OfficeCard key={`${office.city}-${index}`} office={office} index={index} />
            ))}
          </ul>
        )}
      </Loadable>
    </section>
  );
}
