import type { AmiLevelDraft } from '@lar/contracts/ami-levels';
import type { GovProgram } from '@lar/contracts/programs';
import { describe, expect, it } from 'vitest';
import { expectRefused, json, tableSnapshot } from '../helpers/test-app.ts';
import {
  asUpdate,
  incomeLevels,
  occupancyUnder,
  programBody,
  unitUsing,
  useProgramSuite,
} from './program-fixtures.ts';

const { t, orgA, p, orgB, levelIds } = useProgramSuite();

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
    await expectRefused(
      t.database,
      409,
      { code: 'IN_USE', detail: expect.stringContaining('used by units or occupancies') },
      [byOccupancy, byUnit, byLevel].map((program) => () => p.remove(orgA.adminToken, program.id)),
    );
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
