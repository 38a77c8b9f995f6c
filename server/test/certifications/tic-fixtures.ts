import type {
  Certification,
  CertificationAsset,
  CertificationMember,
  CertificationType,
} from '@lar/contracts/certifications';
import type { AssetRule } from '@lar/contracts/compliance/asset-rules';
import { determine } from '@lar/contracts/compliance/certification-rules';
import type { DesignationLimits, EffectiveLimits } from '@lar/contracts/compliance/eligibility';
import type { TicInput } from '../../src/modules/certifications/tic-pdf.ts';

/**
 * Certifications built by hand for the TIC's tests, their determination computed by the same rules
 * the server uses: a household in Presidio County (TX) at 60 % AMI, FY2026, where the limit for 3
 * people is $45,240 and 140 % of it $63,336.
 */

export const member = (
  name: string,
  relationship: CertificationMember['relationship'],
  birthDate: string | null,
  employment = 0,
): CertificationMember => ({
  name,
  relationship,
  birth_date: birthDate,
  full_time_student: false,
  disabled: false,
  income: { employment, social_security: 0, public_assistance: 0, other: 0 },
});

const designation = (programId: number, programName: string, ami: number, income: number, rent: number) =>
  ({
    programId,
    programName,
    amiPercentage: ami,
    tableYear: 2026,
    rentTableYear: 2026,
    incomeLimit: income,
    incomeSource: 'table',
    maxGrossRent: rent,
    rentSource: 'table',
  }) satisfies DesignationLimits;

const LIHTC_60 = designation(7, 'LIHTC', 60, 4_524_000, 113_100);
export const PRESIDIO_LIMITS: EffectiveLimits = {
  incomeLimit: LIHTC_60.incomeLimit,
  maxGrossRent: LIHTC_60.maxGrossRent,
  incomeBinding: LIHTC_60,
  rentBinding: LIHTC_60,
  designations: [LIHTC_60, designation(9, 'HOME', 80, 6_032_000, 150_800)],
  missingLimit: false,
};

/** A head, a spouse and a child whose incomes add up, with the savings' interest, to `annualIncome`. */
export function household(annualIncome: number): CertificationMember[] {
  return [
    {
      ...member('João Conceição', 'HEAD', '1980-05-17'),
      // 41,000 + 12,000.50 + 9,836.25 + the 500.25 of interest = 63,337 when asked for 63,337.
      income: {
        employment: annualIncome - 22_337,
        social_security: 12_000.5,
        public_assistance: 0,
        other: 9_836.25,
      },
    },
    { ...member('Begoña Muñoz', 'SPOUSE', '1982-11-02'), disabled: true },
    { ...member('Zoë Conceição', 'DEPENDENT', '2015-01-09'), full_time_student: true },
  ];
}

const SAVINGS: CertificationAsset[] = [
  {
    description: 'Savings account, Banco Popular',
    cash_value: 4_200.1,
    annual_income: 500.25,
    actual_return_computable: true,
    excluded: false,
  },
];

export interface CertificationSpec {
  type?: CertificationType;
  draft?: boolean;
  members?: CertificationMember[];
  assets?: CertificationAsset[];
  limits?: EffectiveLimits | undefined;
  /** The unit's programs' asset rules on the date; HOTMA unless given (decision 046). */
  assetRules?: AssetRule[];
}

export function certification(spec: CertificationSpec = {}): Certification {
  const type = spec.type ?? 'ANNUAL';
  const members = spec.members ?? household(63_337);
  const assets = spec.assets ?? SAVINGS;
  const draft = spec.draft ?? false;
  const d = determine({
    type,
    effectiveDate: '2026-03-01',
    members,
    assets,
    assetRules: spec.assetRules ?? ['HOTMA'],
    studentException: null,
    tenantRent: 950,
    nonOptionalCharges: 15,
    utilityAllowance: 13_100,
    limits: 'limits' in spec ? spec.limits : PRESIDIO_LIMITS,
    // LIHTC's own line, 140 % of 45,240 = 63,336 (IRC 42(g)(2)(D)(ii)); none for a market-rate unit.
    overIncomeLines:
      'limits' in spec && spec.limits === undefined
        ? []
        : [
            {
              programId: 7,
              programName: 'LIHTC',
              amiPercentage: 60,
              rule: 'LIHTC_140',
              line: 6_333_600,
              consequence: 'NEXT_AVAILABLE_UNIT',
            },
          ],
  });
  return {
    id: 41,
    occupancy_id: 12,
    type,
    status: draft ? 'DRAFT' : 'FINALIZED',
    effective_date: '2026-03-01',
    supersedes_id: null,
    superseded_by_id: null,
    members,
    assets,
    student_exception: null,
    tenant_rent: 950,
    rent_assistance: 125.5,
    non_optional_charges: 15,
    adjusted_income: null,
    household_size: d.household_size,
    annual_income: d.annual_income,
    qualified: d.qualified,
    over_income: d.over_income,
    determination: d,
    finalized_at: draft ? null : '2026-03-02T15:04:00.000Z',
    finalized_by: draft ? null : 'maria.manager',
    placement_changes: null,
    version: 3,
    created_at: '2026-02-20T10:00:00.000Z',
    updated_at: '2026-03-02T15:04:00.000Z',
  };
}

export function ticInput(c: Certification): TicInput {
  return {
    certification: c,
    organizationName: 'Casa Verde Housing Partners',
    property: {
      name: 'Marfa Gardens',
      street1: '410 North Highland Avenue',
      street2: null,
      city: 'Marfa',
      state: 'TX',
      postal_code: '79843',
    },
    unit: { unit_number: '2B', unit_type: '2BR', bathrooms: 1.5, square_feet: 1_050 },
    generatedAt: '2026-03-05T18:30:00.000Z',
    timeZone: 'America/Chicago',
  };
}
