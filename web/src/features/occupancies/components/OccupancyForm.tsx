import type { OccupancyCompliance } from '@lar/contracts/compliance/api';
import {
  AMI_PERCENTAGE_MAX,
  HOUSEHOLD_SIZE_MAX,
  OCCUPANCY_STATUSES,
  type Occupancy,
  type OccupancyStatus,
  OVERRIDE_REASON_MAX,
  occupancyBody,
} from '@lar/contracts/occupancies';
import { Alert, Checkbox, NumberInput, Select, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { DecimalInput, MoneyText } from '../../../components/MoneyInput.tsx';
import { ProgramPicker } from '../../../components/ProgramPicker.tsx';
import { RecordForm } from '../../../components/RecordForm.tsx';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { useRecordFormSave } from '../../../components/use-record-form-save.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { RecordFormHandlers } from '../../../lib/use-record-save.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import {
  fetchCandidateHousehold,
  refusedCompliance,
  searchTenants,
  unitLabel,
  useSaveOccupancy,
} from '../api.ts';
import { blocks } from '../live-check.ts';
import { OCCUPANCIES_NS } from '../namespace.ts';
import { occupancyErrorMessage } from '../occupancy-errors.ts';
import {
  EMPTY_OCCUPANCY,
  moneyText,
  type OccupancyFormValues,
  occupancyDraft,
  occupancyToFormValues,
} from '../occupancy-form-values.ts';
import { useUnitChoices } from '../unit-choices.ts';
import { useLiveCheck } from '../use-live-check.ts';
import { ComplianceCheckPanel } from './ComplianceCheckPanel.tsx';

interface OccupancyFormProps extends RecordFormHandlers<Occupancy> {
  occupancy: Occupancy | null;
}

/**
 * Place a tenant in a unit, or edit a placement: who and where, the terms, the household certified
 * at move-in, the dates, and the compliance check of those figures before saving.
 */
export function OccupancyForm({ occupancy, onSaved, onCancel }: OccupancyFormProps) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const translator = useTranslator(OCCUPANCIES_NS);
  const canOverride = useCan('override_eligibility');
  const [refusal, setRefusal] = useState<OccupancyCompliance | null>(null);
  const [includeOccupied, setIncludeOccupied] = useState(false);
  const unitChoices = useUnitChoices(includeOccupied);
  const defaults = useRef<{ size: number | string; income: string }>({ size: '', income: '' });
  const form = useCheckedForm<OccupancyFormValues>({
    initialValues: occupancy ? occupancyToFormValues(occupancy) : EMPTY_OCCUPANCY,
    // No minDate on the end date: the calendar would silently drop an earlier typed date; the
    // user sees the date they typed and why it cannot be saved, as soon as they type it.
    validateInputOnChange: ['end_date'],
    validate: (values) => {
      const errors = validateWithSchema(occupancyBody, occupancyDraft(values), translator);
      const required = translator.t('validation.required');
      if (values.rent_amount === '') errors.rent_amount = required;
      if (values.start_date === '') errors.start_date = required;
      // The schema compares the dates only once every other field is valid; say it at once.
      if (values.end_date !== '' && values.start_date !== '' && values.end_date < values.start_date) {
        errors.end_date = translator.t('validation.end_before_start');
      }
      return errors;
    },
  });
  const saving = useRecordFormSave({
    form,
    translator,
    record: occupancy,
    entity: 'occupancy',
    save: useSaveOccupancy(),
    savedMessage: (saved) => t(occupancy ? 'updated' : 'created', { id: saved.id }),
    onSaved,
    onCancel,
    failureMessage: (error) =>
      occupancyErrorMessage(error, translator, { fallbackKey: `${OCCUPANCIES_NS}:errors.save` }),
    // A refused compliance check is shown in the check's panel.
    onFailure: (error) => setRefusal(refusedCompliance(error)),
  });
  const values = form.getValues();
  const check = useLiveCheck(values);
  const active = values.status === 'ACTIVE';
  const failing = active && check.kind === 'ready' && blocks(check.check);

  /**
   * A new placement starts from the chosen candidate's household. A figure the user changed is
   * kept: only one still as the last candidate gave it (or empty) follows the new choice.
   */
  async function chooseTenant(id: number | null) {
    form.setFieldValue('tenant_id', id);
    if (id === null || occupancy) return;
    const household = await fetchCandidateHousehold(id).catch(() => null);
    if (!household || form.getValues().tenant_id !== id) return;
    const next = { size: household.householdSize ?? '', income: moneyText(household.income) };
    const current = form.getValues();
    if (current.household_size === defaults.current.size) form.setFieldValue('household_size', next.size);
    if (current.annual_income === defaults.current.income) form.setFieldValue('annual_income', next.income);
    defaults.current = next;
  }

  function submit(submitted: OccupancyFormValues) {
    if (failing && canOverride && submitted.override_reason.trim() === '') {
      form.setFieldError('override_reason', t('compliance.overrideRequired'));
      return;
    }
    setRefusal(null);
    saving.submit(occupancyBody.parse(occupancyDraft(submitted)));
  }

  const override = canOverride
    ? (failing || values.override_reason !== '') && (
        <Textarea
          label={t('compliance.overrideLabel')}
          description={t('compliance.overrideHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          withAsterisk={failing}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={OVERRIDE_REASON_MAX}
          {...form.getInputProps('override_reason')}
        />
      )
    : failing && (
        <Alert color="orange" role="note">
          {t('compliance.needsAdmin')}
        </Alert>
      );

  return (
    <RecordForm
      title={occupancy ? t('form.editTitle', { id: occupancy.id }) : t('form.newTitle')}
      onSubmit={form.onSubmit(submit)}
      saveErrorTitle={t('errors.save')}
      submitLabel={occupancy ? t('form.save') : t('form.create')}
      {...saving.frame}
    >
      <FormSection legend={t('form.placementSection')}>
        <SearchSelect
          label={t('form.unit')}
          placeholder={t('form.searchUnit')}
          withAsterisk
          description={includeOccupied ? t('form.unitAllHint') : t('form.unitVacantHint')}
          queryKey={unitChoices.queryKey}
          search={unitChoices.search}
          selected={
            occupancy
              ? {
                  value: occupancy.unit_id,
                  label: unitLabel(occupancy.unit_number, occupancy.property_name, occupancy.unit_id),
                }
              : null
          }
          noResultsText={t('form.noUnits')}
          value={values.unit_id}
          error={form.errors.unit_id}
          onChange={(value) => form.setFieldValue('unit_id', value)}
        />
        <Checkbox
          label={t('form.includeOccupied')}
          checked={includeOccupied}
          onChange={(e) => setIncludeOccupied(e.currentTarget.checked)}
        />
        <SearchSelect
          label={t('form.tenant')}
          placeholder={t('form.searchTenant')}
          withAsterisk
          queryKey={queryKeys.occupancies.tenantChoices()}
          search={searchTenants}
          selected={occupancy ? { value: occupancy.tenant_id, label: occupancy.tenant_name } : null}
          noResultsText={t('form.noTenants')}
          value={values.tenant_id}
          error={form.errors.tenant_id}
          onChange={(value) => void chooseTenant(value)}
        />
        <Select<OccupancyStatus>
          label={t('form.status')}
          allowDeselect={false}
          data={OCCUPANCY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          {...form.getInputProps('status')}
        />
      </FormSection>

      <FormSection legend={t('form.householdSection')} cols={2}>
        <NumberInput
          label={t('form.householdSize')}
          description={occupancy ? undefined : t('form.householdHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          min={1}
          max={HOUSEHOLD_SIZE_MAX}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          inputMode="numeric"
          {...form.getInputProps('household_size')}
        />
        <MoneyText label={t('form.annualIncome')} {...form.getInputProps('annual_income')} />
      </FormSection>

      <FormSection legend={t('form.termsSection')}>
        <ProgramPicker
          ns={OCCUPANCIES_NS}
          clearable
          queryKey={queryKeys.occupancies.programChoices()}
          stored={occupancy && { id: occupancy.program_id, name: occupancy.program_name }}
          value={values.program_id}
          error={form.errors.program_id}
          onChange={(value) => form.setFieldValue('program_id', value)}
        />
        <DecimalInput
          label={t('form.amiPercentage')}
          max={AMI_PERCENTAGE_MAX}
          rightSection="%"
          {...form.getInputProps('ami_percentage')}
        />
        <MoneyText label={t('form.rent')} withAsterisk {...form.getInputProps('rent_amount')} />
        <MoneyText label={t('form.nonOptionalCharges')} {...form.getInputProps('non_optional_charges')} />
        <MoneyText
          label={t('form.rentAssistance')}
          description={t('form.rentAssistanceHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('rent_assistance')}
        />
        <MoneyText label={t('form.placementFee')} {...form.getInputProps('placement_fee')} />
      </FormSection>

      <FormSection legend={t('form.datesSection')} cols={2}>
        <DateField
          label={t('form.startDate')}
          placeholder={t('form.datePlaceholder')}
          withAsterisk
          {...form.getInputProps('start_date')}
        />
        <DateField
          label={t('form.endDate')}
          placeholder={t('form.datePlaceholder')}
          description={t('form.endDateHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('end_date')}
        />
      </FormSection>

      <ComplianceCheckPanel
        state={check}
        active={active}
        storedOverride={occupancy?.override_reason ?? null}
        refusal={refusal}
        override={override}
      />
    </RecordForm>
  );
}
