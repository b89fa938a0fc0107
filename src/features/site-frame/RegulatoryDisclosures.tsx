import { site } from '@/config/site';
import { disclosures } from '@/content/disclosures';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';

const linkClass = 'text-slate-200 underline underline-offset-2 hover:text-white wrap-anywhere';

/**
 * The statutory disclosures on every page: registered name, CIN and office; the licence
 * statement with a link to verify it with the regulator; the principal and compliance officers;
 * official numbers; and IRDAI's warning about spurious calls with the number we call from.
 */
export function RegulatoryDisclosures() {
  const d = useCopy('disclosures', disclosures);
  const frame = useCopy('siteFrame', siteFrameText);
  return (
    <section
      aria-labelledby="regulatory-disclosures"
      className="mt-10 grid gap-6 border-t border-slate-800 pt-6 text-xs leading-relaxed text-slate-300 lg:grid-cols-[3fr_2fr]"
    >
      <div>
        <h2 id="regulatory-disclosures" className="text-sm font-semibold text-white">
          {d.heading}
        </h2>
        <ul className="mt-2 space-y-1">
          <li>
            {d.registeredName}, {d.cin}
          </li>
          <li>{d.registeredOffice}</li>
          <li>
            {d.licence}{' '}
            <a href={site.licenceVerificationUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {d.verifyLicence}
              <span className="sr-only">{frame.newTab}</span>
            </a>
          </li>
          {[
            [d.principalOfficer, d.principalOfficerEmail],
            [d.complianceOfficer, d.complianceOfficerEmail],
          ].map(([officer, email]) => (
            <li key={email}>
              {officer},{' '}
              <a href={`mailto:${email}`} className={linkClass}>
                {email}
              </a>
            </li>
          ))}
          <li>
            {d.officialPhonesLabel}{' '}
            {d.officialPhones.map((phone, index) => (
              <span key={phone.tel}>
                {index > 0 ? ', ' : null}
                {phone.label}{' '}
                <a href={`tel:${phone.tel}`} className={`${linkClass} whitespace-nowrap`}>
                  {phone.display}
                </a>
              </span>
            ))}
          </li>
        </ul>
      </div>
      <div role="note" aria-labelledby="spurious-calls" className="self-start rounded-xl border border-saffron-400/60 p-4">
        <h2 id="spurious-calls" className="text-sm font-semibold text-saffron-400">
          {d.spuriousCallsHeading}
        </h2>
        <p className="mt-1">{d.spuriousCalls}</p>
        <p className="mt-1">{d.ourCalls}</p>
        <p className="mt-1">{d.noPromotionalCalls}</p>
      </div>
    </section>
  );
}
