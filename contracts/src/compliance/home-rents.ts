import { type LimitTable, type RentLimit, rentLimit } from './limits.ts';
import { toBasisHundredths, toCents } from './money.ts';

/**
 * HOME program rents (24 CFR 92.252). HUD publishes two rents per area and bedroom count: the High
 * HOME rent (92.252(a): the lesser of the Fair Market Rent and 30 % of 65 % AMI income) and the Low
 * HOME rent (92.252(b): 30 % of 50 % AMI income, never above the High one). They are imported as
 * published (decision 047) and never derived here: HUD applies the FMR cap and its own occupancy
 * and rounding assumptions, which 30 % of an income limit does not reproduce.
 *
 * A HOME program's table keeps them as rent levels at the percentages the rule names: the Low HOME
 * rent at 50 %, the High HOME rent at 65 %.
 */

export const LOW_HOME_PERCENTAGE = 50;
export const HIGH_HOME_PERCENTAGE = 65;

export type HomeRentTier = 'low' | 'high';

/** A HOME unit designated at or under 50 % AMI is a Low HOME unit; any other is a High HOME unit. */
export const homeRentTier = (amiPercentage: number | string): HomeRentTier =>
  toBasisHundredths(amiPercentage) <= LOW_HOME_PERCENTAGE * 100 ? 'low' : 'high';

const TIER_HUNDREDTHS: Record<HomeRentTier, number> = {
  low: LOW_HOME_PERCENTAGE * 100,
  high: HIGH_HOME_PERCENTAGE * 100,
};

/**
 * The imported HOME rent for a unit designated at `amiPercentage`: the table's Low or High HOME
 * rent for the unit type, or undefined when none was imported (the unit's limit is then missing,
 * never worked out from the income limits).
 */
export function homeRentLimit(
  table: LimitTable,
  amiPercentage: number | string,
  unitType: string,
): RentLimit | undefined {
  const wanted = TIER_HUNDREDTHS[homeRentTier(amiPercentage)];
  const level = table.levels.find(
    (l) =>
      l.limit_type === 'Rent Limit' && l.unit_type === unitType && toBasisHundredths(l.percentage) === wanted,
  );
  return level ? { cents: toCents(level.limit_value), source: 'table' } : undefined;
}

/** The rent limit of a designation: HOME programs take their imported HOME rents, others limits.ts's rule. */
export const programRentLimit = (
  table: LimitTable,
  amiPercentage: number | string,
  unitType: string,
  homeProgram: boolean | undefined,
): RentLimit | undefined =>
  homeProgram ? homeRentLimit(table, amiPercentage, unitType) : rentLimit(table, amiPercentage, unitType);
