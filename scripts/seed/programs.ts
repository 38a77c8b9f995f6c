import { type BulkColumns, bulkInsert, type Row } from './bulk.ts';
import type { SeedContext } from './context.ts';
import type { OrgScale } from './scale.ts';

const PROGRAMS = [
  { name: 'Low-Income Housing Tax Credit', scope: 'Federal', subsidy: 'Rent restriction' },
  { name: 'HOME Investment Partnerships', scope: 'Federal', subsidy: 'Rent restriction' },
  { name: 'Section 8 Project-Based Rental Assistance', scope: 'Federal', subsidy: 'Direct subsidy' },
  { name: 'Housing Choice Voucher', scope: 'Federal', subsidy: 'Direct subsidy' },
  { name: 'State Rental Voucher', scope: 'State', subsidy: 'Direct subsidy' },
  { name: 'State Affordable Housing Trust', scope: 'State', subsidy: 'Rent restriction' },
  { name: 'Inclusionary Development Policy', scope: 'Municipal', subsidy: 'Rent restriction' },
  { name: 'Programa de Moradia Acessível', scope: 'Municipal', subsidy: 'Rent restriction' },
  { name: 'Programa de Vivienda Asequible', scope: 'Municipal', subsidy: 'Rent restriction' },
  { name: 'Community Land Trust', scope: 'Municipal', subsidy: 'Rent restriction' },
] as const;
const JURISDICTIONS = ['Boston', 'Cambridge', 'Massachusetts', 'New Jersey', 'Florida', 'New York'];

/** HUD's household-size adjustments to the four-person income limit, for 1 to 8 people. */
const SIZE_FACTORS = [0.7, 0.8, 0.9, 1, 1.08, 1.16, 1.24, 1.32];
/** Rent limits use the income of the household size a unit type is assumed to house. */
const RENT_BASIS: ReadonlyArray<readonly [string, number]> = [
  ['SRO', 0.525],
  ['Studio', 0.7],
  ['1BR', 0.75],
  ['2BR', 0.9],
  ['3BR', 1.04],
  ['4BR', 1.16],
  ['5BR', 1.28],
];

/** Rent-limit level ids by program and unit type, for units to point at. */
export type RentLevels = Map<string, Array<{ id: number; percentage: number }>>;
export const rentLevelKey = (programId: number, unitType: string) => `${programId}|${unitType}`;

export interface SeededPrograms {
  ids: number[];
  rentLevels: RentLevels;
  /** Each program's median income in its latest year, from which its income limits are made. */
  medians: Map<number, number>;
}

/** A program's latest rent limit for a unit type at an AMI %, as its table holds it. */
export function latestRentLimit(
  programs: SeededPrograms,
  programId: number,
  percentage: number,
  unitType: string,
) {
  const median = programs.medians.get(programId) ?? 0;
  const basis = RENT_BASIS.find(([type]) => type === unitType)?.[1] ?? 1;
  return Math.floor((((median * percentage) / 100) * basis * 0.3) / 12);
}

/** A program's latest income limit for a household of 1 to 8 at an AMI %, as its table holds it. */
export function latestIncomeLimit(
  programs: SeededPrograms,
  programId: number,
  percentage: number,
  size: number,
) {
  const median = programs.medians.get(programId) ?? 0;
  const factor = SIZE_FACTORS[Math.min(Math.max(size, 1), 8) - 1] ?? 1;
  return Math.round((((median * percentage) / 100) * factor) / 50) * 50;
}

/** Income limits (households of 1 to 8) and rent limits (SRO to 5BR) of one year and AMI %. */
function tableOf(
  fourPersonIncome: number,
): Array<{ limit_type: string; unit_type: string; limit_value: number }> {
  const income = SIZE_FACTORS.map((factor, size) => ({
    limit_type: 'Income Limit',
    unit_type: String(size + 1),
    limit_value: Math.round((fourPersonIncome * factor) / 50) * 50,
  }));
  // HUD's rule: 30 % of the assumed household's monthly income.
  const rent = RENT_BASIS.map(([unitType, basis]) => ({
    limit_type: 'Rent Limit',
    unit_type: unitType,
    limit_value: Math.floor((fourPersonIncome * basis * 0.3) / 12),
  }));
  return [...income, ...rent];
}

/**
 * Programs with full tables for every year and AMI percentage, from a median income that grows
 * 4 % a year. Returns the latest year's rent levels, which units point at.
 */
export async function seedPrograms(ctx: SeedContext, scale: OrgScale): Promise<SeededPrograms> {
  const { random, organizationId } = ctx;
  const programs: Row[] = [];
  const levels: Row[] = [];
  const rentLevels: RentLevels = new Map();
  const medians = new Map<number, number>();
  const first = ctx.ids.take('gov_programs', scale.programs);
  const ids: number[] = [];
  const latestYear = Math.max(...scale.years);
  for (let i = 0; i < scale.programs; i++) {
    const id = first + i;
    ids.push(id);
    const base = PROGRAMS[i % PROGRAMS.length] ?? PROGRAMS[0];
    const jurisdiction = JURISDICTIONS[Math.floor(i / PROGRAMS.length) % JURISDICTIONS.length] ?? 'Boston';
    programs.push({
      id,
      organization_id: organizationId,
      name: `${base.name} (${jurisdiction})`,
      scope: base.scope,
      jurisdiction,
      subsidy_type: base.subsidy,
      eligibility_criteria: JSON.stringify({ max_ami_percentage: random.pick([50, 60, 80, 120]) }),
      recertification_frequency: random.pick([120, 365]),
      limits_update_frequency: 12,
      required_documents: 'Proof of income|Photo ID|Lease',
      status: random.chance(0.9) ? 'active' : 'inactive',
    });
    const median = random.int(90, 140) * 1000;
    medians.set(id, median);
    for (const year of scale.years) {
      for (const percentage of scale.percentages) {
        const fourPerson = (median * 1.04 ** (year - latestYear) * percentage) / 100;
        for (const limit of tableOf(fourPerson)) {
          const levelId = ctx.ids.take('ami_levels', 1);
          levels.push({
            id: levelId,
            organization_id: organizationId,
            program_id: id,
            year,
            percentage,
            ...limit,
          });
          if (year !== latestYear || limit.limit_type !== 'Rent Limit') continue;
          const key = rentLevelKey(id, limit.unit_type);
          rentLevels.set(key, [...(rentLevels.get(key) ?? []), { id: levelId, percentage }]);
        }
      }
    }
  }
  await bulkInsert(ctx.session, 'gov_programs', PROGRAM_COLUMNS, programs, ctx.batch);
  await bulkInsert(ctx.session, 'ami_levels', LEVEL_COLUMNS, levels, ctx.batch);
  return { ids, rentLevels, medians };
}

const PROGRAM_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  name: 'text',
  scope: 'text',
  jurisdiction: 'text',
  subsidy_type: 'text',
  eligibility_criteria: 'jsonb',
  recertification_frequency: 'int',
  limits_update_frequency: 'int',
  required_documents: { type: 'text', select: "string_to_array(t.required_documents, '|')" },
  status: 'text',
};

const LEVEL_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  program_id: 'int',
  year: 'smallint',
  percentage: 'numeric',
  limit_type: 'text',
  unit_type: 'text',
  limit_value: 'numeric',
};
