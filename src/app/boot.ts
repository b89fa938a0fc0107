/**
 * The page's scripts start only once the page has loaded (window `load`: the
 * HTML, its CSS, font and LCP image are in) and has been painted once, so nothing
 * they fetch or run competes with the first paint of the pre-rendered page. (On a
 * fast connection `load` can come before the first paint; the paint is awaited
 * through a PerformanceObserver, or skipped when the page is hidden, has already
 * painted, or the browser cannot tell paints.) This is the second inline script of the
 * site, allowed by its hash like the consent flag; the entry's URL comes from
 * <meta name="app-entry"> (written by the pre-render), so the script itself never
 * changes between builds. No timer or animation frame is used (tests run with a
 * paused clock, which holds both).
 *
 * With the entry, the script asks for every other script the page runs on its first view, as
 * modulepreloads listed by the pre-render in <meta name="app-chunks">: the page's own code, and on
 * a page in another language its copy. Without them each would wait for the script that imports it
 * (the entry, then the locale's list of copy, then the copy itself): three round trips in a row on
 * a phone on 4G instead of one.
 */
export const APP_ENTRY_META = 'app-entry';

/** Name of the <meta> listing the page's other first-view scripts (space-separated URLs). */
export const APP_CHUNKS_META = 'app-chunks';

export const APP_BOOT_SCRIPT =
  "addEventListener('load',function(){var d;function go(){if(d)return;d=1;var m=document.querySelector('meta[name=\"" +
  APP_ENTRY_META +
  "\"]');if(m){var s=document.createElement('script');s.type='module';s.src=m.content;document.head.appendChild(s)}var c=document.querySelector('meta[name=\"" +
  APP_CHUNKS_META +
  "\"]');if(c)c.content.split(' ').forEach(function(u){if(!u)return;var l=document.createElement('link');l.rel='modulepreload';l.href=u;document.head.appendChild(l)})}try{if(document.visibilityState!=='visible'||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0||performance.getEntriesByType('paint').length)return go();new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true})}catch(e){go()}},{once:true})";
