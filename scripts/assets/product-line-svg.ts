/** The product-line illustration: a shield ringed by six line-of-cover icons, drawn as paths (no font glyphs). */
const icons = [
  // Life: a heart line
  'M12 20s-7-4.6-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.4-7 10-7 10z',
  // Health: a medical cross
  'M9.5 4h5v5.5H20v5h-5.5V20h-5v-5.5H4v-5h5.5z',
  // Vehicle: a car
  'M3 15l2-6h14l2 6v3h-2M3 15v3h2M7 18a2 2 0 1 0 .01 0M17 18a2 2 0 1 0 .01 0M9 18h6',
  // Property: a house
  'M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5',
  // Marine: an anchor
  'M12 7v14M8 10h8M4 14a8 7 0 0 0 16 0M12 3a2 2 0 1 0 .01 0',
  // Liability: scales
  'M12 4v16M7 20h10M5 7h14M5 7l-3 6h6zM19 7l-3 6h6z',
];

export function productLineSvg(): string {
  const ring = icons
    .map((d, i) => {
      const a = (i / icons.length) * Math.PI * 2 - Math.PI / 2;
      const x = Math.round(240 + Math.cos(a) * 190);
      const y = Math.round(210 + Math.sin(a) * 160);
      return `<circle cx="${x}" cy="${y}" r="28" fill="#fff" stroke="#dbe1f5" stroke-width="3"/><path transform="translate(${x - 12} ${y - 12})" d="${d}" fill="none" stroke="#c8102e" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 400" role="img" aria-label="Product line"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3f52a6"/><stop offset="1" stop-color="#1e2a5a"/></linearGradient></defs><path d="M240 60 l110 40 v90 c0 80 -50 130 -110 160 c-60 -30 -110 -80 -110 -160 v-90z" fill="url(#s)"/><path d="M195 200 l30 30 l60 -70" stroke="#f6b042" stroke-width="14" fill="none" stroke-linecap="round"/>${ring}</svg>\n`;
}
