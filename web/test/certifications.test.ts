import { certificationUpdateBody } from '@lar/contracts/certifications';
import { describe, expect, it } from 'vitest';
import { newDraftRefusalKeys } from '../src/features/certifications/api.ts';
import {
  type CertificationValues,
  certificationBody,
  draftTotals,
  emptyAsset,
  emptyMember,
} from '../src/features/certifications/certification-form-values.ts';
import { recertificationFiltersFromQuery } from '../src/features/recertifications/filters.ts';
import { addMonths, isMonth, monthWeeks } from '../src/features/recertifications/month.ts';
import { ApiError } from '../src/lib/api.ts';

function draft(changes: Partial<CertificationValues> = {}): CertificationValues {
  const head = {
    ...emptyMember('HEAD'),
    name: 'Rosa',
    income: { employment: '0.10', social_security: '0.20', public_assistance: '', other: '' },
  };
  const spouse = {
    ...emptyMember('SPOUSE'),
    name: 'Juan',
    income: { employment: '45240', social_security: '', public_assistance: '', other: '18095.70' },
  };
  return {
    effective_date: '2026-03-01',
    members: [head, spouse],
    assets: [{ ...emptyAsset(), description: 'Savings', cash_value: '3000', annual_income: '0.05' }],
    student_exception: '',
    tenant_rent: '1100',
    rent_assistance: '',
    non_optional_charges: '15.50',
    adjusted_income: '',
    ...changes,
  };
}

describe("a certification draft's totals while it is typed", () => {
  it('adds every source and asset in cents, exactly', () => {
    const totals = draftTotals(draft(), 80, 'PRE_HOTMA');
    expect(totals.householdSize).toBe(2);
    // 0.10 + 0.20 is 0.30 here, never 0.30000000000000004.
    expect(totals.fromMembers).toBe(63336);
    expect(totals.fromAssets).toBe(0.05);
    expect(totals.annualIncome).toBe(63336.05);
    expect(totals.assetCashValue).toBe(3000);
    expect(totals.grossRent).toBe(1195.5);
    expect(totals.studentStatus).toBe('NONE');
  });

  it('counts an amount still being typed as nothing until it is one', () => {
    const [head, spouse] = draft().members as [
      CertificationValues['members'][number],
      CertificationValues['members'][number],
    ];
    const members = [{ ...head, income: { ...head.income, employment: '12.345' } }, spouse];
    expect(draftTotals(draft({ members }), 0, 'PRE_HOTMA').fromMembers).toBe(63335.9);
  });

  it("previews the asset income under the rule last determined (24 CFR 5.609(b)(3); HUD's 0.45 % for 2025)", () => {
    // 10,000 of savings earning 20 in 2025: the older rule counts 10,000 x 0.45 % = 45; HOTMA,
    // under its $51,600 threshold, the actual 20.
    const assets = [{ ...emptyAsset(), description: 'Savings', cash_value: '10000', annual_income: '20' }];
    const values = draft({ effective_date: '2025-05-01', assets });
    expect(draftTotals(values, 0, 'PRE_HOTMA').fromAssets).toBe(45);
    expect(draftTotals(values, 0, 'HOTMA').fromAssets).toBe(20);
  });

  it('flags a household of full-time students unless an exception is chosen', () => {
    const students = draft().members.map((m) => ({ ...m, full_time_student: true }));
    expect(draftTotals(draft({ members: students }), 0, 'PRE_HOTMA').studentStatus).toBe('INELIGIBLE');
    expect(
      draftTotals(draft({ members: students, student_exception: 'TANF' }), 0, 'PRE_HOTMA').studentStatus,
    ).toBe('EXCEPTION');
  });
});

describe("a certification draft's body", () => {
  it('sends the rows without their keys and passes the shared schema', () => {
    const body = certificationBody(draft(), 3);
    expect(body.version).toBe(3);
    expect(body.members?.[0]).not.toHaveProperty('key');
    expect(body.members?.[0]?.birth_date).toBeNull();
    expect(body.assets?.[0]).toEqual({
      description: 'Savings',
      cash_value: '3000',
      annual_income: '0.05',
      actual_return_computable: true,
      excluded: false,
    });
    expect(certificationUpdateBody.safeParse(body).success).toBe(true);
  });

  it('drops an exception once not every member is a full-time student', () => {
    expect(certificationBody(draft({ student_exception: 'TANF' }), 1).student_exception).toBe('');
    const students = draft().members.map((m) => ({ ...m, full_time_student: true }));
    expect(
      certificationBody(draft({ members: students, student_exception: 'TANF' }), 1).student_exception,
    ).toBe('TANF');
  });

  it('sends an adjusted income left empty as none, and 0 as 0 (24 CFR 5.611: deductions may take it to nothing)', () => {
    expect(certificationUpdateBody.parse(certificationBody(draft(), 1)).adjusted_income).toBeNull();
    const zero = certificationBody(draft({ adjusted_income: '0' }), 1);
    expect(certificationUpdateBody.parse(zero).adjusted_income).toBe(0);
    const entered = certificationBody(draft({ adjusted_income: '60000.50' }), 1);
    expect(certificationUpdateBody.parse(entered).adjusted_income).toBe(60000.5);
    expect(
      certificationUpdateBody.safeParse(certificationBody(draft({ adjusted_income: '-1' }), 1)).success,
    ).toBe(false);
  });

  it('is refused by the schema without exactly one head of household', () => {
    const members = draft().members.map((m) => ({ ...m, relationship: 'HEAD' as const }));
    expect(certificationUpdateBody.safeParse(certificationBody(draft({ members }), 1)).success).toBe(false);
  });
});

describe('the recertification calendar', () => {
  it('lays a month out in weeks from Sunday', () => {
    // February 2026 starts on a Sunday and has 28 days: four full weeks.
    const february = monthWeeks('2026-02');
    expect(february).toHaveLength(4);
    expect(february[0]?.[0]?.day).toBe('2026-02-01');
    expect(february[3]?.[6]?.day).toBe('2026-02-28');
    // March 2026 starts on a Sunday too but has 31 days: a fifth week with 3 days.
    const march = monthWeeks('2026-03');
    expect(march).toHaveLength(5);
    expect(march[4]?.filter((cell) => cell.day !== null)).toHaveLength(3);
    // November 2026 starts on a Sunday; December 2026 on a Tuesday: two blank days first.
    expect(
      monthWeeks('2026-12')[0]
        ?.slice(0, 3)
        .map((cell) => cell.day),
    ).toEqual([null, null, '2026-12-01']);
    expect(
      new Set(
        monthWeeks('2026-12')
          .flat()
          .map((cell) => cell.key),
      ).size,
    ).toBe(35);
  });

  it('steps months across years and reads only real months', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth('2026-10')).toBe(true);
  });

  it('reads its filters from the address, ignoring what is not one', () => {
    const read = (query: string) => recertificationFiltersFromQuery(new URLSearchParams(query));
    expect(read('bucket=DUE_30&property=4&as_of=2026-01-31')).toEqual({
      bucket: 'DUE_30',
      propertyId: 4,
      companyId: null,
      asOf: '2026-01-31',
    });
    // A dashboard tile filtered by a management company carries it (decision 072).
    expect(read('bucket=DUE_30&company=7')).toMatchObject({ bucket: 'DUE_30', companyId: 7 });
    expect(read('bucket=SOON&property=x&company=0&as_of=31/01/2026')).toEqual({
      bucket: '',
      propertyId: null,
      companyId: null,
      asOf: '',
    });
  });
});

describe('a new draft the server refuses', () => {
  it('says a draft is in preparation, or that the certification was already corrected', () => {
    const oneDraft = new ApiError(409, 'CONFLICT', 'This occupancy already has a draft certification.');
    expect(newDraftRefusalKeys(oneDraft, 'certifications')).toEqual({
      CONFLICT: 'certifications:errors.draftExists',
    });
    const corrected = new ApiError(409, 'CONFLICT', 'Already corrected', [
      { field: 'supersedes_id', code: 'already_corrected', message: 'Already corrected' },
    ]);
    expect(newDraftRefusalKeys(corrected, 'certifications')).toEqual({
      CONFLICT: 'certifications:errors.alreadyCorrected',
    });
  });
});
