import { addYears } from '@lar/contracts/compliance/recertification';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { sendAs } from '../helpers/test-app.ts';
import { certify, household } from './recertification-fixtures.ts';

/**
 * `recertification_schedule` is kept by triggers on occupancies, certifications, units and
 * properties (migration 0029, decision 026). After every kind of change it must equal what the
 * rule computes from the rows themselves, here in TypeScript: the anniversary of the last
 * finalized, uncorrected MOVE_IN or ANNUAL certification (else of the move-in), none once an
 * annual one is done where the property waives them, and the current certification's
 * over-income mark.
 */

const { t, org, other } = useTwoOrgs('schedule');

interface Row {
  organization_id: number;
  occupancy_id: number;
  property_id: number;
  unit_id: number;
  due_date: string | null;
  over_income: boolean;
}

async function computed(): Promise<Row[]> {
  const occupancies = await t.database.query<{
    organization_id: number;
    id: number;
    unit_id: number;
    property_id: number;
    start_date: string;
    waived: boolean;
  }>(
    `SELECT o.organization_id, o.id, o.unit_id, u.property_id, to_char(o.start_date, 'YYYY-MM-DD') AS start_date,
            p.annual_recertification_waived AS waived
       FROM occupancies o JOIN units u ON u.id = o.unit_id JOIN properties p ON p.id = u.property_id
      WHERE o.status = 'ACTIVE'`,
  );
  const certifications = await t.database.query<{
    id: number;
    occupancy_id: number;
    type: string;
    effective_date: string;
    supersedes_id: number | null;
    over_income: boolean;
  }>(
    `SELECT id, occupancy_id, type, to_char(effective_date, 'YYYY-MM-DD') AS effective_date, supersedes_id, over_income
       FROM income_certifications WHERE status = 'FINALIZED'`,
  );
  const corrected = new Set(certifications.map((c) => c.supersedes_id).filter((id) => id !== null));
  return occupancies
    .map((o) => {
      const current = certifications
        .filter((c) => c.occupancy_id === o.id && !corrected.has(c.id))
        .sort((a, b) => a.effective_date.localeCompare(b.effective_date) || a.id - b.id);
      const anchors = current.filter((c) => c.type !== 'INTERIM').map((c) => c.effective_date);
      const base = anchors.sort().at(-1) ?? o.start_date;
      const annualDone = current.some((c) => c.type === 'ANNUAL');
      return {
        organization_id: o.organization_id,
        occupancy_id: o.id,
        property_id: o.property_id,
        unit_id: o.unit_id,
        due_date: o.waived && annualDone ? null : addYears(base, 1),
        over_income: current.at(-1)?.over_income ?? false,
      };
    })
    .sort((a, b) => a.organization_id - b.organization_id || a.occupancy_id - b.occupancy_id);
}

async function expectScheduleMatchesRows(): Promise<Row[]> {
  const kept = await t.database.query<Row>(
    `SELECT organization_id, occupancy_id, property_id, unit_id,
            to_char(due_date, 'YYYY-MM-DD') AS due_date, over_income
       FROM recertification_schedule ORDER BY organization_id, occupancy_id`,
  );
  const expected = await computed();
  expect(kept).toEqual(expected);
  return kept;
}

describe('recertification_schedule', () => {
  let propertyA: number;
  let propertyB: number;
  beforeAll(async () => {
    propertyA = (await createProperty(t, org.adminToken)).id;
    propertyB = (await createProperty(t, org.adminToken)).id;
  });

  it('equals the rule computed from the rows after every kind of change', async () => {
    const leap = await household(t, org, propertyA, '2024-02-29');
    const plain = await household(t, org, propertyA, '2023-07-01');
    const foreign = await household(t, other, (await createProperty(t, other.adminToken)).id, '2025-01-01');
    expect(await expectScheduleMatchesRows()).toHaveLength(3);

    // Certifications: a move-in, annuals, an interim, an over-income one and its correction.
    await certify(t, org, leap.occupancyId, 'MOVE_IN', '2024-02-29');
    const annual = await certify(t, org, plain.occupancyId, 'ANNUAL', '2024-07-01', { overIncome: true });
    await certify(t, org, plain.occupancyId, 'INTERIM', '2024-12-01');
    await certify(t, other, foreign.occupancyId, 'MOVE_IN', '2025-01-01', { overIncome: true });
    await expectScheduleMatchesRows();
    await certify(t, org, plain.occupancyId, 'ANNUAL', '2024-06-15', { supersedesId: annual });
    await expectScheduleMatchesRows();

    // A draft changes nothing until it is finalized.
    await t.database.query(
      `INSERT INTO income_certifications (organization_id, occupancy_id, type, effective_date, over_income)
       VALUES ($1, $2, 'ANNUAL', '2025-02-28', true)`,
      [org.organizationId, leap.occupancyId],
    );
    await expectScheduleMatchesRows();
    await t.database.query(
      `UPDATE income_certifications SET status = 'FINALIZED', finalized_at = now(), finalized_by = 'tester'
        WHERE organization_id = $1 AND occupancy_id = $2 AND status = 'DRAFT'`,
      [org.organizationId, leap.occupancyId],
    );
    const afterFinalize = await expectScheduleMatchesRows();
    expect(afterFinalize.find((r) => r.occupancy_id === leap.occupancyId)).toMatchObject({
      due_date: '2026-02-28',
      over_income: true,
    });

    // The waiver, on and off; a unit moved to another property; a certification deleted.
    await t.database.query('UPDATE properties SET annual_recertification_waived = true WHERE id = $1', [
      propertyA,
    ]);
    await expectScheduleMatchesRows();
    // A unit moves with a building of its new property (decision 042: a unit's building is its property's).
    await t.database.query(
      `UPDATE units SET property_id = $1,
              building_id = (SELECT min(b.id) FROM buildings b WHERE b.organization_id = units.organization_id AND b.property_id = $1)
        WHERE id = $2`,
      [propertyB, plain.unitId],
    );
    await expectScheduleMatchesRows();
    await t.database.query('UPDATE properties SET annual_recertification_waived = false WHERE id = $1', [
      propertyA,
    ]);
    await expectScheduleMatchesRows();
    await t.database.query(
      `DELETE FROM income_certifications WHERE organization_id = $1 AND occupancy_id = $2 AND type = 'INTERIM'`,
      [org.organizationId, plain.occupancyId],
    );
    await expectScheduleMatchesRows();

    // Moving out and back in; a start date changed; an occupancy deleted.
    const end = await sendAs(t, org.adminToken, 'POST', `/api/occupancies/${leap.occupancyId}/terminate`, {
      end_date: '2025-12-31',
    });
    expect(end.statusCode, end.body).toBe(200);
    expect(await expectScheduleMatchesRows()).toHaveLength(2);
    const back = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/occupancies/${leap.occupancyId}/reactivate`,
      {},
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await expectScheduleMatchesRows()).toHaveLength(3);
    const fresh = await household(t, org, propertyB, '2025-05-05');
    await t.database.query(`UPDATE occupancies SET start_date = '2025-05-20' WHERE id = $1`, [
      fresh.occupancyId,
    ]);
    await expectScheduleMatchesRows();
    await t.database.query('DELETE FROM occupancies WHERE id = $1', [fresh.occupancyId]);
    expect(await expectScheduleMatchesRows()).toHaveLength(3);
  });
});
