import { z } from 'zod';
import { addCodedIssue } from './coded-issue.ts';
import { overIncomeLineAnswer } from './compliance/api.ts';
import { ASSET_RULES } from './compliance/asset-rules.ts';
import { HOME_OVER_INCOME_RENT_BASES } from './compliance/home-over-income-rent.ts';
import {
  booleanField,
  optionalBirthDate,
  optionalMoney,
  requiredText,
  TEXT_MAX,
  versionField,
} from './fields.ts';
import { RELATIONSHIPS } from './household.ts';
import { idValue } from './paging.ts';
import { recordAnswer } from './record-answer.ts';
import { acceptingEcho, optionalVersion } from './update-body.ts';

export { INCOME_SOURCES, type IncomeSource, RELATIONSHIPS, type Relationship } from './household.ts';

/**
 * Income certifications (issue 21, decision 026): the household's members, their income by source
 * and its assets, certified on an effective date at move-in, every year and between years. Money
 * is given as numbers or decimal strings and answered as numbers of dollars.
 */

export const CERTIFICATION_TYPES = ['MOVE_IN', 'ANNUAL', 'INTERIM'] as const;
export type CertificationType = (typeof CERTIFICATION_TYPES)[number];

export const CERTIFICATION_STATUSES = ['DRAFT', 'FINALIZED'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/** The exceptions that let a household of full-time students qualify (IRC 42(i)(3)(D)). */
export const STUDENT_EXCEPTIONS = [
  'TANF',
  'JOB_TRAINING',
  'SINGLE_PARENT',
  'MARRIED_JOINT',
  'FORMER_FOSTER_CARE',
] as const;
export type StudentException = (typeof STUDENT_EXCEPTIONS)[number];

/** NONE: not every member is a full-time student; EXCEPTION: all are, with an exception; INELIGIBLE: all are, none. */
export const STUDENT_STATUSES = ['NONE', 'EXCEPTION', 'INELIGIBLE'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const MEMBERS_MAX = 20;
export const ASSETS_MAX = 50;

export const CertificationIssue = {
  ONE_HEAD: 'one_head_of_household',
  BIRTH_DATE_AFTER_EFFECTIVE: 'birth_date_after_effective_date',
  EXCEPTION_WITHOUT_STUDENTS: 'student_exception_without_students',
} as const;

/** An amount of dollars, 0 when left empty. */
const amount = optionalMoney.transform((v) => (v === null ? 0 : Number(v)));
/** An amount of dollars that may be unknown: null when left empty. */
const optionalAmount = optionalMoney.transform((v) => (v == null ? null : Number(v)));

export const memberIncomeBody = z.strictObject({
  employment: amount,
  social_security: amount,
  public_assistance: amount,
  other: amount,
});

export const memberBody = z.strictObject({
  name: requiredText(TEXT_MAX, 'Name'),
  relationship: z.enum(RELATIONSHIPS, { error: `Choose one of: ${RELATIONSHIPS.join(', ')}` }),
  birth_date: optionalBirthDate,
  full_time_student: booleanField,
  disabled: booleanField,
  income: memberIncomeBody.default({ employment: 0, social_security: 0, public_assistance: 0, other: 0 }),
});
export type CertificationMember = z.output<typeof memberBody>;

export const assetBody = z.strictObject({
  description: requiredText(TEXT_MAX, 'Description'),
  cash_value: amount,
  annual_income: amount,
  /** Under HOTMA, an asset whose actual return cannot be computed has income imputed (decision 046). */
  actual_return_computable: z
    .boolean({ error: 'Say whether the actual return can be computed' })
    .default(true),
  /** Left out of net family assets with its earnings (a retirement or ABLE account under HOTMA). */
  excluded: z.boolean({ error: 'Say whether the asset is excluded' }).default(false),
});
export type CertificationAsset = z.output<typeof assetBody>;

/** What a draft holds that people enter; the server computes everything else. */
const draftFields = {
  effective_date: z.iso.date('Enter a date as YYYY-MM-DD'),
  members: z.array(memberBody).min(1, 'Add at least the head of household').max(MEMBERS_MAX),
  assets: z.array(assetBody).max(ASSETS_MAX).default([]),
  student_exception: z
    .union([z.literal(''), z.enum(STUDENT_EXCEPTIONS)])
    .nullish()
    .transform((v) => (v ? v : null)),
  tenant_rent: amount,
  rent_assistance: amount,
  non_optional_charges: amount,
  /**
   * The household's adjusted income (24 CFR 5.611) as staff computed it; Lar captures no
   * deductions, so it never computes one (decision 059). Not above the annual income (400).
   */
  adjusted_income: optionalAmount,
};

type DraftShape = {
  /** Undefined when the server decides it (a new certification's default date). */
  effective_date: string | undefined;
  members: CertificationMember[];
};

/**
 * Rules across fields: one head of household, nobody born after the effective date (checked by
 * the server when it chooses the date).
 */
function checkHousehold(v: DraftShape, ctx: z.RefinementCtx) {
  if (v.members.filter((m) => m.relationship === 'HEAD').length !== 1) {
    addCodedIssue(ctx, CertificationIssue.ONE_HEAD, 'The household needs exactly one head of household', [
      'members',
    ]);
  }
  const effective = v.effective_date;
  if (effective === undefined) return;
  v.members.forEach((m, i) => {
    if (m.birth_date !== null && m.birth_date > effective) {
      addCodedIssue(
        ctx,
        CertificationIssue.BIRTH_DATE_AFTER_EFFECTIVE,
        'A birth date cannot be after the effective date',
        ['members', i, 'birth_date'],
      );
    }
  });
}

/**
 * A new certification of an occupancy. Without `members`, the draft starts from the occupancy's
 * last finalized certification (or, with none, from the tenant); `supersedes_id` makes it the
 * correction of that finalized certification, starting from its figures.
 */
export const certificationCreateBody = z
  .strictObject({
    type: z.enum(CERTIFICATION_TYPES, { error: `Choose one of: ${CERTIFICATION_TYPES.join(', ')}` }),
    supersedes_id: idValue.nullish().transform((v) => v ?? null),
    effective_date: draftFields.effective_date.optional(),
    members: draftFields.members.optional(),
    assets: z.array(assetBody).max(ASSETS_MAX).optional(),
    student_exception: draftFields.student_exception.optional(),
    tenant_rent: amount.optional(),
    rent_assistance: amount.optional(),
    non_optional_charges: amount.optional(),
    adjusted_income: optionalAmount.optional(),
  })
  .superRefine((v, ctx) => {
    // Members given without a date are still held to one head of household.
    if (v.members !== undefined)
      checkHousehold({ members: v.members, effective_date: v.effective_date }, ctx);
  });
export type CertificationCreateBody = z.input<typeof certificationCreateBody>;
export type CertificationCreateValues = z.output<typeof certificationCreateBody>;

export const finalizeBody = z.strictObject({ version: versionField.optional() }).default({});

/**
 * The income from assets and how it was found (decision 046): the rule in force, net family assets,
 * actual and imputed income, the one counted, and the passbook rate and threshold with their dates.
 */
export const assetIncomeAnswer = z.object({
  rule: z.enum(ASSET_RULES),
  net_family_assets: z.number(),
  actual_income: z.number(),
  imputed_income: z.number(),
  counted_income: z.number(),
  over_threshold: z.boolean(),
  threshold: z.number(),
  threshold_effective_date: z.string(),
  /** Basis points: 45 is 0.45 %. Null before the first rate known here. */
  passbook_rate_basis_points: z.number().int().nullable(),
  passbook_rate_effective_date: z.string().nullable(),
});
export type AssetIncomeAnswer = z.infer<typeof assetIncomeAnswer>;

/** A designation the determination used: a program at an AMI %. */
const designationAnswer = z.object({
  program_id: z.number().int(),
  program_name: z.string(),
  ami_percentage: z.number(),
});

/**
 * HOME's rent for a household over its 80 % line (24 CFR 92.252(i)(2), decision 059): under the
 * first HOME designation whose line is crossed, the most the tenant pays per month and whether the
 * tenant rent is above it; section 42's rent instead when the unit also carries LIHTC.
 */
export const homeOverIncomeRentAnswer = designationAnswer.extend({
  basis: z.enum(HOME_OVER_INCOME_RENT_BASES),
  adjusted_income: z.number().nullable(),
  /** 30 % of the adjusted income over 12 months, rounded down to the cent. */
  thirty_percent_of_monthly_adjusted: z.number().nullable(),
  /** The unit's market rent when one is recorded (decision 061); absent from earlier determinations. */
  market_rent: z.number().nullable().optional(),
  /**
   * Null under section 42 or without an adjusted income. Without a market rent it is the 30 %
   * figure, which the market rent, once recorded, may lower.
   */
  max_tenant_rent: z.number().nullable(),
  tenant_rent: z.number(),
  /** Null when the cap is unknown or HOME sets none. */
  rent_above: z.boolean().nullable(),
});
export type HomeOverIncomeRentAnswer = z.infer<typeof homeOverIncomeRentAnswer>;

/** The limits, the rent and the verdict a certification used, frozen when it is finalized. */
export const determination = z.object({
  /** The date the limits are read on: the effective date. */
  as_of: z.string(),
  household_size: z.number().int(),
  income_from_members: z.number(),
  income_from_assets: z.number(),
  annual_income: z.number(),
  asset_cash_value: z.number(),
  /** Absent from determinations made before decision 046. */
  asset_income: assetIncomeAnswer.optional(),
  /** Every designation of the unit; the bindings are those whose income and rent limits are lowest. */
  designations: z.array(designationAnswer),
  /**
   * The designations whose income and rent limits are lowest (decision 044). A certification
   * finalized before that decision never changes: it has the one `binding` instead (read both with
   * `determinationBindings`).
   */
  income_binding: designationAnswer.nullable().optional(),
  rent_binding: designationAnswer.nullable().optional(),
  /** Before decision 044: the designation of the lowest rent limit, else of the lowest income limit. */
  binding: designationAnswer.nullable().optional(),
  /** null: a market-rate unit (no limit) or a designation without a limit table on the date. */
  income_limit: z.number().nullable(),
  /** The lowest over-income line of the unit's programs (decision 044). */
  over_income_limit: z.number().nullable(),
  income_eligible: z.boolean().nullable(),
  over_income: z.boolean(),
  /** Each program's own over-income line; a finalized certification of before decision 044 has none. */
  over_income_lines: z.array(overIncomeLineAnswer).default([]),
  missing_limit: z.boolean(),
  utility_allowance: z.number(),
  gross_rent: z.number(),
  max_gross_rent: z.number().nullable(),
  rent_compliant: z.boolean().nullable(),
  student_status: z.enum(STUDENT_STATUSES),
  qualified: z.boolean().nullable(),
  /** Null when no HOME line is crossed; absent from determinations made before decision 059. */
  home_over_income_rent: homeOverIncomeRentAnswer.nullable().optional(),
});
export type Determination = z.infer<typeof determination>;
type DesignationAnswer = z.infer<typeof designationAnswer>;

/** The income and rent bindings of a determination, also of one frozen with a single `binding`. */
export const determinationBindings = (
  d: Determination,
): { income: DesignationAnswer | null; rent: DesignationAnswer | null } => ({
  income: d.income_binding !== undefined ? d.income_binding : (d.binding ?? null),
  rent: d.rent_binding !== undefined ? d.rent_binding : (d.binding ?? null),
});

/** A member as answers carry it (a certification's, an application's). */
export const memberAnswer = z.object({
  name: z.string(),
  relationship: z.enum(RELATIONSHIPS),
  birth_date: z.string().nullable(),
  full_time_student: z.boolean(),
  disabled: z.boolean(),
  income: z.object({
    employment: z.number(),
    social_security: z.number(),
    public_assistance: z.number(),
    other: z.number(),
  }),
});

/** The draft fields a placement's change can set (decision 062). */
export const PLACEMENT_FIELDS = [
  'effective_date',
  'tenant_rent',
  'rent_assistance',
  'non_optional_charges',
  'annual_income',
  'household_size',
] as const;

/** What a move-in draft last took from its placement when the placement changed, and when. */
export const placementChanges = z.object({
  at: z.string(),
  changes: z.array(
    z.object({
      field: z.enum(PLACEMENT_FIELDS),
      from: z.union([z.string(), z.number()]),
      to: z.union([z.string(), z.number()]),
    }),
  ),
});
export type PlacementChanges = z.infer<typeof placementChanges>;
export type PlacementChange = PlacementChanges['changes'][number];

export const certification = recordAnswer({
  occupancy_id: z.number().int(),
  type: z.enum(CERTIFICATION_TYPES),
  status: z.enum(CERTIFICATION_STATUSES),
  effective_date: z.string(),
  supersedes_id: z.number().int().nullable(),
  /** The finalized correction of this certification, if any. */
  superseded_by_id: z.number().int().nullable(),
  members: z.array(memberAnswer),
  assets: z.array(
    z.object({
      description: z.string(),
      cash_value: z.number(),
      annual_income: z.number(),
      // Absent from lines stored before decision 046: computable, not excluded.
      actual_return_computable: z.boolean().optional(),
      excluded: z.boolean().optional(),
    }),
  ),
  student_exception: z.enum(STUDENT_EXCEPTIONS).nullable(),
  tenant_rent: z.number(),
  rent_assistance: z.number(),
  non_optional_charges: z.number(),
  adjusted_income: z.number().nullable(),
  household_size: z.number().int(),
  annual_income: z.number(),
  qualified: z.boolean().nullable(),
  over_income: z.boolean(),
  determination,
  finalized_at: z.string().nullable(),
  finalized_by: z.string().nullable(),
  /** Null until the placement changes under a draft (decision 062). */
  placement_changes: placementChanges.nullable(),
});
export type Certification = z.infer<typeof certification>;

export const certificationList = z.array(certification);

/**
 * A draft's update: everything people enter, whole; an older `version` is refused with 409. The
 * answer sent back whole is accepted, its computed fields ignored (decision 018).
 */
export const certificationUpdateBody = acceptingEcho(
  z.strictObject({ ...draftFields, version: optionalVersion }).superRefine(checkHousehold),
  certification,
);
export type CertificationUpdateBody = z.input<typeof certificationUpdateBody>;
export type CertificationDraftValues = Omit<z.output<typeof certificationUpdateBody>, 'version'>;

/** The TIC PDF's query: the reader's language (English by default). */
export const ticQuery = z.object({
  lang: z.enum(['en', 'pt', 'es']).optional(),
});
