import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { backupTo, restoreFrom } from '../../src/db/backup.ts';
import { DOCUMENT_PART_BYTES, insertDocumentParts } from '../../src/db/document-parts.ts';
import { create } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, tableSnapshot } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('backup');
let dir: string;
const DOCUMENTS = 5;
const DOCUMENT_BYTES = 4 * DOCUMENT_PART_BYTES;

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
  // An application with five 1 MB documents: twenty parts of 256 KB (decision 098).
  const [application] = await t.database.query<{ id: number }>(
    `INSERT INTO applications (organization_id, property_id, reference, head_name, email, birth_date,
                               members, household_size, annual_income, consent_at)
     VALUES ($1, $2, 'LAR-2026-900001', 'Rosa Backup', 'rosa@example.com', '1980-01-01', '[]', 1, 30000, now())
     RETURNING id`,
    [org.organizationId, property.id],
  );
  for (let n = 0; n < DOCUMENTS; n += 1) {
    const [document] = await t.database.query<{ id: number }>(
      `INSERT INTO application_documents (organization_id, application_id, file_name, content_type, byte_size, sha256)
       VALUES ($1, $2, $3, 'application/pdf', $4, repeat('c', 64)) RETURNING id`,
      [org.organizationId, application?.id, `scan-${n}.pdf`, DOCUMENT_BYTES],
    );
    await insertDocumentParts(
      t.database.db,
      'application_document_parts',
      Number(document?.id),
      randomBytes(DOCUMENT_BYTES),
    );
  }
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

  it("writes documents' parts a few to a line: no line near PostgreSQL's 1 GB limit whatever the documents weigh", async () => {
    const file = path.join(dir, 'parts.jsonl');
    await backupTo(t.database, file);
    const lines = (await readFile(file, 'utf8')).split('\n').filter((line) => line !== '');
    const partLines = lines
      .map((line) => JSON.parse(line) as { table?: string; rows?: unknown[] })
      .filter((batch) => batch.table === 'application_document_parts');
    // Twenty parts, eight to a line: 8, 8 and 4. All in one line would be 10 MB of hex.
    expect(partLines.map((batch) => batch.rows?.length)).toEqual([8, 8, 4]);
    const longest = Math.max(...lines.map((line) => line.length));
    expect(longest).toBeLessThan(2 * 8 * DOCUMENT_PART_BYTES + 64 * 1024);
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
