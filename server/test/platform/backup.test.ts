import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupTo, restoreFrom } from '../../src/db/backup.ts';
import { create } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, tableSnapshot } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('backup');
let dir: string;

beforeAll(async () => {
  const property = await create.property(t, org.adminToken);
  const program = await create.program(t, org.adminToken);
  const unit = await create.unit(t, org.adminToken, property.id, {
    amenities: ['porch', 'açaí bar'],
    bathrooms: 1.5,
  });
  const candidate = await create.candidate(t, org.adminToken, { full_name: 'Zoë Ñúñez', income: '1234.56' });
  await create.occupancy(t, org.adminToken, unit.id, candidate.id, {
    program_id: program.id,
    ami_percentage: 60.25,
  });
  await t.createSubuser(org);
  dir = await mkdtemp(path.join(tmpdir(), 'lar-backup-'));
});

/**
 * Every table but the rate-limit counters, which a backup leaves out and a restore empties, and the
 * dashboard's stamps' values: the restore's writes move them to values never used before (decision
 * 029), so that no process keeps figures of the data it replaced; their rows are compared.
 */
async function storedTables(): Promise<Record<string, number>> {
  const snapshot = await tableSnapshot(t.database);
  return Object.fromEntries(
    Object.entries(snapshot).filter(
      ([table]) => !table.startsWith('rate_limit_windows') && table !== 'dashboard_stamps#hash',
    ),
  );
}

describe('backup and restore', () => {
  it('backs up, wipes, restores and gets every row back exactly', async () => {
    const original = await storedTables();
    const file = path.join(dir, 'full.jsonl');
    const written = await backupTo(t.database, file);
    expect(written.rows).toBeGreaterThan(10);

    await t.database.query('TRUNCATE candidates, occupancies, units, audit_log, sessions CASCADE');
    expect(await storedTables()).not.toEqual(original);

    const restored = await restoreFrom(t.database, file);
    expect(restored.rows).toBe(written.rows);
    expect(await storedTables()).toEqual(original);
    const [counters] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM rate_limit_windows',
    );
    expect(counters?.n).toBe(0);

    // The app works on the restored data, and new rows take fresh ids.
    const token = await t.login(org.adminUsername);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/candidates?full_name=zoe',
      headers: bearer(token),
    });
    expect(list.json()).toEqual([expect.objectContaining({ full_name: 'Zoë Ñúñez', income: 1234.56 })]);
    const again = await create.candidate(t, token);
    expect(again.id).toBeGreaterThan(1);
  });

  it('refuses a file that is not a backup and a backup of other migrations, changing nothing', async () => {
    const before = await tableSnapshot(t.database);
    const junk = path.join(dir, 'junk.jsonl');
    await writeFile(junk, '{"hello":1}\n');
    await expect(restoreFrom(t.database, junk)).rejects.toThrow(/not a Lar backup/);

    const good = path.join(dir, 'good.jsonl');
    await backupTo(t.database, good);
    const [header, ...rest] = (await readFile(good, 'utf8')).split('\n');
    const changed = { ...JSON.parse(header ?? '{}'), migrations: ['0001_foundation.sql'] };
    const other = path.join(dir, 'other.jsonl');
    await writeFile(other, [JSON.stringify(changed), ...rest].join('\n'));
    await expect(restoreFrom(t.database, other)).rejects.toThrow(/migrations/);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});
