import { type Cents, toCents } from './money.ts';

/**
 * Income from a household's assets (decision 046), under the rule the program's agency has in force
 * on the certification's effective date:
 *
 * - PRE_HOTMA, the older HUD rule (24 CFR 5.609(b)(3) before HOTMA; HUD Handbook 4350.3 par. 5-7(F)):
 *   when net family assets exceed $5,000, the greater of the actual income from assets and the net
 *   family assets x HUD's passbook rate; at or under $5,000, the actual income.
 * - HOTMA (HUD's final rule, 88 FR 9600, 14 February 2023; 24 CFR 5.609(a)(2) and (b)(1); LIHTC
 *   follows through Treas. Reg. 1.42-5(b)(1)(vii)): when net family assets exceed the yearly indexed
 *   threshold, the passbook rate is applied only to the assets whose actual return cannot be
 *   computed; the actual income of the others is counted. At or under it, the actual income only.
 *
 * An excluded asset (a retirement or ABLE account under HOTMA's definition of net family assets,
 * 24 CFR 5.603) counts neither in net family assets nor for its earnings; what it pays out is a
 * member's income.
 */

export const ASSET_RULES = ['PRE_HOTMA', 'HOTMA'] as const;
export type AssetRule = (typeof ASSET_RULES)[number];

/** The date HOTMA's income and asset provisions took effect (88 FR 9600): no agency adopts it earlier. */
export const HOTMA_EARLIEST_DATE = '2024-01-01';

/** A figure HUD publishes, and the date from which it applies. */
export interface DatedFigure {
  effectiveDate: string;
  value: number;
  source: string;
}

/**
 * HUD's passbook savings rate, in basis points (0.45 % is 45), from its effective date. The same
 * HUD-published rate serves both rules (Housing New Mexico's 2026 memo applies 0.40 % with the
 * $5,000 test). Before the first date no rate is known here and nothing is imputed.
 */
export const PASSBOOK_RATES: readonly DatedFigure[] = [
  {
    effectiveDate: '2016-02-01',
    value: 6,
    source: 'HUD notice, passbook rate 0.06 % effective 1 February 2016 (Assisted Housing Insider; NCHM)',
  },
  {
    effectiveDate: '2024-01-01',
    value: 40,
    source: 'Notice H 2023-10 / PIH 2023-27, 0.40 % for 2024 (NCHM; Costello Compliance)',
  },
  {
    effectiveDate: '2025-01-01',
    value: 45,
    source: 'HUD CY2025 Revised Amounts and Passbook Rate (huduser.gov), 0.45 % (NCHM; PBCA NY)',
  },
  {
    effectiveDate: '2026-01-01',
    value: 40,
    source:
      'HUD 2026 Annual Inflationary Adjustments and Passbook Rate, 0.40 % (Costello; Housing New Mexico memo 2026-01)',
  },
];

/** The older rule's fixed threshold, in cents: $5,000 (24 CFR 5.609(b)(3) before HOTMA). */
export const PRE_HOTMA_THRESHOLD: DatedFigure = {
  effectiveDate: '1995-04-05',
  value: 500_000,
  source: '24 CFR 5.609(b)(3) (pre-HOTMA); HUD Handbook 4350.3 par. 5-7(F)',
};

/** HOTMA's imputation threshold, in cents, indexed by HUD each year from 1 January. */
const HOTMA_FIRST_THRESHOLD: DatedFigure = {
  effectiveDate: HOTMA_EARLIEST_DATE,
  value: 5_000_000,
  source: 'HOTMA final rule, 88 FR 9600: $50,000 for 2024',
};
export const HOTMA_THRESHOLDS: readonly DatedFigure[] = [
  HOTMA_FIRST_THRESHOLD,
  {
    effectiveDate: '2025-01-01',
    value: 5_160_000,
    source: 'HUD CY2025 inflationary adjustments: $51,600 (NCHM; Assisted Housing Insider)',
  },
  {
    effectiveDate: '2026-01-01',
    value: 5_278_700,
    source: 'HUD 2026 inflationary adjustments: $52,787 (Costello Compliance, 1 August 2025; DeSilva)',
  },
];

/** The figure in force on `date`: the one with the latest effective date on or before it. */
export function figureOn(table: readonly DatedFigure[], date: string): DatedFigure | undefined {
  let found: DatedFigure | undefined;
  for (const figure of table) if (figure.effectiveDate <= date) found = figure;
  return found;
}

/** A program's choice: the rule its agency follows, and from when HOTMA applies. */
export interface ProgramAssetRule {
  assetRule: AssetRule;
  /** The first date HOTMA applies; before it, the older rule. Null under PRE_HOTMA. */
  hotmaEffectiveDate: string | null;
}

/** The rule a program follows for a certification effective on `date`. */
export function ruleOn(program: ProgramAssetRule, date: string): AssetRule {
  return program.assetRule === 'HOTMA' &&
    program.hotmaEffectiveDate !== null &&
    date >= program.hotmaEffectiveDate
    ? 'HOTMA'
    : 'PRE_HOTMA';
}

/** One asset line as the rule reads it; lines stored before decision 046 lack the two flags. */
export interface AssetLine {
  cash_value: number;
  annual_income: number;
  /** Absent: true. */
  actual_return_computable?: boolean;
  /** Absent: false. */
  excluded?: boolean;
}

/** The figures of the asset income, in cents, and the rule, rate and threshold that made them. */
export interface AssetIncomeFigures {
  rule: AssetRule;
  netFamilyAssets: Cents;
  actualIncome: Cents;
  imputedIncome: Cents;
  countedIncome: Cents;
  /** Net family assets exceed the threshold: the imputation was applied. */
  overThreshold: boolean;
  threshold: DatedFigure;
  passbookRate: DatedFigure | undefined;
}

/**
 * `cents` x `basisPoints` / 10,000, to the nearest cent, half up. HUD's publications give the
 * product (assets x rate) with no rule for cents; their examples come out in whole cents.
 */
export function atRate(cents: Cents, basisPoints: number): Cents {
  return Number((BigInt(cents) * BigInt(basisPoints) + 5_000n) / 10_000n);
}

/** The asset income under `rule` on `date` (see the module's comment). */
export function assetIncome(lines: readonly AssetLine[], rule: AssetRule, date: string): AssetIncomeFigures {
  const counted = lines.filter((a) => a.excluded !== true);
  const cash = (a: AssetLine) => toCents(a.cash_value);
  const income = (a: AssetLine) => toCents(a.annual_income);
  const netFamilyAssets = counted.reduce((sum, a) => sum + cash(a), 0);
  const rate = figureOn(PASSBOOK_RATES, date);
  const threshold =
    rule === 'HOTMA' ? (figureOn(HOTMA_THRESHOLDS, date) ?? HOTMA_FIRST_THRESHOLD) : PRE_HOTMA_THRESHOLD;
  const overThreshold = netFamilyAssets > threshold.value;
  const base = { rule, netFamilyAssets, overThreshold, threshold, passbookRate: rate };
  if (!overThreshold || rate === undefined) {
    const actualIncome = counted.reduce((sum, a) => sum + income(a), 0);
    return { ...base, actualIncome, imputedIncome: 0, countedIncome: actualIncome };
  }
  if (rule === 'PRE_HOTMA') {
    const actualIncome = counted.reduce((sum, a) => sum + income(a), 0);
    const imputedIncome = atRate(netFamilyAssets, rate.value);
    return { ...base, actualIncome, imputedIncome, countedIncome: Math.max(actualIncome, imputedIncome) };
  }
  // HOTMA: an asset whose return cannot be computed has no actual income to count; the passbook
  // rate stands in for it, once, on the total of those assets.
  const computable = counted.filter((a) => a.actual_return_computable !== false);
  const uncomputable = counted.filter((a) => a.actual_return_computable === false);
  const actualIncome = computable.reduce((sum, a) => sum + income(a), 0);
  const imputedIncome = atRate(
    uncomputable.reduce((sum, a) => sum + cash(a), 0),
    rate.value,
  );
  return { ...base, actualIncome, imputedIncome, countedIncome: actualIncome + imputedIncome };
}

/**
 * A unit under several programs whose agencies follow different rules on the date: each rule's
 * figures, and the one counting the most income governs, as a layered unit takes the strictest
 * limit of its programs (decision 046). With no program (a market-rate unit), the older rule.
 */
export function assetIncomeUnder(
  lines: readonly AssetLine[],
  rules: readonly AssetRule[],
  date: string,
): AssetIncomeFigures {
  const distinct = rules.length === 0 ? (['PRE_HOTMA'] as const) : [...new Set(rules)];
  return distinct
    .map((rule) => assetIncome(lines, rule, date))
    .reduce((strictest, next) => (next.countedIncome > strictest.countedIncome ? next : strictest));
}
