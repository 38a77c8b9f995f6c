import { SET_ASIDE_ELECTIONS } from '@lar/contracts/compliance/set-aside';
import { LONG_TEXT_MAX, TEXT_MAX, URL_MAX } from '@lar/contracts/fields';
import {
  BREED_RESTRICTION_MAX,
  COUNT_FIELDS,
  MOVE_IN_DAYS_MAX,
  PET_FEE_FIELDS,
  type Property,
  propertyCreateBody,
  STOVE_TYPES,
  URL_FIELDS,
  UTILITY_FIELDS,
  UTILITY_PAYERS,
  YES_NO,
} from '@lar/contracts/properties';
import { Alert, Checkbox, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useContacts } from '../../../components/contacts/api.ts';
import { DateField } from '../../../components/DateField.tsx';
import { FormSection } from '../../../components/FormSection.tsx';
import { LabelledForm } from '../../../components/LabelledForm.tsx';
import { MoneyInput } from '../../../components/MoneyInput.tsx';
import { PhoneFaxEmailInputs } from '../../../components/PhoneFaxEmailInputs.tsx';
import { PostalCodeInput } from '../../../components/PostalCodeInput.tsx';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { useSchemaForm } from '../../../components/use-schema-form.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type RecordFormHandlers, useRecordSave } from '../../../lib/use-record-save.ts';
import { searchManagers } from '../../property-managers/api.ts';
import { useSaveProperty } from '../api.ts';
import { PROPERTIES_NS } from '../namespace.ts';
import { formValuesToInput, type PropertyFormValues, propertyToFormValues } from '../property-form-values.ts';
import { PROPERTY_FIELD_LABELS } from './property-fields.ts';

type TextField = Exclude<
  {
    [K in keyof PropertyFormValues]: PropertyFormValues[K] extends string ? K : never;
  }[keyof PropertyFormValues],
  undefined
>;

const LONG_TEXT = new Set<string>([
  'parking_details',
  'pet_policy',
  'lottery_preferences',
  'min_income_language',
  'tour_dates',
]);
const APPLICATION_URLS = URL_FIELDS.filter((f) => /app|credit|appeal|selection|timeline/.test(f));
const MEDIA_URLS = URL_FIELDS.filter((f) => !APPLICATION_URLS.includes(f));

interface PropertyFormProps extends RecordFormHandlers<Property> {
  /** The property being edited; null to create one. */
  property: Property | null;
}

/**
 * Create or edit a property: every field of the record, grouped in titled sections that stack on a
 * narrow screen. The company contact select is disabled until a company is chosen and is cleared
 * whenever the company changes.
 */
export function PropertyForm({ property, onSaved, onCancel }: PropertyFormProps) {
  const { t, translator, form } = useSchemaForm<PropertyFormValues>({
    namespace: PROPERTIES_NS,
    initialValues: propertyToFormValues(property),
    schema: propertyCreateBody,
    toBody: formValuesToInput,
    overrides: {
      property_manager_id: { invalid_type: 'validation.required' },
      property_manager_contact_id: { invalid_type: 'validation.required' },
    },
  });
  const { failure, setFailure, submit, saving } = useRecordSave({
    form,
    translator,
    errorsKey: `${PROPERTIES_NS}:errors`,
    record: property,
    save: useSaveProperty(),
    empty: propertyToFormValues(null),
    onSaved,
  });
  const managerId = form.values.property_manager_id;
  const contacts = useContacts('company', managerId);
  const contactOptions = (contacts.data?.items ?? []).map((c) => ({
    value: c.id,
    label: c.preferencial ? `${c.full_name} ${t('form.preferential')}` : c.full_name,
  }));

  const text = (field: TextField, required = false) => {
    const isUrl = (URL_FIELDS as readonly string[]).includes(field);
    const props = {
      label: t(PROPERTY_FIELD_LABELS[field]),
      withAsterisk: required,
      ...form.getInputProps(field),
    };
    if (LONG_TEXT.has(field))
      return <Textarea key={field} autosize minRows={2} maxLength={LONG_TEXT_MAX} {...props} />;
    return (
      <TextInput
        key={field}
        type={isUrl ? 'url' : 'text'}
        placeholder={isUrl ? 'https://' : undefined}
        maxLength={isUrl ? URL_MAX : field === 'breed_restriction' ? BREED_RESTRICTION_MAX : TEXT_MAX}
        {...props}
      />
    );
  };
  const choice = (field: keyof PropertyFormValues, options: readonly string[], prefix: string) => (
    <Select
      key={field}
      label={t(PROPERTY_FIELD_LABELS[field])}
      clearable
      data={options.map((o) => ({ value: o, label: t(`${prefix}.${o}`) }))}
      {...form.getInputProps(field)}
    />
  );
  const whole = (field: keyof PropertyFormValues, max?: number) => (
    <NumberInput
      key={field}
      label={t(PROPERTY_FIELD_LABELS[field])}
      min={0}
      max={max}
      allowNegative={false}
      allowDecimal={false}
      {...form.getInputProps(field)}
    />
  );
  const money = (field: keyof PropertyFormValues) => (
    <MoneyInput key={field} label={t(PROPERTY_FIELD_LABELS[field])} {...form.getInputProps(field)} />
  );
  const section = (title: string, children: ReactNode, cols: 2 | 3 | 4 = 3) => (
    <FormSection legend={t(`sections.${title}`)} cols={cols} verticalSpacing="sm">
      {children}
    </FormSection>
  );

  return (
    <LabelledForm
      label={t(property ? 'form.editTitle' : 'form.newTitle')}
      onSubmit={form.onSubmit(
        (values) => submit(propertyCreateBody.parse(formValuesToInput(values))),
        () => setFailure(t('form.fixErrors')),
      )}
      failure={failure}
      failurePlace="bottom"
      gap="lg"
      submitLabel={t(property ? 'form.saveChanges' : 'form.create')}
      onCancel={onCancel}
      saving={saving}
    >
      {section(
        'company',
        <>
          <SearchSelect
            label={t(PROPERTY_FIELD_LABELS.property_manager_id)}
            placeholder={t('form.chooseCompany')}
            withAsterisk
            clearable
            queryKey={queryKeys.properties.managerChoices()}
            search={searchManagers}
            value={managerId}
            selected={
              property ? { value: property.property_manager_id, label: property.property_manager_name } : null
            }
            noResultsText={t('form.noCompanies')}
            loadErrorText={t('errors.loadCompanies')}
            error={form.errors.property_manager_id}
            onChange={(value) => {
              form.setFieldValue('property_manager_id', value);
              // A contact belongs to one company: a new (or no) company clears it.
              form.setFieldValue('property_manager_contact_id', null);
            }}
          />
          <Select<number>
            label={t(PROPERTY_FIELD_LABELS.property_manager_contact_id)}
            placeholder={managerId === null ? t('form.chooseCompanyFirst') : t('form.chooseContact')}
            withAsterisk
            disabled={managerId === null}
            data={contactOptions}
            nothingFoundMessage={contacts.isError ? t('errors.loadContacts') : t('form.noContacts')}
            {...form.getInputProps('property_manager_contact_id')}
          />
          {text('property_name', true)}
          {text('property_type')}
          {text('property_location')}
        </>,
      )}
      {managerId !== null && contacts.isSuccess && contactOptions.length === 0 && (
        <Alert color="yellow" role="status">
          {t('form.companyHasNoContacts')}
        </Alert>
      )}
      {section(
        'address',
        <>
          <PhoneFaxEmailInputs form={form} t={t} emailMaxLength={TEXT_MAX} />
          {text('neighborhood')}
          {text('street1')}
          {text('street2')}
          {text('city')}
          {text('state')}
          <PostalCodeInput form={form} t={t} />
        </>,
      )}
      {section(
        'lease',
        <>
          {text('due_at_lease_signing')}
          {whole('move_in_timeline', MOVE_IN_DAYS_MAX)}
          {whole('units_managed')}
          {text('tour_dates')}
        </>,
        2,
      )}
      {section(
        'utilities',
        UTILITY_FIELDS.map((f) => choice(f, UTILITY_PAYERS, 'payers')),
        4,
      )}
      {section(
        'amenities',
        <>
          {text('parking')}
          {choice('stove_type', STOVE_TYPES, 'stoves')}
          {choice('washer_dryer_included', YES_NO, 'yesNo')}
          {text('parking_details')}
          {choice('pet_allowed', YES_NO, 'yesNo')}
          {text('pet_policy')}
          {PET_FEE_FIELDS.map(money)}
          {text('breed_restriction')}
        </>,
      )}
      {section(
        'application',
        <>
          {text('lottery_preferences')}
          {text('min_income_language')}
          {APPLICATION_URLS.map((f) => text(f))}
        </>,
        2,
      )}
      {section(
        'links',
        MEDIA_URLS.map((f) => text(f)),
        2,
      )}
      {section(
        'contract',
        <>
          <DateField
            label={t(PROPERTY_FIELD_LABELS.contract_expiration)}
            placeholder={t('form.datePlaceholder')}
            {...form.getInputProps('contract_expiration')}
          />
          {text('contract_type')}
          {money('contract_placement_fee')}
        </>,
      )}
      {section(
        'counts',
        <>
          {COUNT_FIELDS.map((f) => whole(f))}
          <Checkbox
            label={t(PROPERTY_FIELD_LABELS.annual_recertification_waived)}
            description={t('form.annualRecertificationWaivedHint')}
            {...form.getInputProps('annual_recertification_waived', { type: 'checkbox' })}
          />
          <Checkbox
            label={t(PROPERTY_FIELD_LABELS.deep_rent_skewed)}
            description={t('form.deepRentSkewedHint')}
            {...form.getInputProps('deep_rent_skewed', { type: 'checkbox' })}
          />
          <Select
            label={t(PROPERTY_FIELD_LABELS.set_aside_election)}
            description={t('form.setAsideElectionHint')}
            allowDeselect={false}
            data={SET_ASIDE_ELECTIONS.map((e) => ({ value: e, label: t(`setAside.${e}`) }))}
            {...form.getInputProps('set_aside_election')}
          />
        </>,
        4,
      )}
    </LabelledForm>
  );
}
