import type { ComplianceUnit, PropertyCompliance } from '@lar/contracts/compliance/property-compliance';
import { numberFormat } from '@lar/contracts/intl-formats';
import { INTL_LOCALES, toLanguage } from '../../i18n/languages.ts';

/** The property's tests in the order the page shows them. */
export const TEST_KEYS = ['set_aside', 'average_income', 'applicable_fraction', 'home'] as const;
export type TestKey = (typeof TEST_KEYS)[number];

/** What a test's badge says: passes, fails, a figure without a requirement, or does not apply. */
export type Outcome = 'pass' | 'fail' | 'figure' | 'notApplicable';

export function outcomeOf(result: PropertyCompliance, key: TestKey): Outcome {
  const test = result[key];
  if (!test.applies) return 'notApplicable';
  const passes = 'passes' in test ? test.passes : null;
  if (passes === null) return 'figure';
  return passes ? 'pass' : 'fail';
}

/** The tests that apply, and those that do not (each named once on the page). */
export function splitByApplying(result: PropertyCompliance) {
  return {
    applying: TEST_KEYS.filter((key) => result[key].applies),
    notApplying: TEST_KEYS.filter((key) => !result[key].applies),
  };
}

/** The units behind a test's figure, in the answer's order (by unit number). */
export function unitsBehind(result: PropertyCompliance, key: TestKey): ComplianceUnit[] {
  const ids = new Set(result[key].unit_ids);
  return result.units.filter((unit) => ids.has(unit.id));
}

/**
 * The units behind a test's figure that do not count in it: not low-income (under average income,
 * not in the qualified group), or HOME units that are not Low HOME. A failing or short figure
 * links to these (decision 049).
 */
export function unitsNotCounted(result: PropertyCompliance, key: TestKey): ComplianceUnit[] {
  const group = new Set(result.average_income.group_unit_ids);
  // Each unit under its own election: its building's, else the property's.
  const counted = (unit: ComplianceUnit): boolean => {
    const averaging = unit.election === 'AVERAGE_INCOME';
    switch (key) {
      case 'home':
        return unit.low_home;
      case 'average_income':
        return group.has(unit.id);
      case 'applicable_fraction':
        return averaging ? group.has(unit.id) : unit.low_income;
      case 'set_aside':
        return unit.low_income;
    }
  };
  return unitsBehind(result, key).filter((unit) => !counted(unit));
}

/** The columns of a test's unit table, besides the unit's number. */
export type UnitColumn =
  | 'square_feet'
  | 'designated_percentage'
  | 'home_percentage'
  | 'occupied'
  | 'low_income'
  /** Why it is or is not low-income, with the figures tested. */
  | 'reasons'
  | 'low_home';

export const UNIT_COLUMNS: Record<TestKey, readonly UnitColumn[]> = {
  set_aside: ['designated_percentage', 'occupied', 'low_income', 'reasons'],
  average_income: ['designated_percentage', 'low_income', 'reasons'],
  applicable_fraction: ['square_feet', 'designated_percentage', 'occupied', 'low_income', 'reasons'],
  home: ['home_percentage', 'low_home'],
};

/** A percentage in the UI language's number format, up to two decimals: "58 %", "37,5 %". */
export function formatPercent(value: number, language: string): string {
  const number = numberFormat(INTL_LOCALES[toLanguage(language)], { maximumFractionDigits: 2 });
  return `${number.format(value)} %`;
}

/** Dollars (a decimal string) in the UI language's format, two decimals: "1,560.00", "1.560,00". */
export const formatMoney = (value: string, language: string): string =>
  numberFormat(INTL_LOCALES[toLanguage(language)], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Number(value));

/** A whole number in the UI language's format: "8,750", "8.750". */
export { formatCount } from '../../i18n/count-format.ts';
