import { type Building, buildingCreateBody } from '@lar/contracts/buildings';
import { SET_ASIDE_ELECTIONS } from '@lar/contracts/compliance/set-aside';
import { TEXT_MAX } from '@lar/contracts/fields';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { PostalCodeInput } from '../../../components/PostalCodeInput.tsx';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage, fieldErrorMap } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useSaveBuilding } from '../api.ts';
import { type BuildingFormValues, buildingBody, buildingFormValues } from '../building-form-values.ts';
import { PROPERTIES_NS } from '../namespace.ts';

interface BuildingFormProps {
  propertyId: number;
  /** The building to edit, or null to add one. */
  building: Building | null;
  onDone(): void;
}

/** Adds a building to a property or changes one: its BIN, name, address and credit dates. */
export function BuildingForm({ propertyId, building, onDone }: BuildingFormProps) {
  const { t } = useTranslation(PROPERTIES_NS);
  const translator = useTranslator(PROPERTIES_NS);
  const save = useSaveBuilding();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useCheckedForm<BuildingFormValues>({
    initialValues: buildingFormValues(building),
    validate: (values) =>
      validateWithSchema(buildingCreateBody, buildingBody(values, propertyId), translator),
  });

  async function submit(values: BuildingFormValues) {
    setFailure(null);
    const body = buildingBody(values, propertyId);
    try {
      await save.mutateAsync({
        id: building?.id ?? null,
        body: building ? { ...body, version: building.version } : body,
      });
      const name = values.name.trim();
      showSuccess(building ? t('buildings.updated', { name }) : t('buildings.added', { name }));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) form.setErrors(fieldErrorMap(error, translator));
      setFailure(apiErrorMessage(error, translator, { fallbackKey: `${PROPERTIES_NS}:buildings.saveError` }));
    }
  }

  const text = (name: 'name' | 'street1' | 'street2' | 'city' | 'state', required = false) => (
    <TextInput
      label={t(`buildings.fields.${name}`)}
      withAsterisk={required}
      maxLength={TEXT_MAX}
      {...form.getInputProps(name)}
    />
  );

  return (
    <Stack gap="md">
      <form
        onSubmit={form.onSubmit((values) => void submit(values))}
        noValidate
        aria-label={t('buildings.formLabel')}
      >
        <Stack gap="sm">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {text('name', true)}
            <TextInput
              label={t('buildings.fields.bin')}
              description={t('buildings.binHint')}
              placeholder="CA-24-00001"
              maxLength={20}
              {...form.getInputProps('bin')}
            />
            {text('street1')}
            {text('street2')}
            {text('city')}
            {text('state')}
            <PostalCodeInput form={form} t={(key) => t(`buildings.${key}`)} />
            <DateField
              label={t('buildings.fields.placed_in_service_date')}
              placeholder={t('form.datePlaceholder')}
              {...form.getInputProps('placed_in_service_date')}
            />
            <NumberInput
              label={t('buildings.fields.first_credit_year')}
              description={t('buildings.firstCreditYearHint')}
              min={1987}
              max={2200}
              allowNegative={false}
              allowDecimal={false}
              thousandSeparator={false}
              {...form.getInputProps('first_credit_year')}
            />
            <DateField
              label={t('buildings.fields.gross_rent_floor_date')}
              description={t('buildings.grossRentFloorHint')}
              placeholder={t('form.datePlaceholder')}
              {...form.getInputProps('gross_rent_floor_date')}
            />
            <Select
              label={t('buildings.fields.set_aside_election')}
              description={t('buildings.setAsideHint')}
              placeholder={t('buildings.propertyElection')}
              clearable
              data={SET_ASIDE_ELECTIONS.map((e) => ({ value: e, label: t(`setAside.${e}`) }))}
              {...form.getInputProps('set_aside_election')}
              value={form.values.set_aside_election === '' ? null : form.values.set_aside_election}
              onChange={(value) =>
                form.setFieldValue(
                  'set_aside_election',
                  (value ?? '') as BuildingFormValues['set_aside_election'],
                )
              }
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              {t('buildings.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {building ? t('buildings.saveChanges') : t('buildings.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {building && <RecordHistory entity="building" id={building.id} />}
    </Stack>
  );
}
