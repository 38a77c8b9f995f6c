import { describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { withTestApp } from '../helpers/test-app.ts';

describe('migrations', () => {
  it('apply once: a second run and two concurrent runs apply nothing twice', async () => {
    await withTestApp({}, async (t) => {
      expect((await migrate(t.database)).applied).toEqual([]);
      const [a, b] = await Promise.all([migrate(t.database), migrate(t.database)]);
      expect([...a.applied, ...b.applied]).toEqual([]);
      const rows = await t.database.query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
    });
  });

  it('give every tenant table an organization_id and an index that leads with it', async () => {
    await withTestApp({}, async (t) => {
      const tenantTables = await t.database.query<{ table_name: string }>(
        `SELECT c.table_name FROM information_schema.columns c
           JOIN information_schema.tables t USING (table_schema, table_name)
          WHERE c.table_schema = current_schema() AND c.column_name = 'organization_id'
            AND t.table_type = 'BASE TABLE'`,
      );
      expect(tenantTables.length).toBeGreaterThan(3);
      const indexes = await t.database.query<{ tablename: string; indexdef: string }>(
        'SELECT tablename, indexdef FROM pg_indexes WHERE schemaname = current_schema()',
      );
      for (const { table_name } of tenantTables) {
        const leading = indexes.filter(
          (i) => i.tablename === table_name && /\(organization_id[,)]/.test(i.indexdef.replace(/\s/g, '')),
        );
        expect(leading.length, `${table_name} needs an index leading with organization_id`).toBeGreaterThan(
          0,
        );
      }
      const nullable = await t.database.query<{ table_name: string }>(
        `SELECT c.table_name FROM information_schema.columns c
           JOIN information_schema.tables t USING (table_schema, table_name)
          WHERE c.table_schema = current_schema() AND c.column_name = 'organization_id'
            AND c.is_nullable = 'YES' AND t.table_type = 'BASE TABLE'`,
      );
      expect(nullable).toEqual([]);
    });
  });
});
