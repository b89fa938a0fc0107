import { site } from '@/config/site';

/**
 * English copy in a Hindi page's <main>: a run of two or more Latin-script words with at least one
 * lower-case word of four letters or more ("Send us a message", "Loading clients"). Allowed, and so
 * removed first: elements marked lang="en" (English terms in brackets), anything in brackets, e-mail
 * and web addresses, the brand. Names (insurers, institutions) are capitalised words and pass.
 *
 * Japanese writes no spaces between words, so an English word left in a Japanese sentence stands
 * alone ("保険をLoading…"): with `singleWords` (Japanese pages) a single lower-case Latin word of four
 * letters or more counts too. Brackets may be full-width there: （…）.
 */
export function englishCopy(text: string, { singleWords = false }: { singleWords?: boolean } = {}): string[] {
  let rest = text;
  for (const name of [site.name, site.shortName]) rest = rest.split(name).join(' ');
  rest = rest
    .replace(/\([^()]*\)|（[^（）]*）/g, ' ')
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b[a-z0-9.-]+\.(?:in|com|org|gov|example|co)(?:\.[a-z]{2})?\S*/gi, ' ');
  const runs =
    rest.match(singleWords ? /[A-Za-z][A-Za-z'’-]*(?:[ \t,:;]+[A-Za-z][A-Za-z'’-]*)*/g : /[A-Za-z][A-Za-z'’-]*(?:[ \t,:;]+[A-Za-z][A-Za-z'’-]*)+/g) ?? [];
  return runs.filter((run) => run.split(/[ \t,:;]+/).some((word) => /^[a-z][a-z'’-]{3,}$/.test(word)));
}

/**
 * The texts of a page's <main> the check reads: text nodes and the aria-label, placeholder, alt
 * and title attributes, leaving out anything inside lang="en" (unless `withEnglish`), scripts, styles and <noscript> (never
 * shown while scripts run; with scripts its content is the markup as text) (the acceptance
 * steps run this very function inside the browser, `main.evaluate(mainTexts)`; the unit tests on their DOM).
 * A <wbr> (an address that may wrap, src/components/Breakable.tsx) does not split a word: the walk
 * reads a copy without them, its text nodes joined.
 */
export function mainTexts(main: Element, { withEnglish = false }: { withEnglish?: boolean } = {}): string[] {
  const skipped = withEnglish ? 'script, style, template, noscript' : '[lang="en"], script, style, noscript';
  const out: string[] = [];
  const copy = main.cloneNode(true) as Element;
  for (const wbr of copy.querySelectorAll('wbr')) wbr.remove();
  copy.normalize();
  const walker = main.ownerDocument.createTreeWalker(copy, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      if (node.closest(skipped)) continue;
      for (const attr of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = node.getAttribute(attr);
        if (value) out.push(value);
      }
    } else if (!node.parentElement?.closest(skipped)) {
      out.push(node.textContent ?? '');
    }
  }
  return out;
}
