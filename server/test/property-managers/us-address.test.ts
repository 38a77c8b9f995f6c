import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../helpers/fixtures.ts';
import {
  bearer,
  buildTestApp,
  json,
  type TestApp,
  type TestOrg,
  tableSnapshot,
} from '../helpers/test-app.ts';

let t: TestApp;
let org: TestOrg;
let company: { id: number; version: number };
let property: { id: number; version: number };

beforeAll(async () => {
  t = await buildTestApp();
  org = await t.createOrg('usaddr');
  const created = await createProperty(t, org.adminToken, 'Harbor View');
  property = json(await call('GET', `/api/property/${created.id}`));
  const companyId = json<{ property_manager_id: number }>(
    await call('GET', `/api/property/${created.id}`),
  ).property_manager_id;
  company = json(await call('GET', `/api/property-manager/${companyId}`));
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(org.adminToken), ...(payload ? { payload } : {}) });

type Problem = { errors: Array<{ field: string; code: string }> };

/** Each record's write with an address: the company's create, the property's two updates. */
const writes = () => [
  {
    label: 'a new company',
    method: 'POST' as const,
    url: '/api/property-manager',
    base: { management_co: 'Co' },
  },
  {
    label: 'a company update',
    method: 'PUT' as const,
    url: `/api/property-manager/${company.id}`,
    base: { management_co: 'Co', version: company.version },
  },
  {
    label: 'a property details update',
    method: 'PUT' as const,
    url: `/api/properties/${property.id}`,
    base: { name: 'Harbor View', version: property.version },
  },
];

describe('US addresses of companies and properties', () => {
  it.each([
    ['postal code "12"', { postal_code: '12' }, 'postal_code', 'us_postal_code'],
    ['postal code of 7 digits', { postal_code: '0212412' }, 'postal_code', 'us_postal_code'],
    ['state "Massachusetts!!"', { state: 'Massachusetts!!' }, 'state', 'us_state'],
    ['state "ZZ"', { state: 'ZZ' }, 'state', 'us_state'],
  ])('refuse %s with a field issue and change nothing', async (_label, fields, field, code) => {
    for (const write of writes()) {
      const before = await tableSnapshot(t.database);
      const res = await call(write.method, write.url, { ...write.base, ...fields });
      expect(res.statusCode, write.label).toBe(400);
      expect(json<Problem>(res).errors, write.label).toContainEqual(expect.objectContaining({ field, code }));
      expect(await tableSnapshot(t.database), write.label).toEqual(before);
    }
  });

  it('accept a ZIP, a ZIP+4 and a state code in any case, stored as digits and capitals', async () => {
    const res = await call('POST', '/api/property-manager', {
      management_co: 'Bay Co',
      state: ' ma ',
      postal_code: '02110-1234',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ state: 'MA', postal_code: '021101234' });
    const details = await call('PUT', `/api/properties/${property.id}`, {
      name: 'Harbor View',
      state: 'pr',
      postal_code: '00901',
      version: property.version,
    });
    expect(details.statusCode, details.body).toBe(200);
    expect(json(details)).toMatchObject({ state: 'PR', postal_code: '00901' });
  });
});
