/**
 * The page a form posts to when its page's scripts have not run (FORM_FALLBACK_PATH, one per
 * locale): written by the pre-render to <that path>/index.html, answered by nginx to a POST with status 405 and
 * `Allow: GET, HEAD` (nothing is accepted here) without reading the body. It says, in the page's
 * language, that the form needs JavaScript and nothing was sent, and how to reach us instead.
 * Self-contained: no script, its own small stylesheet, no request but the icon.
 */
import { channels, whatsappUrl } from '@/config/channels';
import { localeInfo, type Locale } from '@/config/locales';
import { site } from '@/config/site';
import type { Catalog } from '@/content/catalog';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const STYLE =
  ':root{color-scheme:light dark;font-family:"Inter Variable",system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Devanagari","Noto Sans CJK JP",sans-serif}' +
  'body{margin:0;background:#f8fafc;color:#0f172a;line-height:1.6}' +
  'main{max-width:36rem;margin:0 auto;padding:3rem 1.25rem}' +
  'h1{font-size:1.75rem;line-height:1.25;color:#1e3a8a;margin:.5rem 0 1rem}' +
  '.brand{font-weight:700;color:#1e3a8a;text-decoration:none}' +
  'ul{padding:0;list-style:none}li{margin:.75rem 0}' +
  'a{color:#1d4ed8;font-weight:600}a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}' +
  '@media (prefers-color-scheme:dark){body{background:#020617;color:#e2e8f0}h1,.brand{color:#fff}a{color:#93c5fd}}';

/** The whole page for one locale, with that locale's form-kit copy. */
export function formFallbackPage(locale: Locale, copy: Catalog['formKit']): string {
  const { noScript, notSent } = copy;
  const home = localeInfo[locale].prefix ? `${localeInfo[locale].prefix}/` : '/';
  return `<!doctype html>
<html lang="${localeInfo[locale].lang}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${escape(notSent.title)} | ${escape(site.shortName)}</title>
    <meta name="description" content="${escape(notSent.text)}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
      <a class="brand" href="${home}">${escape(site.shortName)}</a>
      <h1>${escape(notSent.title)}</h1>
      <p>${escape(notSent.text)}</p>
      <ul>
        <li><a href="tel:${channels.phone.tel}">${escape(noScript.call(channels.phone.display))}</a></li>
        <li><a href="${escape(whatsappUrl())}" rel="noopener noreferrer">${escape(noScript.whatsapp)}</a></li>
        <li><a href="mailto:${site.email.general}">${escape(noScript.email(site.email.general))}</a></li>
      </ul>
      <p><a href="${home}">${escape(notSent.home)}</a></p>
    </main>
  </body>
</html>
`;
}
