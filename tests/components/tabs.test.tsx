import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '@/components/Tabs';

const items = ['PEOPLE', 'PARTNERS', 'PROCESS'].map((label) => ({ id: label.toLowerCase(), label, panel: <p>{`${label} panel`}</p> }));

describe('Tabs', () => {
  it('selects the first tab at start and shows only its panel', () => {
    render(<Tabs items={items} label="Strengths" />);
    expect(screen.getByRole('tab', { name: 'PEOPLE' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'PEOPLE' })).toHaveTextContent('PEOPLE panel');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('switches on click and moves with the arrow keys, Home and End, wrapping round', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Strengths" />);
    await user.click(screen.getByRole('tab', { name: 'PARTNERS' }));
    expect(screen.getByRole('tabpanel', { name: 'PARTNERS' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'PROCESS' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'PROCESS' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'PEOPLE' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'PROCESS' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'PEOPLE' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'PROCESS' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps only the selected tab in the Tab order', () => {
    render(<Tabs items={items} label="Strengths" />);
    expect(screen.getByRole('tab', { name: 'PEOPLE' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'PARTNERS' })).toHaveAttribute('tabindex', '-1');
  });
});
