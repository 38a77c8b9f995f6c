import { z } from 'zod';
import { RENT_UNIT_TYPES } from './limits.ts';
import { toBasisHundredths } from './money.ts';
import {
  applicableFraction,
  averageIncomeTest,
  type Fraction,
  percentOf,
  requiredLowHomeUnits,
  SET_ASIDE_ELECTIONS,
  type SetAsideElection,
  setAsideTest,
} from './set-aside.ts';

/**
 * A property's compliance tests (decision 027): the minimum set-aside or the average income test
 * of its election, the applicable fraction and HOME's Low HOME units, each with the units behind
 * its figure. The rules are set-aside.ts's; this module only says which units each one counts.
 */

/** What the tests need to know of one unit; the server works it out from its rows and limits. */
export interface ComplianceUnitFacts {
  id: number;
  unit_number: string | null;
  unit_type: (typeof RENT_UNIT_TYPES)[number];
  square_feet: number | null;
  /** Restricted under a program other than HOME (a LIHTC or other income designation). */
  restricted: boolean;
  /** The lowest AMI % of those designations; null when restricted at an AMI % nobody has said. */
  designated_percentage: number | null;
  /** Designated under a HOME program. */
  home: boolean;
  /** The lowest AMI % of its HOME designations; null when unsaid or not a HOME unit. */
  home_percentage: number | null;
  /** Held by an ACTIVE occupancy. */
  occupied: boolean;
  /** Its household's certified income is at or below the limit of its designated AMI %; null: unknown. */
  qualified: boolean | null;
  /** ... at or below the set-aside's limit (50 % or 60 %); null: unknown or no such test. */
  qualified_at_threshold: boolean | null;
}

/** Low HOME units are HOME units designated at or below 50 % of AMI. */
export const LOW_HOME_PERCENTAGE = 50;
/** The average income test's ceiling. */
export const AVERAGE_INCOME_CEILING = 60;

/** The AMI % a household must be within for the 20-50 and 40-60 set-asides. */
export function setAsideThreshold(election: SetAsideElection): 50 | 60 | null {
  if (election === '20_50') return 50;
  if (election === '40_60') return 60;
  return null;
}

/** A low-income unit: restricted outside HOME and occupied by a household qualified at its designation. */
export const isLowIncome = (u: ComplianceUnitFacts) => u.restricted && u.occupied && u.qualified === true;

export const isLowHome = (u: ComplianceUnitFacts) =>
  u.home &&
  u.home_percentage !== null &&
  toBasisHundredths(u.home_percentage) <= toBasisHundredths(LOW_HOME_PERCENTAGE);

const fraction = z.object({
  numerator: z.number().int(),
  denominator: z.number().int(),
  /** For display: the fraction as a percentage with two decimals. */
  percent: z.number(),
});

const shown = (f: Fraction) => ({ ...f, percent: percentOf(f) });

const unitIds = z.array(z.number().int());

export const complianceUnit = z.object({
  id: z.number().int(),
  unit_number: z.string().nullable(),
  unit_type: z.enum(RENT_UNIT_TYPES),
  square_feet: z.number().int().nullable(),
  restricted: z.boolean(),
  designated_percentage: z.number().nullable(),
  home: z.boolean(),
  home_percentage: z.number().nullable(),
  occupied: z.boolean(),
  qualified: z.boolean().nullable(),
  qualified_at_threshold: z.boolean().nullable(),
  low_income: z.boolean(),
  low_home: z.boolean(),
});
export type ComplianceUnit = z.infer<typeof complianceUnit>;

export const propertyCompliance = z.object({
  property_id: z.number().int(),
  set_aside_election: z.enum(SET_ASIDE_ELECTIONS),
  /** The date whose income limits were used. */
  date: z.string(),
  units: z.array(complianceUnit),
  set_aside: z.object({
    applies: z.boolean(),
    threshold_percentage: z.number().int().nullable(),
    share: fraction,
    required: fraction,
    passes: z.boolean().nullable(),
    /** Every unit of the property: the share's denominator. */
    unit_ids: unitIds,
  }),
  average_income: z.object({
    applies: z.boolean(),
    average: fraction,
    ceiling: fraction,
    /** Restricted units whose designation has no AMI %: the average cannot be known while any is. */
    units_without_percentage: z.number().int(),
    passes: z.boolean().nullable(),
    /** The restricted units averaged. */
    unit_ids: unitIds,
  }),
  applicable_fraction: z.object({
    applies: z.boolean(),
    unit_fraction: fraction,
    floor_space_fraction: fraction,
    applicable: fraction,
    /** Units without square feet count as 0 in the floor space: the fraction is uncertain while any is. */
    units_without_square_feet: z.number().int(),
    unit_ids: unitIds,
  }),
  home: z.object({
    applies: z.boolean(),
    home_units: z.number().int(),
    low_home_units: z.number().int(),
    required_low_home_units: z.number().int(),
    passes: z.boolean().nullable(),
    unit_ids: unitIds,
  }),
});
export type PropertyCompliance = z.infer<typeof propertyCompliance>;

/** Every test of the property from its units' facts, in the order the page shows them. */
export function propertyComplianceOf(
  propertyId: number,
  election: SetAsideElection,
  date: string,
  facts: readonly ComplianceUnitFacts[],
): PropertyCompliance {
  const lihtc = election !== 'NONE';
  const units = facts.map((u) => ({ ...u, low_income: isLowIncome(u), low_home: isLowHome(u) }));
  const allIds = units.map((u) => u.id);

  const threshold = setAsideThreshold(election);
  const setAside = setAsideTest(
    election === '20_50' ? '20_50' : '40_60',
    units.filter((u) => u.qualified_at_threshold === true).length,
    units.length,
  );

  const restricted = units.filter((u) => u.restricted);
  const percentages = restricted.flatMap((u) =>
    u.designated_percentage === null ? [] : [u.designated_percentage],
  );
  const average = averageIncomeTest(percentages);
  const withoutPercentage = restricted.length - percentages.length;

  const fractions = applicableFraction(
    units.map((u) => ({ squareFeet: u.square_feet ?? 0, lowIncome: u.low_income })),
  );

  const home = units.filter((u) => u.home);
  const lowHome = home.filter((u) => u.low_home).length;
  const required = requiredLowHomeUnits(home.length);

  return {
    property_id: propertyId,
    set_aside_election: election,
    date,
    units,
    set_aside: {
      applies: threshold !== null,
      threshold_percentage: threshold,
      share: shown(setAside.share),
      required: shown(setAside.required),
      passes: threshold === null ? null : setAside.passes,
      unit_ids: allIds,
    },
    average_income: {
      applies: election === 'AVERAGE_INCOME',
      average: shown(average.average),
      ceiling: shown({ numerator: AVERAGE_INCOME_CEILING, denominator: 100 }),
      units_without_percentage: withoutPercentage,
      passes: election === 'AVERAGE_INCOME' ? average.passes && withoutPercentage === 0 : null,
      unit_ids: restricted.map((u) => u.id),
    },
    applicable_fraction: {
      applies: lihtc,
      unit_fraction: shown(fractions.unitFraction),
      floor_space_fraction: shown(fractions.floorSpaceFraction),
      applicable: shown(fractions.applicable),
      units_without_square_feet: units.filter((u) => u.square_feet === null).length,
      unit_ids: allIds,
    },
    home: {
      applies: home.length > 0,
      home_units: home.length,
      low_home_units: lowHome,
      required_low_home_units: required,
      passes: home.length > 0 ? lowHome >= required : null,
      unit_ids: home.map((u) => u.id),
    },
  };
}
