import { type UtilityAllowances, utilityAllowancesBody } from '@lar/contracts/compliance/api';
import { RENT_UNIT_TYPES, type RentUnitType } from '@lar/contracts/compliance/limits';
import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import { Alert, Button, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { MoneyText } from '../../../components/MoneyInput.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { apiErrorMessage, fieldErrorMap } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useSaveUtilityAllowances, useUtilityAllowances } from '../../compliance/api.ts';
import { UNITS_NS } from '../namespace.ts';
import { newRowKey } from '../unit-form-values.ts';

interface ScheduleRow {
  key: string;
  effective_date: string;
  /** Dollars per month as decimal text, '' while empty. */
  amounts: Record<RentUnitType, string>;
}

interface AllowanceValues {
  schedules: ScheduleRow[];
}

const emptyAmounts = () =>
  Object.fromEntries(RENT_UNIT_TYPES.map((type) => [type, ''])) as Record<RentUnitType, string>;

function toRows(answer: UtilityAllowances): ScheduleRow[] {
  return [...answer.schedules]
    .sort((a, b) => a.effective_date.localeCompare(b.effective_date))
    .map((schedule) => ({
      key: newRowKey(),
      effective_date: schedule.effective_date,
      amounts: Object.fromEntries(
        RENT_UNIT_TYPES.map((type) => [type, centsToDecimal(toCents(schedule.amounts[type]))]),
      ) as Record<RentUnitType, string>,
    }));
}

const toBody = (values: AllowanceValues) => ({
  schedules: values.schedules.map(({ effective_date, amounts }) => ({ effective_date, amounts })),
});

/** The property's utility allowances: one schedule per effective date, an amount per unit type. */
export function UtilityAllowancesEditor({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation(UNITS_NS);
  const allowances = useUtilityAllowances(propertyId);
  if (allowances.isError) {
    return <QueryLoadError title={t('allowances.loadError')} query={allowances} />;
  }
  if (!allowances.data) return <Loader size="sm" aria-label={t('allowances.loading')} />;
  // A saved answer starts the form again from what the server kept.
  return (
    <AllowancesForm key={JSON.stringify(allowances.data)} propertyId={propertyId} answer={allowances.data} />
  );
}

function AllowancesForm({ propertyId, answer }: { propertyId: number; answer: UtilityAllowances }) {
  const { t } = useTranslation(UNITS_NS);
  const translator = useTranslator(UNITS_NS);
  const canWrite = useCan('write_records');
  const save = useSaveUtilityAllowances();
  const [saveError, setSaveError] = useState<string | null>(null);
  const form = useCheckedForm<AllowanceValues>({
    initialValues: { schedules: toRows(answer) },
    validate: (values) => {
      const errors = validateWithSchema(utilityAllowancesBody, toBody(values), translator);
      // An empty field is missing, not malformed.
      const required = translator.t('validation.required');
      values.schedules.forEach((row, i) => {
        if (row.effective_date === '') errors[`schedules.${i}.effective_date`] = required;
        for (const type of RENT_UNIT_TYPES) {
          if (row.amounts[type] === '') errors[`schedules.${i}.amounts.${type}`] = required;
        }
      });
      return errors;
    },
  });
  const { schedules } = form.getValues();

  function submit(values: AllowanceValues) {
    setSaveError(null);
    save.mutate(
      { propertyId, body: utilityAllowancesBody.parse(toBody(values)) },
      {
        onSuccess: () => showSuccess(t('allowances.saved')),
        onError: (error) => {
          form.setErrors(fieldErrorMap(error, translator));
          setSaveError(
            apiErrorMessage(error, translator, { fallbackKey: `${UNITS_NS}:allowances.saveError` }),
          );
        },
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-labelledby="allowances-title">
      <Stack gap="md">
        <div>
          <SectionHeading id="allowances-title" title={t('allowances.title')} hint={t('allowances.hint')} />
        </div>
        {saveError && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setSaveError(null)}>
            {saveError}
          </Alert>
        )}
        {schedules.length === 0 && <Text size="sm">{t('allowances.none')}</Text>}
        {schedules.map((row, index) => (
          <Paper key={row.key} withBorder p="sm" radius="md" data-testid="allowance-schedule">
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end" wrap="wrap">
                <DateField
                  label={t('allowances.effectiveDate', { position: index + 1 })}
                  placeholder={t('allowances.datePlaceholder')}
                  withAsterisk={canWrite}
                  readOnly={!canWrite}
                  maw={220}
                  {...form.getInputProps(`schedules.${index}.effective_date`)}
                />
                {canWrite && (
                  <Button
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    aria-label={t('allowances.removeLabel', { position: index + 1 })}
                    onClick={() => form.removeListItem('schedules', index)}
                  >
                    {t('allowances.remove')}
                  </Button>
                )}
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
                {RENT_UNIT_TYPES.map((type) => (
                  <MoneyText
                    key={type}
                    label={t(`unitTypes.${type}`)}
                    aria-label={t('allowances.amountLabel', {
                      type: t(`unitTypes.${type}`),
                      position: index + 1,
                    })}
                    readOnly={!canWrite}
                    {...form.getInputProps(`schedules.${index}.amounts.${type}`)}
                  />
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {canWrite && (
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                form.insertListItem('schedules', {
                  key: newRowKey(),
                  effective_date: '',
                  amounts: emptyAmounts(),
                })
              }
            >
              {t('allowances.add')}
            </Button>
            <Button
              type="submit"
              loading={save.isPending}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {t('allowances.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
