import {
  MANAGER_TEXT_MAX,
  type PropertyManager,
  type PropertyManagerCreateBody,
  propertyManagerCreateBody,
} from '@lar/contracts/property-managers';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailInput } from '../../../components/EmailInput.tsx';
import { FormActions } from '../../../components/FormActions.tsx';
import { PhoneInput, PostalInput } from '../../../components/MaskedInputs.tsx';
import { useCheckedForm } from '../../../lib/first-error-focus.ts';
import { useRecordSave } from '../../../lib/use-record-save.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useCreateManager, useUpdateManager } from '../api.ts';
import { PROPERTY_MANAGERS_NS } from '../namespace.ts';

type ManagerFormValues = { [K in keyof Required<PropertyManagerCreateBody>]: string };

const FIELDS = [
  'management_co',
  'phone',
  'fax',
  'email',
  'address1',
  'address2',
  'city',
  'state',
  'postal_code',
] as const satisfies ReadonlyArray<keyof ManagerFormValues>;

function toFormValues(manager: PropertyManager | null): ManagerFormValues {
  return Object.fromEntries(FIELDS.map((f) => [f, manager?.[f] ?? ''])) as ManagerFormValues;
}

interface ManagerFormProps {
  /** The company being edited; null to create one. */
  manager: PropertyManager | null;
  onSaved(saved: PropertyManager): void;
  onCancel?: () => void;
}

/** Create or edit a management company (the "New Management Co." tab and the Edit modal). */
export function ManagerForm({ manager, onSaved, onCancel }: ManagerFormProps) {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  const translator = useTranslator(PROPERTY_MANAGERS_NS);
  const create = useCreateManager();
  const update = useUpdateManager();
  const form = useCheckedForm<ManagerFormValues>({
    initialValues: toFormValues(manager),
    validate: (values) =>
      validateWithSchema(propertyManagerCreateBody, values, translator, {
        email: { custom: `${PROPERTY_MANAGERS_NS}:form.emailInvalid` },
      }),
  });

  const { baseVersion, failure, clearFailure, fail } = useRecordSave(
    form,
    translator,
    `${PROPERTY_MANAGERS_NS}:errors`,
    manager,
  );

  function submit(values: ManagerFormValues) {
    clearFailure();
    const body = propertyManagerCreateBody.parse(values);
    const done = {
      onSuccess: (saved: PropertyManager) => {
        if (!manager) form.setValues(toFormValues(null));
        onSaved(saved);
      },
      onError: fail,
    };
    if (manager)
      update.mutate({ id: manager.id, body: { ...body, version: baseVersion ?? manager.version } }, done);
    else create.mutate(body, done);
  }

  const text = (field: (typeof FIELDS)[number], required = false) => (
    <TextInput
      label={t(`fields.${field}`)}
      maxLength={MANAGER_TEXT_MAX}
      withAsterisk={required}
      {...form.getInputProps(field)}
    />
  );

  return (
    <form
      onSubmit={form.onSubmit(submit)}
      noValidate
      aria-label={t(manager ? 'form.editTitle' : 'form.newTitle')}
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {text('management_co', true)}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <PhoneInput label={t('fields.phone')} {...form.getInputProps('phone')} value={form.values.phone} />
          <PhoneInput
            label={t('fields.fax')}
            autoComplete="off"
            {...form.getInputProps('fax')}
            value={form.values.fax}
          />
          <EmailInput label={t('fields.email')} maxLength={MANAGER_TEXT_MAX} form={form} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('address1')}
          {text('address2')}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {text('city')}
          {text('state')}
          <PostalInput
            label={t('fields.postal_code')}
            {...form.getInputProps('postal_code')}
            value={form.values.postal_code}
          />
        </SimpleGrid>
        <FormActions
          onCancel={onCancel}
          submitLabel={t(manager ? 'form.saveChanges' : 'form.create')}
          saving={create.isPending || update.isPending}
        />
      </Stack>
    </form>
  );
}
