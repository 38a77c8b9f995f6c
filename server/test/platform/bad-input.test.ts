import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, sendAs, tableSnapshot } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('bad');

const register = (payload: string | Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/subuser/register',
    headers: { ...bearer(org.adminToken), 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('bad input gets a 4xx problem body and changes nothing', () => {
  const cases: Array<[string, () => ReturnType<typeof register>, number, string]> = [
    ['malformed JSON', () => register('{"username": '), 400, 'MALFORMED_JSON'],
    ['an array body', () => register('[]'), 400, 'VALIDATION_FAILED'],
    ['wrong types', () => register({ username: 12, email: true, password: null }), 400, 'VALIDATION_FAILED'],
    [
      'unknown fields',
      () =>
        register({
          username: 'okname',
          email: 'a@example.com',
          password: 'Correct-Horse-42',
          is_admin: true,
        }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a 1 MB string',
      () =>
        register({ username: 'x'.repeat(1024 * 1024), email: 'a@example.com', password: 'Correct-Horse-42' }),
      413,
      'PAYLOAD_TOO_LARGE',
    ],
    [
      'a long string under the body limit',
      () => register({ username: 'x'.repeat(100_000), email: 'a@example.com', password: 'Correct-Horse-42' }),
      400,
      'VALIDATION_FAILED',
    ],
    [
      'a non-JSON content type',
      () => register('username=x', { 'content-type': 'text/plain' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
  ];

  it.each(cases)('%s', async (_label, send, status, code) => {
    const before = await tableSnapshot(t.database);
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(json(res)).toMatchObject({
      status,
      code,
      success: false,
      title: expect.any(String),
      detail: expect.any(String),
    });
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('lists each failing field', async () => {
    const res = await register({ username: '', email: 'nope' });
    const fields = [...new Set((json(res).errors as Array<{ field: string }>).map((e) => e.field))].sort();
    expect(fields).toEqual(['email', 'password', 'username']);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', "1' OR '1'='1"])(
    'refuses the id %s with 4xx',
    async (id) => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/subuser/${encodeURIComponent(id)}`,
        headers: bearer(org.adminToken),
        payload: { is_active: false },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  );

  it('refuses bad paging values', async () => {
    for (const q of ['limit=0', 'limit=501', 'limit=abc', 'offset=-1']) {
      const res = await sendAs(t, org.adminToken, 'GET', `/api/subuser/list?${q}`);
      expect(res.statusCode, q).toBe(400);
    }
  });

  it('treats empty paging values as not given', async () => {
    const res = await sendAs(t, org.adminToken, 'GET', '/api/subuser/list?limit=&offset=');
    expect(res.statusCode).toBe(200);
  });
});

describe('unknown routes', () => {
  it('answers 404 with a problem body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('ROUTE_NOT_FOUND');
  });

  it('does not serve the doubled /api/api path', async () => {
    const res = await sendAs(t, org.adminToken, 'DELETE', '/api/api/occupancies/1');
    expect(res.statusCode).toBe(404);
  });
});
