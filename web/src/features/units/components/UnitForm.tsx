import {
  amiLevelName,
  UNIT_NUMBER_MAX,
  UNIT_STYLE_MAX,
  UNIT_TYPES,
  type Unit,
  unitBody,
} from '@lar/contracts/units';
import { Alert, Checkbox, Fieldset, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/FormSection.tsx';
import { MoneyText, useNumberSeparators } from '../../../components/MoneyInput.tsx';
import { ProgramPicker } from '../../../components/ProgramPicker.tsx';
import { RecordForm } from '../../../components/RecordForm.tsx';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { useRecordFormSave } from '../../../components/use-record-form-save.ts';
import { formatMoney } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { RecordFormHandlers } from '../../../lib/use-record-save.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useBuildings } from '../../properties/api.ts';
import { useProgram, useSaveUnit } from '../api.ts';
import { UNITS_NS } from '../namespace.ts';
import {
  type AmenityName,
  EMPTY_UNIT,
  rentLevelsFor,
  type UnitFormValues,
  unitDraft,
  unitToFormValues,
} from '../unit-form-values.ts';
import { DesignationsEditor } from './DesignationsEditor.tsx';
import { UNIT_FIELD_LABELS } from './unit-fields.ts';

interface UnitFormProps extends RecordFormHandlers<Unit> {
  /** The unit being edited, or null for a new one. */
  unit: Unit | null;
  /** The property a new unit goes to (the page's selector). */
  propertyId: number | null;
  propertyName: string | null;
}

/** Create or edit a unit: identification, program and AMI level, accessibility and amenities, notes. */
export function UnitForm({
  unit,
  propertyId: selectedPropertyId,
  propertyName,
  onSaved,
  onCancel,
}: UnitFormProps) {
  const { t, i18n } = useTranslation(UNITS_NS);
  const translator = useTranslator(UNITS_NS);
  const separators = useNumberSeparators();
  const propertyId = unit ? unit.property_id : selectedPropertyId;
  // A property with one building puts every unit in it; with several, the unit names its own.
  const buildings = useBuildings(propertyId).data ?? [];
  const choosesBuilding = buildings.length > 1;
  const amenityName: AmenityName = (code) => t(`listingFacts.amenities.${code}`, { ns: 'common' });

  const form = useCheckedForm<UnitFormValues>({
    initialValues: unit ? unitToFormValues(unit, amenityName) : EMPTY_UNIT,
    validate: (values) => {
      const { property_id: _shownAsAlert, ...errors } = validateWithSchema(
        unitBody,
        unitDraft(values, propertyId, amenityName),
        translator,
        // A unit type not chosen yet is missing, not wrong.
        { unit_type: { invalid_value: 'validation.required' } },
      );
      // The server refuses it too; the primary program is designated by its AMI level above.
      values.designations.forEach((d, index) => {
        if (d.program_id !== null && d.program_id === values.gov_program_id) {
          errors[`designations.${index}.program_id`] ??= translator.t(
            'validation.designation_primary_program',
          );
        }
      });
      if (choosesBuilding && values.building_id === null) {
        errors.building_id ??= translator.t('validation.building_required');
      }
      return errors;
    },
  });
  const { gov_program_id: programId, unit_type: unitType } = form.getValues();
  const program = useProgram(programId);
  const levels = rentLevelsFor(program.data?.ami_levels ?? [], unitType);

  const saving = useRecordFormSave({
    form,
    translator,
    record: unit,
    entity: 'unit',
    save: useSaveUnit(),
    savedMessage: (saved) => t('saved', { number: saved.unit_number ?? saved.id }),
    onSaved,
    onCancel,
    fieldMessages: { unit_number: { duplicate: t('duplicateNumber') } },
    failureKeys: { fallbackKey: `${UNITS_NS}:errors.saveUnit` },
  });

  function submit(values: UnitFormValues) {
    if (propertyId === null) return;
    saving.submit(unitBody.parse(unitDraft(values, propertyId, amenityName)));
  }

  const title = unit
    ? `${t('form.editTitle', { number: unit.unit_number ?? unit.id })} · ${unit.property_name}`
    : `${t('form.newTitle')}${propertyName ? ` · ${propertyName}` : ''}`;
  const levelHint =
    programId === null || unitType === null
      ? t('form.amiLevelHint')
      : program.isSuccess && levels.length === 0
        ? t('form.noRentLevels')
        : undefined;

  return (
    <RecordForm
      title={title}
      onSubmit={form.onSubmit(submit)}
      saveErrorTitle={t('errors.saveUnit')}
      notice={
        propertyId === null && (
          <Alert color="yellow" role="alert">
            {t('selectPropertyAlert')}
          </Alert>
        )
      }
      submitLabel={unit ? t('form.saveChanges') : t('form.create')}
      {...saving.frame}
    >
      <FormSection legend={t('form.identification')}>
        {choosesBuilding && (
          <Select<number>
            label={t('form.building')}
            placeholder={t('form.choose')}
            withAsterisk
            data={buildings.map((b) => ({ value: b.id, label: b.bin ? `${b.name} · ${b.bin}` : b.name }))}
            value={form.getValues().building_id}
            error={form.errors.building_id}
            onChange={(value) => form.setFieldValue('building_id', value)}
          />
        )}
        <TextInput
          label={t(UNIT_FIELD_LABELS.unit_number)}
          withAsterisk
          maxLength={UNIT_NUMBER_MAX}
          {...form.getInputProps('unit_number')}
        />
        <Select
          label={t(UNIT_FIELD_LABELS.unit_type)}
          placeholder={t('form.choose')}
          withAsterisk
          data={UNIT_TYPES.map((type) => ({ value: type, label: t(`unitTypes.${type}`) }))}
          {...form.getInputProps('unit_type')}
          onChange={(value) => {
            form.setFieldValue('unit_type', value as UnitFormValues['unit_type']);
            form.setFieldValue('ami_level_id', null);
          }}
        />
        <TextInput
          label={t(UNIT_FIELD_LABELS.unit_style)}
          maxLength={UNIT_STYLE_MAX}
          {...form.getInputProps('unit_style')}
        />
        <NumberInput
          label={t(UNIT_FIELD_LABELS.bathrooms)}
          min={0}
          max={20}
          step={0.5}
          decimalScale={1}
          allowNegative={false}
          {...separators}
          {...form.getInputProps('bathrooms')}
        />
        <NumberInput
          label={t(UNIT_FIELD_LABELS.square_feet)}
          min={0}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          {...separators}
          {...form.getInputProps('square_feet')}
        />
        <MoneyText
          label={t(UNIT_FIELD_LABELS.market_rent)}
          description={t('form.marketRentHelp')}
          {...form.getInputProps('market_rent')}
        />
      </FormSection>

      <FormSection legend={t('form.programSection')} cols={2}>
        <ProgramPicker
          ns={UNITS_NS}
          clearable
          queryKey={queryKeys.units.programChoices()}
          stored={unit && { id: unit.gov_program_id, name: unit.gov_program_name }}
          value={programId}
          error={form.errors.gov_program_id}
          onChange={(value) => {
            form.setFieldValue('gov_program_id', value);
            form.setFieldValue('ami_level_id', null);
          }}
        />
        <Select<number>
          label={t(UNIT_FIELD_LABELS.ami_level_id)}
          placeholder={t('form.choose')}
          clearable
          disabled={programId === null || unitType === null}
          description={levelHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={levels.map((level) => ({
            value: level.id,
            label: `${amiLevelName(level.percentage)} · ${level.year} · ${formatMoney(level.limit_value, i18n.language)}`,
          }))}
          value={form.getValues().ami_level_id}
          error={form.errors.ami_level_id}
          onChange={(value) => form.setFieldValue('ami_level_id', value)}
        />
      </FormSection>

      <DesignationsEditor form={form} />

      <Fieldset legend={t('form.accessibilitySection')} radius="md">
        <Stack gap="md">
          <Checkbox
            label={t(UNIT_FIELD_LABELS.is_ada_compliant)}
            {...form.getInputProps('is_ada_compliant', { type: 'checkbox' })}
          />
          <TextInput
            label={t(UNIT_FIELD_LABELS.amenities)}
            description={t('form.amenitiesHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={t('form.amenitiesPlaceholder')}
            {...form.getInputProps('amenities')}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('form.notesSection')} radius="md">
        <Textarea
          aria-label={t(UNIT_FIELD_LABELS.notes)}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('notes')}
        />
      </Fieldset>
    </RecordForm>
  );
}
