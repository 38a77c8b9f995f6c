import type { UtilityAllowances } from '@lar/contracts/compliance/api';
import { RENT_UNIT_TYPES, type RentUnitType } from '@lar/contracts/compliance/limits';
import { type Cents, centsToDollars, toCents } from '@lar/contracts/compliance/money';
import { allowanceForRentDue } from '@lar/contracts/compliance/utility-allowance';
import { and, asc, desc, eq, inArray, lte, type Placeholder, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { utilityAllowances } from '../../db/schema/compliance.ts';
import { properties } from '../../db/schema/properties.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { preparedRecord } from '../../lib/prepared-queries.ts';

/**
 * A property's utility allowance schedules. Each schedule is stored as one row per unit type, all
 * seven written together, so the latest row on or before a date is that unit type's allowance.
 */

/** Whether the organization has this property; `lock` holds its row until the transaction ends. */
export async function propertyExists(q: Queryable, tenant: Tenant, propertyId: number, lock = false) {
  const select = (id: number | Placeholder) =>
    q
      .select({ id: properties.id })
      .from(properties)
      .where(tenant.where(properties, eq(properties.id, id)));
  if (lock) return (await select(propertyId).for('update')).length > 0;
  // The report asks on every page: prepared by name, planned once per connection.
  const statement = preparedRecord(q, 'compliance.property_exists', tenant.organizationId, (name) =>
    select(sql.placeholder('id')).prepare(name),
  );
  return (await statement.execute({ id: propertyId })).length > 0;
}

/** The property's schedules, oldest first (none when it has none). */
export async function schedulesOf(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<UtilityAllowances> {
  return (await schedulesOfProperties(q, tenant, [propertyId]))(propertyId);
}

const noSchedules = (propertyId: number): UtilityAllowances => ({ property_id: propertyId, schedules: [] });

/**
 * The schedules of these properties, read in one statement, as a look-up by property (an empty
 * list for a property without any).
 */
export async function schedulesOfProperties(
  q: Queryable,
  tenant: Tenant,
  propertyIds: readonly number[],
): Promise<(propertyId: number) => UtilityAllowances> {
  const result = new Map<number, UtilityAllowances>();
  const lookUp = (propertyId: number) => result.get(propertyId) ?? noSchedules(propertyId);
  if (propertyIds.length === 0) return lookUp;
  const rows = await q
    .select({
      propertyId: utilityAllowances.propertyId,
      effectiveDate: utilityAllowances.effectiveDate,
      unitType: utilityAllowances.unitType,
      amount: utilityAllowances.amount,
    })
    .from(utilityAllowances)
    .where(tenant.where(utilityAllowances, inArray(utilityAllowances.propertyId, [...propertyIds])))
    .orderBy(asc(utilityAllowances.propertyId), asc(utilityAllowances.effectiveDate));
  const byProperty = new Map<number, Map<string, Record<RentUnitType, number>>>();
  for (const row of rows) {
    const byDate = byProperty.get(row.propertyId) ?? new Map<string, Record<RentUnitType, number>>();
    byProperty.set(row.propertyId, byDate);
    const amounts = byDate.get(row.effectiveDate) ?? ({} as Record<RentUnitType, number>);
    amounts[row.unitType] = centsToDollars(toCents(row.amount));
    byDate.set(row.effectiveDate, amounts);
  }
  for (const [propertyId, byDate] of byProperty) {
    const schedules = [...byDate].map(([effective_date, amounts]) => ({
      effective_date,
      // In the unit types' order, as the schema lists them.
      amounts: Object.fromEntries(RENT_UNIT_TYPES.map((t) => [t, amounts[t] ?? 0])) as Record<
        RentUnitType,
        number
      >,
    }));
    result.set(propertyId, { property_id: propertyId, schedules });
  }
  return lookUp;
}

/**
 * The utility allowance of a unit type that governs a rent due on `date`, in cents: a change
 * governs the rents due 90 days after it, the first schedule at once (decision 045); 0 before any.
 */
export async function utilityAllowanceOn(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
  unitType: string,
  date: string,
): Promise<Cents> {
  // Every schedule up to the date: whether one is the first, and the 90 days, need those before it.
  const rows = await q
    .select({ effectiveDate: utilityAllowances.effectiveDate, amount: utilityAllowances.amount })
    .from(utilityAllowances)
    .where(
      tenant.where(
        utilityAllowances,
        and(
          eq(utilityAllowances.propertyId, propertyId),
          eq(utilityAllowances.unitType, unitType as RentUnitType),
          lte(utilityAllowances.effectiveDate, date),
        ),
      ),
    )
    .orderBy(desc(utilityAllowances.effectiveDate));
  return allowanceForRentDue(
    rows.map((r) => ({ effectiveDate: r.effectiveDate, amount: toCents(r.amount) })),
    date,
  );
}

/** Replaces every schedule of the property with these rows (one per schedule and unit type). */
export async function replaceSchedules(
  tx: Queryable,
  tenant: Tenant,
  propertyId: number,
  rows: { propertyId: number; effectiveDate: string; unitType: RentUnitType; amount: string }[],
): Promise<void> {
  await tx
    .delete(utilityAllowances)
    .where(tenant.where(utilityAllowances, eq(utilityAllowances.propertyId, propertyId)));
  if (rows.length > 0) await tx.insert(utilityAllowances).values(rows.map((row) => tenant.values(row)));
}
