import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LotteryRun, LotteryState } from '@lar/contracts/allocation';
import { exportHeader } from '@lar/contracts/exports';
import { LOTTERY_ALGORITHM } from '@lar/contracts/lottery';
import { describe, expect, it } from 'vitest';
import { verifyLotteryFile } from '../../src/modules/allocation/index.ts';
import { insertApplication } from '../applications/application-fixtures.ts';
import { column, csvRecords, download } from '../exports/export-helpers.ts';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json, sendAs } from '../helpers/test-app.ts';

/**
 * Re-running a lottery from what staff are given (decision 051): the staff answer and the CSV
 * export carry every entry's application id, the seed, the algorithm and its version, and
 * `npm run cli -- lottery:verify FILE` re-computes the order from the file alone and says whether it
 * matches (exit 0) or not (exit 1).
 */
const t = useTestApp();
const org = t.org('verify');
const run = promisify(execFile);
const root = join(import.meta.dirname, '../../..');

async function ranLottery(entries: number): Promise<{ unitId: number; run: LotteryRun }> {
  const property = await createProperty(t, org.adminToken);
  const unit = await createUnit(t, org.adminToken, property.id);
  const listed = await sendAs(t, org.adminToken, 'PUT', `/api/units/${unit.id}/listing`, {
    listed: true,
    asking_rent: '1200.00',
    application_deadline: '2020-01-31',
  });
  expect(listed.statusCode, listed.body).toBe(200);
  for (let i = 0; i < entries; i++)
    await insertApplication(t, org.organizationId, { propertyId: property.id, unitId: unit.id });
  const res = await sendAs(t, org.adminToken, 'POST', `/api/listings/${unit.id}/lottery`);
  expect(res.statusCode, res.body).toBe(201);
  return { unitId: unit.id, run: json<LotteryRun>(res) };
}

/** Writes `text` to a file of its own; its path. */
async function saved(text: string, name = 'lottery.csv'): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'lar-lottery-'));
  const file = join(dir, name);
  await writeFile(file, text);
  return file;
}

/** The CLI's report of `file` through the module's own function: exit status and what it printed. */
async function verify(file: string) {
  let out = '';
  let err = '';
  const status = await verifyLotteryFile(
    file,
    { write: (s: string) => (out += s) },
    { write: (s: string) => (err += s) },
  );
  return { status, out, err };
}

describe('what a lottery shows to re-run it', () => {
  it('answers the entry ids, seed, algorithm and version to staff, and exports them in each language', async () => {
    const { unitId, run: ran } = await ranLottery(6);
    const state = json<LotteryState>(
      await sendAs(t, org.adminToken, 'GET', `/api/listings/${unitId}/lottery`),
    );
    expect(state.run).toMatchObject({
      seed: ran.seed,
      algorithm: LOTTERY_ALGORITHM,
      algorithm_version: 'v1',
      entry_ids: [...ran.entry_ids].sort((a, b) => a - b),
    });
    expect(state.run?.ranks.map((r) => r.application_id)).toEqual(ran.ranked_ids);

    for (const lang of ['en', 'pt', 'es'] as const) {
      const records = csvRecords(
        await download(t, org.adminToken, `/api/listings/${unitId}/lottery/export?lang=${lang}`),
      );
      expect(column(records, exportHeader('lottery', 'application_id', lang))).toEqual(
        ran.ranked_ids.map(String),
      );
      expect(new Set(column(records, exportHeader('lottery', 'seed', lang)))).toEqual(new Set([ran.seed]));
      expect(new Set(column(records, exportHeader('lottery', 'algorithm', lang)))).toEqual(
        new Set([LOTTERY_ALGORITHM]),
      );
      expect(new Set(column(records, exportHeader('lottery', 'algorithm_version', lang)))).toEqual(
        new Set(['v1']),
      );
    }
  });
});

describe('npm run cli -- lottery:verify FILE', () => {
  it('matches a true export (through the CLI itself, no database), in any of its languages', async () => {
    const { unitId, run: ran } = await ranLottery(12);
    const en = await download(t, org.adminToken, `/api/listings/${unitId}/lottery/export?lang=en`);
    const file = await saved(en.body);
    const cli = await run(
      process.execPath,
      ['--import', 'tsx', 'server/src/cli.ts', 'lottery:verify', file],
      {
        cwd: root,
        // No DATABASE_URL nor any other setting: the check needs the file alone.
        env: { PATH: process.env.PATH ?? '' },
      },
    );
    expect(cli.stdout).toContain('MATCH');
    expect(cli.stdout).toContain(ran.seed);

    for (const lang of ['pt', 'es'] as const) {
      const res = await download(t, org.adminToken, `/api/listings/${unitId}/lottery/export?lang=${lang}`);
      const report = await verify(await saved(res.body));
      expect(report, lang).toMatchObject({ status: 0, out: expect.stringContaining('MATCH: ') });
    }
  });

  it('reports a mismatch for a tampered export: two ranks swapped, or another seed', async () => {
    const { unitId, run: ran } = await ranLottery(8);
    const text = (await download(t, org.adminToken, `/api/listings/${unitId}/lottery/export?lang=en`)).body;
    const lines = text.split('\r\n');
    // Ranks 1 and 2 change places: each line keeps its rank but takes the other's application.
    const [first, second] = [lines[1] as string, lines[2] as string];
    const idOf = (line: string) => line.split(',')[1] as string;
    const swapped = [...lines];
    swapped[1] = first.replace(`1,${idOf(first)},`, `1,${idOf(second)},`);
    swapped[2] = second.replace(`2,${idOf(second)},`, `2,${idOf(first)},`);
    const report = await verify(await saved(swapped.join('\r\n')));
    expect(report.status).toBe(1);
    expect(report.out).toContain('MISMATCH');
    expect(report.out).toContain(
      `rank 1: the file has application ${idOf(second)}, the re-run ${ran.ranked_ids[0]}`,
    );

    const otherSeed = `${ran.seed.slice(0, 63)}${ran.seed.endsWith('0') ? '1' : '0'}`;
    const reseeded = await verify(await saved(text.replaceAll(ran.seed, otherSeed)));
    expect(reseeded.status).toBe(1);
    expect(reseeded.out).toContain('MISMATCH');
  });

  it('refuses to check a file it cannot read as a lottery (exit 2), saying why', async () => {
    const { unitId, run: ran } = await ranLottery(3);
    const text = (await download(t, org.adminToken, `/api/listings/${unitId}/lottery/export?lang=en`)).body;
    const cases: Array<[string, string]> = [
      [text.replaceAll(LOTTERY_ALGORITHM, 'fisher-yates/hmac-sha256/u32-rejection/v2'), 'UNKNOWN_ALGORITHM'],
      [text.replace(ran.seed, 'ab'.repeat(32)), 'MIXED_RUNS'],
      [text.replace('Seed', 'Something'), 'MISSING_COLUMN'],
      [text.split('\r\n')[0] as string, 'NO_ROWS'],
    ];
    for (const [tampered, problem] of cases) {
      const report = await verify(await saved(tampered));
      expect(report.status, problem).toBe(2);
      expect(report.err, problem).toContain(problem);
    }
    expect((await verify(join(tmpdir(), 'no-such-lottery.csv'))).status).toBe(2);
  });
});
