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
 *
 * Where the first card of the list shows a photo (on a phone, the page's largest element), the
 * meta also says how its address is made from the list (src/app/early-images.ts): `data-image-read`
 * (which list), `data-image` (the address, `{field}` standing for the item's value),
 * `data-image-newest` (the first card is the item with the newest date in that field, not the
 * first item) and `data-image-fallback` (the address when the item has none). When that list
 * arrives, the script preloads the photo at high priority, if its address is http(s) or relative
 * (the API boundary's rule): it then comes with the page's code instead of after the first render.
 */
export const EARLY_READS_META = 'app-early-reads';

export const EARLY_READS_SCRIPT =
  "(function(){var m=document.querySelector('meta[name=\"" +
  EARLY_READS_META +
  "\"]');if(!m||!window.fetch||!window.AbortController)return;var b=(m.getAttribute('data-base')||'').trim();if(!b){var a=document.querySelector('meta[name=\"" +
  API_BASE_META +
  "\"]');b=a?a.content.trim():''}if(!b){var o=new URL(location.origin);if(o.port==='3000')o.port='8000';b=o.origin}b=b.replace(/\\/+$/,'');var l=m.getAttribute('data-lang')||'en',t=Number(m.getAttribute('data-timeout')),r=window." +
  EARLY_READS_GLOBAL +
  "=[];m.content.split(' ').forEach(function(p){if(!p)return;var c=new AbortController(),u=new URL(b+p).href,f=fetch(u,{headers:{'Accept-Language':l},signal:c.signal});f.catch(function(){});if(p===m.getAttribute('data-image-read'))f.then(function(s){return s.ok?s.clone().json():null}).then(function(d){if(!Array.isArray(d))return;var n=m.getAttribute('data-image-newest'),x=d[0],w=function(y){var v=y&&y[n],t=typeof v==='string'?Date.parse(v):NaN;return isNaN(t)?-Infinity:t};if(n)d.forEach(function(y){if(w(y)>w(x))x=y});if(!x||typeof x!=='object')return;var e=!1,i=m.getAttribute('data-image').replace(/\\{(\\w+)\\}/g,function(_,k){var v=x[k];v=typeof v==='string'||typeof v==='number'?String(v).trim():'';if(!v)e=!0;return v});if(e)i=m.getAttribute('data-image-fallback')||'';var q=new URL(i,location.href);if(!i||(q.protocol!=='http:'&&q.protocol!=='https:'))return;var k=document.createElement('link');k.rel='preload';k.as='image';k.href=i;k.setAttribute('fetchpriority','high');document.head.appendChild(k)}).catch(function(){});setTimeout(function(){c.abort(new DOMException('No answer within '+t+' ms','TimeoutError'))},t);r.push({url:u,language:l,response:f,controller:c})})})()";

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** How the first card's photo is addressed from a list (src/app/early-images.ts). */
export interface EarlyImage {
  /** The list it comes from. */
  read: string;
  /** Its address, `{field}` standing for the item's value. */
  src: string;
  /** The first card is the item with the newest date in this field. */
  newest?: string;
  /** The address when a field the address needs is empty. */
  fallback?: string;
}

/** The <meta> and the script a page with early reads carries at the top of its <head>. */
export function earlyReadsHead(options: { paths: readonly string[]; language: string; timeoutMs: number; buildTimeBase: string; image?: EarlyImage }): string {
  const base = options.buildTimeBase.trim() ? ` data-base="${attribute(options.buildTimeBase.trim())}"` : '';
  const { image } = options;
  const photo = image
    ? ` data-image-read="${attribute(image.read)}" data-image="${attribute(image.src)}"${image.newest ? ` data-image-newest="${attribute(image.newest)}"` : ''}${image.fallback ? ` data-image-fallback="${attribute(image.fallback)}"` : ''}`
    : '';
  const meta = `<meta name="${EARLY_READS_META}" content="${attribute(options.paths.join(' '))}" data-lang="${attribute(options.language)}" data-timeout="${options.timeoutMs}"${base}${photo} />`;
  return `${meta}\n    <script>${EARLY_READS_SCRIPT}</script>`;
}
