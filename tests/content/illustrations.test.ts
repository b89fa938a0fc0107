import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { illustrations } from '@/content/illustrations';
import { drawnCityPath } from '@/features/offices/city-photo';
import { CSR_DEFAULT_IMAGE } from '@/pages/csr/initiatives';

const root = resolve(import.meta.dirname, '../..');
const contract = YAML.parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> } }>;
};

function english<T>(path: string): T[] {
  const value = contract.paths[path]?.get?.responses['200']?.content?.['application/json']?.examples?.en?.value;
  return Array.isArray(value) ? (value as T[]) : [];
}

const svgOf = (path: string) => readFileSync(join(root, 'public', path), 'utf8');

/** The checks every drawing passes: small, sized (no layout shift), light and dark in one file. */
function expectLightDrawing(path: string, maxBytes: number) {
  expect(existsSync(join(root, 'public', path)), `${path} exists`).toBe(true);
  expect(statSync(join(root, 'public', path)).size, `${path} is small`).toBeLessThan(maxBytes);
  const svg = svgOf(path);
  expect(svg, `${path} has its size`).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
  expect(svg, `${path} has a dark variant`).toContain('@media (prefers-color-scheme: dark)');
}

/** A picture's two marked parts (scripts/assets/illustrations.ts): its backdrop and its subject. */
function parts(path: string): { backdrop: string; subject: string } {
  const svg = svgOf(path);
  const backdrop = /<g data-part="backdrop">(.*?)<\/g><g data-part="subject">/s.exec(svg)?.[1];
  const subject = /<g data-part="subject">(.*)<\/g><\/svg>/s.exec(svg)?.[1];
  expect(backdrop, `${path} marks its backdrop`).toBeTruthy();
  expect(subject, `${path} marks its subject`).toBeTruthy();
  return { backdrop: backdrop ?? '', subject: subject ?? '' };
}

describe('one illustration system with variety', () => {
  const services = [...new Set(english<{ img: string }>('/api/services/').map((s) => s.img))];
  // One initiative of the mock has no photo: it shows the default.
  const csr = [...new Set([...english<{ activity_image?: string }>('/api/csr/').flatMap((c) => c.activity_image ?? []), CSR_DEFAULT_IMAGE])];
  const claims = Object.values(illustrations)
    .map((i) => i.src)
    .filter((src) => src.includes('/claims'));

  it('draws every service, CSR event and claim type the site shows, light and dark, small and sized', () => {
    expect(services).toHaveLength(6);
    expect(csr).toHaveLength(5);
    expect(claims).toHaveLength(6);
    for (const path of [...services, ...csr, ...claims]) expectLightDrawing(path, 8_000);
  });

  it('gives no two of those pictures the same backdrop or the same subject', () => {
    const all = [...services, ...csr, ...claims].map((path) => ({ path, ...parts(path) }));
    for (const key of ['backdrop', 'subject'] as const) {
      const seen = new Map<string, string>();
      for (const picture of all) {
        expect(seen.get(picture[key]), `${picture.path} shares its ${key} with ${seen.get(picture[key])}`).toBeUndefined();
        seen.set(picture[key], picture.path);
      }
    }
  });

  it('draws each office’s own city, by its landmark, for every office the mock lists', () => {
    const offices = english<{ city: string }>('/api/offices/');
    expect(offices).toHaveLength(8);
    const drawings = offices.map((o) => drawnCityPath(o.city));
    for (const [i, path] of drawings.entries()) {
      expect(path, `${offices[i]?.city} is drawn`).toBeDefined();
      expectLightDrawing(path ?? '', 10_000);
    }
    expect(new Set(drawings.map((path) => svgOf(path ?? ''))).size, 'eight different drawings').toBe(8);
    expect(drawnCityPath('Navi Mumbai'), 'a city not drawn gets the default image').toBeUndefined();
  });

  it('sizes every named illustration as its file is drawn', () => {
    for (const { src, width, height } of Object.values(illustrations)) {
      expect(svgOf(src), src).toMatch(new RegExp(`^<svg [^>]*width="${width}" height="${height}"`));
    }
  });
});
