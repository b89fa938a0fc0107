import type { ProductIcon as IconKey } from '@/content/products';

/**
 * Line icons of the product catalogue, drawn for this site on a 24 × 24 grid
 * (stroked, round caps). The Record keeps the set complete for every key.
 */
const iconPaths: Record<IconKey, readonly string[]> = {
  shield: ['M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6l7-3z', 'M9 12l2 2 4-4'],
  heart: ['M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z', 'M8 11h2l1-2 2 4 1-2h2'],
  coins: [
    'M4 7c0-1.4 2.2-2.5 5-2.5s5 1.1 5 2.5-2.2 2.5-5 2.5S4 8.4 4 7z',
    'M4 7v4c0 1.4 2.2 2.5 5 2.5',
    'M10 13c0-1.4 2.2-2.5 5-2.5s5 1.1 5 2.5-2.2 2.5-5 2.5-5-1.1-5-2.5z',
    'M10 13v4c0 1.4 2.2 2.5 5 2.5s5-1.1 5-2.5v-4',
    'M14 7v2.5',
  ],
  users: ['M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7z', 'M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6', 'M16 4.3a3.5 3.5 0 010 6.4', 'M18 14.3c2.1.7 3.5 2.9 3.5 5.7'],
  building: ['M4 21V5l8-2v18', 'M12 9l8 2v10', 'M2 21h20', 'M7 8h2', 'M7 12h2', 'M7 16h2', 'M15 14h2', 'M15 17h2'],
  hardhat: ['M3 17h18v2H3z', 'M5 17v-3a7 7 0 0114 0v3', 'M10 7.2V5h4v2.2', 'M10 10v4', 'M14 10v4'],
  ship: ['M3 16l1.5 4h15L21 16H3z', 'M6 16v-5h12v5', 'M9 11V7h6v4', 'M12 7V4', 'M2 21c1.5 0 1.5-1 3-1s1.5 1 3 1 1.5-1 3-1 1.5 1 3 1 1.5-1 3-1 1.5 1 3 1'],
  briefcase: ['M3 8h18v11H3z', 'M8 8V5h8v3', 'M3 13h18', 'M11 12h2v2h-2z'],
  scale: ['M12 3v18', 'M7 21h10', 'M4 7h16', 'M6 7l-3 7a3 3 0 006 0L6 7z', 'M18 7l-3 7a3 3 0 006 0l-3-7z'],
  credit: ['M3 6h18v12H3z', 'M3 10h18', 'M7 15h4', 'M15 15h2'],
  bond: ['M6 3h9l4 4v14H6z', 'M15 3v4h4', 'M9 11h7', 'M9 14h7', 'M12 17.5a1.5 1.5 0 103 0 1.5 1.5 0 00-3 0z'],
  chart: ['M4 20V4', 'M4 20h16', 'M7 16l4-5 3 3 5-7', 'M15 7h4v4'],
  bike: ['M5.5 18a3 3 0 100-6 3 3 0 000 6z', 'M18.5 18a3 3 0 100-6 3 3 0 000 6z', 'M5.5 15l4-6h5l4 6', 'M9.5 9L8 6H5.5', 'M14.5 9l1-3h3', 'M10 15h5l-2.5-6'],
  car: ['M5 16l1.5-5.5A2 2 0 018.4 9h7.2a2 2 0 011.9 1.5L19 16', 'M3 16h18v3H3z', 'M6.5 19v1.5', 'M17.5 19v1.5', 'M7 13.5h.01', 'M17 13.5h.01'],
  plane: ['M10.5 12.5L3 10l1.5-1.5 8 1L17 5a2 2 0 013 3l-4.5 4.5 1 8L15 22l-2.5-7.5L9 18v2.5L7.5 22 6 18l-4-1.5L3.5 15H6z'],
  accident: ['M12 3a2 2 0 100 4 2 2 0 000-4z', 'M12 9v6', 'M8 11l4-2 4 2', 'M9 21l3-6 3 6', 'M4 12h2', 'M18 12h2', 'M5 7l1.5 1', 'M19 7l-1.5 1'],
  home: ['M3 11l9-7 9 7', 'M5 9.5V20h14V9.5', 'M10 20v-5h4v5'],
  shop: ['M3 9l2-5h14l2 5', 'M3 9c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3c0 1.7 1.3 3 3 3s3-1.3 3-3', 'M5 12v8h14v-8', 'M10 20v-4h4v4'],
  globe: ['M12 21a9 9 0 100-18 9 9 0 000 18z', 'M3 12h18', 'M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z'],
};

/** @internal A test seam (tests/pages/products/products-browser.test.tsx). */
export const productIconKeys = Object.keys(iconPaths) as IconKey[];

/** A product's icon, decorative (the row's title names it). */
export function ProductIcon({ name, className = 'h-6 w-6' }: { name: IconKey; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} data-icon={name}>
      {iconPaths[name].map((d) => (
        <path key={d} d={d} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" />
      ))}
    </svg>
  );
}
