import {
  END_REASON_DETAILS_MAX,
  OCCUPANCY_END_REASONS,
  type Occupancy,
  type OccupancyEndReason,
  terminateBody,
} from '@lar/contracts/occupancies';
import { Alert, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/DateField.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { fieldErrorMap } from '../../../lib/error-message.ts';
import { localToday } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useTerminateOccupancy } from '../api.ts';
import { OCCUPANCIES_NS } from '../namespace.ts';
import { occupancyErrorMessage } from '../occupancy-errors.ts';

interface TerminationValues {
  end_date: string;
  end_reason: OccupancyEndReason | '';
  end_reason_details: string;
}

interface TerminateOccupancyModalProps {
  /** The occupancy to end; null keeps the dialog closed. */
  occupancy: Occupancy | null;
  onClose(): void;
}

/** Ends an occupancy: asks for the move-out date (today unless changed) and why it ended. */
export function TerminateOccupancyModal({ occupancy, onClose }: TerminateOccupancyModalProps) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  return (
    <Modal opened={occupancy !== null} onClose={onClose} title={t('terminate.title')} size="md">
      {occupancy && <TerminationForm key={occupancy.id} occupancy={occupancy} onDone={onClose} />}
    </Modal>
  );
}

function TerminationForm({ occupancy, onDone }: { occupancy: Occupancy; onDone(): void }) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const translator = useTranslator(OCCUPANCIES_NS);
  const terminate = useTerminateOccupancy();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TerminationValues>({
    mode: 'controlled',
    initialValues: { end_date: localToday(), end_reason: '', end_reason_details: '' },
    validateInputOnChange: ['end_date'],
    validate: (values) => {
      const errors = validateWithSchema(terminateBody, values, translator);
      if (values.end_date === '') errors.end_date = translator.t('validation.required');
      else if (values.end_date < occupancy.start_date) {
        errors.end_date = translator.t('validation.end_before_start');
      }
      if (values.end_reason === '') errors.end_reason = translator.t('validation.required');
      return errors;
    },
  });
  const { end_reason: reason } = form.getValues();

  function submit(values: TerminationValues) {
    setFailure(null);
    const body = terminateBody.parse(values);
    terminate.mutate(
      { id: occupancy.id, version: occupancy.version, ...body },
      {
        onSuccess: () => {
          showSuccess(t('terminated', { id: occupancy.id }));
          onDone();
        },
        onError: (error) => {
          form.setErrors(fieldErrorMap(error, translator));
          setFailure(
            occupancyErrorMessage(error, translator, {
              fallbackKey: `${OCCUPANCIES_NS}:errors.terminate`,
              conflictKey: `${OCCUPANCIES_NS}:conflicts.alreadyEnded`,
            }),
          );
        },
      },
    );
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate aria-label={t('terminate.title')}>
      <Stack gap="md">
        <Text size="sm">
          {t('terminate.message', {
            tenant: occupancy.tenant_name,
            unit: occupancy.unit_number ?? `#${occupancy.unit_id}`,
          })}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <DateField
          label={t('terminate.moveOutDate')}
          placeholder={t('form.datePlaceholder')}
          withAsterisk
          {...form.getInputProps('end_date')}
        />
        <Select<OccupancyEndReason>
          label={t('terminate.reason')}
          placeholder={t('terminate.chooseReason')}
          withAsterisk
          allowDeselect={false}
          data={OCCUPANCY_END_REASONS.map((value) => ({ value, label: t(`endReasons.${value}`) }))}
          value={reason || null}
          error={form.errors.end_reason}
          onChange={(value) => form.setFieldValue('end_reason', value ?? '')}
        />
        {reason === 'other' && (
          <TextInput
            label={t('terminate.details')}
            withAsterisk
            maxLength={END_REASON_DETAILS_MAX}
            {...form.getInputProps('end_reason_details')}
          />
        )}
        <FormActions
          onCancel={onDone}
          submitLabel={t('actions.terminate')}
          saving={terminate.isPending}
          submitColor="red"
        />
      </Stack>
    </form>
  );
}
