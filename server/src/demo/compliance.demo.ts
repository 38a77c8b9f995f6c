import { RENT_UNIT_TYPES } from '@lar/contracts/compliance/limits';
import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import { asc, eq } from 'drizzle-orm';
import { candidates } from '../db/schema/candidates.ts';
import { unitDesignations as designationRows, utilityAllowances } from '../db/schema/compliance.ts';
import { isActiveOccupancy, occupancies } from '../db/schema/occupancies.ts';
import { govPrograms } from '../db/schema/programs.ts';
import { units } from '../db/schema/units.ts';
import { Tenant } from '../db/tenancy.ts';
import { newProgramTablesCache, unitDesignations, unitLimits } from '../modules/compliance/index.ts';
import { withOccupancyPlaces } from '../modules/occupancies/index.ts';
import type { DemoContext } from './demo-data.ts';
import { firstDemoProperties } from './occupancy.demo.ts';

/**
 * What the compliance report shows in the demo: a utility allowance schedule per property, a
 * second program at 50 % on the 202 units, and the ACTIVE households' certified figures, set so
 * that most are compliant and three are not: one over rent, one over income, one over income
 * with an admin's override. Limits come from the compliance rules, so the figures follow the
 * demo programs' tables whatever they hold.
 */

const ALLOWANCES: Record<(typeof RENT_UNIT_TYPES)[number], string> = {
  SRO: '35.00',
  Studio: '45.00',
  '1BR': '60.00',
  '2BR': '80.00',
  '3BR': '100.00',
  '4BR': '120.00',
  '5BR': '140.00',
};

/** The exceptions, by property index and unit number. */
const EXCEPTIONS: Record<string, 'over_rent' | 'over_income' | 'overridden'> = {
  '0/102': 'over_rent',
  '1/101': 'over_income',
  '2/101': 'overridden',
};

export async function complianceDemo({ tx, organizationId }: DemoContext): Promise<void> {
  const tenant = new Tenant(organizationId);
  const today = new Date().toISOString().slice(0, 10);
  const demoProperties = await firstDemoProperties(tx, tenant);
  if (demoProperties.length === 0) return;
  const propertyIndex = new Map(demoProperties.map((p, i) => [p.id, i]));

  await tx.insert(utilityAllowances).values(
    demoProperties.flatMap((p) =>
      RENT_UNIT_TYPES.map((unitType) =>
        tenant.values({
          propertyId: p.id,
          effectiveDate: `${today.slice(0, 4)}-01-01`,
          unitType,
          amount: ALLOWANCES[unitType],
        }),
      ),
    ),
  );

  const programs = await tx
    .select({ id: govPrograms.id })
    .from(govPrograms)
    .where(tenant.where(govPrograms))
    .orderBy(asc(govPrograms.id))
    .limit(2);
  const second = programs[1];
  if (second) {
    const layered = await tx
      .select({ id: units.id, programId: units.govProgramId })
      .from(units)
      .where(tenant.where(units, eq(units.unitNumber, '202')));
    const rows = layered.filter((u) => u.programId !== second.id);
    if (rows.length > 0)
      await tx
        .insert(designationRows)
        .values(
          rows.map((u) => tenant.values({ unitId: u.id, programId: second.id, amiPercentage: '50.00' })),
        );
  }

  const active = await withOccupancyPlaces(
    tx
      .select({
        id: occupancies.id,
        unitId: occupancies.unitId,
        propertyId: units.propertyId,
        unitNumber: units.unitNumber,
        unitType: units.unitType,
        household: candidates.householdSize,
        income: candidates.income,
        startDate: occupancies.startDate,
      })
      .from(occupancies)
      .$dynamic(),
  ).where(tenant.where(occupancies, isActiveOccupancy));
  // Outside any app: the demo keeps the tables it reads for itself.
  const tables = newProgramTablesCache();
  for (const o of active) {
    const household = o.household ?? 2;
    const unit = await unitDesignations(tx, tenant, tables, o.unitId);
    if (!unit) continue;
    // Income is tested at move-in, rent on the rent due now (decision 043).
    const limits = unitLimits(unit, household, { income: o.startDate, rent: today });
    const exception = EXCEPTIONS[`${propertyIndex.get(o.propertyId)}/${o.unitNumber}`];
    const allowance = toCents(ALLOWANCES[o.unitType]);
    const changes: Partial<typeof occupancies.$inferInsert> = {
      householdSize: household,
      annualIncome: o.income,
    };
    if (limits.maxGrossRent !== undefined) {
      // At the maximum gross rent once the allowance is counted; over it by the allowance for the exception.
      const rent = exception === 'over_rent' ? limits.maxGrossRent : limits.maxGrossRent - allowance;
      changes.rentAmount = centsToDecimal(rent);
    }
    if (limits.incomeLimit !== undefined) {
      const income = o.income === null ? limits.incomeLimit : Math.min(toCents(o.income), limits.incomeLimit);
      changes.annualIncome = centsToDecimal(
        exception === 'over_income' || exception === 'overridden' ? limits.incomeLimit + 235_000 : income,
      );
    }
    if (exception === 'overridden')
      changes.overrideReason = 'Income certified before a raise at work; recertification is scheduled.';
    await tx
      .update(occupancies)
      .set(changes)
      .where(tenant.where(occupancies, eq(occupancies.id, o.id)));
  }
}
