import { describe, expect, it, vi } from 'vitest';
import { getBusinessNumbers } from '@/features/business-numbers/api/get-business-numbers';
import { getOffices } from '@/features/offices/api/get-offices';
import { submitEnquiry } from '@/features/enquiry/api/submit-enquiry';
import { jsonResponse, useFakeApi } from '../support/fake-api';
import { ApiError } from '@/lib/api-response';

function answer(status: number, body: unknown) {
  return vi.fn(async (request: Request) => {
    void request;
    return jsonResponse(body, status);
  });
}

describe('responses are validated at the boundary', () => {
  useFakeApi();

  it('returns typed data for a body that matches the contract', async () => {
    const fetchMock = answer(200, [{ number: '9.6', suffix: 'M', label: 'Policies Issued' }]);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(getBusinessNumbers()).resolves.toEqual([{ number: '9.6', suffix: 'M', label: 'Policies Issued' }]);
    const request = fetchMock.mock.calls[0]?.[0];
    expect(request?.url).toBe('http://api.test/api/list-business-numbers/');
  });

  it('rejects a malformed body instead of passing it on', async () => {
    globalThis.fetch = answer(200, [{ number: 9.6, label: null }]) as unknown as typeof fetch;
    await expect(getBusinessNumbers()).rejects.toBeInstanceOf(ApiError);
  });

  it('rejects a body that is not a list', async () => {
    globalThis.fetch = answer(200, { offices: [] }) as unknown as typeof fetch;
    await expect(getOffices()).rejects.toThrow(/does not match the contract/);
  });

  it('rejects an error status with the status kept', async () => {
    globalThis.fetch = answer(500, { code: 'server_error', message: 'boom' }) as unknown as typeof fetch;
    await expect(getOffices()).rejects.toMatchObject({ status: 500 });
  });

  it('reports a submission as not ok on an error answer and on a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = { name: 'A', email: 'a@example.com', phone_num: '9876543210', insurance_type: 'Life' as const };
    globalThis.fetch = answer(400, { code: 'validation_error', message: 'bad' }) as unknown as typeof fetch;
    await expect(submitEnquiry(body)).resolves.toBe(false);
    globalThis.fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(submitEnquiry(body)).resolves.toBe(false);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    globalThis.fetch = answer(201, { status: 'received', message: 'ok', reference: 'ENQ-1' }) as unknown as typeof fetch;
    await expect(submitEnquiry(body)).resolves.toBe(true);
  });
});
