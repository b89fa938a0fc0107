import { API_BASE_META } from '@/lib/api-base';
import { EARLY_READS_GLOBAL } from '@/lib/early-read-handover';

/**
 * Early reads from the page itself (issues 14 and 15). A page whose main content is an API list
 * (src/app/early-reads.ts) carries, at the top of its <head>, a <meta name="app-early-reads"> with
 * the list's paths, the language to ask in and the list deadline, and this constant inline script,
 * allowed by its CSP hash like the consent flag and the boot script. It sends those GETs while the
 * HTML is still being read: the site's own code starts only on window `load` (src/app/boot.ts), so
 * on a phone on 4G the list now arrives beside the page's code instead of two or three round trips
 * after it. The answers wait in `window.__earlyReads` until the API client adopts them
 * (src/lib/api-client.ts): the page's first GET of the same address in the same language takes
 * its answer, once, and nothing else about the call changes (the contract's validation, the
 * deadline, the abort when the page goes away).
 *
 * The request is the one the client would build: the API base by the same rule as
 * src/lib/api-base.ts (a build-time base, which the pre-render writes as `data-base`, else the
 * run-time <meta name="api-base">, else this origin with port 3000 made 8000, no trailing slash),
 * the path, and `Accept-Language`. Were it to differ, no call would take it and the page would
 * simply ask again (tests/app/early-reads-inline.test.ts compares both). Each read is aborted with
 * a TimeoutError after the list deadline, on the page's own clock, as `deadline()` does.
 */
export const EARLY_READS_META = 'app-early-reads';

export const EARLY_READS_SCRIPT =
  "(function(){var m=document.querySelector('meta[name=\"" +
  EARLY_READS_META +
  "\"]');if(!m||!window.fetch||!window.AbortController)return;var b=(m.getAttribute('data-base')||'').trim();if(!b){var a=document.querySelector('meta[name=\"" +
  API_BASE_META +
  "\"]');b=a?a.content.trim():''}if(!b){var o=new URL(location.origin);if(o.port==='3000')o.port='8000';b=o.origin}b=b.replace(/\\/+$/,'');var l=m.getAttribute('data-lang')||'en',t=Number(m.getAttribute('data-timeout')),r=window." +
  EARLY_READS_GLOBAL +
  "=[];m.content.split(' ').forEach(function(p){if(!p)return;var c=new AbortController(),u=new URL(b+p).href,f=fetch(u,{headers:{'Accept-Language':l},signal:c.signal});f.catch(function(){});setTimeout(function(){c.abort(new DOMException('No answer within '+t+' ms','TimeoutError'))},t);r.push({url:u,language:l,response:f,controller:c})})})()";

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <meta> and the script a page with early reads carries at the top of its <head>. */
export function earlyReadsHead(options: { paths: readonly string[]; language: string; timeoutMs: number; buildTimeBase: string }): string {
  const base = options.buildTimeBase.trim() ? ` data-base="${attribute(options.buildTimeBase.trim())}"` : '';
  const meta = `<meta name="${EARLY_READS_META}" content="${attribute(options.paths.join(' '))}" data-lang="${attribute(options.language)}" data-timeout="${options.timeoutMs}"${base} />`;
  return `${meta}\n    <script>${EARLY_READS_SCRIPT}</script>`;
}
