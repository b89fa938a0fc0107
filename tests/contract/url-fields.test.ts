/**
 * Every URL field of every list the contract describes (`format: uri-reference`) is cleaned at
 * the boundary: each endpoint's loader is fed the contract's example with a hostile value in
 * every URL field, and no such value reaches the page. A list added to the contract without a
 * loader here, or a loader that forgets a URL field, fails this test.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { firstExample, parseContract, type Json, type JsonObject } from '../../scripts/contract-verify/contract';
import { urlFieldsOf } from '../../scripts/contract-verify/derive';
import { getBoardMembers } from '@/features/board/api/get-board-members';
import { getBusinessNumbers } from '@/features/business-numbers/api/get-business-numbers';
import { getCareers } from '@/features/careers/api/get-careers';
import { getClientLogos } from '@/features/clients/api/get-client-logos';
import { getTestimonials } from '@/features/clients/api/get-testimonials';
import { getComplianceDocuments } from '@/features/compliance/api/get-compliance-documents';
import { getCsrInitiatives } from '@/features/csr/api/get-csr-initiatives';
import { getKeyManagementTeam } from '@/features/key-team/api/get-key-team';
import { getOffices } from '@/features/offices/api/get-offices';
import { getServices } from '@/features/services/api/get-services';
import { jsonResponse, TEST_API_BASE, useFakeApi } from '../support/fake-api';
import { HOSTILE_URLS } from '../support/hostile-urls';

const doc = parseContract(readFileSync(join(resolve(import.meta.dirname, '../..'), 'openapi.yaml'), 'utf8'));

/** The loader of each list the contract describes. */
const LOADERS: Record<string, () => Promise<unknown[]>> = {
  '/api/list-business-numbers/': getBusinessNumbers,
  '/api/services/': getServices,
  '/api/offices/': getOffices,
  '/api/board-of-directors/': getBoardMembers,
  '/api/key-management-team/': getKeyManagementTeam,
  '/api/testimonials/': getTestimonials,
  '/api/logos/': getClientLogos,
  '/api/careers/': getCareers,
  '/api/compliances/': getComplianceDocuments,
  '/api/csr/': getCsrInitiatives,
};

const lists = Object.entries(doc.paths).flatMap(([path, item]) => {
  const content = item.get?.responses['200']?.content?.['application/json'];
  const schema = content?.schema;
  if (schema?.type !== 'array') return [];
  return [{ path, example: firstExample(content) as JsonObject[], fields: urlFieldsOf(schema.items as JsonObject) }];
});

describe('URL fields are cleaned at the API boundary', () => {
  useFakeApi();

  it('every list of the contract has a loader', () => {
    expect(Object.keys(LOADERS).sort()).toEqual(lists.map((l) => l.path).sort());
  });

  it('the contract marks the URL fields of the lists', () => {
    expect(Object.fromEntries(lists.filter((l) => l.fields.length).map((l) => [l.path, l.fields]))).toEqual({
      '/api/services/': ['img'],
      '/api/offices/': ['photo'],
      '/api/board-of-directors/': ['photo'],
      '/api/key-management-team/': ['photo'],
      '/api/testimonials/': ['image', 'thumbnail', 'videoUrl'],
      '/api/logos/': ['logo_url'],
      '/api/compliances/': ['document', 'document_url', 'file', 'file_url', 'pdf_file'],
      '/api/csr/': ['activity_image'],
    });
  });

  for (const { path, example, fields } of lists.filter((l) => l.fields.length)) {
    it.each(HOSTILE_URLS)(`${path}: %j in every URL field becomes "" and the list still loads`, async (hostile) => {
      const body: Json = example.map((item) => {
        const copy: JsonObject = { ...item };
        // Every URL field, also those the example leaves out (a photo the backend may add).
        for (const field of fields) copy[field] = hostile;
        return copy;
      });
      globalThis.fetch = vi.fn(async (request: Request) => {
        void request;
        return jsonResponse(body);
      }) as unknown as typeof fetch;
      const loaded = (await LOADERS[path]?.()) as Record<string, unknown>[];
      expect(loaded).toHaveLength(example.length);
      for (const [index, item] of loaded.entries()) {
        for (const field of fields) {
          // Emptied, or dropped with the fields a variant does not have (a text testimonial's videoUrl).
          expect(item[field] ?? '', `${path} /${index}/${field}`).toBe('');
        }
      }
      expect(JSON.stringify(loaded)).not.toContain(hostile.trim().slice(0, 12));
    });

    it(`${path}: the contract's own URLs are resolved against the API base (a path is on the API host)`, async () => {
      globalThis.fetch = vi.fn(async (request: Request) => {
        void request;
        return jsonResponse(example);
      }) as unknown as typeof fetch;
      const loaded = (await LOADERS[path]?.()) as Record<string, unknown>[];
      for (const [index, item] of loaded.entries()) {
        for (const field of fields) {
          const given = example[index]?.[field];
          expect(item[field]).toBe(typeof given === 'string' && given ? new URL(given, `${TEST_API_BASE}/`).href : given);
        }
      }
    });
  }
});
