/**
 * Draws the site's illustrations: one flat style in the brand palette (navy, the red
 * sun of the logo, saffron, soft blues), every file light and dark in one SVG (its own
 * `prefers-color-scheme` rule), so an <img> follows the visitor's scheme with no
 * second request. They replace the placeholders (gradients, bar skylines, dot rows,
 * silhouettes) of the first pages. Run: `npx tsx scripts/assets/illustrations.ts`
 * (the outputs under public/images are committed).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

const pub = resolve(import.meta.dirname, '../../public');

/** The palette, light then dark: class name → [light, dark]. */
const PALETTE: Record<string, [string, string]> = {
  bg: ['#eef1fb', '#151d40'],
  bg2: ['#dbe1f5', '#1e2a5a'],
  card: ['#ffffff', '#26336e'],
  ink: ['#1e2a5a', '#eef1fb'],
  mid: ['#3f52a6', '#b7c2ea'],
  soft: ['#b7c2ea', '#3f52a6'],
  line: ['#dbe1f5', '#2f3f88'],
  sun: ['#c8102e', '#e03a52'],
  gold: ['#f6b042', '#f6b042'],
  leaf: ['#0f766e', '#34d399'],
  water: ['#5f72c2', '#5f72c2'],
  white: ['#ffffff', '#ffffff'],
  deep: ['#1e2a5a', '#0c1128'],
  hull: ['#1e2a5a', '#5f72c2'],
  // Skies and grounds of the scenes: each picture its own light (dawn, day, sea, dusk), dark at night.
  dawn: ['#fde8d3', '#1b1f45'],
  day: ['#dff1f4', '#10243d'],
  mint: ['#e3f3ea', '#0f2a2c'],
  sand: ['#f6ecd9', '#221c33'],
  dusk: ['#e9e1f5', '#171538'],
  hill: ['#c9e4d3', '#173a3a'],
  hill2: ['#a9d3bb', '#1d4a47'],
  stone: ['#d9c8a9', '#3a3358'],
  stone2: ['#c4ad86', '#4a4270'],
  sea: ['#9fc7e0', '#1f3f6b'],
  road: ['#5b6478', '#262b45'],
  glow: ['#ffffff', '#f6b042'],
  moon: ['#c8102e', '#f4e7c5'],
  farc: ['#c9d2ef', '#26305c'],
};

/** The colour rules a drawing uses (only those: each file stays small). */
function style(body: string, fixed?: 'light' | 'dark'): string {
  const used = (name: string, suffix: string) => new RegExp(`class="[^"]*\\b${name}${suffix}(?![\\w-])`).test(body);
  const rules = (i: 0 | 1) =>
    Object.entries(PALETTE)
      .map(([name, colours]) => (used(name, '') ? `.${name}{fill:${colours[i]}}` : '') + (used(name, '-s') ? `.${name}-s{stroke:${colours[i]}}` : ''))
      .join('');
  const base = '.no{fill:none}text{font-family:Inter,Arial,Helvetica,sans-serif}';
  if (fixed) return `<style>${base}${rules(fixed === 'light' ? 0 : 1)}</style>`;
  return `<style>${base}${rules(0)}@media (prefers-color-scheme: dark){${rules(1)}}</style>`;
}

function svg(width: number, height: number, body: string, label: string, fixed?: 'light' | 'dark'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">${style(body, fixed)}${body}</svg>\n`;
}

// ---------- primitives ----------
const r = (x: number, y: number, w: number, h: number, cls: string, rx = 0) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" class="${cls}"/>`;
const c = (cx: number, cy: number, rad: number, cls: string) => `<circle cx="${cx}" cy="${cy}" r="${rad}" class="${cls}"/>`;
const p = (d: string, cls: string, extra = '') => `<path d="${d}" class="${cls}" ${extra}/>`;
const stroke = (d: string, cls: string, width = 6) =>
  `<path d="${d}" class="no ${cls}-s" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const g = (x: number, y: number, s: number, body: string) => `<g transform="translate(${x} ${y}) scale(${s})">${body}</g>`;

/** The backdrop: a soft field, the red sun and a saffron arc (the logo's motif). */
function backdrop(w: number, h: number, sunX = w * 0.8, sunY = h * 0.22, sunR = Math.min(w, h) * 0.12) {
  return [
    r(0, 0, w, h, 'bg', 28),
    c(sunX, sunY, sunR, 'sun'),
    p(`M0 ${h * 0.78} C ${w * 0.3} ${h * 0.66}, ${w * 0.65} ${h * 0.9}, ${w} ${h * 0.74} L ${w} ${h} L 0 ${h} Z`, 'bg2'),
  ].join('');
}

/** A shield with a tick, 100 × 120 at the origin. */
const shield = (cls = 'mid') => p('M50 0 L100 18 V58 C100 92 76 112 50 120 C24 112 0 92 0 58 V18 Z', cls) + stroke('M28 60 L45 77 L74 42', 'gold', 10);
/** A document with lines, 90 × 116. */
const doc = (lines = 5, tick = false) =>
  r(0, 0, 90, 116, 'card', 10) +
  r(14, 16, 44, 9, 'ink', 4) +
  Array.from({ length: lines }, (_, i) => r(14, 38 + i * 14, i % 2 ? 52 : 62, 6, 'line', 3)).join('') +
  (tick ? c(72, 96, 14, 'leaf') + stroke('M65 96 L70 101 L79 91', 'white', 4) : '');
/** A car, 200 × 90. */
const car = (body = 'card') =>
  p('M10 58 L28 22 Q32 14 42 14 H138 Q148 14 154 22 L176 50 H188 Q198 50 198 60 V74 H2 V66 Q2 58 10 58 Z', body) +
  p('M44 24 H92 V50 H32 Z', 'soft') +
  p('M100 24 H140 L160 50 H100 Z', 'soft') +
  c(50, 76, 16, 'ink') +
  c(50, 76, 6, 'line') +
  c(154, 76, 16, 'ink') +
  c(154, 76, 6, 'line');
/** A house, 120 × 110. */
const house = () =>
  p('M10 50 L60 8 L110 50 Z', 'sun') + r(20, 48, 80, 62, 'card', 4) + r(50, 70, 20, 40, 'mid', 3) + r(28, 60, 16, 16, 'soft', 2) + r(76, 60, 16, 16, 'soft', 2);
/** A heart, 80 × 72. */
const heart = (cls = 'sun') => p('M40 72 C 10 50 0 34 0 20 A20 20 0 0 1 40 12 A20 20 0 0 1 80 20 C 80 34 70 50 40 72 Z', cls);
/** A magnifier, 100 × 100. */
const magnifier = () => c(40, 40, 34, 'card') + `<circle cx="40" cy="40" r="34" class="no ink-s" stroke-width="9"/>` + stroke('M66 66 L94 94', 'ink', 14);
/** An umbrella over the origin, 180 × 150. */
const umbrella = () =>
  p('M0 70 Q90 -40 180 70 Q165 58 150 70 Q135 58 120 70 Q105 58 90 70 Q75 58 60 70 Q45 58 30 70 Q15 58 0 70 Z', 'sun') +
  stroke('M90 66 V136 Q90 150 76 150 Q64 150 64 138', 'ink', 7);
/** A sapling in a mound, 80 × 110. */
const sapling = (leaf = 'leaf') =>
  p('M0 110 Q40 84 80 110 Z', 'mid') +
  stroke('M40 100 V40', 'ink', 5) +
  p('M40 60 C 12 60 6 36 8 24 C 30 26 40 40 40 60 Z', leaf) +
  p('M40 48 C 64 48 74 26 72 12 C 50 14 40 28 40 48 Z', leaf);
/** Three people as simple round-headed forms (a group, not portraits), 160 × 110. */
const group = () =>
  [0, 1, 2]
    .map((i) => {
      const x = 20 + i * 50;
      const cls = ['mid', 'sun', 'ink'][i] ?? 'mid';
      return c(x + 10, 24 + (i === 1 ? -8 : 0), 16, 'gold') + p(`M${x - 12} 110 V70 Q${x - 12} 46 ${x + 10} 46 Q${x + 32} 46 ${x + 32} 70 V110 Z`, cls);
    })
    .join('');
/** Two interlocking rings (kizuna, the bond), 200 × 120. */
const rings = () =>
  `<circle cx="60" cy="60" r="48" class="no mid-s" stroke-width="18"/><circle cx="140" cy="60" r="48" class="no gold-s" stroke-width="18"/>` +
  `<path d="M100 34 A48 48 0 0 1 100 86" class="no mid-s" stroke-width="18"/>`;
/** A location pin, 60 × 84. */
const pin = (cls = 'sun') => p('M30 84 C 12 60 0 44 0 30 A30 30 0 0 1 60 30 C 60 44 48 60 30 84 Z', cls) + c(30, 30, 11, 'card');
/** A compass, 120 × 120. */
const compass = () =>
  c(60, 60, 58, 'card') +
  `<circle cx="60" cy="60" r="50" class="no soft-s" stroke-width="6"/>` +
  p('M60 14 L72 60 L60 106 L48 60 Z', 'line') +
  p('M60 14 L72 60 L48 60 Z', 'sun') +
  c(60, 60, 7, 'ink');
/** A calendar with a renewal arrow, 120 × 120. */
const calendar = () =>
  r(0, 10, 110, 100, 'card', 12) +
  r(0, 10, 110, 26, 'sun', 12) +
  r(0, 26, 110, 10, 'sun') +
  r(22, 0, 10, 24, 'ink', 5) +
  r(78, 0, 10, 24, 'ink', 5) +
  Array.from({ length: 9 }, (_, i) => r(14 + (i % 3) * 30, 48 + Math.floor(i / 3) * 18, 20, 10, i === 4 ? 'gold' : 'line', 3)).join('');
/** Stacked layers (reinsurance), 160 × 120. */
const layers = () =>
  [2, 1, 0].map((i) => p(`M80 ${10 + i * 28} L160 ${44 + i * 28} L80 ${78 + i * 28} L0 ${44 + i * 28} Z`, ['gold', 'mid', 'sun'][i] ?? 'mid')).join('');
/** A bar chart rising, 150 × 110. */
const chart = () =>
  r(0, 0, 150, 110, 'card', 12) +
  [30, 50, 42, 70].map((h, i) => r(18 + i * 30, 96 - h, 20, h, i === 3 ? 'sun' : 'soft', 4)).join('') +
  stroke('M20 60 L58 44 L86 52 L130 20', 'gold', 5);
/** Two hands clasped (a handshake), drawn as two sleeves meeting, 220 × 110. */
const handshake = () =>
  r(0, 40, 70, 40, 'mid', 8) +
  r(150, 40, 70, 40, 'ink', 8) +
  p('M64 40 H112 Q128 40 136 52 L150 60 V80 H124 L112 90 Q104 96 96 90 L64 80 Z', 'gold') +
  p('M156 40 H116 Q104 40 98 50 L92 58 Q88 66 96 68 Q104 70 110 62 L116 56 H156 Z', 'card');
/** Waves, w wide, 3 rows. */
const waves = (w: number) =>
  [0, 1, 2]
    .map((i) => stroke(`M0 ${i * 16} ${Array.from({ length: Math.ceil(w / 40) }, () => `q10 -8 20 0 q10 8 20 0`).join(' ')}`, i === 1 ? 'mid' : 'water', 5))
    .join('');
/** A traffic cone, 70 × 90. */
const cone = () => p('M26 0 H44 L66 80 H4 Z', 'sun') + r(14, 30, 42, 10, 'white', 2) + r(8, 54, 54, 10, 'white', 2) + r(0, 80, 70, 10, 'ink', 3);
/** A motorcycle helmet, 100 × 80. */
const helmet = () => p('M6 70 Q0 10 56 6 Q100 6 100 50 V70 Z', 'mid') + p('M54 28 H98 V52 H60 Q54 52 54 46 Z', 'soft') + r(0, 66, 100, 12, 'ink', 6);
/** A medical cross in a tent, 180 × 130. */
const clinic = () =>
  p('M0 130 L90 10 L180 130 Z', 'card') +
  p('M90 10 L180 130 H140 L90 40 Z', 'line') +
  r(70, 56, 40, 40, 'sun', 6) +
  r(84, 62, 12, 28, 'white', 2) +
  r(76, 70, 28, 12, 'white', 2);
/** A two-wheeler, 170 × 90. */
const bike = () =>
  `<circle cx="30" cy="64" r="24" class="no ink-s" stroke-width="9"/><circle cx="140" cy="64" r="24" class="no ink-s" stroke-width="9"/>` +
  p('M30 64 L70 30 H112 L140 64', 'no', 'stroke-width="0"') +
  stroke('M30 64 L62 30 H108 L140 64 M92 30 L100 10 H120', 'mid', 9) +
  r(58, 18, 44, 16, 'sun', 8);
/** An office building, 130 × 170. */
const building = () =>
  r(0, 20, 130, 150, 'card', 8) +
  r(0, 20, 130, 18, 'mid', 8) +
  r(0, 30, 130, 8, 'mid') +
  Array.from({ length: 12 }, (_, i) => r(16 + (i % 3) * 38, 52 + Math.floor(i / 3) * 26, 22, 14, i % 5 === 0 ? 'gold' : 'soft', 3)).join('') +
  r(50, 140, 30, 30, 'ink', 3);
/** A clipboard with a checklist, 130 × 170. */
const clipboard = () =>
  r(0, 12, 130, 158, 'card', 12) +
  r(35, 0, 60, 26, 'ink', 8) +
  [0, 1, 2, 3]
    .map(
      (i) =>
        (i < 3
          ? c(26, 60 + i * 32, 10, 'leaf') + stroke(`M21 ${60 + i * 32} L25 ${64 + i * 32} L32 ${55 + i * 32}`, 'white', 3)
          : `<circle cx="26" cy="${60 + i * 32}" r="9" class="no soft-s" stroke-width="3"/>`) + r(46, 55 + i * 32, i % 2 ? 54 : 66, 9, 'line', 4),
    )
    .join('');
/** A ship, 200 × 110 (marine cargo). */
const ship = () =>
  p('M0 60 H200 L176 104 H24 Z', 'hull') +
  r(30, 30, 36, 30, 'sun', 3) +
  r(70, 30, 36, 30, 'gold', 3) +
  r(110, 30, 36, 30, 'mid', 3) +
  r(150, 14, 20, 46, 'card', 3);
/** A scale of justice (liability), 140 × 120. */
const scales = () =>
  stroke('M70 10 V110 M40 110 H100 M14 30 H126', 'ink', 7) +
  p('M0 70 L14 30 L28 70 Z', 'gold') +
  p('M112 70 L126 30 L140 70 Z', 'gold') +
  p('M-4 70 H32 Q14 88 -4 70 Z', 'mid') +
  p('M108 70 H144 Q126 88 108 70 Z', 'mid') +
  c(70, 10, 9, 'sun');

// ---------- compositions ----------
const files: Record<string, string> = {};

files['images/illustrations/recommended.svg'] = svg(
  640,
  420,
  backdrop(640, 420, 540, 90, 52) + g(60, 130, 1.5, doc(5)) + g(215, 100, 1.7, doc(5, true)) + g(385, 130, 1.5, doc(5)) + g(440, 250, 1.2, magnifier()),
  'Three plans side by side, one of them ticked, under a magnifying glass',
);

files['images/illustrations/strengths.svg'] = svg(
  640,
  420,
  backdrop(640, 420, 520, 100, 60) + g(120, 120, 2, rings()) + g(270, 210, 1.1, shield()) + g(60, 270, 1, sapling()) + g(520, 270, 1, sapling()),
  'Two interlocking rings, the bond between Japan and India, over a protecting shield',
);

files['images/illustrations/not-found.svg'] = svg(
  480,
  360,
  backdrop(480, 360, 380, 80, 42) +
    stroke('M40 300 C 120 240, 200 330, 280 260 S 420 230, 450 200', 'gold', 6) +
    g(60, 90, 1.3, compass()) +
    g(330, 150, 1, pin()),
  'A compass and a map pin on a winding path',
);

files['images/illustrations/partner.svg'] = svg(
  560,
  460,
  backdrop(560, 460, 440, 100, 62) + g(80, 170, 1.8, handshake()) + g(180, 330, 1, rings()),
  'Two hands meeting in a handshake over two interlocking rings',
);

// Contact: the default office image (light and dark as two files, as part 1 §2.6 asks).
const office = (fixed: 'light' | 'dark') =>
  svg(800, 500, backdrop(800, 500, 650, 110, 64) + g(300, 150, 1.9, building()) + g(560, 230, 1.3, pin()) + g(90, 330, 1, sapling()), 'Our office', fixed);
files['images/cities/default.svg'] = office('light');
files['images/cities/default-dark.svg'] = office('dark');

// Testimonial video posters (API thumbnails).
files['images/testimonials/dealer-story-thumb.svg'] = svg(
  640,
  360,
  backdrop(640, 360, 540, 80, 46) + g(120, 190, 1.6, bike()) + g(420, 150, 1.2, shield()),
  'A scooter and a shield: a dealer’s story',
);
files['images/testimonials/logistics-story-thumb.svg'] = svg(
  640,
  360,
  backdrop(640, 360, 540, 80, 46) + g(90, 170, 1.7, ship()) + g(470, 150, 1, doc(4, true)),
  'A cargo ship and a ticked policy: a logistics story',
);

// Product line panel: marine and liability used by the brochure posters below.
export const pieces = { car, bike, ship, scales, house };

// ---------- scenes: one system, a backdrop of its own for every picture ----------
type Sky = 'dawn' | 'day' | 'mint' | 'sand' | 'dusk' | 'bg';
/**
 * A scene: its own sky, a sun (red by day, a moon at night) placed where the picture wants it, and a
 * horizon of its own (hills, sea, a city or a floor) — so no two pictures share one backdrop.
 */
function scene(w: number, h: number, sky: Sky, sun: [number, number, number] | null, horizon: 'hills' | 'sea' | 'floor' | 'none') {
  const parts = [r(0, 0, w, h, sky, 28)];
  if (sun) parts.push(c(sun[0], sun[1], sun[2], 'moon'));
  if (horizon === 'hills')
    parts.push(
      p(
        `M0 ${h * 0.72} C ${w * 0.2} ${h * 0.6}, ${w * 0.35} ${h * 0.66}, ${w * 0.5} ${h * 0.7} S ${w * 0.8} ${h * 0.6}, ${w} ${h * 0.68} V ${h} H 0 Z`,
        'hill',
      ) + p(`M0 ${h * 0.84} C ${w * 0.3} ${h * 0.76}, ${w * 0.6} ${h * 0.9}, ${w} ${h * 0.8} V ${h} H 0 Z`, 'hill2'),
    );
  if (horizon === 'sea') parts.push(r(0, h * 0.78, w, h * 0.22, 'sea') + g(0, h * 0.84, 1, waves(w)));
  if (horizon === 'floor') parts.push(r(0, h * 0.8, w, h * 0.2, 'bg2'));
  return parts.join('');
}
/** Window rows of a facade (gold by night). */
const windows = (x: number, y: number, cols: number, rows: number, dx: number, dy: number, ww = 10, wh = 14) =>
  Array.from({ length: cols * rows }, (_, i) => r(x + (i % cols) * dx, y + Math.floor(i / cols) * dy, ww, wh, 'glow', 2)).join('');
/** A far skyline of plain blocks, for depth. */
const far = (w: number, base: number, seed: number) =>
  Array.from({ length: Math.ceil(w / 46) }, (_, i) => {
    const hh = 40 + ((seed * 37 + i * 53) % 90);
    return r(i * 46, base - hh, 40, hh + 4, 'farc', 3);
  }).join('');

// ---------- the eight cities, each by its landmark ----------
const W = 800;
const H = 500;
const ground = (y: number) => r(0, y, W, H - y, 'bg2');
const cities: Record<string, { label: string; body: string }> = {
  bangalore: {
    label: 'Bengaluru: the Vidhana Soudha under a morning sun',
    body:
      scene(W, H, 'mint', [640, 110, 54], 'none') +
      far(W, 380, 1) +
      ground(380) +
      // the Vidhana Soudha: a long colonnade, the central dome on its drum, two side domes
      r(150, 250, 500, 130, 'stone') +
      r(150, 238, 500, 16, 'stone2') +
      Array.from({ length: 12 }, (_, i) => r(172 + i * 40, 272, 12, 100, 'card', 3)).join('') +
      r(330, 170, 140, 70, 'stone') +
      p('M330 172 A70 70 0 0 1 470 172 Z', 'stone2') +
      r(396, 84, 8, 34, 'deep', 2) +
      c(400, 80, 7, 'gold') +
      p('M180 240 A30 30 0 0 1 240 240 Z', 'stone2') +
      p('M560 240 A30 30 0 0 1 620 240 Z', 'stone2') +
      r(376, 300, 48, 80, 'mid', 4) +
      g(60, 300, 1, sapling()) +
      g(680, 300, 1, sapling()),
  },
  delhi: {
    label: 'Delhi: India Gate and the Qutub Minar',
    body:
      scene(W, H, 'sand', [150, 100, 46], 'none') +
      far(W, 390, 2) +
      ground(390) +
      // India Gate: the arch, its cornice and the shallow dome
      r(320, 150, 200, 240, 'stone') +
      p('M370 390 V260 A50 50 0 0 1 470 260 V390 Z', 'sand') +
      r(306, 140, 228, 22, 'stone2') +
      r(330, 116, 180, 26, 'stone') +
      p('M370 116 A50 22 0 0 1 470 116 Z', 'stone2') +
      // the Qutub Minar: a tapering fluted tower
      p('M150 390 L166 180 L194 180 L210 390 Z', 'stone2') +
      [230, 290, 340].map((y) => r(150 + (390 - y) * 0.04, y, 60 - (390 - y) * 0.08, 8, 'stone', 2)).join('') +
      r(170, 160, 20, 22, 'stone2', 3) +
      r(590, 330, 140, 60, 'hill2', 30) +
      r(600, 320, 120, 20, 'hill', 10),
  },
  chennai: {
    label: 'Chennai: a temple gopuram by the sea',
    body:
      scene(W, H, 'day', [650, 110, 50], 'sea') +
      // a gopuram: seven stepped tiers, the kalasams on top
      [0, 1, 2, 3, 4, 5, 6].map((i) => r(230 + i * 16, 370 - i * 40, 240 - i * 32, 42, i % 2 ? 'stone2' : 'stone', 4)).join('') +
      p('M350 80 Q310 90 322 108 H378 Q390 90 350 80 Z', 'sun') +
      [0, 1, 2].map((i) => r(333 + i * 14, 60, 6, 22, 'gold', 3)).join('') +
      p('M330 390 V340 A20 20 0 0 1 370 340 V390 Z', 'deep') +
      // a lighthouse on the shore
      p('M560 390 L574 250 L596 250 L610 390 Z', 'card') +
      r(568, 290, 36, 14, 'sun') +
      r(566, 236, 38, 16, 'deep', 3) +
      c(585, 228, 9, 'gold') +
      r(0, 388, W, 6, 'bg2'),
  },
  pune: {
    label: 'Pune: the Shaniwar Wada gate under the hills',
    body:
      scene(W, H, 'dawn', [600, 130, 50], 'hills') +
      // the fort wall with its bastions and the great gate
      r(120, 280, 560, 130, 'stone') +
      [120, 300, 460, 640].map((x) => r(x, 250, 60, 160, 'stone2', 6)).join('') +
      Array.from({ length: 14 }, (_, i) => r(122 + i * 40, 268, 18, 14, 'stone2', 2)).join('') +
      p('M360 410 V320 A40 40 0 0 1 440 320 V410 Z', 'deep') +
      r(394, 300, 12, 12, 'gold', 3),
  },
  ahmedabad: {
    label: 'Ahmedabad: kites over the Sabarmati riverfront',
    body:
      scene(W, H, 'sand', null, 'sea') +
      // the riverfront and the city's pols
      r(0, 330, W, 60, 'stone') +
      [60, 170, 280, 520, 630]
        .map((x, i) => r(x, 250 - (i % 2) * 30, 90, 80 + (i % 2) * 30, i % 2 ? 'stone2' : 'card', 6) + windows(x + 14, 270 - (i % 2) * 30, 4, 2, 18, 26))
        .join('') +
      // the Sidi Saiyyed jaali's tree, in an arched window
      p('M380 330 V250 A40 40 0 0 1 460 250 V330 Z', 'deep') +
      stroke('M420 326 V268 M420 290 Q398 276 392 258 M420 290 Q442 276 448 258 M420 306 Q402 296 396 282 M420 306 Q438 296 444 282', 'gold', 4) +
      // kites of Uttarayan
      [
        [150, 90, 'sun'],
        [300, 60, 'gold'],
        [560, 100, 'mid'],
        [680, 60, 'sun'],
      ]
        .map(
          ([x, y, cls]) =>
            p(`M${x} ${Number(y) - 26} L${Number(x) + 22} ${y} L${x} ${Number(y) + 26} L${Number(x) - 22} ${y} Z`, String(cls)) +
            stroke(`M${x} ${Number(y) + 26} q10 30 -6 60`, 'deep', 2),
        )
        .join(''),
  },
  mumbai: {
    label: 'Mumbai: the Gateway of India and the sea link',
    body:
      scene(W, H, 'dusk', [660, 100, 44], 'sea') +
      // the Gateway: a great arch between four turrets
      r(200, 180, 240, 210, 'stone') +
      p('M270 390 V270 A50 60 0 0 1 370 270 V390 Z', 'dusk') +
      [200, 244, 396, 420].map((x) => r(x, 150, 20, 40, 'stone2', 3) + c(x + 10, 146, 10, 'stone2')).join('') +
      r(190, 176, 260, 14, 'stone2') +
      // the Bandra–Worli sea link: a pylon and its cables
      r(470, 348, 330, 10, 'deep') +
      p('M640 348 L652 180 L664 348 Z', 'deep') +
      [0, 1, 2, 3, 4].map((i) => stroke(`M652 ${190 + i * 10} L${520 + i * 22} 348 M652 ${190 + i * 10} L${784 - i * 22} 348`, 'mid', 2)).join(''),
  },
  hyderabad: {
    label: 'Hyderabad: the Charminar',
    body:
      scene(W, H, 'dawn', [150, 110, 48], 'none') +
      far(W, 400, 7) +
      ground(400) +
      // the Charminar: a square body with a great arch and four minarets
      r(280, 220, 240, 180, 'stone') +
      p('M340 400 V300 A60 70 0 0 1 460 300 V400 Z', 'dawn') +
      r(270, 206, 260, 18, 'stone2') +
      [268, 500]
        .map(
          (x) =>
            r(x, 120, 32, 280, 'stone2', 4) +
            r(x - 4, 180, 40, 8, 'stone', 2) +
            r(x - 4, 140, 40, 8, 'stone', 2) +
            p(`M${x} 120 Q${x + 16} 80 ${x + 32} 120 Z`, 'stone2') +
            r(x + 14, 76, 4, 14, 'deep'),
        )
        .join('') +
      windows(330, 232, 6, 1, 24, 0, 12, 16),
  },
  indore: {
    label: 'Indore: the Rajwada palace',
    body:
      scene(W, H, 'mint', [660, 100, 46], 'none') +
      far(W, 400, 5) +
      ground(400) +
      // the Rajwada: seven storeys of windows over a tall gate
      r(240, 110, 320, 290, 'stone') +
      [0, 1, 2, 3, 4, 5].map((i) => r(240, 130 + i * 40, 320, 6, 'stone2')).join('') +
      windows(256, 140, 12, 5, 25, 40, 12, 20) +
      p('M360 400 V320 A40 40 0 0 1 440 320 V400 Z', 'deep') +
      [240, 540].map((x) => r(x - 10, 100, 40, 300, 'stone2', 4)).join('') +
      r(230, 96, 340, 14, 'stone2', 4),
  },
};
for (const [slug, city] of Object.entries(cities)) files[`images/cities/drawn/${slug}.svg`] = svg(W, H, city.body, city.label);

// ---------- services and CSR initiatives: each its own scene ----------
type Horizon = 'hills' | 'sea' | 'floor' | 'none';
/**
 * A picture as its two parts, marked so tests/content/illustrations.test.ts can tell that no two
 * pictures share a backdrop or a subject (the first drawings repeated one backdrop everywhere).
 */
const marked = (backdropPart: string, subject: string) => `<g data-part="backdrop">${backdropPart}</g><g data-part="subject">${subject}</g>`;
const pic = (sky: Sky, sun: [number, number, number] | null, horizon: Horizon, body: string, label: string) =>
  svg(640, 400, marked(scene(640, 400, sky, sun, horizon), body), label);
/** A small picture for a card (the claims page's claim types), 320 × 200. */
const small = (sky: Sky, sun: [number, number, number] | null, horizon: Horizon, body: string, label: string) =>
  svg(320, 200, marked(scene(320, 200, sky, sun, horizon), body), label);
files['images/services/risk-advisory.svg'] = pic(
  'day',
  [560, 80, 36],
  'floor',
  g(60, 130, 1.2, building()) + g(250, 170, 1.3, chart()) + g(450, 190, 1.3, magnifier()),
  'A plant, a rising chart and a magnifying glass: a risk survey',
);
files['images/services/placement.svg'] = pic(
  'dawn',
  [90, 90, 40],
  'hills',
  g(90, 160, 1.7, handshake()) + g(480, 110, 0.9, building()),
  'Two hands meeting before an insurer’s office: placing cover',
);
files['images/services/claims-assistance.svg'] = pic(
  'dusk',
  [560, 80, 34],
  'floor',
  r(0, 300, 640, 20, 'road') +
    stroke('M40 310 H600', 'gold', 4).replace('stroke-linecap="round"', 'stroke-dasharray="30 24"') +
    g(70, 210, 1.3, car('soft')) +
    g(400, 110, 1.1, clipboard()),
  'A car on the road and a claim checklist: claims assistance',
);
files['images/services/employee-benefits.svg'] = pic(
  'mint',
  null,
  'hills',
  g(190, 50, 1.4, umbrella()) + g(220, 200, 1.3, group()) + g(40, 230, 0.8, sapling()),
  'Colleagues under one umbrella: employee benefits',
);
files['images/services/reinsurance.svg'] = pic(
  'dusk',
  [110, 90, 40],
  'sea',
  g(200, 90, 1.5, layers()) + g(450, 236, 0.75, ship()),
  'Layers of cover over the sea, a ship beyond: reinsurance',
);
files['images/services/policy-servicing.svg'] = pic(
  'sand',
  [560, 80, 36],
  'floor',
  g(110, 110, 1.5, calendar()) + g(350, 120, 1.3, doc(5, true)) + stroke('M500 250 a40 40 0 1 1 -12 -28 M488 210 l4 14 -14 2', 'mid', 6),
  'A calendar, a ticked policy and a renewal arrow: servicing and renewals',
);

files['images/csr/health-camp.svg'] = pic(
  'mint',
  [560, 80, 34],
  'hills',
  g(170, 130, 1.5, clinic()) + g(40, 250, 0.7, group()) + g(500, 240, 0.8, heart()),
  'A medical tent with a red cross and people waiting: a free health camp',
);
files['images/csr/lake-clean-up.svg'] = pic(
  'day',
  [90, 90, 38],
  'sea',
  g(70, 190, 1.1, sapling()) + g(520, 190, 1.1, sapling()) + g(250, 200, 0.9, group()),
  'Volunteers by a clean lake between young trees',
);
files['images/csr/road-safety.svg'] = pic(
  'dusk',
  null,
  'none',
  p('M120 400 L260 200 H380 L520 400 Z', 'road') +
    [0, 1, 2, 3].map((i) => r(236 + i * 44, 330, 28, 60, 'glow', 3)).join('') +
    g(70, 250, 1.2, cone()) +
    g(460, 240, 1.1, helmet()) +
    r(570, 120, 16, 200, 'ink', 4) +
    r(556, 90, 44, 100, 'ink', 8) +
    c(578, 110, 11, 'sun') +
    c(578, 140, 11, 'gold') +
    c(578, 170, 11, 'leaf'),
  'A zebra crossing, a signal, a cone and a helmet: road safety',
);
files['images/csr/tree-plantation.svg'] = pic(
  'dawn',
  [540, 90, 44],
  'hills',
  [70, 200, 330, 460].map((x, i) => g(x, 200 + (i % 2) * 30, 1.3, sapling(i % 2 ? 'leaf' : 'hill2'))).join(''),
  'Rows of young saplings on the hills: tree plantation',
);
files['images/csr/default.svg'] = pic(
  'sand',
  [120, 90, 36],
  'floor',
  g(170, 150, 1.5, group()) + g(430, 160, 1.3, heart()),
  'Colleagues and a heart: community work',
);

// The claims page's picture: a phone with the claim's checklist, not the services' formula.
files['images/illustrations/claims.svg'] = svg(
  480,
  400,
  marked(
    scene(480, 400, 'dawn', [400, 70, 34], 'floor'),
    r(150, 60, 150, 280, 'ink', 24) + r(162, 84, 126, 232, 'card', 10) + g(175, 100, 0.75, clipboard()) + g(300, 190, 1, shield()),
  ),
  'A phone showing a claim checklist beside a shield with a tick',
);

// The claims page's claim types, one small scene each (decorative beside the type's title).
files['images/illustrations/claims-motor.svg'] = small(
  'day',
  null,
  'none',
  r(0, 150, 320, 26, 'road') +
    stroke('M12 163 H308', 'gold', 3).replace('stroke-linecap="round"', 'stroke-dasharray="18 14"') +
    g(36, 86, 0.9, car()) +
    g(246, 98, 0.62, cone()),
  'A car on the road beside a traffic cone',
);
files['images/illustrations/claims-health.svg'] = small(
  'mint',
  [268, 44, 22],
  'hills',
  g(62, 52, 0.85, clinic()) + g(232, 104, 0.62, heart()),
  'A clinic tent with a red cross and a heart',
);
files['images/illustrations/claims-life.svg'] = small(
  'dawn',
  [56, 48, 24],
  'floor',
  g(88, 14, 0.8, umbrella()) + g(100, 86, 0.75, group()),
  'A family under one umbrella',
);
files['images/illustrations/claims-property-marine.svg'] = small(
  'dusk',
  null,
  'sea',
  g(24, 60, 0.85, house()) + g(150, 100, 0.75, ship()),
  'A house on the shore and a cargo ship',
);
files['images/illustrations/claims-liability.svg'] = small(
  'sand',
  [276, 44, 22],
  'floor',
  g(58, 40, 0.95, scales()) + g(206, 58, 0.8, doc(4)),
  'A pair of scales beside a document',
);

for (const [path, text] of Object.entries(files)) {
  const file = join(pub, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  console.log(path);
}
