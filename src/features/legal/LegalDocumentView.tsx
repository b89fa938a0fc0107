import { Breakable, TextWithAddresses } from '@/components/Breakable';
import { SiteLink } from '@/components/SiteLink';
import type { LegalDocument } from '@/content/legal';
import { siteFrameText } from '@/content/site-frame';
import { useCopy } from '@/lib/i18n';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-200 dark:hover:text-white';

/**
 * A legal page's body: the intro, an "On this page" list of its sections and
 * the sections under their headings (shared by /disclaimer and /privacy).
 */
export function LegalDocumentView({ document: doc, label }: { document: LegalDocument; label: string }) {
  const t = useCopy('siteFrame', siteFrameText);
  const tocId = `${label.toLowerCase().replace(/\s+/g, '-')}-contents`;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8">
      <nav aria-labelledby={tocId} className="lg:sticky lg:top-24 lg:self-start">
        <h2 id={tocId} className="text-sm font-bold text-brand-900 dark:text-white">
          {t.onThisPage}
        </h2>
        <ul className="mt-3 space-y-2 border-l-2 border-slate-200 text-sm dark:border-slate-700">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="-ml-0.5 block border-l-2 border-transparent pl-3 text-slate-600 hover:border-saffron-400 hover:text-brand-900 dark:text-slate-300 dark:hover:text-white"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <article className="max-w-3xl">
        <div className="space-y-4 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
          {doc.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>
              <TextWithAddresses text={paragraph} />
            </p>
          ))}
          {doc.version ? <p className="text-sm font-medium text-slate-500 dark:text-slate-400">{doc.version}</p> : null}
        </div>
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="text-xl font-bold text-brand-900 dark:text-white">
              {section.heading}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700 dark:text-slate-300">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)}>
                  <TextWithAddresses text={paragraph} />
                </p>
              ))}
              {section.points ? (
                <ul className="list-disc space-y-1 pl-6">
                  {section.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              ) : null}
              {section.links?.map((link) => (
                <p key={link.href}>
                  <SiteLink to={link.href} className={linkClass}>
                    {link.label}
                  </SiteLink>
                </p>
              ))}
            </div>
          </section>
        ))}
        <p className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
          {t.legalQuestions(label)}{' '}
          <a href={`mailto:${doc.contactEmail}`} className="font-semibold wrap-anywhere text-brand-700 underline underline-offset-2 dark:text-brand-200">
            <Breakable text={doc.contactEmail} />
          </a>
          .
        </p>
      </article>
    </div>
  );
}
