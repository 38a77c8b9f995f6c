import {
  AMI_PERCENTAGE_MAX,
  OCCUPANCY_STATUSES,
  type Occupancy,
  type OccupancyStatus,
  occupancyBody,
} from '@lar/contracts/occupancies';
import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { DecimalInput, MoneyInput } from '../../../components/MoneyInput.tsx';
import { searchPrograms } from '../../../components/program-search.ts';
import { RecordForm } from '../../../components/RecordForm.tsx';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { fieldErrorMap } from '../../../lib/error-message.ts';
import { withFirstErrorFocus } from '../../../lib/first-error-focus.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { searchTenants, searchUnits, unitLabel, useSaveOccupancy } from '../api.ts';
import { OCCUPANCIES_NS } from '../namespace.ts';
import { occupancyErrorMessage } from '../occupancy-errors.ts';

interface OccupancyFormValues {
  unit_id: number | null;
  tenant_id: number | null;
  program_id: number | null;
  ami_percentage: number | string;
  rent_amount: number | string;
  start_date: string;
  end_date: string;
  placement_fee: number | string;
  status: OccupancyStatus;
}

const EMPTY: OccupancyFormValues = {
  unit_id: null,
  tenant_id: null,
  program_id: null,
  ami_percentage: '',
  rent_amount: '',
  start_date: '',
  end_date: '',
  placement_fee: '',
  status: 'ACTIVE',
};

function toFormValues(o: Occupancy): OccupancyFormValues {
  return {
    unit_id: o.unit_id,
    tenant_id: o.tenant_id,
    program_id: o.program_id,
    ami_percentage: o.ami_percentage ?? '',
    rent_amount: o.rent_amount,
    start_date: o.start_date,
    end_date: o.end_date ?? '',
    placement_fee: o.placement_fee ?? '',
    status: o.status,
  };
}

/** What the shared schema checks and the API receives; `undefined` marks a missing choice. */
function draft(values: OccupancyFormValues) {
  return { ...values, unit_id: values.unit_id ?? undefined, tenant_id: values.tenant_id ?? undefined };
}

interface OccupancyFormProps {
  occupancy: Occupancy | null;
  onSaved(): void;
  onCancel(): void;
}

/** Place a tenant in a unit, or edit a placement: who and where, the terms, the dates. */
export function OccupancyForm({ occupancy, onSaved, onCancel }: OccupancyFormProps) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const translator = useTranslator(OCCUPANCIES_NS);
  const save = useSaveOccupancy();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = withFirstErrorFocus(
    useForm<OccupancyFormValues>({
      mode: 'controlled',
      initialValues: occupancy ? toFormValues(occupancy) : EMPTY,
      // No minDate on the end date: the calendar would silently drop an earlier typed date; the
      // user sees the date they typed and why it cannot be saved, as soon as they type it.
      validateInputOnChange: ['end_date'],
      validate: (values) => {
        const errors = validateWithSchema(occupancyBody, draft(values), translator);
        const required = translator.t('validation.required');
        if (values.rent_amount === '') errors.rent_amount = required;
        if (values.start_date === '') errors.start_date = required;
        // The schema compares the dates only once every other field is valid; say it at once.
        if (values.end_date !== '' && values.start_date !== '' && values.end_date < values.start_date) {
          errors.end_date = translator.t('validation.end_before_start');
        }
        return errors;
      },
    }),
  );
  const values = form.getValues();

  function submit(submitted: OccupancyFormValues) {
    const body = occupancyBody.parse(draft(submitted));
    setSaveError(null);
    save.mutate(
      { id: occupancy?.id ?? null, body: occupancy ? { ...body, version: occupancy.version } : body },
      {
        onSuccess: (saved) => {
          showSuccess(t(occupancy ? 'updated' : 'created', { id: saved.id }));
          onSaved();
        },
        onError: (error) => {
          // The user's input stays as typed; the fields at fault and the reason are shown.
          form.setErrors(fieldErrorMap(error, translator));
          setSaveError(
            occupancyErrorMessage(error, translator, { fallbackKey: `${OCCUPANCIES_NS}:errors.save` }),
          );
        },
      },
    );
  }

  return (
    <RecordForm
      title={occupancy ? t('form.editTitle', { id: occupancy.id }) : t('form.newTitle')}
      onSubmit={form.onSubmit(submit)}
      saveError={saveError}
      saveErrorTitle={t('errors.save')}
      onDismissError={() => setSaveError(null)}
      submitLabel={occupancy ? t('form.save') : t('form.create')}
      onCancel={onCancel}
      saving={save.isPending}
      history={occupancy ? { entity: 'occupancy', id: occupancy.id } : undefined}
    >
      <Fieldset legend={t('form.placementSection')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          <SearchSelect
            label={t('form.unit')}
            placeholder={t('form.searchUnit')}
            withAsterisk
            queryKey={queryKeys.occupancies.unitChoices()}
            search={searchUnits}
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
            onChange={(value) => form.setFieldValue('tenant_id', value)}
          />
          <Select<OccupancyStatus>
            label={t('form.status')}
            allowDeselect={false}
            data={OCCUPANCY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('form.termsSection')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <SearchSelect
            label={t('form.program')}
            placeholder={t('form.searchProgram')}
            clearable
            queryKey={queryKeys.occupancies.programChoices()}
            search={searchPrograms}
            selected={
              occupancy?.program_id && occupancy.program_name
                ? { value: occupancy.program_id, label: occupancy.program_name }
                : null
            }
            noResultsText={t('form.noPrograms')}
            value={values.program_id}
            error={form.errors.program_id}
            onChange={(value) => form.setFieldValue('program_id', value)}
          />
          <MoneyInput label={t('form.rent')} withAsterisk {...form.getInputProps('rent_amount')} />
          <DecimalInput
            label={t('form.amiPercentage')}
            max={AMI_PERCENTAGE_MAX}
            rightSection="%"
            {...form.getInputProps('ami_percentage')}
          />
          <MoneyInput label={t('form.placementFee')} {...form.getInputProps('placement_fee')} />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend={t('form.datesSection')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
        </SimpleGrid>
      </Fieldset>
    </RecordForm>
  );
}
