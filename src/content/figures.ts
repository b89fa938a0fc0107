import type { Figure } from './home';

/** The scale of the suffixes the API's business numbers come with: thousand, million, billion. */
const SCALE: Readonly<Record<string, number>> = { K: 1e3, M: 1e6, B: 1e9 };

/**
 * A language's way of counting large figures (docs/i18n/termbase.md, "Large numbers"), from its
 * units, largest first: Hindi [करोड़ 10^7, लाख 10^5], Japanese [億 10^8, 万 10^4]. The API's 9.6 "M"
 * becomes 96 लाख or 960万. A larger unit is used only when it needs at most one decimal (the
 * count-up shows one: 12 "M" is 1.2 करोड़, 12.5 "M" 125 लाख); the smallest unit rounds to one decimal.
 * Figures without a known suffix (99 "%", 4500 "+") stay as they are.
 */
export function countIn(units: readonly { readonly size: number; readonly name: string }[]): (value: number, suffix: string) => Figure {
  return (value, suffix) => {
    const scale = SCALE[suffix.trim()];
    if (scale === undefined) return { value, suffix };
    const count = Math.round(value * scale);
    const unit = units.find((u, i) => count >= u.size && (i === units.length - 1 || count % (u.size / 10) === 0));
    return unit ? { value: Math.round((count * 10) / unit.size) / 10, suffix: unit.name } : { value: count, suffix: '' };
  };
}
