import {
  CANDIDATE_LANGUAGES,
  type Candidate,
  type CandidateBody,
  type CandidateLanguage,
  candidateBody,
  DOCUMENT_TYPES,
  type DocumentType,
  HOUSEHOLD_SIZE_MAX,
  isSeniorOn,
  withDerivedSenior,
} from '@lar/contracts/candidates';
import { addDays } from '@lar/contracts/compliance/recertification';
import { TEXT_MAX } from '@lar/contracts/fields';
import { Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateField } from '../../../components/DateField.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { PhoneInput, PostalInput } from '../../../components/MaskedInputs.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { RecordForm } from '../../../components/RecordForm.tsx';
import { useRecordFormSave } from '../../../components/use-record-form-save.ts';
import { useSchemaForm } from '../../../components/use-schema-form.ts';
import { inputValues } from '../../../lib/form-values.ts';
import { localToday } from '../../../lib/format.ts';
import type { RecordFormHandlers } from '../../../lib/use-record-save.ts';
import { useSaveCandidate } from '../api.ts';
import { CANDIDATES_NS } from '../namespace.ts';
import { CurrentOccupancy } from './CandidatesTable.tsx';
import { candidateFieldLabel as label } from './candidate-fields.ts';
import { HOUSEHOLD_SIZE_INPUT_ID, INCOME_INPUT_ID } from './EligibleUnits.tsx';

interface CandidateFormValues {
  full_name: string;
  email: string;
  phone_number: string;
  birth_date: string;
  income: number | string;
  household_size: number | string;
  is_disabled: boolean;
  is_senior: boolean;
  postal_code: string;
  document_type: DocumentType | '';
  document_number: string;
  language: CandidateLanguage | '';
  id_wp: string;
}

/** The fields the form holds as typed: '' while empty. */
const INPUT_FIELDS = [
  'full_name',
  'email',
  'phone_number',
  'birth_date',
  'income',
  'household_size',
  'postal_code',
  'document_type',
  'document_number',
  'language',
  'id_wp',
] as const;

/** Every field of the body, so the form sends each one: a field missing here fails to compile. */
function toFormValues(c: Candidate | null): CandidateFormValues {
  return {
    ...inputValues(c, INPUT_FIELDS),
    is_disabled: c?.is_disabled ?? false,
    is_senior: c?.is_senior ?? false,
  } satisfies Record<keyof CandidateBody, unknown>;
}

const yesterday = () => addDays(localToday(), -1);

interface CandidateFormProps extends RecordFormHandlers<Candidate> {
  /** The candidate being edited (full record), or null to register a new one. */
  candidate: Candidate | null;
}

/** Register or edit a candidate: personal information, contact and identification document. */
export function CandidateForm({ candidate, onSaved, onCancel }: CandidateFormProps) {
  const { t, translator, form } = useSchemaForm<CandidateFormValues>({
    namespace: CANDIDATES_NS,
    initialValues: toFormValues(candidate),
    schema: candidateBody,
  });
  const saving = useRecordFormSave({
    form,
    translator,
    record: candidate,
    entity: 'candidate',
    save: useSaveCandidate(),
    savedMessage: (saved) => t(candidate ? 'updated' : 'created', { name: saved.full_name }),
    onSaved,
    onCancel,
    fieldMessages: { email: { duplicate: t('duplicateEmail') } },
    failureKeys: { fallbackKey: `${CANDIDATES_NS}:errors.saveFallback` },
  });

  function submit(values: CandidateFormValues) {
    // The server derives the flag too; the body says what the form showed.
    saving.submit(withDerivedSenior(candidateBody.parse(values), localToday()));
  }

  const { birth_date: birthDate } = form.getValues();
  /** A choice of codes, each shown with its text in `labels`; '' while none is chosen. */
  const codeSelect = <K extends 'document_type' | 'language'>(
    field: K,
    codes: readonly NonNullable<CandidateFormValues[K]>[],
    labels: string,
    placeholder: string,
  ) => (
    <Select
      label={t(label(field))}
      placeholder={t(`form.${placeholder}`)}
      clearable
      data={codes.map((code) => ({ value: code, label: t(`${labels}.${code}`) }))}
      value={form.getValues()[field] || null}
      error={form.errors[field]}
      // Mantine's Select answers a string of `codes` or null: the field holds '' for none.
      onChange={(value) => form.setValues({ [field]: value ?? '' } as Partial<CandidateFormValues>)}
    />
  );
  // With a birth date, "senior" is a fact of the date, shown rather than chosen.
  const derivedSenior = birthDate ? isSeniorOn(birthDate, localToday()) : null;

  return (
    <RecordForm
      title={candidate ? t('form.editTitle', { name: candidate.full_name }) : t('form.newTitle')}
      onSubmit={form.onSubmit(submit)}
      saveErrorTitle={t('errors.save')}
      submitLabel={candidate ? t('form.save') : t('form.register')}
      {...saving.frame}
    >
      {candidate && (
        <Group gap="xs" align="baseline">
          <Text size="sm" fw={600}>
            {t('form.currentOccupancy')}:
          </Text>
          <CurrentOccupancy candidate={candidate} />
        </Group>
      )}
      <FormSection legend={t('form.personalSection')}>
        <TextInput
          label={t(label('full_name'))}
          withAsterisk
          maxLength={TEXT_MAX}
          autoComplete="off"
          {...form.getInputProps('full_name')}
        />
        <DateField
          label={t(label('birth_date'))}
          placeholder={t('form.datePlaceholder')}
          maxDate={yesterday()}
          defaultLevel="decade"
          {...form.getInputProps('birth_date')}
        />
        <NumberInput
          id={HOUSEHOLD_SIZE_INPUT_ID}
          label={t(label('household_size'))}
          min={1}
          max={HOUSEHOLD_SIZE_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('household_size')}
        />
        <MoneyInput
          id={INCOME_INPUT_ID}
          label={t(label('income'))}
          description={t('form.incomeHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('income')}
        />
        <Stack gap="xs" justify="center">
          {derivedSenior === null ? (
            <Checkbox
              label={t(label('is_senior'))}
              {...form.getInputProps('is_senior', { type: 'checkbox' })}
            />
          ) : (
            <Checkbox
              label={t(label('is_senior'))}
              description={t('form.isSeniorDerived')}
              checked={derivedSenior}
              readOnly
              disabled
            />
          )}
          <Checkbox
            label={t(label('is_disabled'))}
            {...form.getInputProps('is_disabled', { type: 'checkbox' })}
          />
        </Stack>
      </FormSection>

      <FormSection legend={t('form.contactSection')}>
        <TextInput
          label={t(label('email'))}
          type="email"
          withAsterisk
          autoComplete="off"
          maxLength={TEXT_MAX}
          {...form.getInputProps('email')}
        />
        <PhoneInput
          label={t(label('phone_number'))}
          {...form.getInputProps('phone_number')}
          value={form.getValues().phone_number}
        />
        <PostalInput
          label={t(label('postal_code'))}
          {...form.getInputProps('postal_code')}
          value={form.getValues().postal_code}
        />
        {codeSelect('language', CANDIDATE_LANGUAGES, 'languages', 'chooseLanguage')}
      </FormSection>

      <FormSection legend={t('form.documentSection')}>
        {codeSelect('document_type', DOCUMENT_TYPES, 'documentTypes', 'chooseDocument')}
        <TextInput
          label={t(label('document_number'))}
          maxLength={50}
          autoComplete="off"
          {...form.getInputProps('document_number')}
        />
        <TextInput
          label={t(label('id_wp'))}
          description={t('form.externalIdHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={50}
          {...form.getInputProps('id_wp')}
        />
      </FormSection>
    </RecordForm>
  );
}
