import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Glossary } from '@/features/glossary/Glossary';

const entries = [
  { term: 'Annuity', definition: 'A regular income bought with a lump sum.' },
  { term: 'Appointee', definition: 'Receives the money for a nominee under 18.' },
  { term: 'Free Look Period', definition: 'Time to return a policy.' },
];

function setup() {
  const user = userEvent.setup();
  render(<Glossary entries={entries} name="Test Glossary" url="https://site.example/g" />);
  return { user, box: screen.getByRole('searchbox', { name: 'Search the glossary' }) };
}

describe('Glossary', () => {
  it('shows every term grouped by letter, with letter buttons only for letters that have terms', () => {
    setup();
    const letters = within(screen.getByRole('group', { name: 'Filter terms by first letter' })).getAllByRole('button');
    expect(letters.map((b) => b.textContent)).toEqual(['A', 'F']);
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();
    expect(screen.getByText('Free Look Period').closest('[id]')).toHaveAttribute('id', 'free-look-period');
  });

  it('filters by letter and returns to all terms', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'F' }));
    expect(screen.getByRole('heading', { name: 'Terms starting with F' })).toBeInTheDocument();
    expect(screen.queryByText('Annuity')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View all terms' }));
    expect(screen.getByText('Annuity')).toBeInTheDocument();
  });

  it('searches, counts, shows the empty result and clears it', async () => {
    const { user, box } = setup();
    await user.type(box, 'NOMINEE');
    expect(screen.getByRole('heading', { name: 'Search Results' })).toBeInTheDocument();
    expect(screen.getByText('(1 found)')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'zebra');
    expect(screen.getByText('No results found for "zebra"')).toBeInTheDocument();
    expect(screen.getByText('Try searching with different keywords')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    expect(screen.getByText('Annuity')).toBeInTheDocument();
  });

  it('publishes the terms as a schema.org DefinedTermSet', () => {
    const { container } = render(<Glossary entries={[{ term: 'X</script>', definition: 'd' }]} name="G" url="https://site.example/g" />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@type': string; hasDefinedTerm: { name: string; url: string }[] };
    expect(data['@type']).toBe('DefinedTermSet');
    expect(data.hasDefinedTerm[0]).toMatchObject({ name: 'X</script>', url: 'https://site.example/g#x-script' });
  });
});
