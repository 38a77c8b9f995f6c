import type { ProgramCreateBody } from '@lar/contracts/programs';
import type { NamesEveryField } from '../../../lib/form-fields.ts';
import type { ProgramFormValues } from '../program-form-values.ts';

/**
 * Every field of the program's body and its label's key in this feature's locales, or `null` for a
 * field this form does not edit: it sends the stored value back (`programDraft`) or leaves the field
 * out, which an update keeps as stored (decision 037). The form labels its inputs from here, and its
 * values name every field it edits, so a field added to the contract fails to compile until the form
 * names it; the fields walk (server/test/architecture/fields-walk.test.ts) finds each label in en,
 * pt and es.
 */
export const PROGRAM_FIELD_LABELS = {
  name: 'form.name',
  scope: 'form.scope',
  jurisdiction: 'form.jurisdiction',
  subsidy_type: 'form.subsidyType',
  eligibility_criteria: null,
  recertification_frequency: 'form.recertification',
  limits_update_frequency: 'form.limitsUpdate',
  required_documents: null,
  notes: 'form.notes',
  home_program: 'form.homeProgram',
  asset_rule: 'form.assetRule',
  hotma_effective_date: 'form.hotmaEffectiveDate',
  ami_levels: 'form.levelsSection',
  // Set by the limits import, not by this form.
  limit_tables: null,
} as const satisfies Record<keyof ProgramCreateBody, string | null>;

/** The fields the form edits. */
type EditedField = {
  [Field in keyof typeof PROGRAM_FIELD_LABELS]: (typeof PROGRAM_FIELD_LABELS)[Field] extends null
    ? never
    : Field;
}[keyof typeof PROGRAM_FIELD_LABELS];

/** Fails to compile when the form's values lack a field of the body that the form edits. */
const _valuesNameEveryField: NamesEveryField<ProgramFormValues, Pick<ProgramCreateBody, EditedField>> = true;
