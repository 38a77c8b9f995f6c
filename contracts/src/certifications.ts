import { z } from 'zod';
import { determination } from './certification-determination.ts';
import { addCodedIssue } from './coded-issue.ts';
import { documentLanguageQuery } from './document-language.ts';
import {
  booleanField,
  optionalBirthDate,
  optionalChoice,
  optionalMoney,
  requiredText,
  TEXT_MAX,
  versionField,
} from './fields.ts';
import { RELATIONSHIPS } from './household.ts';
import { idValue } from './paging.ts';
import { recordAnswer } from './record-answer.ts';
import { acceptingEcho, optionalVersion, type UpdateChanges } from './update-body.ts';

export {
  type AssetIncomeAnswer,
  assetIncomeAnswer,
  type Determination,
  determination,
  determinationBindings,
  type HomeOverIncomeRentAnswer,
  homeOverIncomeRentAnswer,
  STUDENT_STATUSES,
  type StudentStatus,
} from './certification-determination.ts';
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
  student_exception: optionalChoice(STUDENT_EXCEPTIONS),
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

/** A certification as a list of the household's names it: its kind, state and effective date. */
export const certificationHeading = certification.pick({
  id: true,
  type: true,
  status: true,
  effective_date: true,
});

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
export type CertificationDraftValues = UpdateChanges<typeof certificationUpdateBody>;

/** The TIC PDF's query: the reader's language (English by default). */
export const ticQuery = z.object({
  lang: documentLanguageQuery,
});
