import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { insuranceSolutions } from '@/content/home';
import { ComingSoonModal } from '@/pages/home/ComingSoonModal';
import { InsuranceSolutions, purchaseUrl } from '@/pages/home/InsuranceSolutions';

describe('Insurance Solutions', () => {
  it('builds the partner purchase link with the package as package_code', () => {
    const url = new URL(purchaseUrl('PVT_CAR_COMP'));
    expect(url.searchParams.get('package_code')).toBe('PVT_CAR_COMP');
    expect(new URL(purchaseUrl('TW & X')).searchParams.get('package_code')).toBe('TW & X');
  });

  it('links the vehicle cards out in a new tab and makes Health and Life open the enquiry form', () => {
    render(<InsuranceSolutions />, { wrapper: MemoryRouter });
    for (const title of ['Four Wheeler Insurance', 'Two Wheeler Insurance']) {
      const link = screen.getByRole('link', { name: `Explore ${title} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    for (const title of ['Health Insurance', 'Life Insurance']) {
      expect(screen.getByRole('button', { name: `Explore ${title}` })).toBeInTheDocument();
    }
    const panel = screen.getByRole('complementary');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...insuranceSolutions.recommended.tags]);
  });

  it('says in words that Explore on Health and Life answers by e-mail and the call-back button by phone', () => {
    render(<InsuranceSolutions />, { wrapper: MemoryRouter });
    for (const title of ['Health Insurance', 'Life Insurance']) {
      expect(screen.getByRole('button', { name: `Explore ${title}` })).toHaveAccessibleDescription('Explore: we answer by e-mail.');
      expect(screen.getByRole('button', { name: `Get a call back for ${title}` })).toHaveAccessibleDescription('Get a call back: an advisor phones you.');
    }
  });

  it('has a Coming Soon modal with the spec text that no card opens', () => {
    render(<InsuranceSolutions />, { wrapper: MemoryRouter });
    expect(screen.queryByText(insuranceSolutions.comingSoon.text)).not.toBeInTheDocument();
    const onClose = vi.fn();
    render(<ComingSoonModal open onClose={onClose} />);
    expect(screen.getByText('This service is currently under development. Tailored coverage options will be available soon.')).toBeInTheDocument();
  });
});
