import {
  type AmiLevelDraft,
  type GovProgram,
  govProgram,
  type ProgramSummary,
  programSummary,
} from '@lar/contracts/programs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  json,
  type TestApp,
  type TestOrg,
  tableSnapshot,
  unique,
} from '../helpers/test-app.ts';
import {
  api,
  asUpdate,
  incomeLevels,
  occupancyUnder,
  programBody,
  rentLevels,
  SIZES,
  UNITS,
  unitUsing,
} from './program-fixtures.ts';

let t: TestApp;
let orgA: TestOrg;
let orgB: TestOrg;
let p: ReturnType<typeof api>;

// Migrating a fresh embedded database takes a while on a busy machine.
beforeAll(async () => {
  t = await buildTestApp();
  orgA = await t.createOrg('a');
  orgB = await t.createOrg('b');
  p = api(t);
}, 180_000);
afterAll(() => t.close());

const levelIds = async (programId: number) =>
  (
    await t.database.query<{ id: number }>('SELECT id FROM ami_levels WHERE program_id = $1 ORDER BY id', [
      programId,
    ])
  ).map((r) => r.id);

describe('create and read', () => {
  it('creates a program with its levels, applying the program defaults', async () => {
    const body = programBody({ notes: '' });
    const res = await p.create(orgA.adminToken, body);
    expect(res.statusCode).toBe(201);
    const created = json<GovProgram>(res);
    expect(created).toMatchObject({
      name: body.name,
      jurisdiction: 'City of Boston',
      scope: 'Municipal',
      subsidy_type: 'Rent restriction',
      recertification_frequency: 120,
      limits_update_frequency: 12,
      eligibility_criteria: {},
      required_documents: [],
      status: 'active',
      notes: null,
      version: 1,
    });
    expect(created.ami_levels).toHaveLength(15);
    expect(created.ami_levels).toContainEqual(
      expect.objectContaining({
        year: 2025,
        percentage: 50,
        limit_type: 'Income Limit',
        unit_type: '3',
        limit_value: 36000,
      }),
    );
    expect(created.ami_levels).toContainEqual(
      expect.objectContaining({
        percentage: 60,
        limit_type: 'Rent Limit',
        unit_type: '1BR',
        limit_value: 1300.5,
      }),
    );

    const read = json<GovProgram>(await p.get(orgA.adminToken, created.id));
    expect(read).toEqual(created);
    const audit = await t.database.query<{ action: string; after: GovProgram }>(
      "SELECT action, after FROM audit_log WHERE entity = 'gov_program' AND entity_id = $1",
      [created.id],
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after.ami_levels).toHaveLength(15);
  });

  it('answers levels in table order whatever order they were sent in', async () => {
    const ordered = [
      ...incomeLevels(2025, 30),
      ...incomeLevels(2025, 60),
      ...rentLevels(2025, 50),
      ...incomeLevels(2026, 50),
      ...rentLevels(2026, 33.5),
      ...rentLevels(2026, 80),
    ];
    // A fixed shuffle: reversed, then odd positions before even ones.
    const reversed = [...ordered].reverse();
    const scrambled = [...reversed.filter((_, i) => i % 2 === 1), ...reversed.filter((_, i) => i % 2 === 0)];
    const created = await p.created(orgA.adminToken, { ami_levels: scrambled });
    type LevelKey = {
      year: number | string;
      percentage: number | string;
      limit_type: string;
      unit_type: number | string;
    };
    const key = (l: LevelKey) => `${l.year} ${l.limit_type} ${l.percentage} ${l.unit_type}`;
    const read = json<GovProgram>(await p.get(orgA.adminToken, created.id));
    expect(read.ami_levels.map(key)).toEqual(ordered.map(key));
    expect(created.ami_levels.map(key)).toEqual(ordered.map(key));
  });

  it('stores values with 2 decimals and answers numbers', async () => {
    const created = await p.created(orgA.adminToken, {
      ami_levels: [
        { year: 2030, percentage: 33.33, limit_type: 'Rent Limit', unit_type: 'SRO', limit_value: '1234.5' },
      ],
    });
    expect(created.ami_levels[0]).toMatchObject({ percentage: 33.33, limit_value: 1234.5 });
    const [row] = await t.database.query<{ limit_value: string }>(
      'SELECT limit_value::text FROM ami_levels WHERE program_id = $1',
      [created.id],
    );
    expect(row?.limit_value).toBe('1234.50');
  });

  it('reads one program exactly as the schema-serialized answers give it, whatever its text', async () => {
    // GET of one program is written from PostgreSQL's JSON of the levels; POST and PUT answers
    // go through the response schema. Both must say the same thing.
    const awkward = await p.created(orgA.adminToken, {
      name: unique('Prog "quoted" \\ ünïcødé 🏠 '),
      notes: 'Contains "ami_levels":[] and a newline\nand a tab\t',
      eligibility_criteria: {
        'max "income" \\ %': 80,
        fraction: 0.1,
        money: 1234.5,
        negative: -2,
        senior: true,
        veteran: false,
        waived: null,
        note: 'line\nbreak, "quoted", ünïcødé 🏠',
        '': 'empty key',
      },
      ami_levels: [
        {
          year: 2030,
          percentage: 33.33,
          limit_type: 'Rent Limit',
          unit_type: 'SRO',
          limit_value: 99_999_999.99,
        },
        { year: 2030, percentage: 200, limit_type: 'Income Limit', unit_type: '8', limit_value: 0.01 },
        { year: 2029, percentage: 1, limit_type: 'Income Limit', unit_type: '1', limit_value: 0 },
      ],
    });
    const empty = await p.created(orgA.adminToken, { ami_levels: [] });
    for (const program of [awkward, empty]) {
      const res = await p.get(orgA.adminToken, program.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(json<GovProgram>(res)).toEqual(program);
      expect(govProgram.strict().parse(json(res))).toEqual(program);
      // Compact, numbers as JavaScript writes them: the text is its own round trip.
      expect(res.body).toBe(JSON.stringify(JSON.parse(res.body)));
    }
    expect(json<GovProgram>(await p.get(orgA.adminToken, empty.id)).ami_levels).toEqual([]);
    const updated = json<GovProgram>(
      await p.put(orgA.adminToken, awkward.id, asUpdate(awkward, { notes: 'changed' })),
    );
    expect(json<GovProgram>(await p.get(orgA.adminToken, awkward.id))).toEqual(updated);
  });

  it('lists programs with their levels, filters, pages and counts', async () => {
    const org = await t.createOrg('list');
    const alpha = await p.created(org.adminToken, { name: 'Alpha LIHTC', scope: 'Federal' });
    await p.created(org.adminToken, { name: 'Beta Inclusionary', ami_levels: [] });
    await p.created(org.adminToken, { name: 'Gamma 100% Affordable', scope: 'State' });

    const all = await p.list(org.adminToken, '?q=&status=&scope=');
    expect(all.statusCode).toBe(200);
    const programs = json<GovProgram[]>(all);
    expect(programs.map((x) => x.name)).toEqual([
      'Alpha LIHTC',
      'Beta Inclusionary',
      'Gamma 100% Affordable',
    ]);
    expect(all.headers['x-total-count']).toBe('3');
    expect(programs[0]?.ami_levels).toHaveLength(alpha.ami_levels.length);
    expect(programs[1]?.ami_levels).toEqual([]);

    const byName = json<GovProgram[]>(await p.list(org.adminToken, '?q=inclus'));
    expect(byName.map((x) => x.name)).toEqual(['Beta Inclusionary']);
    // A % in the filter matches itself, not anything.
    expect(json<GovProgram[]>(await p.list(org.adminToken, '?q=100%25')).map((x) => x.name)).toEqual([
      'Gamma 100% Affordable',
    ]);
    expect(json<GovProgram[]>(await p.list(org.adminToken, '?scope=State')).map((x) => x.name)).toEqual([
      'Gamma 100% Affordable',
    ]);
    const page = await p.list(org.adminToken, '?limit=1&offset=1&sort=-name');
    expect(json<GovProgram[]>(page).map((x) => x.name)).toEqual(['Beta Inclusionary']);
    expect(page.headers['x-total-count']).toBe('3');
    expect((await p.list(org.adminToken, '?status=retired')).statusCode).toBe(400);
  });

  it('summarizes programs by name without their levels, with the same filters and counts', async () => {
    const org = await t.createOrg('summaries');
    const other = await t.createOrg('summaries-other');
    const alpha = await p.created(org.adminToken, {
      name: 'Alpha LIHTC',
      scope: 'Federal',
      ami_levels: [...incomeLevels(2024, 50), ...rentLevels(2026, 60)],
    });
    const beta = await p.created(org.adminToken, { name: 'Beta Inclusionary', ami_levels: [] });
    await p.created(org.adminToken, { name: 'Gamma 100% Affordable', scope: 'State' });
    await p.created(other.adminToken, { name: 'Alpha elsewhere' });
    const summaries = (query = '') => p.call('GET', `/api/govprograms/summaries${query}`, org.adminToken);

    const all = await summaries('?q=&status=&scope=');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    const [first, second] = json<ProgramSummary[]>(all);
    expect(first).toEqual({
      id: alpha.id,
      name: 'Alpha LIHTC',
      scope: 'Federal',
      jurisdiction: alpha.jurisdiction,
      status: 'active',
      version: alpha.version,
      level_count: alpha.ami_levels.length,
      first_year: 2024,
      last_year: 2026,
    });
    expect(second).toMatchObject({ id: beta.id, level_count: 0, first_year: null, last_year: null });
    expect(programSummary.strict().array().parse(json(all))).toHaveLength(3);

    // The list's filters, sort and paging, answered the same way.
    for (const query of ['?q=100%25', '?scope=State', '?limit=1&offset=1&sort=-name', '?status=inactive']) {
      const listed = await p.list(org.adminToken, query);
      const summarized = await summaries(query);
      expect(json<ProgramSummary[]>(summarized).map((x) => x.id)).toEqual(
        json<GovProgram[]>(listed).map((x) => x.id),
      );
      expect(summarized.headers['x-total-count']).toBe(listed.headers['x-total-count']);
    }
    expect((await summaries('?status=retired')).statusCode).toBe(400);
    // Another organization's programs are never summarized.
    const theirs = json<ProgramSummary[]>(
      await p.call('GET', '/api/govprograms/summaries', other.adminToken),
    );
    expect(theirs.map((x) => x.name)).toEqual(['Alpha elsewhere']);
    expect((await p.call('GET', '/api/govprograms/summaries', '')).statusCode).toBe(401);
  });

  it('lets any staff member read and write programs', async () => {
    const sub = await t.createSubuser(orgA);
    const created = await p.created(sub.token);
    expect((await p.get(sub.token, created.id)).statusCode).toBe(200);
    const plain = await t.createPlainUser(orgA);
    expect((await p.put(plain.token, created.id, asUpdate(created, { notes: 'Checked' }))).statusCode).toBe(
      200,
    );
  });
});

describe('level validation', () => {
  const single = (level: Record<string, unknown>) =>
    p.create(orgA.adminToken, programBody({ ami_levels: [{ year: 2025, percentage: 50, ...level }] }));

  it('accepts household sizes 1-8 and the 7 unit types', async () => {
    const created = await p.created(orgA.adminToken, {
      ami_levels: [...incomeLevels(2025, 30), ...rentLevels(2025, 30)],
    });
    expect(created.ami_levels.filter((l) => l.limit_type === 'Income Limit').map((l) => l.unit_type)).toEqual(
      SIZES,
    );
    expect(created.ami_levels.filter((l) => l.limit_type === 'Rent Limit').map((l) => l.unit_type)).toEqual(
      UNITS,
    );
  });

  it('refuses other sizes and unit types, with a field error, and writes nothing', async () => {
    const before = await tableSnapshot(t.database);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ limit_type: 'Income Limit', unit_type: '9' }, 'ami_household_size'],
      [{ limit_type: 'Income Limit', unit_type: '0' }, 'ami_household_size'],
      [{ limit_type: 'Income Limit', unit_type: '2BR' }, 'ami_household_size'],
      [{ limit_type: 'Rent Limit', unit_type: '6BR' }, 'ami_unit_type'],
      [{ limit_type: 'Rent Limit', unit_type: '3' }, 'ami_unit_type'],
      [{ limit_type: 'Rent Limit', unit_type: 'studio ' }, 'ami_unit_type'],
      [{ limit_type: 'Utility Allowance', unit_type: '1' }, 'ami_limit_type'],
    ];
    for (const [level, code] of cases) {
      const res = await single({ limit_value: 100, ...level });
      expect(res.statusCode, JSON.stringify(level)).toBe(400);
      expect(json(res).errors).toContainEqual(
        expect.objectContaining({ field: expect.stringMatching(/^ami_levels\.0\./), code }),
      );
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('refuses negative, non-numeric and out-of-range numbers', async () => {
    const before = await tableSnapshot(t.database);
    const rent = { limit_type: 'Rent Limit', unit_type: 'Studio' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...rent, limit_value: -1 }, 'limit_value'],
      [{ ...rent, limit_value: 'abc' }, 'limit_value'],
      [{ ...rent, limit_value: '$1,000' }, 'limit_value'],
      [{ ...rent, limit_value: 10.555 }, 'limit_value'],
      [{ ...rent, limit_value: 1e21 }, 'limit_value'],
      [{ ...rent, limit_value: null }, 'limit_value'],
      [{ ...rent, limit_value: 100, percentage: 0 }, 'percentage'],
      [{ ...rent, limit_value: 100, percentage: 200.01 }, 'percentage'],
      [{ ...rent, limit_value: 100, percentage: 50.123 }, 'percentage'],
      [{ ...rent, limit_value: 100, percentage: 'fifty' }, 'percentage'],
      [{ ...rent, limit_value: 100, year: 1999 }, 'year'],
      [{ ...rent, limit_value: 100, year: 2101 }, 'year'],
      [{ ...rent, limit_value: 100, year: 2025.5 }, 'year'],
    ];
    for (const [level, field] of cases) {
      const res = await single(level);
      expect(res.statusCode, JSON.stringify(level)).toBe(400);
      expect(json(res).errors).toContainEqual(expect.objectContaining({ field: `ami_levels.0.${field}` }));
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('refuses a level key given twice with a field error on the repeat', async () => {
    const before = await tableSnapshot(t.database);
    const levels = [...incomeLevels(2025, 50), { ...incomeLevels(2025, 50, 99_999)[2] }];
    const res = await p.create(orgA.adminToken, programBody({ ami_levels: levels }));
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([
      expect.objectContaining({
        field: 'ami_levels.8',
        code: 'ami_duplicate',
        message: expect.stringContaining('2025, 50 %, Income Limit, 3'),
      }),
    ]);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('keeps the same key apart by year, percentage and type', async () => {
    const created = await p.created(orgA.adminToken, {
      ami_levels: [...incomeLevels(2024, 50), ...incomeLevels(2025, 50), ...incomeLevels(2025, 60)],
    });
    expect(created.ami_levels).toHaveLength(24);
  });

  it('refuses unknown fields, missing required fields and a taken name', async () => {
    const taken = await p.created(orgA.adminToken);
    const before = await tableSnapshot(t.database);
    const unknown = await p.create(orgA.adminToken, programBody({ status: 'inactive' }));
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown).errors).toContainEqual(
      expect.objectContaining({ field: 'status', code: 'unrecognized_keys' }),
    );
    const missing = await p.create(orgA.adminToken, { name: '  ', ami_levels: [] });
    expect(missing.statusCode).toBe(400);
    expect(json(missing).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name' }),
        expect.objectContaining({ field: 'jurisdiction' }),
      ]),
    );
    const dup = await p.create(orgA.adminToken, programBody({ name: taken.name.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(json(dup)).toMatchObject({
      code: 'DUPLICATE',
      errors: [expect.objectContaining({ field: 'name' })],
    });
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});

describe('update', () => {
  it('replaces the level set, keeping the ids of levels whose key stays', async () => {
    const created = await p.created(orgA.adminToken);
    const rent2br = created.ami_levels.find((l) => l.unit_type === '2BR');
    const income1 = created.ami_levels.find((l) => l.unit_type === '1');
    const income8 = created.ami_levels.find((l) => l.unit_type === '8');
    const levels: AmiLevelDraft[] = [
      ...asUpdate(created)
        .ami_levels.filter((l) => l.unit_type !== '8')
        .map((l) => (l.unit_type === '2BR' ? { ...l, limit_value: 1999.99 } : l)),
      ...incomeLevels(2026, 80),
    ];

    const res = await p.put(
      orgA.adminToken,
      created.id,
      asUpdate(created, { name: 'Renamed', ami_levels: levels }),
    );
    expect(res.statusCode).toBe(200);
    const updated = json<GovProgram>(res);
    expect(updated).toMatchObject({ name: 'Renamed', version: 2 });
    expect(updated.ami_levels).toHaveLength(15 - 1 + 8);
    expect(updated.ami_levels.find((l) => l.id === rent2br?.id)).toMatchObject({
      limit_value: 1999.99,
      version: 2,
    });
    expect(updated.ami_levels.find((l) => l.id === income1?.id)).toMatchObject({
      limit_value: income1?.limit_value,
      version: 1,
    });
    expect(updated.ami_levels.some((l) => l.id === income8?.id)).toBe(false);
    expect(updated.ami_levels.filter((l) => l.year === 2026)).toHaveLength(8);

    const audit = await t.database.query<{ before: GovProgram; after: GovProgram }>(
      "SELECT before, after FROM audit_log WHERE entity = 'gov_program' AND entity_id = $1 AND action = 'update'",
      [created.id],
    );
    expect(audit[0]?.before.ami_levels).toHaveLength(15);
    expect(audit[0]?.after.ami_levels).toHaveLength(22);
  });

  it('an empty list removes every level', async () => {
    const created = await p.created(orgA.adminToken);
    const res = await p.put(orgA.adminToken, created.id, asUpdate(created, { ami_levels: [] }));
    expect(json<GovProgram>(res).ami_levels).toEqual([]);
    expect(await levelIds(created.id)).toEqual([]);
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const created = await p.created(orgA.adminToken);
    expect((await p.put(orgA.adminToken, created.id, asUpdate(created, { notes: 'first' }))).statusCode).toBe(
      200,
    );
    const before = await tableSnapshot(t.database);
    const stale = await p.put(
      orgA.adminToken,
      created.id,
      asUpdate(created, { notes: 'second', ami_levels: [] }),
    );
    expect(stale.statusCode).toBe(409);
    expect(json(stale).code).toBe('VERSION_CONFLICT');
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('refuses removing a level a unit uses, naming it, and changes nothing', async () => {
    const created = await p.created(orgA.adminToken);
    const used = created.ami_levels.find((l) => l.unit_type === '2BR');
    await unitUsing(t, orgA.adminToken, created.id, used);
    const before = await tableSnapshot(t.database);
    const levels = asUpdate(created).ami_levels.filter((l) => l.unit_type !== '2BR');
    const res = await p.put(orgA.adminToken, created.id, asUpdate(created, { ami_levels: levels }));
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      code: 'IN_USE',
      detail: expect.stringContaining('2025, 60 %, Rent Limit, 2BR'),
    });
    expect(await tableSnapshot(t.database)).toEqual(before);

    // Changing the used level's value keeps its id, so the unit still points at it.
    const changed = asUpdate(created).ami_levels.map((l) =>
      l.unit_type === '2BR' ? { ...l, limit_value: 5 } : l,
    );
    const ok = await p.put(orgA.adminToken, created.id, asUpdate(created, { ami_levels: changed }));
    expect(ok.statusCode).toBe(200);
    expect(json<GovProgram>(ok).ami_levels.find((l) => l.id === used?.id)?.limit_value).toBe(5);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const created = await p.created(orgA.adminToken);
    expect((await p.put(orgA.adminToken, 999_999, asUpdate(created))).statusCode).toBe(404);
    expect((await p.get(orgA.adminToken, 0)).statusCode).toBe(400);
    expect((await p.call('GET', '/api/govprograms/abc', orgA.adminToken)).statusCode).toBe(400);
  });
});

describe('status and delete', () => {
  it('lets admins deactivate and reactivate a program, with the version', async () => {
    const created = await p.created(orgA.adminToken);
    const off = await p.status(orgA.adminToken, created.id, { status: 'inactive', version: 1 });
    expect(off.statusCode).toBe(200);
    expect(json<GovProgram>(off)).toMatchObject({ status: 'inactive', version: 2 });
    expect(json<GovProgram[]>(await p.list(orgA.adminToken, '?status=inactive')).map((x) => x.id)).toContain(
      created.id,
    );
    const stale = await p.status(orgA.adminToken, created.id, { status: 'active', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(json<GovProgram>(await p.get(orgA.adminToken, created.id)).status).toBe('inactive');
    expect((await p.status(orgA.adminToken, created.id, { status: 'active', version: 2 })).statusCode).toBe(
      200,
    );
  });

  it('answers 403 to staff who are not admins', async () => {
    const created = await p.created(orgA.adminToken);
    const sub = await t.createSubuser(orgA);
    const plain = await t.createPlainUser(orgA);
    const before = await tableSnapshot(t.database);
    for (const token of [sub.token, plain.token]) {
      expect((await p.status(token, created.id, { status: 'inactive', version: 1 })).statusCode).toBe(403);
      expect((await p.remove(token, created.id)).statusCode).toBe(403);
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('deletes a program with its levels and audits it', async () => {
    const created = await p.created(orgA.adminToken);
    const res = await p.remove(orgA.adminToken, created.id);
    expect(res.statusCode).toBe(204);
    expect((await p.get(orgA.adminToken, created.id)).statusCode).toBe(404);
    expect(await levelIds(created.id)).toEqual([]);
    const audit = await t.database.query<{ before: GovProgram }>(
      "SELECT before FROM audit_log WHERE entity = 'gov_program' AND entity_id = $1 AND action = 'delete'",
      [created.id],
    );
    expect(audit[0]?.before.ami_levels).toHaveLength(15);
  });

  it('refuses deleting a program used by a unit or through one of its levels', async () => {
    const byOccupancy = await p.created(orgA.adminToken);
    await occupancyUnder(t, orgA.adminToken, byOccupancy.id);
    const byUnit = await p.created(orgA.adminToken);
    await unitUsing(t, orgA.adminToken, byUnit.id);
    const byLevel = await p.created(orgA.adminToken);
    const level = byLevel.ami_levels.find((l) => l.unit_type === 'Studio');
    await unitUsing(t, orgA.adminToken, byLevel.id, level);
    // The unit's program reference is cleared: only its level still ties it to the program.
    await t.database.query('UPDATE units SET gov_program_id = NULL WHERE ami_level_id = $1', [level?.id]);
    const before = await tableSnapshot(t.database);
    for (const program of [byOccupancy, byUnit, byLevel]) {
      const res = await p.remove(orgA.adminToken, program.id);
      expect(res.statusCode).toBe(409);
      expect(json(res)).toMatchObject({
        code: 'IN_USE',
        detail: expect.stringContaining('used by units or occupancies'),
      });
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });
});

describe('isolation between organizations', () => {
  it("never shows or changes another organization's programs", async () => {
    const ofA = await p.created(orgA.adminToken);
    expect(json<GovProgram[]>(await p.list(orgB.adminToken)).map((x) => x.id)).not.toContain(ofA.id);
    const before = await tableSnapshot(t.database);
    const attempts = [
      await p.get(orgB.adminToken, ofA.id),
      await p.put(orgB.adminToken, ofA.id, asUpdate(ofA, { ami_levels: [] })),
      await p.status(orgB.adminToken, ofA.id, { status: 'inactive', version: ofA.version }),
      await p.remove(orgB.adminToken, ofA.id),
      await p.preview(orgB.adminToken, ofA.id, { csv: '2025,50,Income Limit,1,100' }),
      await p.import(orgB.adminToken, ofA.id, { csv: '2025,50,Income Limit,1,100' }),
      await p.export(orgB.adminToken, ofA.id),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(json(res).code).toBe('NOT_FOUND');
    }
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('allows the same program name in two organizations', async () => {
    const name = 'HOME Investment Partnerships';
    await p.created(orgA.adminToken, { name });
    expect((await p.create(orgB.adminToken, programBody({ name }))).statusCode).toBe(201);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/govprograms' });
    expect(res.statusCode).toBe(401);
  });
});
