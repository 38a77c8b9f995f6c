import { COUNT_CAP } from '@lar/contracts/paging';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('capped');
const ROWS = COUNT_CAP + 25;

/** More audit entries of one record, and more contact messages, than the count cap. */
beforeAll(async () => {
  await t.database.query(
    `INSERT INTO audit_log (organization_id, actor_username, action, entity, entity_id, after)
     SELECT $1, 'loader', 'update', 'unit', 7, jsonb_build_object('n', n) FROM generate_series(1, $2::int) AS n`,
    [org.organizationId, ROWS],
  );
  await t.database.query(
    `INSERT INTO contact_messages (organization_id, name, email, message)
     SELECT $1, 'Sender ' || n, 's' || n || '@example.com', 'hello' FROM generate_series(1, $2::int) AS n`,
    [org.organizationId, ROWS],
  );
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return {
    rows: json<Array<Record<string, unknown>>>(res),
    total: res.headers['x-total-count'],
    capped: res.headers['x-total-count-capped'],
  };
};

describe('admin lists past the count cap', () => {
  it('the audit log reports the capped total, newest first, and pages past the cap', async () => {
    const page = await get('/api/audit-log?entity=unit&entity_id=7&limit=3');
    expect(page.rows.map((r) => r.after)).toEqual([{ n: ROWS }, { n: ROWS - 1 }, { n: ROWS - 2 }]);
    expect(page.total).toBe(String(COUNT_CAP));
    expect(page.capped).toBe('true');
    const beyond = await get(`/api/audit-log?entity=unit&entity_id=7&limit=50&offset=${COUNT_CAP}`);
    expect(beyond.rows).toHaveLength(25);
    expect(beyond.capped).toBe('true');
    const other = await get('/api/audit-log?entity=unit&entity_id=8');
    expect(other).toEqual({ rows: [], total: '0', capped: undefined });
  });

  it('the contact messages report the capped total and page past the cap', async () => {
    const page = await get('/api/contact-messages?limit=2');
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBe(String(COUNT_CAP));
    expect(page.capped).toBe('true');
    const past = await get(`/api/contact-messages?offset=${ROWS + 10}`);
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(String(COUNT_CAP));
    expect(past.capped).toBe('true');
  });
});
