import { normaliseClients, type Client } from './clients';
import { getClientLogos } from './api/get-client-logos';
import { getTestimonials, type Testimonial } from './api/get-testimonials';
import { sameAnswer } from '@/lib/api-response';

export interface ClientsPageData {
  clients: Client[];
  /** Fetched with the logos and kept, but not shown (part 2 §7). */
  testimonials: Testimonial[];
}

/**
 * The spec's internal failure text (part 2 §8): logged only, the page shows its empty state.
 * @internal A test seam (tests/features/clients/load-clients-page.test.ts).
 */
export const CLIENTS_FETCH_FAILURE = 'Failed to fetch data';

/** Both Clients calls, issued together; both must succeed. */
export async function getClientsPageData(signal?: AbortSignal): Promise<ClientsPageData> {
  try {
    const [testimonials, logos] = await Promise.all([getTestimonials(signal), getClientLogos(signal)]);
    return { clients: sameAnswer(logos, normaliseClients(logos)), testimonials };
  } catch (cause) {
    throw new Error(CLIENTS_FETCH_FAILURE, { cause });
  }
}
