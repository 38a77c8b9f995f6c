import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, sendAs, tableSnapshot } from '../helpers/test-app.ts';

const { t, org, other } = useTwoOrgs('cand');

type Row = {
  id: number;
  full_name: string;
  email: string;
  phone_number: string | null;
  postal_code: string | null;
  document_number: string | null;
  income: number | null;
  occupancy: { unit_number: string; program_name: string | null; start_date: string } | null;
  version: number;
};

const list = async (query: string, token = org.adminToken) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/candidates?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: json<Row[]>(res), total: Number(res.headers['x-total-count']) };
};

const send = (
  method: 'POST' | 'PUT',
  url: string,
  payload: Record<string, unknown>,
  token = org.adminToken,
) => t.app.inject({ method, url, headers: bearer(token), payload });

describe('candidate create and update', () => {
  it('shapes phone and postal code, normalises the e-mail and answers every field', async () => {
    const res = await send('POST', '/api/candidates', {
      full_name: 'João da Silva',
      email: ' Joao.Silva@Example.com ',
      phone_number: '(617) 555-0101',
      postal_code: '02119-1234',
      birth_date: '1950-05-04',
      income: '42000.5',
      household_size: '3',
      is_senior: true,
      document_type: 'passport',
      document_number: 'X1234567',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({
      full_name: 'João da Silva',
      email: 'joao.silva@example.com',
      phone_number: '6175550101',
      postal_code: '021191234',
      income: 42000.5,
      household_size: 3,
      is_senior: true,
      is_disabled: false,
      document_type: 'passport',
      document_number: 'X1234567',
      occupancy: null,
      version: 1,
    });
  });

  it('refuses bad fields with field errors and stores nothing', async () => {
    const before = await tableSnapshot(t.database);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ full_name: '' }, 'full_name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone_number: '12345' }, 'phone_number'],
      [{ postal_code: '1234567890' }, 'postal_code'],
      [{ income: -1 }, 'income'],
      [{ income: '10.123' }, 'income'],
      [{ household_size: 0 }, 'household_size'],
      [{ household_size: 21 }, 'household_size'],
      [{ birth_date: '2999-01-01' }, 'birth_date'],
      [{ birth_date: 'yesterday' }, 'birth_date'],
      [{ document_type: 'CPF' }, 'document_type'],
      [{ is_admin: true }, 'is_admin'],
    ];
    for (const [override, field] of cases) {
      const res = await send('POST', '/api/candidates', {
        full_name: 'Ana',
        email: 'ana.x@example.com',
        ...override,
      });
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(json<{ errors: Array<{ field: string }> }>(res).errors.map((e) => e.field)).toContain(field);
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('keeps e-mails unique within the organization only', async () => {
    const c = await create.candidate(t, org.adminToken, { email: 'shared@example.com' });
    const again = await send('POST', '/api/candidates', { full_name: 'Other', email: 'SHARED@example.com' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('DUPLICATE');
    const elsewhere = await send(
      'POST',
      '/api/candidates',
      { full_name: 'Other', email: 'shared@example.com' },
      other.adminToken,
    );
    expect(elsewhere.statusCode).toBe(201);
    expect(c.id).toBeGreaterThan(0);
  });

  it('updates with the current version and refuses a stale one', async () => {
    const c = await create.candidate(t, org.adminToken);
    const body = { full_name: 'Renamed Person', email: `renamed${c.id}@example.com` };
    const ok = await send('PUT', `/api/candidates/${c.id}`, { ...body, version: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok)).toMatchObject({ full_name: 'Renamed Person', version: 2 });
    const stale = await send('PUT', `/api/candidates/${c.id}`, { ...body, full_name: 'Lost', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).code).toBe('VERSION_CONFLICT');
    const now = await sendAs(t, org.adminToken, 'GET', `/api/candidates/${c.id}`);
    expect(json(now).full_name).toBe('Renamed Person');
  });
});

describe('candidate list', () => {
  beforeAll(async () => {
    for (const [full_name, phone_number, postal_code] of [
      ['José Álvarez', '6175550199', '02118'],
      ['Joana Conceição', '6175550111', '021221234'],
      ['Mary O’Brien', '8575550123', '02130'],
    ]) {
      await create.candidate(t, org.adminToken, { full_name, phone_number, postal_code });
    }
  });

  it('finds names without accents or case: "joao" finds "João", "ALVAREZ" finds "Álvarez"', async () => {
    expect((await list('full_name=joao')).rows.map((r) => r.full_name)).toContain('João da Silva');
    expect((await list('full_name=ALVAREZ')).rows.map((r) => r.full_name)).toEqual(['José Álvarez']);
    expect((await list('full_name=concei')).rows.map((r) => r.full_name)).toEqual(['Joana Conceição']);
  });

  it('filters by phone and postal code fragments, in any format', async () => {
    expect((await list('phone_number=(857)')).rows.map((r) => r.full_name)).toEqual(['Mary O’Brien']);
    expect((await list('postal_code=02122-1')).rows.map((r) => r.full_name)).toEqual(['Joana Conceição']);
    expect((await list('email=O.SILVA@')).rows.map((r) => r.full_name)).toEqual(['João da Silva']);
  });

  it('matches postal codes from their start, as regions and areas are read', async () => {
    const names = async (filter: string) => (await list(filter)).rows.map((r) => r.full_name);
    expect(await names('postal_code=021')).toHaveLength(4);
    expect(await names('postal_code=0211')).toEqual(['João da Silva', 'José Álvarez']);
    expect(await names('postal_code=0213')).toEqual(['Mary O’Brien']);
    expect(await names('postal_code=02122-1234')).toEqual(['Joana Conceição']);
    // A fragment from the middle of a code is not a region: no match.
    expect(await names('postal_code=2122')).toEqual([]);
    expect(await names('postal_code=021221234-9')).toEqual([]);
  });

  it('treats empty filter values as no filter', async () => {
    const all = await list('');
    const empty = await list('full_name=&email=&phone_number=&postal_code=&status=');
    expect(empty.total).toBe(all.total);
    expect(all.total).toBeGreaterThanOrEqual(4);
  });

  it('treats LIKE wildcards in a filter literally', async () => {
    expect((await list('full_name=%25')).rows).toEqual([]);
    expect((await list('full_name=_')).rows).toEqual([]);
  });

  it('masks document numbers in the list but not in the single record', async () => {
    const row = (await list('full_name=joao')).rows.find((r) => r.full_name === 'João da Silva');
    expect(row?.document_number).toBe('•••• 4567');
  });

  it('pages with limit, offset and X-Total-Count', async () => {
    const page = await list('limit=2&offset=1');
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(4);
  });

  it('shows the current occupancy and filters tenants from applicants', async () => {
    const property = await create.property(t, org.adminToken);
    const unit = await create.unit(t, org.adminToken, property.id, { unit_number: '4B' });
    const tenant = await create.candidate(t, org.adminToken, { full_name: 'Tenant Teresa' });
    await create.occupancy(t, org.adminToken, unit.id, tenant.id, { start_date: '2025-03-01' });

    const row = (await list('full_name=teresa')).rows[0];
    expect(row?.occupancy).toEqual(expect.objectContaining({ unit_number: '4B', start_date: '2025-03-01' }));
    const tenants = (await list('status=tenants&limit=500')).rows.map((r) => r.full_name);
    const applicants = (await list('status=applicants&limit=500')).rows.map((r) => r.full_name);
    expect(tenants).toEqual(['Tenant Teresa']);
    expect(applicants).not.toContain('Tenant Teresa');
    expect(applicants).toContain('José Álvarez');
  });
});

describe('delete', () => {
  it('deletes a candidate without occupancies and refuses one with history', async () => {
    const free = await create.candidate(t, org.adminToken);
    const del = await sendAs(t, org.adminToken, 'DELETE', `/api/candidates/${free.id}`);
    expect(del.statusCode).toBe(204);

    const property = await create.property(t, org.adminToken);
    const unit = await create.unit(t, org.adminToken, property.id);
    const tenant = await create.candidate(t, org.adminToken);
    await create.occupancy(t, org.adminToken, unit.id, tenant.id);
    const before = await tableSnapshot(t.database);
    const refused = await sendAs(t, org.adminToken, 'DELETE', `/api/candidates/${tenant.id}`);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).code).toBe('IN_USE');
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});

describe('access', () => {
  it('lets every staff account register, read and edit candidates; deleting is for main accounts', async () => {
    const sub = await t.createSubuser(org);
    const plain = await t.createPlainUser(org);
    for (const token of [sub.token, plain.token]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/candidates', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      const lookup = await sendAs(t, token, 'GET', '/api/candidates/lookup?q=joao');
      expect(lookup.statusCode).toBe(200);
      const rows = json<Array<Record<string, unknown>>>(lookup);
      expect(rows[0]).toEqual({ id: expect.any(Number), full_name: 'João da Silva' });
      const mine = await create.candidate(t, token);
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/candidates/${mine.id}`,
        headers: bearer(token),
        payload: { full_name: `${mine.full_name} Edited`, email: `e${mine.id}@example.com`, version: 1 },
      });
      expect(edited.statusCode, edited.body).toBe(200);
    }
    const doomed = await create.candidate(t, sub.token);
    const refused = await sendAs(t, sub.token, 'DELETE', `/api/candidates/${doomed.id}`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).code).toBe('FORBIDDEN');
    const deleted = await sendAs(t, plain.token, 'DELETE', `/api/candidates/${doomed.id}`);
    expect(deleted.statusCode).toBe(204);
  });

  it("never shows or changes another organization's candidates", async () => {
    const mine = await create.candidate(t, org.adminToken);
    const theirs = await list('limit=500', other.adminToken);
    expect(theirs.rows.map((r) => r.id)).not.toContain(mine.id);
    const before = await tableSnapshot(t.database);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { full_name: 'X', email: 'x@example.com', version: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/candidates/${mine.id}`,
        headers: bearer(other.adminToken),
        payload,
      });
      expect(res.statusCode, method).toBe(404);
    }
    const lookup = await sendAs(t, other.adminToken, 'GET', '/api/candidates/lookup?limit=500');
    expect(json<Array<{ id: number }>>(lookup).map((r) => r.id)).not.toContain(mine.id);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});
