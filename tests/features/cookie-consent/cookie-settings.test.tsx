import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '@/features/cookie-consent/CookieBanner';
import { CONSENT_KEY, openCookieSettings } from '@/features/cookie-consent/consent';
import { FooterRightsLinks } from '@/features/site-frame/FooterRightsLinks';

function Frame() {
  return (
    <MemoryRouter>
      <FooterRightsLinks />
      <CookieBanner />
    </MemoryRouter>
  );
}

describe('Cookie settings', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the banner again over a stored choice, and Reject Non-Essential then stores denied', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'accepted');
    const user = userEvent.setup();
    render(<Frame />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(settings);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Reject Non-Essential' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(settings).toHaveFocus();
  });

  it('opens from anywhere through the event', () => {
    window.localStorage.setItem(CONSENT_KEY, 'denied');
    render(<Frame />);
    act(() => openCookieSettings(window));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
  });
});
