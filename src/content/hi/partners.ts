import type { Catalog } from '@/content/catalog';

/** साझेदार पेज के अपने शब्द, हिन्दी में (बीमाकर्ताओं के नाम उनके अपने हैं)। */
export const partnersText: Catalog['partners'] = {
  insuranceHeading: 'बीमा',
};
