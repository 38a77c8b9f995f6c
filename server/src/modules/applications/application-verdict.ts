import type { UnitTypeVerdict } from '@lar/contracts/application-review';
import { listingEligibility } from '@lar/contracts/compliance/listing-eligibility';
import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { unitsOfProperty } from '../compliance/property-compliance.repository.ts';
import { ReportInputs } from '../compliance/report-inputs.repository.ts';
import { bedroomsOf } from '../listings/listing-snapshot.ts';

/**
 * The compliance engine's verdict on an application for each unit type of its property: the
 * household's size and income against the effective income limit of the units' designations on
 * the date (`ReportInputs.limitsOf`, the compliance report's and the public calculator's inputs),
 * judged by the public calculator's rule (`listingEligibility`: at or below the limit qualifies).
 * No arithmetic of its own: a verdict here is the one the listing page and the occupancy gate give.
 *
 * Units of one type with different designations are different answers, so the verdict is one row
 * per unit type and set of designations. Market-rate units (no program, no designation) are left
 * out: no limit applies to them.
 */
export async function verdictsFor(
  q: Queryable,
  tenant: Tenant,
  application: { propertyId: number; householdSize: number; annualIncome: string },
  date: string,
): Promise<UnitTypeVerdict[]> {
  const rows = await unitsOfProperty(q, tenant, application.propertyId);
  const restricted = rows.filter((r) => r.programId !== null || r.extras.length > 0);
  if (restricted.length === 0) return [];
  const inputs = new ReportInputs(q, tenant);
  const designated = await inputs.load(
    restricted.map((r) => ({
      unitId: r.id,
      propertyId: application.propertyId,
      unitType: r.unitType,
      programId: r.programId,
      levelPercentage: r.levelPercentage,
    })),
  );
  const annualIncome = toCents(application.annualIncome);
  const groups = new Map<string, UnitTypeVerdict>();
  for (const row of restricted) {
    const unit = designated.get(row.id);
    if (!unit) continue;
    const designations = unit.designations.map((d) => ({
      program_name: d.programName,
      ami_percentage: String(d.amiPercentage),
    }));
    if (unit.programWithoutLevel)
      designations.unshift({ program_name: unit.programWithoutLevel.programName, ami_percentage: '' });
    const key = `${unit.unitType}|${designations.map((d) => `${d.program_name}:${d.ami_percentage}`).join(',')}`;
    const known = groups.get(key);
    if (known) {
      known.unit_count += 1;
      continue;
    }
    const limits = inputs.limitsOf(unit, application.householdSize, date);
    const answer = listingEligibility({
      annualIncome,
      incomeLimit: limits.incomeLimit,
      missingLimit: limits.incomeLimit === undefined,
      // The verdict is the income limit's alone: the rent and a minimum income belong to an offer.
      monthlyRent: 0,
      minIncomeMultiple: null,
      hasVoucher: false,
    });
    groups.set(key, {
      unit_type: unit.unitType,
      bedrooms: bedroomsOf(unit.unitType),
      unit_count: 1,
      designations,
      income_limit: answer.limit === undefined ? null : centsToDecimal(answer.limit),
      status: answer.status,
    });
  }
  return [...groups.values()].sort(
    (x, y) => x.bedrooms - y.bedrooms || x.unit_type.localeCompare(y.unit_type),
  );
}
