import { type EffectiveLimits, type LimitDates, limitDatesOf } from '@lar/contracts/compliance/eligibility';
import type { ProjectDates } from '@lar/contracts/compliance/hold-harmless';
import { type Cents, toCents } from '@lar/contracts/compliance/money';
import { allowanceForRentDue } from '@lar/contracts/compliance/utility-allowance';
import { desc } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { utilityAllowances } from '../../db/schema/compliance.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { amongIds, preparedRecord } from '../../lib/prepared-queries.ts';
import { currentIncomes } from './current-income.repository.ts';
import { designationsOfUnits } from './designations.repository.ts';
import { type ProgramTables, type ProgramTablesCache, programTables } from './limit-tables.repository.ts';
import { projectDatesOfUnits } from './project-dates.repository.ts';
import { primaryDesignation, type UnitDesignations, unitLimits } from './unit-designations.repository.ts';

/**
 * The checks' inputs for many units at once (decision 020): a few statements per batch of units,
 * never one per occupancy. Programs' tables and properties' allowances are read once and kept for
 * the batches that follow; the limits of identical designations are computed once per household
 * size and date.
 */

/** A unit as the report reads it: its primary program and that level's AMI % (null without one). */
export interface UnitRow {
  unitId: number;
  propertyId: number;
  unitType: string;
  programId: number | null;
  levelPercentage: number | string | null;
  /** The property's deep rent-skew election (decision 044); only the over-income lines read it. */
  deepRentSkewed?: boolean;
}

interface AllowanceRow {
  unitType: string;
  effectiveDate: string;
  amount: string;
}

export class ReportInputs {
  private readonly programs = new Map<number, ProgramTables | undefined>();
  /** Per property, its allowance rows, latest first. */
  private readonly allowances = new Map<number, AllowanceRow[]>();
  private readonly limits = new Map<string, EffectiveLimits>();
  /** Per unit, the dates its building's limits are held by (project-dates.repository.ts). */
  private readonly projects = new Map<number, ProjectDates>();

  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
    private readonly tables: ProgramTablesCache,
  ) {}

  /** The designations of every unit of `rows`, by unit id; the batch's allowances are read too. */
  async load(rows: readonly UnitRow[]): Promise<Map<number, UnitDesignations>> {
    const unitIds = [...new Set(rows.map((r) => r.unitId))];
    const extras = unitIds.length === 0 ? [] : await designationsOfUnits(this.q, this.tenant, unitIds);
    const programIds = [
      ...rows.flatMap((r) => (r.programId === null ? [] : [r.programId])),
      ...extras.map((e) => e.programId),
    ].filter((id) => !this.programs.has(id));
    if (programIds.length > 0) {
      const tables = await programTables(this.q, this.tenant, this.tables, programIds);
      for (const id of programIds) this.programs.set(id, tables.get(id));
    }
    await this.loadAllowances(rows.map((r) => r.propertyId));
    await this.loadProjects(unitIds);

    const extrasByUnit = new Map<number, typeof extras>();
    for (const extra of extras)
      extrasByUnit.set(extra.unitId, [...(extrasByUnit.get(extra.unitId) ?? []), extra]);
    const result = new Map<number, UnitDesignations>();
    for (const row of rows) {
      const project = this.projects.get(row.unitId);
      const { designations, programWithoutLevel } = primaryDesignation(
        row,
        (id) => this.programs.get(id),
        project,
      );
      for (const extra of extrasByUnit.get(row.unitId) ?? []) {
        designations.push({
          programId: extra.programId,
          programName: extra.programName,
          amiPercentage: extra.amiPercentage,
          tables: this.programs.get(extra.programId)?.tables ?? [],
          homeProgram: this.programs.get(extra.programId)?.homeProgram,
          project,
        });
      }
      result.set(row.unitId, {
        unitId: row.unitId,
        propertyId: row.propertyId,
        unitType: row.unitType,
        deepRentSkewed: row.deepRentSkewed ?? false,
        designations,
        programWithoutLevel,
      });
    }
    return result;
  }

  /**
   * The allowance that governs a rent of a unit type of a loaded property due on `date`, in cents
   * (0 without one): a change governs the rents due 90 days after it (decision 045).
   */
  allowanceOn(propertyId: number, unitType: string, date: string): Cents {
    const rows = (this.allowances.get(propertyId) ?? [])
      .filter((a) => a.unitType === unitType)
      .map((a) => ({ effectiveDate: a.effectiveDate, amount: toCents(a.amount) }));
    return allowanceForRentDue(rows, date);
  }

  /** `unitLimits`, remembered per designations, unit type, household size and dates. */
  readonly limitsOf = (
    unit: UnitDesignations,
    householdSize: number,
    date: string | LimitDates,
  ): EffectiveLimits => {
    const dates = limitDatesOf(date);
    const designations = unit.designations.map((d) => `${d.programId}:${d.amiPercentage}`).join(',');
    // The property (its deep rent-skew) and the building's dates, which hold its limits (hold-harmless.ts).
    const project = unit.designations[0]?.project;
    const key = `${unit.propertyId}|${project?.placedInService ?? ''}|${project?.grossRentFloorDate ?? ''}|${unit.unitType}|${unit.programWithoutLevel?.programId ?? ''}|${designations}|${householdSize}|${dates.income}|${dates.rent}`;
    let limits = this.limits.get(key);
    if (!limits) {
      limits = unitLimits(unit, householdSize, date);
      this.limits.set(key, limits);
    }
    return limits;
  };

  /** The current certifications' incomes of these occupancies (decision 044), by occupancy id. */
  currentIncomes(occupancyIds: readonly number[]) {
    return currentIncomes(this.q, this.tenant, occupancyIds);
  }

  /** The dates of the units' buildings not read yet, in one statement per batch. */
  private async loadProjects(unitIds: readonly number[]) {
    const missing = unitIds.filter((id) => !this.projects.has(id));
    const dates = await projectDatesOfUnits(this.q, this.tenant, { unitIds: missing });
    for (const id of missing) this.projects.set(id, dates.get(id) ?? {});
  }

  private async loadAllowances(propertyIds: number[]) {
    const missing = [...new Set(propertyIds)].filter((id) => !this.allowances.has(id));
    if (missing.length === 0) return;
    const statement = preparedRecord(this.q, 'compliance.allowances_of', this.tenant.organizationId, (name) =>
      this.q
        .select({
          propertyId: utilityAllowances.propertyId,
          unitType: utilityAllowances.unitType,
          effectiveDate: utilityAllowances.effectiveDate,
          amount: utilityAllowances.amount,
        })
        .from(utilityAllowances)
        .where(this.tenant.where(utilityAllowances, amongIds(utilityAllowances.propertyId, 'ids')))
        .orderBy(desc(utilityAllowances.effectiveDate))
        .prepare(name),
    );
    const rows = await statement.execute({ ids: missing });
    for (const id of missing) this.allowances.set(id, []);
    for (const row of rows) this.allowances.get(row.propertyId)?.push(row);
  }
}
