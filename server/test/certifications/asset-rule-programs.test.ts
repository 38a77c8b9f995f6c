import { describe, expect, it } from 'vitest';
import { tableSnapshot, validationError } from '../helpers/test-app.ts';
import {
  type Cert,
  draftOf,
  expectStatus,
  household,
  place,
  unitIn,
  usePresidioGround,
} from './certification-fixtures.ts';

/**
 * A program's asset rule (decision 046): the older HUD rule (24 CFR 5.609(b)(3) before HOTMA,
 * Handbook 4350.3 par. 5-7(F)) or HOTMA from the date its agency adopted it (88 FR 9600; LIHTC via
 * Treas. Reg. 1.42-5(b)(1)(vii)). Figures of 2026: passbook rate 0.40 %, HOTMA threshold $52,787
 * (HUD's 2026 inflationary adjustments, as Costello Compliance and Housing New Mexico report them).
 */

const { t, org, programs, ground } = usePresidioGround('asset-rules');

type Program = Record<string, unknown> & { id: number; version: number };
const programUrl = () => `/api/govprograms/${programs.presidio.id}`;
const getProgram = () => expectStatus<Program>(t, org.adminToken, 200, 'GET', programUrl());
const putProgram = async (changes: object, status: number) =>
  expectStatus<Program>(t, org.adminToken, status, 'PUT', programUrl(), {
    ...(await getProgram()),
    ...changes,
  });

describe("a program's asset rule", () => {
  it('starts on the older rule and refuses inconsistent settings with 400, changing nothing', async () => {
    expect(await getProgram()).toMatchObject({ asset_rule: 'PRE_HOTMA', hotma_effective_date: null });
    const before = await tableSnapshot(t.database);
    const bad: Array<[object, string, string]> = [
      [{ asset_rule: 'HOTMA', hotma_effective_date: null }, 'hotma_effective_date', 'hotma_date_required'],
      [
        { asset_rule: 'PRE_HOTMA', hotma_effective_date: '2025-01-01' },
        'hotma_effective_date',
        'hotma_date_without_hotma',
      ],
      [
        { asset_rule: 'HOTMA', hotma_effective_date: '2023-12-31' },
        'hotma_effective_date',
        'hotma_date_too_early',
      ],
    ];
    for (const [changes, field, code] of bad) {
      expect(await putProgram(changes, 400)).toMatchObject(validationError(field, code));
    }
    expect(await putProgram({ asset_rule: 'SOMETIMES' }, 400)).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(await putProgram({ hotma_effective_date: '2025-13-01' }, 400)).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it("picks the rule by the certification's effective date", async () => {
    const saved = await putProgram({ asset_rule: 'HOTMA', hotma_effective_date: '2026-07-01' }, 200);
    expect(saved).toMatchObject({ asset_rule: 'HOTMA', hotma_effective_date: '2026-07-01' });

    const unitId = await unitIn(t, org, ground.propertyId, '2BR', [
      { program_id: programs.presidio.id, ami_percentage: 60 },
    ]);
    const draft = await draftOf(t, org, await place(t, org, unitId, '30000'));
    // Savings of 40,000 earning 100 a year, and land of 20,000 whose return cannot be computed.
    const assets = [
      { description: 'Savings', cash_value: 40_000, annual_income: 100 },
      { description: 'Land', cash_value: 20_000, annual_income: 0, actual_return_computable: false },
      { description: '401(k)', cash_value: 80_000, annual_income: 900, excluded: true },
    ];
    const save = (effective_date: string) =>
      expectStatus<Cert>(t, org.adminToken, 200, 'PUT', `/api/certifications/${draft.id}`, {
        effective_date,
        members: household([30_000, 0, 0]),
        assets,
        tenant_rent: 900,
      });

    // Before the agency's date, the older rule: 60,000 > 5,000, so the greater of 100 and
    // 60,000 x 0.40 % = 240.
    const before = await save('2026-06-30');
    expect(before.determination.asset_income).toEqual({
      rule: 'PRE_HOTMA',
      net_family_assets: 60_000,
      actual_income: 100,
      imputed_income: 240,
      counted_income: 240,
      over_threshold: true,
      threshold: 5_000,
      threshold_effective_date: '1995-04-05',
      passbook_rate_basis_points: 40,
      passbook_rate_effective_date: '2026-01-01',
    });
    expect(before.determination.income_from_assets).toBe(240);
    expect(before.annual_income).toBe(30_240);

    // From it, HOTMA: 60,000 > 52,787, so 100 actual + 20,000 x 0.40 % = 80 imputed on the land.
    const after = await save('2026-07-01');
    expect(after.determination.asset_income).toMatchObject({
      rule: 'HOTMA',
      net_family_assets: 60_000,
      actual_income: 100,
      imputed_income: 80,
      counted_income: 180,
      threshold: 52_787,
      threshold_effective_date: '2026-01-01',
    });
    expect(after.annual_income).toBe(30_180);
    const stored = (after as unknown as { assets: object[] }).assets;
    expect(stored[0]).toMatchObject({ actual_return_computable: true, excluded: false });
    expect(stored[2]).toMatchObject({ excluded: true });
  });
});
