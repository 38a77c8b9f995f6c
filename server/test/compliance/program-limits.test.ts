import { describe, expect, it } from 'vitest';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import {
  AUTAUGA_2026_50,
  autauga2026,
  type CreatedProgram,
  LOS_ANGELES_2024_50,
  losAngeles2024,
  send,
  usePrograms,
} from './compliance-fixtures.ts';

const { t, org, other } = useTwoOrgs('limits');
const programs = usePrograms(t, org, { la: losAngeles2024, autauga: autauga2026 });

const get = (url: string, token = org.adminToken) => send(t, token, 'GET', url);
const byKey = (values: readonly number[]) => Object.fromEntries(values.map((v, i) => [String(i + 1), v]));

describe("a program's limit tables and their effective dates", () => {
  it('keeps the effective dates given with the program and answers them, by year, in every read', async () => {
    expect(programs.la.limit_tables).toEqual([{ year: 2024, effective_date: '2024-04-01' }]);
    expect(programs.autauga.limit_tables).toEqual([]);
    const one = json(await get(`/api/govprograms/${programs.la.id}`));
    expect(one.limit_tables).toEqual([{ year: 2024, effective_date: '2024-04-01' }]);
    const list = await get('/api/govprograms?limit=500');
    const listed = (list.json() as Array<{ id: number; limit_tables: unknown }>).find(
      (p) => p.id === programs.la.id,
    );
    expect(listed?.limit_tables).toEqual(one.limit_tables);
  });

  it('replaces the dates when a PUT gives them and keeps them when it does not', async () => {
    const current = json<CreatedProgram & Record<string, unknown>>(
      await get(`/api/govprograms/${programs.autauga.id}`),
    );
    const { id, created_at, updated_at, ami_levels, limit_tables, status, ...fields } = current;
    const levels = ami_levels.map(({ id: _id, version: _v, ...level }: Record<string, unknown>) => level);
    // Read before and after each change: the tables kept in the process must follow the program.
    const inMarch = () =>
      get(`/api/govprograms/${programs.autauga.id}/limits?ami_percentage=50&date=2026-03-01`);
    expect((await inMarch()).statusCode).toBe(200);
    const put = await send(t, org.adminToken, 'PUT', `/api/govprograms/${programs.autauga.id}`, {
      ...fields,
      ami_levels: levels,
      limit_tables: [{ year: 2026, effective_date: '2026-05-01' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(json(put).limit_tables).toEqual([{ year: 2026, effective_date: '2026-05-01' }]);
    expect((await inMarch()).statusCode).toBe(404);
    const again = await send(t, org.adminToken, 'PUT', `/api/govprograms/${programs.autauga.id}`, {
      ...fields,
      version: json(put).version,
      ami_levels: levels,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).limit_tables).toEqual([{ year: 2026, effective_date: '2026-05-01' }]);
    const cleared = await send(t, org.adminToken, 'PUT', `/api/govprograms/${programs.autauga.id}`, {
      ...fields,
      version: json(again).version,
      ami_levels: levels,
      limit_tables: [],
    });
    expect(json(cleared).limit_tables).toEqual([]);
    expect((await inMarch()).statusCode).toBe(200);
    // A level's new value is read at once, through a write that only the program's version tells.
    const raised = await send(t, org.adminToken, 'PUT', `/api/govprograms/${programs.autauga.id}`, {
      ...fields,
      version: json(cleared).version,
      ami_levels: levels.map((level: Record<string, unknown>) =>
        level.percentage === 50 && level.unit_type === '3' ? { ...level, limit_value: 40050 } : level,
      ),
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(json<{ income: Record<string, number> }>(await inMarch()).income['3']).toBe(40050);
    // Back to the published figures, which the tests below read.
    const restored = await send(t, org.adminToken, 'PUT', `/api/govprograms/${programs.autauga.id}`, {
      ...fields,
      version: json(raised).version,
      ami_levels: levels,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(json<{ income: Record<string, number> }>(await inMarch()).income['3']).toBe(40000);
  });

  it('refuses a year listed twice, a bad year or a bad date with 400, and creates nothing', async () => {
    for (const limit_tables of [
      [
        { year: 2024, effective_date: '2024-04-01' },
        { year: 2024, effective_date: '2024-05-01' },
      ],
      [{ year: 1999, effective_date: '1999-04-01' }],
      [{ year: 2024, effective_date: '2024-02-30' }],
      [{ year: 2024 }],
    ]) {
      const res = await send(t, org.adminToken, 'POST', '/api/govprograms', {
        name: 'Refused',
        jurisdiction: 'HUD',
        limit_tables,
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const list = await get('/api/govprograms?q=Refused');
    expect(list.json()).toEqual([]);
  });
});

describe('GET /api/govprograms/{id}/limits', () => {
  it('answers Los Angeles County FY2024 at 50 % from its table, in effect from 1 April 2024', async () => {
    const res = await get(`/api/govprograms/${programs.la.id}/limits?ami_percentage=50&date=2024-06-01`);
    expect(res.statusCode, res.body).toBe(200);
    const body = json(res);
    expect(body).toMatchObject({
      effective_date: '2024-04-01',
      ami_percentage: 50,
      income: byKey(LOS_ANGELES_2024_50),
    });
    // The 2BR rent is the table's; the others are derived from the income limits.
    expect(body.rent).toMatchObject({ '2BR': 1560, SRO: 1213, '1BR': 1300 });
    expect(body.rent_source).toBe('derived');
  });

  it('has no table in effect before its effective date', async () => {
    const res = await get(`/api/govprograms/${programs.la.id}/limits?ami_percentage=50&date=2024-03-31`);
    expect(res.statusCode, res.body).toBe(404);
    expect(json(res).code).toBe('NOT_FOUND');
  });

  it('derives Autauga County FY2026 rents at 50 % and limits and rents at 60 % from the 50 % table', async () => {
    await send(t, org.adminToken, 'GET', `/api/govprograms/${programs.autauga.id}`);
    const fifty = json(
      await get(`/api/govprograms/${programs.autauga.id}/limits?ami_percentage=50&date=2026-06-01`),
    );
    expect(fifty).toEqual({
      effective_date: '2026-01-01',
      ami_percentage: 50,
      income: byKey(AUTAUGA_2026_50),
      rent: { SRO: 777, Studio: 777, '1BR': 833, '2BR': 1000, '3BR': 1155, '4BR': 1288, '5BR': 1421 },
      rent_source: 'derived',
    });
    const sixty = json(
      await get(`/api/govprograms/${programs.autauga.id}/limits?ami_percentage=60&date=2026-06-01`),
    );
    expect(sixty.income).toEqual(byKey(AUTAUGA_2026_50.map((v) => (v * 12) / 10)));
    expect(sixty.rent).toEqual({
      SRO: 933,
      Studio: 933,
      '1BR': 999,
      '2BR': 1200,
      '3BR': 1386,
      '4BR': 1546,
      '5BR': 1706,
    });
  });

  it('answers a table of rent levels alone as "table"', async () => {
    const res = await send(t, org.adminToken, 'POST', '/api/govprograms', {
      name: 'Rents only',
      jurisdiction: 'HUD',
      ami_levels: ['SRO', 'Studio', '1BR', '2BR', '3BR', '4BR', '5BR'].map((unit_type, i) => ({
        year: 2026,
        percentage: 50,
        limit_type: 'Rent Limit',
        unit_type,
        limit_value: 900 + i * 100.5,
      })),
    });
    const body = json(await get(`/api/govprograms/${json(res).id}/limits?ami_percentage=50&date=2026-02-01`));
    expect(body.rent_source).toBe('table');
    expect(body.rent).toMatchObject({ SRO: 900, '1BR': 1101 });
    expect(body.income).toEqual(Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [String(n), null])));
  });

  it("answers 404 for another organization's program and 400 for bad parameters", async () => {
    expect(
      (await get(`/api/govprograms/${programs.la.id}/limits?ami_percentage=50`, other.adminToken)).statusCode,
    ).toBe(404);
    for (const query of [
      '',
      '?ami_percentage=0',
      '?ami_percentage=201',
      '?ami_percentage=50.123',
      '?ami_percentage=abc',
      '?ami_percentage=50&date=2026-13-01',
      '?ami_percentage=50&date=yesterday',
    ]) {
      const res = await get(`/api/govprograms/${programs.la.id}/limits${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
      expect(json(res).code).toBe('VALIDATION_FAILED');
    }
  });
});
