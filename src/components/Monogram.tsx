import { useId } from 'react';

/**
 * The site's portrait treatment while the people's photos are not supplied (docs/assets.md): a
 * monogram card in the brand's colours — a deep field, the logo's red sun or a saffron one, a
 * quiet pattern (seigaiha waves for Japan, a jali lattice for India) and the person's initials —
 * never a grey head-and-shoulders silhouette. The field is deep in both colour schemes, so the
 * card reads the same on a light page and on a dark one, like a photo would.
 *
 * The same drawing is written as the placeholder JPEGs at the people's photo paths
 * (scripts/assets/portraits.tsx renders this component), so a placeholder photo and a photo that
 * fails to load look alike. Each name always gets the same one of a few compositions.
 */
interface Variant {
  from: string;
  sun: string;
  /** Centre (fractions of the side) and radius (fraction) of the sun. */
  sunAt: readonly [number, number, number];
  pattern: 'seigaiha' | 'jali';
}

const DEEP = '#0c1128';
const SAFFRON = '#f6b042';
const RED = '#c8102e';

/** Brand navy, indigo, teal and a deep maroon: four fields, two suns, two patterns. */
const VARIANTS: readonly Variant[] = [
  { from: '#26336e', sun: RED, sunAt: [0.86, 0.14, 0.17], pattern: 'seigaiha' },
  { from: '#0f5560', sun: SAFFRON, sunAt: [0.13, 0.13, 0.12], pattern: 'jali' },
  { from: '#3f52a6', sun: RED, sunAt: [0.16, 0.86, 0.16], pattern: 'jali' },
  { from: '#6e1f33', sun: SAFFRON, sunAt: [0.86, 0.86, 0.17], pattern: 'seigaiha' },
  { from: '#2f3f88', sun: SAFFRON, sunAt: [0.86, 0.14, 0.15], pattern: 'jali' },
  { from: '#1e2a5a', sun: RED, sunAt: [0.13, 0.13, 0.13], pattern: 'seigaiha' },
];

/** Honorifics left out of initials. */
const TITLES = /^(Mr|Ms|Mrs|Dr|Prof|Shri|Smt)\.?\s+/i;

/** Initials of a person's or organisation's name: the first letters of its first two words, titles left out. */
export function initialsOf(name: string): string {
  return name
    .replace(TITLES, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]?.toUpperCase() ?? '')
    .join('');
}

/** @internal The composition a name gets: the same name always draws the same card (tests/components/portraits.test.tsx). */
export function monogramVariant(name: string): number {
  let hash = 0;
  for (const char of name.replace(TITLES, '')) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % VARIANTS.length;
}

function Pattern({ kind }: { kind: Variant['pattern'] }) {
  if (kind === 'seigaiha') {
    // Overlapping wave arcs along the bottom edge.
    return (
      <g fill="none" stroke="#ffffff" strokeOpacity="0.1" strokeWidth="4">
        {[0, 1, 2, 3, 4, 5, 6].flatMap((col) => [26, 50, 74].map((r) => <circle key={`a${col}-${r}`} cx={40 + col * 80} cy={440} r={r} />))}
        {[0, 1, 2, 3, 4, 5, 6, 7].flatMap((col) => [26, 50, 74].map((r) => <circle key={`b${col}-${r}`} cx={col * 80} cy={480} r={r} />))}
      </g>
    );
  }
  // A jali: a lattice of small lozenges, top to bottom on one side.
  return (
    <g fill="#ffffff" fillOpacity="0.09">
      {Array.from({ length: 48 }, (_, i) => {
        const x = 300 + (i % 6) * 32 + (Math.floor(i / 6) % 2) * 16;
        const y = 40 + Math.floor(i / 6) * 28;
        return <path key={i} d={`M${x} ${y - 9} L${x + 9} ${y} L${x} ${y + 9} L${x - 9} ${y} Z`} />;
      })}
    </g>
  );
}

/**
 * The monogram card, square, drawn to fill its box (the parent gives size and shape: a rounded
 * square, a circle). `label` is what a screen reader hears; an empty label makes it decorative.
 */
export function Monogram({ name, label, className = '' }: { name: string; label: string; className?: string }) {
  const id = useId();
  const index = monogramVariant(name);
  const v = VARIANTS[index] ?? VARIANTS[0];
  if (!v) return null;
  const [sx, sy, sr] = v.sunAt;
  const initials = initialsOf(name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg viewBox="0 0 480 480" preserveAspectRatio="xMidYMid slice" className={className} data-monogram={index} {...a11y}>
      <defs>
        <linearGradient id={`${id}-field`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={v.from} />
          <stop offset="1" stopColor={DEEP} />
        </linearGradient>
      </defs>
      <rect width="480" height="480" fill={`url(#${id}-field)`} />
      <Pattern kind={v.pattern} />
      <circle cx={sx * 480} cy={sy * 480} r={sr * 480} fill={v.sun} />
      <circle cx={sx * 480} cy={sy * 480} r={sr * 480 + 20} fill="none" stroke={v.sun} strokeOpacity="0.35" strokeWidth="4" />
      <text
        x="240"
        y="272"
        textAnchor="middle"
        fill="#ffffff"
        fontSize={initials.length > 1 ? 148 : 176}
        fontWeight="700"
        style={{ fontFamily: "'Inter Variable', Inter, 'Noto Sans Devanagari Variable', Arial, Helvetica, sans-serif" }}
      >
        {initials}
      </text>
      <rect x="204" y="312" width="72" height="8" rx="4" fill={SAFFRON} />
    </svg>
  );
}
