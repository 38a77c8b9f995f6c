import type { GovProgram } from '@lar/contracts/programs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { api, asUpdate, incomeCsv, incomeLevels, rentLevels } from './program-fixtures.ts';

/**
 * One program's answer takes its levels from ami_levels_json, which triggers rewrite whenever the
 * levels change (migrations 0012 and 0013). After every kind of change the kept text must be the text the
 * levels give now, and the answer must be the one the schema-serialized write answers give.
 */
const t = useTestApp();
const org = t.org('levels-json');
let p: ReturnType<typeof api>;

beforeAll(async () => {
  p = api(t);
});

/** Kept texts that differ from the levels' text now, and programs with levels but no kept text. */
async function drift() {
  return t.database.query<{ program_id: number }>(
    `SELECT coalesce(kept.program_id, now.program_id) AS program_id
       FROM ami_levels_json AS kept
       FULL JOIN (SELECT DISTINCT organization_id, program_id,
                         ami_levels_json_of(organization_id, program_id) AS levels
                    FROM ami_levels) AS now
         ON now.organization_id = kept.organization_id AND now.program_id = kept.program_id
      WHERE kept.levels IS DISTINCT FROM now.levels`,
  );
}

async function keptProgramIds() {
  const rows = await t.database.query<{ program_id: number }>(
    'SELECT program_id FROM ami_levels_json ORDER BY program_id',
  );
  return rows.map((r) => r.program_id);
}

async function read(id: number) {
  const res = await p.get(org.adminToken, id);
  expect(res.statusCode, res.body).toBe(200);
  return json<GovProgram>(res);
}

describe("a program's kept levels JSON", () => {
  it('follows creation, edits, imports, status changes and deletion', async () => {
    const first = await p.created(org.adminToken);
    const second = await p.created(org.adminToken, { ami_levels: [] });
    expect(await drift()).toEqual([]);
    expect(await keptProgramIds()).toEqual([first.id]);
    expect(await read(first.id)).toEqual(first);
    expect((await read(second.id)).ami_levels).toEqual([]);

    // An edit that changes values, removes a level and adds others.
    const edited = asUpdate(first, {
      ami_levels: [
        ...first.ami_levels.slice(1).map((l) => ({
          year: l.year,
          percentage: l.percentage,
          limit_type: l.limit_type,
          unit_type: l.unit_type,
          limit_value: l.limit_value + 0.5,
        })),
        ...rentLevels(2026, 80),
      ],
    });
    const put = await p.put(org.adminToken, first.id, edited);
    expect(put.statusCode, put.body).toBe(200);
    expect(await drift()).toEqual([]);
    expect(await read(first.id)).toEqual(json<GovProgram>(put));

    // An import adds levels to the program that had none.
    const imported = await p.import(org.adminToken, second.id, incomeCsv(incomeLevels(2027, 65)));
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await drift()).toEqual([]);
    expect((await read(second.id)).ami_levels).toHaveLength(8);

    const current = await read(first.id);
    const status = await p.status(org.adminToken, first.id, { status: 'inactive', version: current.version });
    expect(status.statusCode, status.body).toBe(200);
    expect((await read(first.id)).ami_levels).toEqual(current.ami_levels);

    // Emptying a program's levels, and deleting a program, take their kept text away.
    const emptied = await p.put(
      org.adminToken,
      second.id,
      asUpdate(await read(second.id), { ami_levels: [] }),
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await keptProgramIds()).toEqual([first.id]);
    expect((await p.remove(org.adminToken, first.id)).statusCode).toBe(204);
    expect(await keptProgramIds()).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('is kept apart per organization', async () => {
    const other = await t.createOrg('levels-json-other');
    const mine = await p.created(org.adminToken);
    const theirs = await p.created(other.adminToken);
    expect((await p.get(other.adminToken, mine.id)).statusCode).toBe(404);
    expect(json<GovProgram>(await p.get(other.adminToken, theirs.id))).toEqual(theirs);
    const rows = await t.database.query<{ organization_id: number; program_id: number }>(
      'SELECT organization_id, program_id FROM ami_levels_json WHERE program_id = ANY($1) ORDER BY program_id',
      [[mine.id, theirs.id]],
    );
    expect(rows).toEqual([
      { organization_id: org.organizationId, program_id: mine.id },
      { organization_id: other.organizationId, program_id: theirs.id },
    ]);
  });

  it('rewrites each program once per update, and both programs when a level moves', async () => {
    const from = await p.created(org.adminToken);
    const to = await p.created(org.adminToken);
    // Counts the kept texts written while it exists: one per program per statement is the goal.
    await t.database.query('CREATE TABLE kept_text_writes (program_id integer NOT NULL)');
    await t.database.query(`CREATE FUNCTION count_kept_text_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO kept_text_writes VALUES (NEW.program_id); RETURN NULL; END $$`);
    await t.database.query(`CREATE TRIGGER count_kept_text_write AFTER INSERT OR UPDATE ON ami_levels_json
      FOR EACH ROW EXECUTE FUNCTION count_kept_text_write()`);
    try {
      await t.database.query(
        'UPDATE ami_levels SET limit_value = limit_value + 1 WHERE organization_id = $1 AND program_id = $2',
        [org.organizationId, from.id],
      );
      const writes = await t.database.query<{ program_id: number }>(
        'SELECT program_id FROM kept_text_writes',
      );
      expect(writes).toEqual([{ program_id: from.id }]);
      expect(await drift()).toEqual([]);

      // Move one level to the other program (a year no other level of it has, to stay unique).
      await t.database.query('DELETE FROM kept_text_writes');
      await t.database.query(
        `UPDATE ami_levels SET program_id = $3, year = 2100
          WHERE id = (SELECT min(id) FROM ami_levels WHERE organization_id = $1 AND program_id = $2)`,
        [org.organizationId, from.id, to.id],
      );
      const moved = await t.database.query<{ program_id: number }>(
        'SELECT program_id FROM kept_text_writes ORDER BY program_id',
      );
      expect(moved).toEqual([{ program_id: from.id }, { program_id: to.id }]);
      expect(await drift()).toEqual([]);
      expect((await read(from.id)).ami_levels).toHaveLength(from.ami_levels.length - 1);
      expect((await read(to.id)).ami_levels).toHaveLength(to.ami_levels.length + 1);
    } finally {
      await t.database.query('DROP TRIGGER count_kept_text_write ON ami_levels_json');
      await t.database.query('DROP FUNCTION count_kept_text_write()');
      await t.database.query('DROP TABLE kept_text_writes');
    }
  });
});
