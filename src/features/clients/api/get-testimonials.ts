import { z } from 'zod/mini';
import type { components } from '@generated/api';
import { api } from '@/lib/api-client';
import { validated } from '@/lib/api-response';

export type Testimonial = components['schemas']['Testimonial'];

export const TestimonialSchema = z.object({
  id: z.int(),
  name: z.string(),
  position: z.string(),
  image: z.optional(z.string()),
  quote: z.optional(z.string()),
  type: z.optional(z.enum(['text', 'video'])),
  videoUrl: z.optional(z.string()),
  thumbnail: z.optional(z.string()),
}) satisfies z.ZodMiniType<Testimonial>;

export function getTestimonials(): Promise<Testimonial[]> {
  return validated(api().GET('/api/testimonials/'), z.array(TestimonialSchema), 'testimonials');
}
