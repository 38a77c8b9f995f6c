import type { AmiLevelInput } from '@lar/contracts/ami-levels';
import type { AssetRule } from '@lar/contracts/compliance/asset-rules';
import {
  type GovProgram,
  PROGRAM_DEFAULTS,
  type ProgramCreateBody,
  type ProgramScope,
  type SubsidyType,
} from '@lar/contracts/programs';

/** What the program form holds; numbers are '' while their input is empty. */
export interface ProgramFormValues {
  name: string;
  scope: ProgramScope;
  jurisdiction: string;
  subsidy_type: SubsidyType;
  recertification_frequency: number | string;
  limits_update_frequency: number | string;
  notes: string;
  home_program: boolean;
  ami_levels: AmiLevelInput[];
  asset_rule: AssetRule;
  /** '' while none is given. */
  hotma_effective_date: string;
}

export const EMPTY_PROGRAM: ProgramFormValues = {
  name: '',
  scope: PROGRAM_DEFAULTS.scope,
  jurisdiction: '',
  subsidy_type: PROGRAM_DEFAULTS.subsidy_type,
  recertification_frequency: PROGRAM_DEFAULTS.recertification_frequency,
  limits_update_frequency: PROGRAM_DEFAULTS.limits_update_frequency,
  notes: '',
  home_program: false,
  ami_levels: [],
  asset_rule: 'PRE_HOTMA',
  hotma_effective_date: '',
};

export function programToFormValues(program: GovProgram): ProgramFormValues {
  return {
    name: program.name,
    scope: program.scope,
    jurisdiction: program.jurisdiction,
    subsidy_type: program.subsidy_type,
    recertification_frequency: program.recertification_frequency,
    limits_update_frequency: program.limits_update_frequency,
    notes: program.notes ?? '',
    home_program: program.home_program,
    ami_levels: program.ami_levels.map(({ id: _id, version: _version, ...level }) => level),
    asset_rule: program.asset_rule,
    hotma_effective_date: program.hotma_effective_date ?? '',
  };
}

/**
 * The request body: the form's fields, plus what the form does not edit (eligibility criteria,
 * required documents) kept as the program has them.
 */
export function programDraft(values: ProgramFormValues, program: GovProgram | null): ProgramCreateBody {
  return {
    name: values.name,
    scope: values.scope,
    jurisdiction: values.jurisdiction,
    subsidy_type: values.subsidy_type,
    // An emptied input reads 0, which the range rule refuses, rather than quietly taking the default.
    recertification_frequency: Number(values.recertification_frequency),
    limits_update_frequency: Number(values.limits_update_frequency),
    notes: values.notes,
    home_program: values.home_program,
    eligibility_criteria: program?.eligibility_criteria ?? {},
    required_documents: program?.required_documents ?? [],
    ami_levels: values.ami_levels,
    asset_rule: values.asset_rule,
    // The date belongs to HOTMA: switching back to the older rule drops it rather than refusing the save.
    hotma_effective_date: values.asset_rule === 'HOTMA' ? values.hotma_effective_date : null,
  };
}
