import type { Translated } from '@/content/catalog';

/** सेवाएँ पेज के अपने शब्द (सेवाएँ स्वयं API से आती हैं)। */
export const servicesText: Translated<'services'> = {
  loading: 'सेवाएँ लोड हो रही हैं...',
  listHeading: 'हमारी सेवाएँ',
};
