import {
  assetIncome,
  assetIncomeUnder,
  figureOn,
  HOTMA_THRESHOLDS,
  PASSBOOK_RATES,
  ruleOn,
} from '@lar/contracts/compliance/asset-rules';
import { describe, expect, it } from 'vitest';

/**
 * Income from assets (decision 046). Sources:
 * - older rule: 24 CFR 5.609(b)(3) before HOTMA and HUD Handbook 4350.3 par. 5-7(F): over $5,000 of
 *   net family assets, the greater of actual income and assets x HUD's passbook rate;
 * - HOTMA: 24 CFR 5.609(a)(2) and (b)(1) as the final rule of 14 February 2023 (88 FR 9600) wrote
 *   them: over the indexed threshold, the passbook rate only on assets whose actual return cannot
 *   be computed;
 * - figures: Notice H 2023-10 (0.40 %, $50,000 for 2024); HUD's CY2025 revised amounts (0.45 %,
 *   $51,600); HUD's 2026 inflationary adjustments (0.40 %, $52,787), as NCHM, Costello Compliance
 *   and Housing New Mexico (memo 2026-01) report them.
 */

const asset = (cash_value: number, annual_income: number, more: object = {}) => ({
  cash_value,
  annual_income,
  ...more,
});

describe('the older HUD rule (24 CFR 5.609(b)(3), Handbook 4350.3 par. 5-7(F))', () => {
  // 2025: 0.45 %. At or under $5,000, actual income only; over it, the greater of the two.
  it('counts the actual income at $4,999.99 and at exactly $5,000 ("in excess of $5,000")', () => {
    for (const cash of [4_999.99, 5_000]) {
      const f = assetIncome([asset(cash, 1)], 'PRE_HOTMA', '2025-06-01');
      expect(f.overThreshold).toBe(false);
      expect(f.imputedIncome).toBe(0);
      expect(f.countedIncome).toBe(100);
    }
  });

  it('imputes at $5,000.01: 5,000.01 x 0.45 % = 22.50 (22.500045, to the cent) over an actual 1.00', () => {
    const f = assetIncome([asset(5_000.01, 1)], 'PRE_HOTMA', '2025-06-01');
    expect(f.overThreshold).toBe(true);
    expect(f.imputedIncome).toBe(2_250);
    expect(f.countedIncome).toBe(2_250);
  });

  it('assets of 10,000 at 0.45 % (2025) with actual income 20: imputed 45, counted 45', () => {
    const f = assetIncome([asset(6_000, 12), asset(4_000, 8)], 'PRE_HOTMA', '2025-03-01');
    expect(f.netFamilyAssets).toBe(1_000_000);
    expect(f.actualIncome).toBe(2_000);
    expect(f.imputedIncome).toBe(4_500);
    expect(f.countedIncome).toBe(4_500);
    expect(f.passbookRate?.value).toBe(45);
    expect(f.threshold.value).toBe(500_000);
  });

  it('counts the actual income when it is the greater', () => {
    // Housing New Mexico's 2026 example: $9,455 x 0.40 % = $37.82 < $150 actual, so $150.
    const f = assetIncome([asset(9_455, 150)], 'PRE_HOTMA', '2026-02-01');
    expect(f.imputedIncome).toBe(3_782);
    expect(f.countedIncome).toBe(15_000);
  });

  it('leaves an excluded asset out of net family assets and its earnings out of income', () => {
    const f = assetIncome(
      [asset(4_000, 4), asset(90_000, 900, { excluded: true })],
      'PRE_HOTMA',
      '2025-03-01',
    );
    expect(f.netFamilyAssets).toBe(400_000);
    expect(f.countedIncome).toBe(400);
  });
});

describe('HOTMA (24 CFR 5.609(a)(2), (b)(1); 88 FR 9600)', () => {
  it('imputes only on the asset whose return cannot be computed: 60,000 in 2025', () => {
    // Savings 40,000 earning 200 (computable) and land 20,000 (no computable return):
    // 60,000 > 51,600, so 200 actual + 20,000 x 0.45 % = 90 imputed; 290 counted.
    const f = assetIncome(
      [asset(40_000, 200), asset(20_000, 0, { actual_return_computable: false })],
      'HOTMA',
      '2025-06-01',
    );
    expect(f.netFamilyAssets).toBe(6_000_000);
    expect(f.overThreshold).toBe(true);
    expect(f.threshold.value).toBe(5_160_000);
    expect(f.actualIncome).toBe(20_000);
    expect(f.imputedIncome).toBe(9_000);
    expect(f.countedIncome).toBe(29_000);
  });

  it('counts the actual income only when every return can be computed, even over the threshold', () => {
    const f = assetIncome([asset(40_000, 200), asset(20_000, 10)], 'HOTMA', '2025-06-01');
    expect(f.overThreshold).toBe(true);
    expect(f.imputedIncome).toBe(0);
    expect(f.countedIncome).toBe(21_000);
    // The older rule would have counted 60,000 x 0.45 % = 270.
    expect(
      assetIncome([asset(40_000, 200), asset(20_000, 10)], 'PRE_HOTMA', '2025-06-01').countedIncome,
    ).toBe(27_000);
  });

  it('imputes nothing at or under the threshold: 51,600 in 2025', () => {
    const f = assetIncome([asset(51_600, 30, { actual_return_computable: false })], 'HOTMA', '2025-06-01');
    expect(f.overThreshold).toBe(false);
    expect(f.imputedIncome).toBe(0);
    expect(f.countedIncome).toBe(3_000);
  });
});

describe('figures by date', () => {
  it('takes the rate and threshold in force on the effective date', () => {
    expect(figureOn(PASSBOOK_RATES, '2024-12-31')?.value).toBe(40);
    expect(figureOn(PASSBOOK_RATES, '2025-01-01')?.value).toBe(45);
    expect(figureOn(PASSBOOK_RATES, '2026-01-01')?.value).toBe(40);
    expect(figureOn(PASSBOOK_RATES, '2020-07-01')?.value).toBe(6);
    expect(figureOn(HOTMA_THRESHOLDS, '2024-06-30')?.value).toBe(5_000_000);
    expect(figureOn(HOTMA_THRESHOLDS, '2025-12-31')?.value).toBe(5_160_000);
    expect(figureOn(HOTMA_THRESHOLDS, '2026-01-01')?.value).toBe(5_278_700);
  });

  it('52,000 of land is over the 2025 threshold and under the 2026 one', () => {
    const land = [asset(52_000, 0, { actual_return_computable: false })];
    // 2025: 52,000 > 51,600, 52,000 x 0.45 % = 234. 2026: 52,000 <= 52,787, nothing imputed.
    expect(assetIncome(land, 'HOTMA', '2025-12-31').countedIncome).toBe(23_400);
    expect(assetIncome(land, 'HOTMA', '2026-01-01').countedIncome).toBe(0);
  });

  it('a program on HOTMA from a date follows the older rule before it', () => {
    const program = { assetRule: 'HOTMA' as const, hotmaEffectiveDate: '2025-07-01' };
    expect(ruleOn(program, '2025-06-30')).toBe('PRE_HOTMA');
    expect(ruleOn(program, '2025-07-01')).toBe('HOTMA');
    expect(ruleOn({ assetRule: 'PRE_HOTMA', hotmaEffectiveDate: null }, '2026-01-01')).toBe('PRE_HOTMA');
  });

  it('a layered unit whose programs follow different rules counts the greater income', () => {
    const lines = [asset(40_000, 200), asset(20_000, 10)];
    const f = assetIncomeUnder(lines, ['HOTMA', 'PRE_HOTMA'], '2025-06-01');
    expect(f.rule).toBe('PRE_HOTMA');
    expect(f.countedIncome).toBe(27_000);
    expect(assetIncomeUnder(lines, [], '2025-06-01').rule).toBe('PRE_HOTMA');
  });
});
