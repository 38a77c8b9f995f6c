import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { pagePlan } from '../../src/lib/prepared-queries.ts';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, buildTestApp, json, type TestOrg } from '../helpers/test-app.ts';
import { testDatabase } from '../helpers/test-database.ts';

const { t, org: first, other: second } = useTwoOrgs('prepfirst', 'prepsecond');

/** Lists are prepared once per organization and filter shape: values and organizations must not leak. */
beforeAll(async () => {
  await create.candidate(t, first.adminToken, { full_name: 'Alice Albuquerque', postal_code: '02115' });
  await create.candidate(t, first.adminToken, { full_name: 'Bruno Barbosa', postal_code: '02116' });
  await create.candidate(t, second.adminToken, { full_name: 'Alice Andrade', postal_code: '02115' });
});

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
    // Shorter than a trigram: planned with its text each time, still scoped.
    expect(await names(second, 'full_name=al')).toEqual(['Alice Andrade']);
    expect(await names(first, 'full_name=al')).toEqual(['Alice Albuquerque']);
    expect(await names(first, 'full_name=alice')).toEqual(['Alice Albuquerque']);
    expect(await names(second, 'postal_code=02115')).toEqual(['Alice Andrade']);
    expect(await names(second, '')).toEqual(['Alice Andrade']);
  });
});

describe('page sizes of named list statements', () => {
  const dialect = new PgDialect();
  const rendered = (limit: unknown) => dialect.sqlToQuery(sql`select 1 limit ${limit}`);

  it('write the usual sizes, and a first page’s offset, into the statement, named without the organization', () => {
    const first = pagePlan('occupancies.list|--+', { limit: 50, offset: 0 });
    expect(first.name).toBe('occupancies.list|--+|50|first');
    expect(dialect.sqlToQuery(sql`select 1 limit ${first.limit} offset ${first.offset}`)).toEqual({
      sql: 'select 1 limit 50 offset 0',
      params: [],
    });
    const deeper = pagePlan('occupancies.list|--+', { limit: 50, offset: 100 });
    expect(deeper.name).toBe('occupancies.list|--+|50');
    expect(dialect.sqlToQuery(sql`select 1 limit ${deeper.limit} offset ${deeper.offset}`).sql).toBe(
      'select 1 limit 50 offset $1',
    );
  });

  it('keep any other size a parameter of an unnamed statement', () => {
    const plan = pagePlan('occupancies.list|--+', { limit: 37, offset: 0 });
    expect(plan.name).toBe('');
    expect(rendered(plan.limit).sql).toBe('select 1 limit $1');
  });
});

describe('named list statements across organizations', () => {
  const occupancyUnits = async (org: TestOrg, query: string) => {
    const res = await t.app.inject({ url: `/api/occupancies?${query}`, headers: bearer(org.adminToken) });
    expect(res.statusCode, res.body).toBe(200);
    return {
      rows: json<Array<{ unit_number: string }>>(res).map((r) => r.unit_number),
      total: res.headers['x-total-count'],
    };
  };

  it('answer each organization with its own rows, at a written-in and at a parameter page size', async () => {
    const placed: Record<string, string[]> = {};
    for (const org of [first, second]) {
      const property = await create.property(t, org.adminToken);
      placed[org.adminUsername] = [];
      for (const day of ['01', '02', '03']) {
        const unit = await create.unit(t, org.adminToken, property.id);
        const tenant = await create.candidate(t, org.adminToken);
        await create.occupancy(t, org.adminToken, unit.id, tenant.id, { start_date: `2025-03-${day}` });
        placed[org.adminUsername]?.unshift(unit.unit_number);
      }
    }
    for (const org of [first, second, first]) {
      const own = placed[org.adminUsername] ?? [];
      // Twice each: the second execution reuses the statement the first one named.
      for (let i = 0; i < 2; i++) {
        expect(await occupancyUnits(org, 'status=ACTIVE')).toEqual({ rows: own, total: '3' });
        expect(await occupancyUnits(org, 'status=ACTIVE&limit=2&offset=1')).toEqual({
          rows: own.slice(1, 3),
          total: '3',
        });
        expect(await occupancyUnits(org, 'status=ACTIVE&limit=10&offset=2')).toEqual({
          rows: own.slice(2),
          total: '3',
        });
      }
    }
  });
});

describe('named list statements on PostgreSQL', () => {
  it('keep one generic plan for a first page instead of planning every execution', async () => {
    // One connection, so the statements the list prepared are visible to the next query.
    const single = await buildTestApp({ databasePoolSize: 1 });
    try {
      const org = await single.createOrg('generic');
      const property = await create.property(single, org.adminToken);
      const unit = await create.unit(single, org.adminToken, property.id);
      const tenant = await create.candidate(single, org.adminToken);
      await create.occupancy(single, org.adminToken, unit.id, tenant.id);
      for (let i = 0; i < 10; i++) {
        const res = await single.app.inject({
          url: '/api/occupancies?status=ACTIVE',
          headers: bearer(org.adminToken),
        });
        expect(res.statusCode).toBe(200);
      }
      // The one occupancy list statement this connection prepared: its name holds a digest of the
      // filter shape (prepared-queries.ts), and only the status filter was given.
      const statements = await single.database.query<{ generic_plans: string; custom_plans: string }>(
        `SELECT generic_plans::text, custom_plans::text FROM pg_prepared_statements
          WHERE name LIKE 'occupancies.list|%|50|first'`,
      );
      expect(statements).toHaveLength(1);
      const [statement] = statements;
      // PostgreSQL makes five plans for the actual values, then keeps the generic one.
      expect(Number(statement?.custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(statement?.generic_plans)).toBeGreaterThanOrEqual(5);

      // One program with its levels is one named statement, planned once as well.
      const program = await create.program(single, org.adminToken);
      for (let i = 0; i < 10; i++) {
        const res = await single.app.inject({
          url: `/api/govprograms/${program.id}`,
          headers: bearer(org.adminToken),
        });
        expect(res.statusCode).toBe(200);
      }
      const [one] = await single.database.query<{ generic_plans: string; custom_plans: string }>(
        `SELECT generic_plans::text, custom_plans::text FROM pg_prepared_statements WHERE name = 'programs.one'`,
      );
      expect(Number(one?.custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(one?.generic_plans)).toBeGreaterThanOrEqual(5);
    } finally {
      await single.close();
    }
  });

  it('reports each statement with its prepared name to a query listener, as the benchmark replays it', async () => {
    const seen: Array<{ text: string; name: string | undefined }> = [];
    const scratch = await testDatabase();
    const handle = await openDatabase({
      url: scratch.url,
      dataDir: '',
      poolSize: 1,
      onQuery: (text, _params, name) => seen.push({ text, name }),
    });
    try {
      const named = handle.db
        .select({ n: sql<number>`count(*)` })
        .from(sql`pg_catalog.pg_namespace`)
        .prepare('listener|probe');
      await named.execute();
      await handle.query('SELECT $1::int AS n', [1]);
      expect(seen).toContainEqual({ text: expect.stringContaining('pg_namespace'), name: 'listener|probe' });
      expect(seen).toContainEqual({ text: 'SELECT $1::int AS n', name: undefined });
    } finally {
      await handle.close();
      await scratch.drop();
    }
  });

  it('keep one generic plan for a one-word name search, whichever words were searched first', async () => {
    const single = await buildTestApp({ databasePoolSize: 1 });
    try {
      const big = await single.createOrg('genericnames');
      const small = await single.createOrg('genericfew');
      // An organization far larger than the other and words of very different frequencies: the
      // plans made for the first values then look cheaper than the generic one.
      await single.database.query(
        `INSERT INTO candidates (organization_id, full_name, search_name, email)
         SELECT $1, name, lower(name), 'n' || i || '@example.org'
           FROM generate_series(1, 4000) AS i,
                LATERAL (SELECT (ARRAY['Maria Silva', 'Maria Santos', 'Ana Souza', 'João Pereira'])[1 + i % 4]
                             || CASE WHEN i % 500 = 0 THEN ' Quixadá' ELSE '' END AS name) AS names`,
        [big.organizationId],
      );
      await create.candidate(single, small.adminToken, { full_name: 'Maria Rara' });
      await single.database.query('ANALYZE');
      for (const word of [
        'quixada',
        'maria',
        'silva',
        'quix',
        'ana',
        'maria',
        'souza',
        'quixada',
        'mar',
        'jo',
        'pereira',
        'm',
      ]) {
        const res = await single.app.inject({
          url: `/api/candidates?full_name=${word}`,
          headers: bearer(big.adminToken),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const [statement] = await single.database.query<{ generic_plans: string; custom_plans: string }>(
        `SELECT generic_plans::text, custom_plans::text FROM pg_prepared_statements
          WHERE name LIKE 'candidates.names|%|50|first'`,
      );
      expect(Number(statement?.custom_plans)).toBeLessThanOrEqual(5);
      expect(Number(statement?.generic_plans)).toBeGreaterThanOrEqual(7);
    } finally {
      await single.close();
    }
  });
});
