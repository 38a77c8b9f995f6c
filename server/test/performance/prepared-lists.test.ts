import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate } from '../helpers/fixtures.ts';
import { bearer, buildTestApp, json, type TestApp, type TestOrg } from '../helpers/test-app.ts';

let t: TestApp;
let first: TestOrg;
let second: TestOrg;

/** Lists are prepared once per organization and filter shape: values and organizations must not leak. */
beforeAll(async () => {
  t = await buildTestApp();
  first = await t.createOrg('prepfirst');
  second = await t.createOrg('prepsecond');
  await createCandidate(t, first.adminToken, { full_name: 'Alice Albuquerque', postal_code: '02115' });
  await createCandidate(t, first.adminToken, { full_name: 'Bruno Barbosa', postal_code: '02116' });
  await createCandidate(t, second.adminToken, { full_name: 'Alice Andrade', postal_code: '02115' });
});
afterAll(() => t.close());

const names = async (org: TestOrg, query: string) => {
  const res = await t.app.inject({ url: `/api/candidates?${query}`, headers: bearer(org.adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return json<Array<{ full_name: string }>>(res).map((r) => r.full_name);
};

describe('prepared list queries', () => {
  it('take each call’s own filter values', async () => {
    expect(await names(first, 'full_name=alice')).toEqual(['Alice Albuquerque']);
    expect(await names(first, 'full_name=bruno')).toEqual(['Bruno Barbosa']);
    expect(await names(first, 'postal_code=02116')).toEqual(['Bruno Barbosa']);
    expect(await names(first, 'limit=1&offset=1')).toEqual(['Bruno Barbosa']);
  });

  it('never answer one organization with another’s rows, for the same filter', async () => {
    expect(await names(second, 'full_name=alice')).toEqual(['Alice Andrade']);
    expect(await names(first, 'full_name=alice')).toEqual(['Alice Albuquerque']);
    expect(await names(second, 'postal_code=02115')).toEqual(['Alice Andrade']);
    expect(await names(second, '')).toEqual(['Alice Andrade']);
  });
});
