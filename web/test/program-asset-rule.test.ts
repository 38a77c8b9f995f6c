import { programCreateBody } from '@lar/contracts/programs';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROGRAM, programDraft } from '../src/features/programs/program-form-values.ts';

/** The program form's asset rule (decision 046): HOTMA from a date, 1 January 2024 at the earliest (88 FR 9600). */
describe("the program form's asset rule", () => {
  const values = { ...EMPTY_PROGRAM, name: 'LIHTC', jurisdiction: 'Presidio County' };

  it('sends the HOTMA date with HOTMA and drops it when the older rule is chosen again', () => {
    const hotma = programDraft({ ...values, asset_rule: 'HOTMA', hotma_effective_date: '2025-07-01' }, null);
    expect(hotma).toMatchObject({ asset_rule: 'HOTMA', hotma_effective_date: '2025-07-01' });
    expect(programCreateBody.safeParse(hotma).success).toBe(true);
    const back = programDraft(
      { ...values, asset_rule: 'PRE_HOTMA', hotma_effective_date: '2025-07-01' },
      null,
    );
    expect(back).toMatchObject({ asset_rule: 'PRE_HOTMA', hotma_effective_date: null });
    expect(programCreateBody.safeParse(back).success).toBe(true);
  });

  it('is refused with HOTMA and no date, or a date before 2024', () => {
    const codes = (date: string) => {
      const result = programCreateBody.safeParse(
        programDraft({ ...values, asset_rule: 'HOTMA', hotma_effective_date: date }, null),
      );
      return result.error?.issues.map((i) => (i as { params?: { code?: string } }).params?.code);
    };
    expect(codes('')).toEqual(['hotma_date_required']);
    expect(codes('2023-12-31')).toEqual(['hotma_date_too_early']);
  });
});
