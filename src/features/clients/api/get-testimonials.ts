import type { components } from '@generated/api';
import { zListTestimonialsResponse } from '@generated/zod/list-testimonials.gen';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type Testimonial = components['schemas']['Testimonial'];

/** GET /api/testimonials/, validated with the schema generated from the contract; URL fields (image, videoUrl, thumbnail) must be http(s) or relative. */
export function getTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return validated(api().GET('/api/testimonials/', { signal }), zListTestimonialsResponse, 'testimonials', { urls: ['image', 'videoUrl', 'thumbnail'] });
}
