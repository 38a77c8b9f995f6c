import {
  NEXT_CURSOR_HEADER as CONTRACT_CURSOR_HEADER,
  TOTAL_COUNT_HEADER as CONTRACT_TOTAL_HEADER,
} from '@lar/contracts/paging';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiPage,
  apiRequest,
  ClientErrorCode,
  NEXT_CURSOR_HEADER,
  setSessionExpiredListener,
  TOTAL_COUNT_HEADER,
} from '../src/lib/api.ts';
import { keysetPagedList } from '../src/lib/paged-list.ts';
import { TOKEN_STORAGE_KEY } from '../src/lib/session-storage.ts';
import { MemoryStorage } from './storage-stub.ts';

const storage = new MemoryStorage();

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  setSessionExpiredListener(null);
  vi.unstubAllGlobals();
});

function lastRequest(): { url: string; init: RequestInit } {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  return { url: String(call[0]), init: call[1] ?? {} };
}

describe('apiRequest', () => {
  it('sends the stored token as a bearer header and JSON bodies', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true, id: 7 }));

    const body = await apiRequest<{ id: number }>('/api/subuser/register', {
      method: 'POST',
      body: { a: 1 },
    });

    expect(body.id).toBe(7);
    const { url, init } = lastRequest();
    expect(url).toBe('/api/subuser/register');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('sends no token when auth is off (login, public forms)', async () => {
    storage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiRequest('/api/auth/login', { method: 'POST', body: {}, auth: false });
    expect((lastRequest().init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('turns a problem-details body into an ApiError with code, detail and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Invalid input',
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        success: false,
        errors: [{ field: 'password', code: 'password_too_short', message: 'too short' }, { bogus: true }],
      }),
    );
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.code).toBe('VALIDATION_FAILED');
    expect(apiError.detail).toBe('Invalid input');
    expect(apiError.fieldErrors).toEqual([
      { field: 'password', code: 'password_too_short', message: 'too short' },
    ]);
    expect(apiError.fieldError('password')?.code).toBe('password_too_short');
  });

  it('copes with error bodies that are not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.code).toBe(ClientErrorCode.BAD_RESPONSE);
  });

  it('reports an unreachable server as status 0, NETWORK', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(0);
    expect(error.code).toBe(ClientErrorCode.NETWORK);
  });

  it('ends the session on a 401 to an authenticated call, not on a refused login', async () => {
    const expired = vi.fn();
    setSessionExpiredListener(expired);
    storage.setItem(TOKEN_STORAGE_KEY, 'tok-123');

    fetchMock.mockResolvedValue(
      jsonResponse(401, { code: 'INVALID_CREDENTIALS', detail: 'Invalid credentials' }),
    );
    await apiRequest('/api/auth/login', { method: 'POST', body: {}, auth: false }).catch(() => undefined);
    expect(expired).not.toHaveBeenCalled();

    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'UNAUTHENTICATED', detail: 'Session expired' }));
    await apiRequest('/api/subuser/list').catch(() => undefined);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('leaves empty query values out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, []));
    await apiRequest('/api/occupancies', { query: { status: '', unit_id: 4, tenant_id: undefined } });
    expect(lastRequest().url).toBe('/api/occupancies?unit_id=4');
  });
});

describe('apiPage', () => {
  it('asks for limit/offset and reads the total from X-Total-Count', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ id: 1 }, { id: 2 }], { 'X-Total-Count': '42' }));
    const page = await apiPage<{ id: number }>('/api/users', { limit: 2, offset: 10 });
    expect(lastRequest().url).toBe('/api/users?limit=2&offset=10');
    expect(page).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 42 });
  });

  it('extracts wrapped lists and falls back to a computed total without the header', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, subusers: [{ id: 3 }] }));
    const page = await apiPage<{ id: number }>(
      '/api/subuser/list',
      { limit: 20, offset: 20 },
      { pick: (body) => (body as { subusers: unknown }).subusers },
    );
    expect(page).toEqual({ items: [{ id: 3 }], total: 21 });
  });

  it('uses the same header names as the server contract', () => {
    expect(TOTAL_COUNT_HEADER).toBe(CONTRACT_TOTAL_HEADER);
    expect(NEXT_CURSOR_HEADER).toBe(CONTRACT_CURSOR_HEADER);
  });
});

describe('keysetPagedList', () => {
  const fetchList = keysetPagedList<{ id: number }, { status: string }>('/api/occupancies', (f) => ({
    status: f.status,
  }));

  it("reads the page after one it read by that page's cursor, and any other page by offset", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, [{ id: 9 }, { id: 8 }], { 'X-Total-Count': '5', 'X-Next-Cursor': '2024-06-01.8' }),
    );
    const first = await fetchList({ status: 'ACTIVE' }, { limit: 2, offset: 0 });
    expect(first).toEqual({ items: [{ id: 9 }, { id: 8 }], total: 5, next: '2024-06-01.8' });
    expect(lastRequest().url).toBe('/api/occupancies?status=ACTIVE&limit=2&offset=0');

    fetchMock.mockResolvedValueOnce(jsonResponse(200, [{ id: 7 }, { id: 6 }], { 'X-Total-Count': '5' }));
    await fetchList({ status: 'ACTIVE' }, { limit: 2, offset: 2 });
    expect(lastRequest().url).toBe('/api/occupancies?status=ACTIVE&after=2024-06-01.8&limit=2&offset=0');

    // Another filter, or a page no cursor leads to (a page number in the address), goes by offset.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [], { 'X-Total-Count': '0' }));
    await fetchList({ status: 'ENDED' }, { limit: 2, offset: 2 });
    expect(lastRequest().url).toBe('/api/occupancies?status=ENDED&limit=2&offset=2');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, [{ id: 5 }], { 'X-Total-Count': '5' }));
    await fetchList({ status: 'ACTIVE' }, { limit: 2, offset: 4 });
    expect(lastRequest().url).toBe('/api/occupancies?status=ACTIVE&limit=2&offset=4');
  });
});
