/**
 * The MDN HTTP Observatory's published scoring rules (its score table and the
 * checks behind each result), written out for the headers this site sends. The
 * Observatory package itself does not install on Node 20. Start at 100, add every
 * penalty; bonuses count only when that reaches 90; A+ from 100.
 * Not scored here, because a local run cannot observe them: the http→https
 * redirect (taken as given: TLS sits in front of the nginx block) and the HSTS
 * preload list (taken as not listed, which scores 0).
 */

/** The security headers every answer of the site carries (docs/delivery.md#security-headers), lower-case. */
export const SECURITY_HEADER_NAMES = [
  'content-security-policy',
  'strict-transport-security',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-content-type-options',
  'x-frame-options',
];

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface ObservatoryInput {
  /** Response headers of the page (any case). */
  headers: Record<string, string>;
  /** The page is served over https (the production shape). */
  https: boolean;
  /** The page's origin, and the src of every <script> in its HTML (for subresource integrity). */
  origin: string;
  scripts: { src?: string; integrity?: boolean }[];
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const INLINE = new Set(["'unsafe-inline'", 'data:']);
const HASH_OR_NONCE = /^'(sha256-|sha384-|sha512-|nonce-)/;

function header(input: ObservatoryInput, name: string): string | undefined {
  const key = Object.keys(input.headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : input.headers[key];
}

/** Parses a CSP into directive → sources (lower-case); throws on a policy with no directive. */
export function parseCsp(policy: string): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const part of policy.split(/[;,]/)) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (!map.has(directive)) map.set(directive, new Set(sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s))));
  }
  if (map.size === 0) throw new Error('empty CSP');
  return map;
}

export function cspTest(input: ObservatoryInput): TestResult {
  const raw = header(input, 'content-security-policy');
  const test = 'content-security-policy';
  if (!raw) return { test, result: 'csp-not-implemented', modifier: -25 };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(raw);
  } catch {
    return { test, result: 'csp-header-invalid', modifier: -25 };
  }
  const fallback = (name: string) => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const script = fallback('script-src');
  const style = fallback('style-src');
  const object = fallback('object-src');
  for (const list of [script, style]) if ([...list].some((s) => HASH_OR_NONCE.test(s))) list.delete("'unsafe-inline'");
  if (script.has("'strict-dynamic'") && [...script].some((s) => HASH_OR_NONCE.test(s))) {
    for (const s of [...script]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") script.delete(s);
  }
  const active = [...csp].filter(([d]) => d !== 'img-src' && d !== 'media-src' && d !== 'script-src').flatMap(([, s]) => [...s]);
  active.push(...script);
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:');

  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  if (input.https && active.some(insecure)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (input.https && passive.some(insecure)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  if ([...style].some((s) => BROAD.has(s) || INLINE.has(s))) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

export function cookiesTest(input: ObservatoryInput): TestResult {
  // The site sets no cookie (consent lives in localStorage). The cookie rules are not written out here:
  // a response that sets one cannot be scored by this file.
  if (header(input, 'set-cookie')) throw new Error('Set-Cookie present: the cookie rules are not implemented here');
  return { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
}

export function corsTest(input: ObservatoryInput): TestResult {
  const origin = header(input, 'access-control-allow-origin');
  const credentials = header(input, 'access-control-allow-credentials')?.toLowerCase() === 'true';
  if (!origin) return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin.trim() === '*' && !credentials)
    return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: credentials ? -50 : 0 };
}

export function referrerTest(input: ObservatoryInput): TestResult {
  const test = 'referrer-policy';
  const raw = header(input, 'referrer-policy');
  if (!raw) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const valid = [
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'no-referrer-when-downgrade',
  ];
  // Browsers use the last policy they understand.
  const policy = raw
    .toLowerCase()
    .split(',')
    .map((p) => p.trim())
    .filter((p) => valid.includes(p))
    .pop();
  if (!policy) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  if (valid.slice(0, 4).includes(policy)) return { test, result: 'referrer-policy-private', modifier: 5 };
  return { test, result: 'referrer-policy-unsafe', modifier: -5 };
}

export function hstsTest(input: ObservatoryInput): TestResult {
  const test = 'strict-transport-security';
  if (!input.https) return { test, result: 'hsts-not-implemented-no-https', modifier: -20 };
  const raw = header(input, 'strict-transport-security');
  if (!raw) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(raw)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 };
  if (Number(maxAge) < 15768000) return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

export function sriTest(input: ObservatoryInput): TestResult {
  const test = 'subresource-integrity';
  if (input.scripts.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = input.scripts.filter((s) => s.src && new URL(s.src, input.origin).origin !== input.origin);
  const insecure = external.some((s) => !s.src?.startsWith('https:'));
  const allIntegrity = external.length > 0 && external.every((s) => s.integrity);
  if (external.length === 0) {
    return input.scripts.some((s) => s.integrity)
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  }
  if (allIntegrity)
    return insecure
      ? { test, result: 'sri-implemented-but-external-scripts-not-loaded-securely', modifier: -20 }
      : { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 };
  return insecure
    ? { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

export function xctoTest(input: ObservatoryInput): TestResult {
  const raw = header(input, 'x-content-type-options');
  if (!raw) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 };
  return raw.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 };
}

export function xfoTest(input: ObservatoryInput): TestResult {
  const test = 'x-frame-options';
  const csp = header(input, 'content-security-policy');
  if (csp) {
    try {
      const ancestors = parseCsp(csp).get('frame-ancestors');
      if (ancestors && ![...ancestors].some((s) => BROAD.has(s))) return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
    } catch {
      /* scored by the CSP test */
    }
  }
  const raw = header(input, 'x-frame-options')?.trim().toLowerCase();
  if (!raw) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (raw === 'deny' || raw === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (raw.startsWith('allow-from')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

export function corpTest(input: ObservatoryInput): TestResult {
  const test = 'cross-origin-resource-policy';
  const raw = header(input, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (!raw) return { test, result: 'corp-not-implemented', modifier: 0 };
  if (raw === 'same-origin') return { test, result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (raw === 'same-site') return { test, result: 'corp-implemented-with-same-site', modifier: 10 };
  if (raw === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { test, result: 'corp-header-invalid', modifier: -5 };
}

/** The grade chart: multiples of 5 from F to A+ (100 and above). */
export function gradeFor(score: number): string {
  const s = Math.max(score, 0);
  const step = Math.min(s - (s % 5), 100);
  const chart: [number, string][] = [
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [0, 'F'],
  ];
  return chart.find(([min]) => step >= min)?.[1] ?? 'F';
}

export function observatoryScore(input: ObservatoryInput): { score: number; grade: string; tests: TestResult[] } {
  const tests = [cspTest, cookiesTest, corsTest, referrerTest, hstsTest, sriTest, xctoTest, xfoTest, corpTest].map((t) => t(input));
  tests.push({ test: 'redirection', result: 'redirection-to-https (given: TLS in front)', modifier: 0 });
  let score = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0);
  if (score >= 90) score += tests.reduce((sum, t) => sum + Math.max(t.modifier, 0), 0);
  return { score, grade: gradeFor(score), tests };
}
