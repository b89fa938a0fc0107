/**
 * Accept-Language as the contract's `AcceptLanguage` parameter describes it (RFC 9110 §12.5.4 and
 * RFC 4647 basic filtering): each range has a weight (q, 1 when left out; q=0 excludes), the
 * supported language with the highest weight wins, the first listed on a tie, English when only
 * `*` matches; nothing supported, an empty or a malformed header → English. Never refused.
 */
import type { Language } from './contract';

interface Range {
  tag: string;
  q: number;
  order: number;
}

function ranges(header: string): Range[] {
  const out: Range[] = [];
  header.split(',').forEach((part, order) => {
    const [rawTag = '', ...params] = part.split(';').map((s) => s.trim());
    const tag = rawTag.toLowerCase();
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const match = /^q\s*=\s*([01](\.\d{0,3})?)$/i.exec(param);
      if (match) q = Math.min(1, Number(match[1]));
    }
    out.push({ tag, q, order });
  });
  return out;
}

/**
 * The weight and position of `language` in the header: the range naming it exactly, else the
 * heaviest range naming it with a subtag (`hi-IN`), else `*` ("every language no other range names").
 */
function weightOf(language: Language, all: Range[]): { q: number; order: number } | undefined {
  const exact = all.find((r) => r.tag === language);
  if (exact) return exact;
  const sub = all.filter((r) => r.tag.startsWith(`${language}-`));
  if (sub.length > 0) return sub.reduce((a, b) => (b.q > a.q ? b : a));
  return all.find((r) => r.tag === '*');
}

/** The supported language to answer in; `supported` lists English first, so a tie under `*` goes to English. */
export function negotiate(header: string | undefined, supported: readonly Language[]): Language {
  const all = ranges(header ?? '');
  let chosen: Language = 'en';
  let best: { q: number; order: number } | undefined;
  for (const language of supported) {
    const weight = weightOf(language, all);
    if (!weight || weight.q <= 0) continue;
    if (!best || weight.q > best.q || (weight.q === best.q && weight.order < best.order)) {
      chosen = language;
      best = weight;
    }
  }
  return chosen;
}
