import { describe, expect, it } from 'vitest';
import { channels, checkChannels, whatsappUrl } from '@/config/channels';

describe('contact channels are validated config', () => {
  it('the configured numbers are E.164 and agree with how they are shown', () => {
    expect(channels.phone.tel).toMatch(/^\+91[0-9]{10}$/);
    expect(channels.claimsHelpline.tel).toMatch(/^\+91[0-9]{10}$/);
  });

  it('builds the wa.me link with the prefilled message encoded', () => {
    const url = new URL(whatsappUrl('Hello & welcome'));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe(`/${channels.whatsapp.number}`);
    expect(url.searchParams.get('text')).toBe('Hello & welcome');
  });

  it('refuses a malformed number, a display that disagrees, a bad host or hours', () => {
    const ok = channels;
    expect(() => checkChannels({ ...ok, phone: { display: '080 4567 8900', tel: '08045678900' } })).toThrow(/E.164/);
    expect(() => checkChannels({ ...ok, claimsHelpline: { display: '+91 80 4567 8999', tel: '+918045678911' } })).toThrow(/display/);
    expect(() => checkChannels({ ...ok, whatsapp: { ...ok.whatsapp, host: 'http://wa.me' } })).toThrow(/host/);
    expect(() => checkChannels({ ...ok, whatsapp: { ...ok.whatsapp, number: '+918045678900' } })).toThrow(/number/);
    expect(() => checkChannels({ ...ok, workingHours: { ...ok.workingHours, openHour: 19, closeHour: 9 } })).toThrow(/open/);
    expect(() => checkChannels({ ...ok, workingHours: { ...ok.workingHours, utcOffset: '+05:00' } })).toThrow(/utcOffset/);
  });
});
