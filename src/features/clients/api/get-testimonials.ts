import { z } from 'zod';
import type { components } from '../../../../generated/api';
import { api } from '../../../lib/api-client';
import { validated } from '../../../lib/api-response';

export type Testimonial = components['schemas']['Testimonial'];

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  image: z.string().optional(),
  quote: z.string().optional(),
  type: z.enum(['text', 'video']).optional(),
  videoUrl: z.string().optional(),
  thumbnail: z.string().optional(),
}) satisfies z.ZodType<Testimonial>;

export function getTestimonials(): Promise<Testimonial[]> {
  return validated(api().GET('/api/testimonials/'), z.array(TestimonialSchema), 'testimonials');
}
