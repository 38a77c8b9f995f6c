import type { AmiImportPreview, ImportSummary } from '@lar/contracts/ami-csv';
import type { GovProgram } from '@lar/contracts/programs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { expectRefused, json, tableSnapshot } from '../helpers/test-app.ts';
import { api, SIZES, UNITS, unitUsing } from './program-fixtures.ts';

const t = useTestApp();
const org = t.org('csv');
let p: ReturnType<typeof api>;

// Migrating a fresh embedded database takes a while on a busy machine.
beforeAll(async () => {
  p = api(t);
}, 180_000);

const HEADER = 'year,percentage,limit_type,household_size,unit_type,limit_value';

/**
 * 500 good lines: income limits (sizes 1-8) and rent limits (7 unit types) at 20 AMI % steps over
 * two years, 15 x 17 x 2 = 510 levels, cut to 500.
 */
function goodLines(): string[] {
  const lines: string[] = [];
  for (const year of [2024, 2025]) {
    for (let step = 0; step < 17; step++) {
      const pct = 30 + step * 5;
      SIZES.forEach((size, i) => {
        lines.push(`${year},${pct},Income Limit,${size},,${(pct * 700 + i * 3100.5).toFixed(2)}`);
      });
      UNITS.forEach((unit, i) => {
        lines.push(
          `${year},${pct}%,rent,,${unit.toLowerCase()},"$${(pct * 20 + i * 150).toLocaleString('en-US')}.00"`,
        );
      });
    }
  }
  return lines.slice(0, 500);
}

const importOf = (id: number, csv: string, mode?: 'add' | 'replace') =>
  p.import(org.adminToken, id, { csv, ...(mode ? { mode } : {}) });
const previewOf = (id: number, csv: string, mode?: 'add' | 'replace') =>
  p.preview(org.adminToken, id, { csv, ...(mode ? { mode } : {}) });

describe('CSV preview and import of a 500-line file', () => {
  it('reports bad lines one by one and imports nothing while any is bad', async () => {
    const program = await p.created(org.adminToken, { ami_levels: [] });
    const lines = goodLines();
    // File line numbers: the header is line 1, so data line i is file line i + 2.
    lines[9] = '2025,50,Income Limit,9,,50000'; // line 11: household size 9
    lines[99] = '2025,abc,Rent Limit,,Studio,1000'; // line 101: percentage
    lines[199] = '2025,60,Rent Limit,,2BR,-5'; // line 201: negative value
    lines[299] = lines[0] as string; // line 301: repeats line 2
    lines[399] = '1999,60,Income Limit,2,,100,extra'; // line 401: year and an extra cell
    const csv = [HEADER, ...lines].join('\n');
    expect(csv.length).toBeLessThan(30_000);

    const before = await tableSnapshot(t.database);
    const res = await previewOf(program.id, csv);
    expect(res.statusCode).toBe(200);
    const preview = json<AmiImportPreview>(res);
    expect(preview.valid).toBe(false);
    expect(preview.summary).toMatchObject({ lines: 500, ok: 495, duplicate: 1, error: 4, add: 495 });
    const byLine = new Map(preview.lines.map((l) => [l.line, l]));
    expect(byLine.get(11)).toMatchObject({
      status: 'error',
      messages: [expect.objectContaining({ field: 'unit_type', code: 'ami_household_size' })],
    });
    expect(byLine.get(101)).toMatchObject({
      status: 'error',
      messages: [expect.objectContaining({ field: 'percentage', code: 'ami_percentage' })],
    });
    expect(byLine.get(201)).toMatchObject({
      status: 'error',
      messages: [expect.objectContaining({ field: 'limit_value' })],
    });
    expect(byLine.get(301)).toMatchObject({
      status: 'duplicate',
      messages: [
        expect.objectContaining({ code: 'ami_duplicate', message: expect.stringContaining('Line 2') }),
      ],
    });
    expect(byLine.get(401)?.messages.map((m) => m.code)).toEqual(['ami_year', 'csv_extra_cells']);
    expect(byLine.get(2)).toMatchObject({
      status: 'ok',
      action: 'add',
      level: { year: 2024, percentage: 30, limit_type: 'Income Limit', unit_type: '1', limit_value: 21000 },
    });
    // Lenient cells: "30%", "rent", "sro" and a quoted "$600.00" are read as the API's values.
    expect(byLine.get(10)?.level).toEqual({
      year: 2024,
      percentage: 30,
      limit_type: 'Rent Limit',
      unit_type: 'SRO',
      limit_value: 600,
    });

    const refused = await importOf(program.id, csv);
    expect(refused.statusCode).toBe(400);
    const problem = json<{ code: string; errors: Array<{ field: string; message: string }> }>(refused);
    expect(problem.code).toBe('VALIDATION_FAILED');
    expect(problem.errors.map((e) => e.field)).toEqual([
      'lines.11',
      'lines.101',
      'lines.201',
      'lines.301',
      'lines.401',
      'lines.401',
    ]);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('imports all 500 lines in one go', async () => {
    const program = await p.created(org.adminToken, { ami_levels: [] });
    const started = performance.now();
    const res = await importOf(program.id, [HEADER, ...goodLines()].join('\r\n'));
    const ms = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    const body = json<{ program: GovProgram; summary: ImportSummary }>(res);
    expect(body.summary).toMatchObject({ lines: 500, ok: 500, add: 500, remove: 0 });
    expect(body.program.ami_levels).toHaveLength(500);
    expect(body.program.version).toBe(2);
    const [count] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ami_levels WHERE program_id = $1',
      [program.id],
    );
    expect(count?.n).toBe(500);
    const audit = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'gov_program' AND entity_id = $1 AND action = 'update'",
      [program.id],
    );
    expect(audit[0]?.n).toBe(1);
    console.info(`import of 500 lines: ${ms.toFixed(0)} ms`);
  });
});

describe('add and replace', () => {
  it('add refuses levels the program already has', async () => {
    const program = await p.created(org.adminToken);
    const before = await tableSnapshot(t.database);
    const csv =
      'year,percentage,limit_type,unit_type,limit_value\n2025,50,Income Limit,3,1\n2026,50,Income Limit,3,2';
    const preview = json<AmiImportPreview>(await previewOf(program.id, csv));
    expect(preview.lines.map((l) => [l.status, l.messages[0]?.code])).toEqual([
      ['duplicate', 'ami_exists'],
      ['ok', undefined],
    ]);
    expect(preview.lines[0]?.messages[0]?.message).toContain('$36000.00');
    expect((await importOf(program.id, csv)).statusCode).toBe(400);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('replace makes the file the levels of its years, keeping ids and leaving other years alone', async () => {
    const program = await p.created(org.adminToken);
    const add2026 = await importOf(program.id, '2026,50,Income Limit,1,40000\n2026,50,Income Limit,2,45000');
    expect(add2026.statusCode).toBe(200);
    const stored = json<{ program: GovProgram }>(add2026).program.ami_levels;
    const size3 = stored.find((l) => l.year === 2025 && l.unit_type === '3');
    const size1 = stored.find((l) => l.year === 2025 && l.unit_type === '1');
    // 2025: size 1 unchanged, size 3 changed, sizes 2 and 4-8 and all rent levels left out, one new level.
    const csv = [
      'year,percentage,limit_type,household_size,limit_value',
      `2025,50,Income Limit,1,${size1?.limit_value}`,
      '2025,50,Income Limit,3,99999.99',
      '2025,80,Income Limit,1,70000',
    ].join('\n');
    const preview = json<AmiImportPreview>(await previewOf(program.id, csv, 'replace'));
    expect(preview.valid).toBe(true);
    expect(preview.lines.map((l) => l.action)).toEqual(['unchanged', 'update', 'add']);
    expect(preview.summary).toMatchObject({ add: 1, update: 1, unchanged: 1, remove: 13 });
    expect(preview.removed).toHaveLength(13);

    const res = await importOf(program.id, csv, 'replace');
    expect(res.statusCode).toBe(200);
    const levels = json<{ program: GovProgram }>(res).program.ami_levels;
    expect(levels.filter((l) => l.year === 2025)).toHaveLength(3);
    expect(levels.filter((l) => l.year === 2026)).toHaveLength(2);
    expect(levels.find((l) => l.id === size3?.id)).toMatchObject({ limit_value: 99999.99, version: 2 });
    expect(levels.find((l) => l.id === size1?.id)).toMatchObject({ version: 1 });
  });

  it('replace refuses to remove a level a unit uses, and writes nothing', async () => {
    const program = await p.created(org.adminToken);
    const used = program.ami_levels.find((l) => l.unit_type === 'Studio');
    await unitUsing(t, org.adminToken, program.id, used);
    await expectRefused(
      t.database,
      409,
      { code: 'IN_USE', detail: expect.stringContaining('Rent Limit, Studio') },
      [() => importOf(program.id, '2025,50,Income Limit,1,1', 'replace')],
    );
  });
});

describe('file formats', () => {
  it('exports the limits as CSV that imports back unchanged', async () => {
    const program = await p.created(org.adminToken, { name: 'Boston HUD 2025 / Inclusionary' });
    const res = await p.export(org.adminToken, program.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="boston-hud-2025-inclusionary-ami-limits.csv"',
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('year,percentage,limit_type,unit_type,limit_value');
    expect(lines[1]).toBe('2025,50,Income Limit,1,30000.00');
    expect(lines[9]).toBe('2025,60,Rent Limit,SRO,1000.00');
    expect(lines).toHaveLength(16);

    const back = json<AmiImportPreview>(await previewOf(program.id, res.body, 'replace'));
    expect(back.summary).toMatchObject({ lines: 15, unchanged: 15, add: 0, update: 0, remove: 0 });
  });

  it('reads tab-separated text pasted from a spreadsheet and files without a header', async () => {
    const program = await p.created(org.adminToken, { ami_levels: [] });
    const pasted = 'Year\tAMI %\tLimit Type\tHousehold Size\tLimit Value\n2025\t30\tIncome\t4\t$49,350\n';
    const tabbed = json<AmiImportPreview>(await previewOf(program.id, pasted));
    expect(tabbed.lines[0]).toMatchObject({
      line: 2,
      status: 'ok',
      level: { unit_type: '4', limit_value: 49350 },
    });
    const bare = json<AmiImportPreview>(await previewOf(program.id, '\n2025,80,Rent Limit,3br,2500.5\n'));
    expect(bare.lines[0]).toMatchObject({
      line: 2,
      status: 'ok',
      level: { unit_type: '3BR', limit_value: 2500.5 },
    });
  });

  it('refuses an unreadable file as a whole', async () => {
    const program = await p.created(org.adminToken, { ami_levels: [] });
    const before = await tableSnapshot(t.database);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ csv: '' }, 400, 'csv'],
      [{ csv: '\n\n' }, 400, 'csv'],
      [{ csv: 'year,percentage,value\n2025,50,1' }, 400, 'csv'],
      [{ csv: 'year,percentage,limit_type,unit_type,limit_value' }, 400, 'csv'],
      [{ csv: '2025,50,Income Limit,1,1', mode: 'merge' }, 400, 'mode'],
      [{ csv: '2025,50,Income Limit,1,1', extra: true }, 400, 'extra'],
    ];
    for (const [body, status, field] of cases) {
      const res = await p.import(org.adminToken, program.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(json(res).errors).toContainEqual(expect.objectContaining({ field }));
    }
    const tooMany = Array.from(
      { length: 5001 },
      (_, i) => `2025,${(1 + i / 100).toFixed(2)},Rent Limit,SRO,1`,
    ).join('\n');
    const res = await previewOf(program.id, tooMany);
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toContainEqual(expect.objectContaining({ code: 'csv_too_many_lines' }));
    const huge = await previewOf(program.id, 'x'.repeat(1_100_000));
    expect(huge.statusCode).toBe(413);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});
