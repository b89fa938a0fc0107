import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { InitialsAvatar } from '@/components/ImageWithFallback';
import { initialsOf, Monogram, monogramVariant } from '@/components/Monogram';
import { boardPhotoPath } from '@/pages/board-of-directors/page';
import { teamPhotoPath } from '@/pages/key-management-team/page';
import { testimonials } from '@/content/home';
import { portraitPlaceholders } from '../../scripts/assets/portraits';

const root = resolve(import.meta.dirname, '../..');

describe('the portrait treatment: a monogram card, never a silhouette', () => {
  it('draws the person’s initials, titles left out, and is named for screen readers by its label', () => {
    render(<InitialsAvatar name="Mr. Rajiv Venkataraman" label="Rajiv Venkataraman (photo unavailable)" className="h-40 w-40" />);
    const card = screen.getByRole('img', { name: 'Rajiv Venkataraman (photo unavailable)' });
    expect(card).toHaveAttribute('data-testid', 'photo-placeholder');
    expect(card.querySelector('svg[data-monogram] text')?.textContent).toBe('RV');
    // A drawing of its own: no picture inside it to fail or to show a silhouette.
    expect(card.querySelector('image, img')).toBeNull();
    expect(initialsOf('Dr. Kaori Nakamura')).toBe('KN');
    expect(initialsOf('राजीव वेंकटरमन')).toBe('रव');
  });

  it('gives a name always the same composition, and the people different ones', () => {
    const names = ['Rajiv Venkataraman', 'Hiroshi Tanabe', 'Anjali Deshpande', 'Suresh Iyengar', 'Kaori Nakamura', 'Vikram Rao'];
    expect(names.map(monogramVariant)).toEqual(names.map(monogramVariant));
    expect(new Set(names.map(monogramVariant)).size).toBeGreaterThanOrEqual(4);
    const { container } = render(<Monogram name="Hiroshi Tanabe" label="" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is what the placeholder photos at the people’s paths are drawn from, for every person the mock lists', () => {
    const contract = YAML.parse(readFileSync(join(root, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, { get: { responses: { 200: { content: { 'application/json': { examples: { en: { value: { id: number }[] } } } } } } } }>;
    };
    const ids = (path: string) => contract.paths[path]?.get.responses[200].content['application/json'].examples.en.value.map((m) => m.id) ?? [];
    const asked = [
      ...ids('/api/board-of-directors/').map(boardPhotoPath),
      ...ids('/api/key-management-team/').map(teamPhotoPath),
      ...testimonials.items.filter((t) => t.type === 'text' && t.image !== '').map((t) => t.image),
    ];
    expect(asked.length).toBeGreaterThanOrEqual(13);
    const drawn = new Map(portraitPlaceholders().map((p) => [p.path, p.name]));
    for (const path of asked) {
      expect(drawn.has(path), `${path} is drawn by scripts/assets/portraits.ts`).toBe(true);
      expect(existsSync(join(root, 'public', path)), `${path} exists`).toBe(true);
    }
  });

  it('is not overwritten: no other asset script writes the people’s photo paths or draws a silhouette', () => {
    const dir = join(root, 'scripts/assets');
    for (const file of readdirSync(dir).filter((f) => f !== 'portraits.ts')) {
      const source = readFileSync(join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/bord-directors|key_management_team|testimonials\/[^'"`]*\.jpg/);
    }
    // The retired placeholder: a pale head (circle) over shoulders (an arc) behind the initials.
    for (const file of [...readdirSync(dir).map((f) => join(dir, f)), join(root, 'src/components/Monogram.tsx')]) {
      expect(readFileSync(file, 'utf8'), file).not.toMatch(/c0 -110 70 -170 150 -170/);
    }
  });
});
