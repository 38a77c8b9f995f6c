import { describe, expect, it } from 'vitest';
import { json, sendAs } from '../helpers/test-app.ts';
import {
  type Cert,
  certificationsOf,
  draftOf,
  expectStatus,
  finalize,
  place,
  unitIn,
  usePresidioGround,
} from './certification-fixtures.ts';

const { t, org, programs, ground } = usePresidioGround('follow');

type Occ = Record<string, unknown> & { id: number; version: number };
type Followed = Cert & {
  placement_changes: { at: string; changes: Array<{ field: string; from: unknown; to: unknown }> } | null;
};

const presidioUnit = () =>
  unitIn(t, org, ground.propertyId, '2BR', [{ program_id: programs.presidio.id, ami_percentage: 60 }]);

/** Edits the placement as the occupancy form does: its answer sent back with `changes`. */
async function editPlacement(occupancyId: number, changes: Record<string, unknown>) {
  const current = await expectStatus<Occ>(t, org.adminToken, 200, 'GET', `/api/occupancies/${occupancyId}`);
  const res = await sendAs(t, org.adminToken, 'PUT', `/api/occupancies/${occupancyId}`, {
    ...current,
    ...changes,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<Occ>(res);
}

describe('the move-in draft follows its placement until it is finalized', () => {
  it('takes the new rent, charges, income and household size, and says what changed', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    const drafted = await draftOf(t, org, occupancyId);
    expect(drafted).toMatchObject({ tenant_rent: 1000, household_size: 3, annual_income: 40000 });
    expect((drafted as Followed).placement_changes).toBeNull();

    await editPlacement(occupancyId, {
      rent_amount: '1050.00',
      non_optional_charges: '25.00',
      annual_income: '42000.00',
      household_size: 4,
    });
    const followed = (await draftOf(t, org, occupancyId)) as Followed;
    expect(followed).toMatchObject({
      id: drafted.id,
      status: 'DRAFT',
      tenant_rent: 1050,
      household_size: 4,
      annual_income: 42000,
    });
    expect(followed.members.at(-1)).toMatchObject({ name: '', relationship: 'OTHER_ADULT' });
    expect(followed.members[0]?.income).toMatchObject({ other: 42000 });
    const fields = followed.placement_changes?.changes.map((c) => c.field).sort();
    expect(fields).toEqual(['annual_income', 'household_size', 'non_optional_charges', 'tenant_rent']);
    expect(followed.placement_changes?.changes).toContainEqual({
      field: 'tenant_rent',
      from: 1000,
      to: 1050,
    });
    expect(followed.placement_changes?.changes).toContainEqual({ field: 'household_size', from: 3, to: 4 });

    // The change is in the draft's history, like any other edit of it.
    const history = await expectStatus<Array<{ action: string }>>(
      t,
      org.adminToken,
      200,
      'GET',
      `/api/audit-log?entity=certification&entity_id=${drafted.id}`,
    );
    expect(history.map((h) => h.action).sort()).toEqual(['create', 'update']);
  });

  it('keeps incomes entered member by member and never drops a named member', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    const draft = await draftOf(t, org, occupancyId);
    const members = draft.members.map((m, i) => ({
      ...m,
      name: `Member ${i + 1}`,
      income: { employment: i === 0 ? 30000 : 5000, social_security: 0, public_assistance: 0, other: 0 },
    }));
    await expectStatus(t, org.adminToken, 200, 'PUT', `/api/certifications/${draft.id}`, {
      ...draft,
      members,
    });

    await editPlacement(occupancyId, { annual_income: '45000.00', household_size: 1, rent_amount: '990.00' });
    const after = (await draftOf(t, org, occupancyId)) as Followed;
    expect(after.members.map((m) => m.name)).toEqual(['Member 1', 'Member 2', 'Member 3']);
    expect(after.annual_income).toBe(40000);
    expect(after.tenant_rent).toBe(990);
    expect(after.placement_changes?.changes).toEqual([{ field: 'tenant_rent', from: 1000, to: 990 }]);
  });

  it('leaves a finalized move-in certification as it is', async () => {
    const occupancyId = await place(t, org, await presidioUnit(), '40000');
    const done = await finalize(t, org, (await draftOf(t, org, occupancyId)).id);
    await editPlacement(occupancyId, { rent_amount: '1020.00' });
    const [after, ...more] = await certificationsOf(t, org, occupancyId);
    expect(more).toEqual([]);
    expect(after).toMatchObject({
      id: done.id,
      status: 'FINALIZED',
      tenant_rent: 1000,
      version: done.version,
    });
  });
});
