/**
 * The page's scripts start only once the page has loaded (window `load`: the
 * HTML, its CSS, font and LCP image are in), so nothing they fetch or run competes
 * with the first paint of the pre-rendered page. This is the second inline script
 * of the site, allowed by its hash like the consent flag; the entry's URL comes
 * from <meta name="app-entry"> (written by the pre-render), so the script itself
 * never changes between builds. No timer is used (tests run with a paused clock).
 */
export const APP_ENTRY_META = 'app-entry';

export const APP_BOOT_SCRIPT =
  "addEventListener('load',function(){var m=document.querySelector('meta[name=\"app-entry\"]');if(m){var s=document.createElement('script');s.type='module';s.src=m.content;document.head.appendChild(s)}},{once:true})";
