import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes, type RouteId } from '@/config/paths';
import { CORE_NAMESPACES, PAGE_NAMESPACES } from '@/content/namespaces';
import { loadCopy } from '@/content/copy-loading';
import { englishCopy, mainTexts } from '../../features/support/english-copy';
import { jsonResponse, useFakeApi } from '../support/fake-api';
import { renderPage } from '../support/render-page';

/**
 * The Hindi bodies of the pages moved to content modules (issue 14), in the unit tests' DOM:
 * each page rendered in Hindi while its API calls are out (loading text), when they fail, and
 * with an answer, holds no English copy by the acceptance suite's own rule
 * (features/support/english-copy.ts). Data from the API is whatever the backend answers in the
 * page's language; the fixtures below use names and Hindi texts so only the page's own words are checked.
 */
interface PageCase {
  id: RouteId;
  /** The API's answers by path; a text that shows once they are rendered. */
  answers: Readonly<Record<string, unknown>>;
  shown: string;
}

const PAGES: readonly PageCase[] = [
  {
    id: 'home',
    answers: { '/api/list-business-numbers/': [{ number: '9.6', suffix: 'M', label: 'Policies Issued' }] },
    shown: 'Policies Issued',
  },
  {
    id: 'services',
    answers: { '/api/services/': [{ title: 'Risk Assessment', img: '/images/services/risk-advisory.svg', description: 'जोखिम का आकलन।' }] },
    shown: 'Risk Assessment',
  },
  {
    id: 'contact',
    answers: {
      '/api/offices/': [{ city: 'Pune', city_name: 'पुणे', title: 'Head Office', address: 'Level 6, Residency Road, Pune 411001', phone: '+91 80 4567 8900' }],
    },
    shown: 'Pune 411001',
  },
  { id: 'claims', answers: {}, shown: 'FIR' },
  {
    id: 'board',
    answers: {
      '/api/board-of-directors/': [
        { id: 1, member_title: 'Mr.', member_name: 'Hiroshi Tanaka', member_designation: 'अध्यक्ष', member_details: 'तीस वर्षों का अनुभव।' },
      ],
    },
    shown: 'Hiroshi Tanaka',
  },
  {
    id: 'keyTeam',
    answers: {
      '/api/key-management-team/': [
        { id: 1, name: 'Priya Menon', designation: 'मुख्य कार्यकारी अधिकारी', details: 'बीस वर्षों का अनुभव। दावा प्रबंधन।' },
        { id: 2, name: 'Arjun Rao', designation: 'निदेशक', details: 'ब्रोकिंग का अनुभव।' },
      ],
    },
    shown: 'Arjun Rao',
  },
  { id: 'compositeLicense', answers: {}, shown: '381' },
  {
    id: 'clients',
    // More than a page of clients, so the pagination shows too.
    answers: {
      '/api/logos/': Array.from({ length: 35 }, (_, i) => ({
        id: i + 1,
        name: `Kaveri ${i + 1}`,
        category: 'Banking',
        location: 'Pune',
        description: 'समूह स्वास्थ्य बीमा।',
      })),
      '/api/testimonials/': [],
    },
    shown: 'Kaveri 1',
  },
  { id: 'partners', answers: {}, shown: 'बीमा' },
  {
    id: 'csr',
    answers: {
      '/api/csr/': [{ id: 1, activity_name: 'वृक्षारोपण', activity_description: 'पाँच सौ पौधे लगाए गए।', activity_city: 'Pune', activity_date: '2025-03-15' }],
    },
    shown: '15 मार्च 2025',
  },
  {
    id: 'careers',
    answers: { '/api/careers/': [{ id: 1, title: 'Claims Executive', location: 'Pune', employment_type: 'Full-time' }] },
    shown: 'Claims Executive',
  },
  {
    id: 'compliance',
    // One document without a title: the fallback title is the page's, in Hindi.
    answers: { '/api/compliances/': [{ id: 1, title: 'IRDAI Form', file: '/media/docs/a.pdf' }, { id: 2 }] },
    shown: 'IRDAI Form',
  },
  { id: 'privacy', answers: {}, shown: 'आनंद कृष्णमूर्ति' },
  { id: 'yourData', answers: {}, shown: 'आनंद कृष्णमूर्ति' },
  { id: 'accessibility', answers: {}, shown: 'WCAG' },
];

function textsOf(container: HTMLElement): string[] {
  return mainTexts(container).flatMap((text) => englishCopy(text));
}

function renderHindi(id: RouteId) {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return renderPage(route.folder, { locale: 'hi', id });
}

describe('Hindi page bodies hold no English copy', () => {
  useFakeApi();

  beforeAll(async () => {
    await loadCopy('hi', [...CORE_NAMESPACES, ...PAGES.flatMap((c) => PAGE_NAMESPACES[c.id] ?? [])]);
  });

  for (const { id, answers, shown } of PAGES) {
    it(`${id}: loading, failed and loaded`, async () => {
      globalThis.fetch = vi.fn(() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
      const loading = await renderHindi(id);
      expect(textsOf(loading.container)).toEqual([]);
      loading.unmount();

      globalThis.fetch = vi.fn(async () => jsonResponse({ code: 'server_error', message: 'x' }, 500)) as unknown as typeof fetch;
      const failed = await renderHindi(id);
      // The page has settled on its error state once usePageRead has logged the failure.
      if (Object.keys(answers).length > 0) await waitFor(() => expect(console.error).toHaveBeenCalled());
      expect(textsOf(failed.container)).toEqual([]);
      failed.unmount();

      globalThis.fetch = vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        return path in answers ? jsonResponse(answers[path]) : jsonResponse({ code: 'not_found', message: 'x' }, 404);
      }) as unknown as typeof fetch;
      const loaded = await renderHindi(id);
      await waitFor(() => expect(loaded.container.textContent).toContain(shown));
      expect(textsOf(loaded.container)).toEqual([]);
    });
  }
});
