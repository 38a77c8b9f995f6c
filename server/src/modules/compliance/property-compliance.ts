import type { UtilityAllowances } from '@lar/contracts/compliance/api';
import type { ProjectDates } from '@lar/contracts/compliance/hold-harmless';
import type { HouseholdFacts, UnitDesignation } from '@lar/contracts/compliance/low-income-unit';
import { type Cents, toBasisHundredths, toCents } from '@lar/contracts/compliance/money';
import {
  type ComplianceUnitFacts,
  propertyCompliance,
  propertyComplianceOf,
} from '@lar/contracts/compliance/property-compliance';
import { type Queryable, readEach } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { propertyComplianceKey } from './compliance-stamps.repository.ts';
import { type ProgramTables, programTables } from './limit-tables.repository.ts';
import { projectDatesOfUnits } from './project-dates.repository.ts';
import {
  householdsOfProperties,
  type PropertyHouseholdRow,
  type PropertyUnitRow,
  setAsideElectionsOf,
  unitsOfProperties,
} from './property-compliance.repository.ts';
import { schedulesOfProperties } from './utility-allowances.repository.ts';

/**
 * GET /api/property/{id}/compliance (decisions 027, 040): the server gathers each unit's
 * designations and households in a few statements per property; whether a unit is low-income and
 * every test on it are the contracts' (low-income-unit.ts, property-compliance.ts).
 */

/** The allowance of a unit type on a date, in cents: the latest schedule in effect, else 0. */
export function allowanceOn(allowances: UtilityAllowances, unitType: string, date: string): Cents {
  let amount = 0;
  for (const schedule of allowances.schedules) {
    if (schedule.effective_date > date) break;
    amount = schedule.amounts[unitType as keyof typeof schedule.amounts] ?? 0;
  }
  return toCents(amount);
}

/** A household's facts: its move-in figures, its rent and the allowance on `rentDate`. */
function householdFacts(
  row: PropertyHouseholdRow,
  unitType: string,
  allowances: UtilityAllowances,
  rentDate: string,
): HouseholdFacts {
  const income = row.moveInIncome ?? row.annualIncome;
  return {
    occupancy_id: row.id,
    start_date: row.startDate,
    end_date: row.endDate,
    move_in_income: income === null ? null : toCents(income),
    move_in_size: row.moveInSize ?? row.householdSize,
    student_status: row.studentStatus,
    tenant_rent: toCents(row.rentAmount),
    non_optional_charges: row.nonOptionalCharges === null ? 0 : toCents(row.nonOptionalCharges),
    utility_allowance: allowanceOn(allowances, unitType, rentDate),
  };
}

/** The lowest AMI % of these, or null when there are none. */
const lowestOf = (percentages: readonly (number | string)[]): number | null =>
  percentages.length === 0 ? null : Math.min(...percentages.map(toBasisHundredths)) / 100;

/** One unit's facts. A primary program without a level is a designation at an AMI % nobody has said. */
export function unitFacts(
  row: PropertyUnitRow,
  households: readonly PropertyHouseholdRow[],
  programs: ReadonlyMap<number, ProgramTables>,
  homeIds: ReadonlySet<number>,
  allowances: UtilityAllowances,
  date: string,
  project?: ProjectDates,
): ComplianceUnitFacts {
  const all: Array<[programId: number, percentage: number | string | null]> = [
    ...(row.programId === null ? [] : [[row.programId, row.levelPercentage] as [number, number | null]]),
    ...row.extras,
  ];
  const designations: UnitDesignation[] = all
    .filter(([programId]) => !homeIds.has(programId))
    .map(([programId, amiPercentage]) => ({
      programId,
      programName: programs.get(programId)?.programName ?? '',
      amiPercentage,
      tables: programs.get(programId)?.tables ?? [],
      homeProgram: programs.get(programId)?.homeProgram,
      project,
    }));
  const home = all.filter(([programId]) => homeIds.has(programId));
  const current = households.find((h) => h.status === 'ACTIVE');
  const previous = households.find((h) => h.status === 'ENDED');
  return {
    id: row.id,
    unit_number: row.unitNumber,
    unit_type: row.unitType,
    building_id: row.buildingId,
    building_election: row.buildingElection,
    square_feet: row.squareFeet,
    designations,
    current: current ? householdFacts(current, row.unitType, allowances, date) : null,
    // A vacant unit's last household: its rent as it stood on its last day.
    previous: previous ? householdFacts(previous, row.unitType, allowances, previous.endDate ?? date) : null,
    home: home.length > 0,
    home_percentage: home.some(([, p]) => p === null) ? null : lowestOf(home.map(([, p]) => p ?? 0)),
  };
}

/** Every unit's facts of the caller's property on `date`, in a few statements (never one per unit). */
export async function propertyUnitFacts(
  deps: AppDeps,
  actor: Actor,
  propertyId: number,
  date: string,
): Promise<ComplianceUnitFacts[]> {
  return unitFactsOn(deps, deps.database.db, actor.tenant, propertyId, date);
}

/** As `propertyUnitFacts`, every statement on `q` (one snapshot when it is a transaction). */
async function unitFactsOn(
  deps: AppDeps,
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
  date: string,
): Promise<ComplianceUnitFacts[]> {
  return (await unitFactsOfProperties(deps, q, tenant, [propertyId], date)).get(propertyId) ?? [];
}

/**
 * Every unit's facts of these properties on `date`, by property: the same few statements whether
 * one property or a hundred (the dashboard's counts read a thousand properties in batches).
 */
async function unitFactsOfProperties(
  deps: AppDeps,
  q: Queryable,
  tenant: Tenant,
  propertyIds: readonly number[],
  date: string,
): Promise<Map<number, ComplianceUnitFacts[]>> {
  const [rows, households, allowances] = await readEach(q, [
    () => unitsOfProperties(q, tenant, propertyIds),
    () => householdsOfProperties(q, tenant, propertyIds),
    () => schedulesOfProperties(q, tenant, propertyIds),
  ]);
  const programIds = [
    ...new Set(
      rows.flatMap((r) => [...(r.programId === null ? [] : [r.programId]), ...r.extras.map(([id]) => id)]),
    ),
  ];
  const [programs, projects] = await readEach(q, [
    () => programTables(q, tenant, deps.caches.programTables, programIds),
    // Each unit's own building's dates (decision 048), all in one statement.
    () => projectDatesOfUnits(q, tenant, { propertyIds }),
  ]);
  // The programs' rows, read with their tables (and checked fresh by their stamps), say which are HOME.
  const homeIds = new Set([...programs].flatMap(([id, p]) => (p.homeProgram ? [id] : [])));
  const byUnit = new Map<number, PropertyHouseholdRow[]>();
  for (const h of households) byUnit.set(h.unitId, [...(byUnit.get(h.unitId) ?? []), h]);
  const facts = new Map<number, ComplianceUnitFacts[]>(propertyIds.map((id) => [id, []]));
  for (const row of rows) {
    const schedules = allowances(row.propertyId);
    facts
      .get(row.propertyId)
      ?.push(
        unitFacts(row, byUnit.get(row.id) ?? [], programs, homeIds, schedules, date, projects.get(row.id)),
      );
  }
  return facts;
}

/** Properties whose units' facts are read together by the dashboard's counts. */
const PROPERTIES_PER_BATCH = 100;

/**
 * How many units of each property are low-income units on `date`, by the one rule (decisions 040,
 * 057), for the staff dashboard: the same facts and tests as the property's report, on `q`, read
 * for a batch of properties at a time rather than a property at a time.
 */
export async function lowIncomeUnitCounts(
  deps: AppDeps,
  q: Queryable,
  tenant: Tenant,
  propertyIds: readonly number[],
  date: string,
): Promise<Map<number, number>> {
  const elections = await setAsideElectionsOf(q, tenant, propertyIds);
  const ids = [...elections.keys()];
  const counts = new Map<number, number>();
  for (let i = 0; i < ids.length; i += PROPERTIES_PER_BATCH) {
    const facts = await unitFactsOfProperties(deps, q, tenant, ids.slice(i, i + PROPERTIES_PER_BATCH), date);
    for (const [propertyId, units] of facts) {
      const election = elections.get(propertyId);
      if (election === undefined) continue;
      const tested = propertyComplianceOf(propertyId, election, date, units).units;
      counts.set(propertyId, tested.filter((u) => u.low_income).length);
    }
  }
  return counts;
}

export class PropertyComplianceService {
  constructor(private readonly deps: AppDeps) {}

  /**
   * The tests as JSON text, kept under the property's and the organization's stamps (decision
   * 058): a property's report is read again and again between changes, and working out and
   * writing 300 units' reasons cost 17 ms of CPU a request, while the stamps are one look-up.
   * That look-up is the request's one read of the property: it gives the election the tests need.
   */
  async testsText(actor: Actor, propertyId: number, date?: string): Promise<string> {
    const key = await propertyComplianceKey(this.deps.database.db, actor.tenant, propertyId);
    if (key === undefined) throw notFound('Property');
    const on = date ?? todayIn(this.deps.config.timeZone);
    const kept = `${actor.organizationId}:${propertyId}:${on}`;
    const text = this.deps.caches.propertyCompliance.get(kept, key.stamp);
    if (text !== undefined) return text;
    // Checked against the answer's schema once, when made, as the route's serializer would.
    const facts = await propertyUnitFacts(this.deps, actor, propertyId, on);
    const made = JSON.stringify(
      propertyCompliance.parse(propertyComplianceOf(propertyId, key.election, on, facts)),
    );
    this.deps.caches.propertyCompliance.set(kept, key.stamp, made);
    return made;
  }
}
