import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Accordion, toggledOpenId, type AccordionItem } from '@/components/Accordion';

const items: AccordionItem[] = ['Alpha', 'Beta', 'Gamma'].map((title) => ({
  id: title.toLowerCase(),
  title,
  content: <p>{`${title} details`}</p>,
}));

function Harness({ initial = null }: { initial?: string | null }) {
  const [openId, setOpenId] = useState<string | null>(initial);
  return <Accordion items={items} openId={openId} onToggle={(id) => setOpenId((current) => toggledOpenId(current, id))} />;
}

const header = (name: string) => screen.getByRole('button', { name });

describe('toggledOpenId', () => {
  it('opens the activated row, switches from another, and closes the open one', () => {
    expect(toggledOpenId(null, 'a')).toBe('a');
    expect(toggledOpenId('b', 'a')).toBe('a');
    expect(toggledOpenId('a', 'a')).toBeNull();
  });
});

describe('Accordion', () => {
  it('renders headers as buttons inside headings, controlling labelled regions, all closed at start', () => {
    render(<Harness />);
    for (const item of items) {
      const button = header(item.title);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(button.closest('h3')).not.toBeNull();
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).not.toBeVisible();
    }
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('keeps only one row open and closes the open row when clicked again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(header('Alpha'));
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Alpha' })).toHaveTextContent('Alpha details');

    await user.click(header('Beta'));
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Beta')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByText('Alpha details')).not.toBeVisible();

    await user.click(header('Beta'));
    expect(header('Beta')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('is controlled: it shows what openId says and only reports activations', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Accordion items={items} openId="gamma" onToggle={onToggle} />);
    expect(header('Gamma')).toHaveAttribute('aria-expanded', 'true');
    await user.click(header('Alpha'));
    expect(onToggle).toHaveBeenCalledWith('alpha');
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'false');
    expect(header('Gamma')).toHaveAttribute('aria-expanded', 'true');
  });

  it('works from the keyboard: Enter and Space toggle, arrows, Home and End move between headers', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    header('Alpha').focus();
    await user.keyboard('{Enter}');
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(header('Beta')).toHaveFocus();
    await user.keyboard(' ');
    expect(header('Beta')).toHaveAttribute('aria-expanded', 'true');
    expect(header('Alpha')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{End}');
    expect(header('Gamma')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(header('Alpha')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(header('Gamma')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(header('Alpha')).toHaveFocus();
  });
});
