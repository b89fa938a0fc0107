import type { RouteId } from '@/config/paths';
import type { EarlyPath } from '@/lib/api-client';

/**
 * The API lists that are a page's main content, read as soon as the site's entry runs
 * (`readEarly` in src/lib/api-client.ts) instead of after the page's code, copy and first
 * render: on a phone on 4G that is two or three round trips sooner. Only pages whose list is
 * what the visitor came for (home's figures sit far below the fold). The scenario "A page's
 * lists are read once, as early as the page starts" (features/delivery.feature) checks each
 * page makes exactly these GETs, once each.
 */
export const EARLY_READS: Partial<Readonly<Record<RouteId, readonly EarlyPath[]>>> = {
  services: ['/api/services/'],
  contact: ['/api/offices/'],
  board: ['/api/board-of-directors/'],
  keyTeam: ['/api/key-management-team/'],
  clients: ['/api/testimonials/', '/api/logos/'],
  csr: ['/api/csr/'],
  careers: ['/api/careers/'],
  compliance: ['/api/compliances/'],
};
