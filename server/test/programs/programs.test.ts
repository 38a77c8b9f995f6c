import { type GovProgram, govProgram, type ProgramSummary, programSummary } from '@lar/contracts/programs';
import { describe, expect, it } from 'vitest';
import { json, unique } from '../helpers/test-app.ts';
import { asUpdate, incomeLevels, programBody, rentLevels, useProgramSuite } from './program-fixtures.ts';

const { t, orgA, p } = useProgramSuite();

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
      recertification_frequency: 365,
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

  it('lets every staff account read programs and main accounts write them (decision 017)', async () => {
    const plain = await t.createPlainUser(orgA);
    const created = await p.created(plain.token);
    expect((await p.put(plain.token, created.id, asUpdate(created, { notes: 'Checked' }))).statusCode).toBe(
      200,
    );
    const sub = await t.createSubuser(orgA);
    expect((await p.get(sub.token, created.id)).statusCode).toBe(200);
    expect((await p.list(sub.token)).statusCode).toBe(200);
    expect((await p.export(sub.token, created.id)).statusCode).toBe(200);
    const refusals = [
      await p.create(sub.token, { name: 'By a sub-user' }),
      await p.put(sub.token, created.id, asUpdate(created, { notes: 'Sub', version: 2 })),
    ];
    for (const res of refusals) expect(json(res)).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(json<GovProgram>(await p.get(sub.token, created.id)).notes).toBe('Checked');
  });
});
