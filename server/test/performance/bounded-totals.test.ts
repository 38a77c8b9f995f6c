import { COUNT_CAP } from '@lar/contracts/paging';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('bounded');

/** More candidates than the count cap, three of them named "Zuleica", inserted in one statement. */
beforeAll(async () => {
  await t.database.query(
    `INSERT INTO candidates (organization_id, full_name, search_name, email)
     SELECT $1, name, lower(name), 'c' || n || '@example.com'
       FROM generate_series(1, $2::int) AS n,
            LATERAL (SELECT CASE WHEN n <= 3 THEN 'Zuleica ' || n ELSE 'Person ' || n END AS name) AS named`,
    [org.organizationId, COUNT_CAP + 25],
  );
});

const list = async (query: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/candidates?${query}`,
    headers: bearer(org.adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    ids: json<Array<{ id: number }>>(res).map((r) => r.id),
    names: json<Array<{ full_name: string }>>(res).map((r) => r.full_name),
    total: res.headers['x-total-count'],
    capped: res.headers['x-total-count-capped'],
  };
};

describe('list totals', () => {
  it('count up to the cap and say when there are more', async () => {
    const page = await list('limit=10');
    expect(page.ids).toHaveLength(10);
    expect(page.total).toBe(String(COUNT_CAP));
    expect(page.capped).toBe('true');
  });

  it('are exact below the cap, with no capped header, and searches stay in name order', async () => {
    const page = await list('full_name=zuleica');
    expect(page.names).toEqual(['Zuleica 1', 'Zuleica 2', 'Zuleica 3']);
    expect(page.total).toBe('3');
    expect(page.capped).toBeUndefined();
    const second = await list('full_name=zuleica&limit=2&offset=1');
    expect(second.names).toEqual(['Zuleica 2', 'Zuleica 3']);
    expect(second.total).toBe('3');
  });

  it('cap a search that matches more than the cap, still in name order', async () => {
    const page = await list('full_name=person&limit=3');
    expect(page.names).toEqual(['Person 10', 'Person 100', 'Person 1000']);
    expect(page.total).toBe(String(COUNT_CAP));
    expect(page.capped).toBe('true');
  });

  it('still answer on a page past the end, and pages past the cap still list rows', async () => {
    const past = await list('full_name=zuleica&offset=50');
    expect(past.ids).toEqual([]);
    expect(past.total).toBe('3');
    const beyondCap = await list(`limit=50&offset=${COUNT_CAP}`);
    expect(beyondCap.ids).toHaveLength(25);
    expect(beyondCap.capped).toBe('true');
  });

  it('are zero for an empty first page', async () => {
    const none = await list('full_name=nobody-has-this-name');
    expect(none).toEqual({ ids: [], names: [], total: '0', capped: undefined });
  });
});
