import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, sendAs } from '../helpers/test-app.ts';

const { t, org, other } = useTwoOrgs('occkey');

type Row = { id: number; start_date: string };

/** Start dates with ties: most rows share one of three dates, so the id decides their order. */
const START_DATES = ['2024-06-01', '2024-06-01', '2024-03-01', '2024-06-01', '2024-03-01', '2023-12-01'];
const HISTORY = 14;

let unitId: number;

const list = (query: string, token = org.adminToken) => sendAs(t, token, 'GET', `/api/occupancies?${query}`);

beforeAll(async () => {
  const property = await create.property(t, org.adminToken, 'Keyset Court');
  const unit = await create.unit(t, org.adminToken, property.id);
  const tenant = await create.candidate(t, org.adminToken);
  unitId = unit.id;
  // One unit's and one tenant's ended history: any number of ENDED occupancies may share them.
  for (let i = 0; i < HISTORY; i++) {
    const start = START_DATES[i % START_DATES.length] as string;
    await create.occupancy(t, org.adminToken, unit.id, tenant.id, {
      status: 'ENDED',
      start_date: start,
      end_date: '2024-12-31',
    });
  }
});

/** Every page of `query` by cursor, each as the ids it answers, with the total each page says. */
async function pagesByCursor(query: string, limit: number) {
  const pages: number[][] = [];
  const totals = new Set<unknown>();
  let after = '';
  for (let guard = 0; guard < 50; guard++) {
    const res = await list(`${query}&limit=${limit}&after=${after}`);
    expect(res.statusCode, res.body).toBe(200);
    pages.push(json<Row[]>(res).map((r) => r.id));
    totals.add(res.headers[TOTAL_COUNT_HEADER]);
    const next = res.headers[NEXT_CURSOR_HEADER];
    if (next === undefined) return { pages, totals };
    after = encodeURIComponent(String(next));
  }
  throw new Error('the cursor never reached the end');
}

async function pageByOffset(query: string, limit: number, offset: number) {
  const res = await list(`${query}&limit=${limit}&offset=${offset}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Row[]>(res).map((r) => r.id);
}

describe('occupancy list by cursor', () => {
  it.each([
    ['the whole history, 3 a page', 'status=', 3],
    ['ENDED, 5 a page', 'status=ENDED', 5],
    ["one unit's, 10 a page (a size planned once)", 'unit_id=UNIT', 10],
  ])(
    'gives the same pages as offsets, ties in the start date included: %s',
    async (_label, filter, limit) => {
      const query = filter.replace('UNIT', String(unitId));
      const { pages, totals } = await pagesByCursor(query, limit);
      for (const [index, page] of pages.entries()) {
        expect(page).toEqual(await pageByOffset(query, limit, index * limit));
      }
      const everyRow = pages.flat();
      expect(new Set(everyRow).size).toBe(everyRow.length);
      expect(everyRow.length).toBeGreaterThanOrEqual(HISTORY);
      // The total is the list's on every page, not what is left after the cursor.
      expect([...totals]).toEqual([String(everyRow.length)]);
    },
  );

  it('skips `offset` rows from the cursor, and sends no cursor after a page that is not full', async () => {
    const query = `unit_id=${unitId}`;
    const first = await list(`${query}&limit=4`);
    const cursor = encodeURIComponent(String(first.headers[NEXT_CURSOR_HEADER]));
    const skipped = await list(`${query}&limit=4&after=${cursor}&offset=2`);
    expect(json<Row[]>(skipped).map((r) => r.id)).toEqual(await pageByOffset(query, 4, 6));
    const last = await list(`${query}&limit=500`);
    expect(json<Row[]>(last)).toHaveLength(HISTORY);
    expect(last.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
  });

  it('answers an empty page, with the total, after the last row', async () => {
    const query = `unit_id=${unitId}`;
    const all = json<Row[]>(await list(`${query}&limit=500`));
    const end = all.at(-1) as Row;
    const res = await list(`${query}&after=${end.start_date}.${end.id}`);
    expect(res.statusCode).toBe(200);
    expect(json<Row[]>(res)).toEqual([]);
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe(String(HISTORY));
  });

  it.each([
    'abc',
    '2024-06-01',
    '2024-06-01.',
    '2024-06-01.0',
    '2024-13-01.5',
    '2024-02-30.5',
    '2024-06-01.2147483648',
    '2024-06-01.5;drop',
    '24-06-01.5',
  ])('refuses the malformed cursor %s with a 400 naming `after`', async (cursor) => {
    const res = await list(`after=${encodeURIComponent(cursor)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(json<{ errors: Array<{ field: string }> }>(res).errors.map((e) => e.field)).toContain('after');
  });

  it("reads only the caller's own rows with another organization's cursor", async () => {
    const first = await list('limit=1');
    const cursor = String(first.headers[NEXT_CURSOR_HEADER]);
    const res = await list(`after=${encodeURIComponent(cursor)}`, other.adminToken);
    expect(res.statusCode).toBe(200);
    expect(json<Row[]>(res)).toEqual([]);
    expect(res.body).not.toContain('Keyset Court');
    expect(res.headers[TOTAL_COUNT_HEADER]).toBe('0');
  });
});
