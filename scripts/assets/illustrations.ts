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
};

function style(fixed?: 'light' | 'dark'): string {
  const rules = (i: 0 | 1) =>
    Object.entries(PALETTE)
      .map(([name, colours]) => `.${name}{fill:${colours[i]}}.${name}-s{stroke:${colours[i]}}`)
      .join('');
  const base = '.no{fill:none}text{font-family:Inter,Arial,Helvetica,sans-serif}';
  if (fixed) return `<style>${base}${rules(fixed === 'light' ? 0 : 1)}</style>`;
  return `<style>${base}${rules(0)}@media (prefers-color-scheme: dark){${rules(1)}}</style>`;
}

function svg(width: number, height: number, body: string, label: string, fixed?: 'light' | 'dark'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${label}">${style(fixed)}${body}</svg>\n`;
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

files['images/illustrations/claims.svg'] = svg(
  480,
  400,
  backdrop(480, 400, 390, 80, 46) + g(70, 110, 1.4, clipboard()) + g(280, 150, 1.3, shield()) + g(260, 300, 0.9, car('soft')),
  'A checklist of claim documents beside a shield with a tick',
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

// Services (API images, referenced by the contract's examples).
const service = (body: string, label: string) => svg(640, 400, backdrop(640, 400, 540, 90, 50) + body, label);
files['images/services/placement.svg'] = service(
  g(120, 150, 1.8, handshake()) + g(470, 190, 1, shield()),
  'A handshake beside a shield: placing cover with the right insurer',
);
files['images/services/risk-advisory.svg'] = service(
  g(110, 120, 1.5, chart()) + g(360, 150, 1.6, magnifier()),
  'A rising chart under a magnifying glass: risk advisory',
);
files['images/services/claims-assistance.svg'] = service(
  g(110, 100, 1.3, clipboard()) + g(330, 130, 1.6, shield()),
  'A claim checklist and a shield with a tick: claims assistance',
);
files['images/services/employee-benefits.svg'] = service(
  g(180, 60, 1.5, umbrella()) + g(200, 210, 1.4, group()),
  'Three colleagues under one umbrella: employee benefits',
);
files['images/services/reinsurance.svg'] = service(g(200, 110, 1.6, layers()) + g(470, 200, 0.9, shield()), 'Stacked layers of cover: reinsurance');
files['images/services/policy-servicing.svg'] = service(
  g(150, 110, 1.6, calendar()) + g(380, 120, 1.3, doc(5, true)),
  'A calendar and a ticked policy document: renewals and servicing',
);

// CSR initiatives (API images) and their default.
files['images/csr/health-camp.svg'] = service(g(200, 130, 1.5, clinic()) + g(470, 230, 1, heart()), 'A medical tent with a red cross: a free health camp');
files['images/csr/lake-clean-up.svg'] = service(
  g(60, 250, 1, waves(520)) + g(90, 170, 1, sapling()) + g(470, 170, 1, sapling()) + g(250, 120, 1, heart('mid')),
  'A clean lake between young trees',
);
files['images/csr/road-safety.svg'] = service(
  p('M120 400 L260 200 H380 L520 400 Z', 'deep') +
    stroke('M320 230 V260 M320 290 V330 M320 360 V395', 'gold', 10) +
    g(90, 250, 1.2, cone()) +
    g(450, 250, 1.1, helmet()),
  'A road with a cone and a helmet: road safety',
);
files['images/csr/tree-plantation.svg'] = service(
  [100, 230, 360, 490].map((x, i) => g(x, 170 + (i % 2) * 30, 1.4, sapling())).join(''),
  'Rows of young saplings: tree plantation',
);
files['images/csr/default.svg'] = service(g(150, 140, 1.5, group()) + g(420, 160, 1.4, heart()), 'Colleagues and a heart: community work');

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

for (const [path, text] of Object.entries(files)) {
  const file = join(pub, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
  console.log(path);
}
