import type { OccupancyCompliance, ProgramLimits, UnitEligibility } from '@lar/contracts/compliance/api';
import { checkCompliance } from '@lar/contracts/compliance/eligibility';
import { programRentLimit } from '@lar/contracts/compliance/home-rents';
import { incomeLimits, RENT_UNIT_TYPES, tableInEffect } from '@lar/contracts/compliance/limits';
import { type Cents, centsToDollars, toBasisHundredths, toCents } from '@lar/contracts/compliance/money';
import { ErrorCode } from '@lar/contracts/errors';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { OccupancyRepository } from '../occupancies/index.ts';
import { programTables } from './limit-tables.repository.ts';
import { bindingOf, checkDateOf, checkOccupancy } from './occupancy-check.ts';
import { isMarketRate, unitDesignations, unitLimits } from './unit-designations.repository.ts';

const dollarsOrNull = (cents: Cents | undefined) => (cents === undefined ? null : centsToDollars(cents));

/** The compliance engine's answers: a program's limits, a unit's eligibility, an occupancy's check. */
export class ComplianceService {
  constructor(private readonly deps: AppDeps) {}

  private today() {
    return todayIn(this.deps.config.timeZone);
  }

  /** A program's income and rent limits at an AMI % from the table in effect on `date` (today by default). */
  async programLimits(
    actor: Actor,
    programId: number,
    query: { ami_percentage: number; date?: string | undefined },
  ): Promise<ProgramLimits> {
    const program = (
      await programTables(this.deps.database.db, actor.tenant, this.deps.caches.programTables, [programId])
    ).get(programId);
    if (!program) throw notFound('Program');
    const date = query.date ?? this.today();
    const table = tableInEffect(program.tables, date);
    if (!table) {
      throw new AppError(ErrorCode.NOT_FOUND, `This program has no limit table in effect on ${date}`);
    }
    const income = incomeLimits(table, query.ami_percentage);
    // A HOME program's rents are its imported HOME rents, never derived (decision 047).
    const rent = Object.fromEntries(
      RENT_UNIT_TYPES.map((t) => [t, programRentLimit(table, query.ami_percentage, t, program.homeProgram)]),
    );
    const rentValues = Object.values(rent);
    return {
      effective_date: table.effective_date,
      ami_percentage: toBasisHundredths(query.ami_percentage) / 100,
      income: Object.fromEntries(Object.entries(income).map(([size, l]) => [size, dollarsOrNull(l?.cents)])),
      rent: Object.fromEntries(Object.entries(rent).map(([type, l]) => [type, dollarsOrNull(l?.cents)])),
      rent_source: rentValues.some((l) => l?.source === 'derived') ? 'derived' : 'table',
    };
  }

  /** Whether a household of this size and income qualifies for the unit, and under which limit. */
  async unitEligibility(
    actor: Actor,
    unitId: number,
    query: {
      household_size: number;
      annual_income: string;
      date?: string | undefined;
      rent_date?: string | undefined;
    },
  ): Promise<UnitEligibility> {
    const unit = await unitDesignations(
      this.deps.database.db,
      actor.tenant,
      this.deps.caches.programTables,
      unitId,
    );
    if (!unit) throw notFound('Unit');
    const date = query.date ?? this.today();
    const limits = unitLimits(unit, query.household_size, { income: date, rent: query.rent_date ?? date });
    const check = checkCompliance({
      annualIncome: toCents(query.annual_income),
      incomeLimit: limits.incomeLimit,
      grossRent: 0,
      maxGrossRent: undefined,
      missingLimit: limits.missingLimit,
    });
    const designations: UnitEligibility['designations'] = limits.designations.map((d) => ({
      program_id: d.programId,
      program_name: d.programName,
      ami_percentage: toBasisHundredths(d.amiPercentage) / 100,
      income_limit: dollarsOrNull(d.incomeLimit),
      income_source: d.incomeSource ?? null,
      max_gross_rent: dollarsOrNull(d.maxGrossRent),
      source: d.rentSource ?? null,
    }));
    if (unit.programWithoutLevel) {
      designations.unshift({
        program_id: unit.programWithoutLevel.programId,
        program_name: unit.programWithoutLevel.programName,
        ami_percentage: null,
        income_limit: null,
        income_source: null,
        max_gross_rent: null,
        source: null,
      });
    }
    return {
      income_limit: dollarsOrNull(limits.incomeLimit),
      // No designation, no limit: a market-rate unit takes any household.
      income_eligible: isMarketRate(unit) ? true : (check.incomeEligible ?? null),
      max_gross_rent: dollarsOrNull(limits.maxGrossRent),
      income_binding: bindingOf(limits.incomeBinding),
      rent_binding: bindingOf(limits.rentBinding),
      designations,
    };
  }

  /**
   * The occupancy's move-in figures against the limits in force at its start, its current income
   * against the over-income lines, and its rent due on `date` (by default today, or its start if
   * later) against the limits then.
   */
  async occupancyCompliance(actor: Actor, occupancyId: number, date?: string): Promise<OccupancyCompliance> {
    const q = this.deps.database.db;
    const occupancy = await new OccupancyRepository(q, actor.tenant).find(occupancyId);
    if (!occupancy) throw notFound('Occupancy');
    return checkOccupancy(
      q,
      actor.tenant,
      this.deps.caches.programTables,
      occupancy,
      date ?? checkDateOf(occupancy.start_date, this.today()),
      occupancy.id,
    );
  }
}
