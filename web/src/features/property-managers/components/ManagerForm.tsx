import {
  MANAGER_TEXT_MAX,
  type PropertyManager,
  type PropertyManagerCreateBody,
  propertyManagerCreateBody,
} from '@lar/contracts/property-managers';
import { Alert, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/FormActions.tsx';
import { PostalInput } from '../../../components/MaskedInputs.tsx';
import { PhoneFaxEmailInputs } from '../../../components/PhoneFaxEmailInputs.tsx';
import { useCheckedForm } from '../../../components/use-checked-form.ts';
import { inputValues } from '../../../lib/form-values.ts';
import {
  type RecordFormHandlers,
  type RecordSaveMutation,
  useRecordSave,
} from '../../../lib/use-record-save.ts';
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
  return inputValues(manager, FIELDS);
}

/** The company's save, new or edited: the API has a call for each. */
function useSaveManager(): RecordSaveMutation<PropertyManagerCreateBody, PropertyManager> {
  const create = useCreateManager();
  const update = useUpdateManager();
  return {
    mutate: (input, callbacks) =>
      input.id === null ? create.mutate(input.body, callbacks) : update.mutate(input, callbacks),
    isPending: create.isPending || update.isPending,
  };
}

interface ManagerFormProps extends RecordFormHandlers<PropertyManager> {
  /** The company being edited; null to create one. */
  manager: PropertyManager | null;
}

/** Create or edit a management company (the "New Management Co." tab and the Edit modal). */
export function ManagerForm({ manager, onSaved, onCancel }: ManagerFormProps) {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  const translator = useTranslator(PROPERTY_MANAGERS_NS);
  const form = useCheckedForm<ManagerFormValues>({
    initialValues: toFormValues(manager),
    validate: (values) =>
      validateWithSchema(propertyManagerCreateBody, values, translator, {
        email: { custom: `${PROPERTY_MANAGERS_NS}:form.emailInvalid` },
      }),
  });

  const { failure, submit, saving } = useRecordSave({
    form,
    translator,
    errorsKey: `${PROPERTY_MANAGERS_NS}:errors`,
    record: manager,
    save: useSaveManager(),
    empty: toFormValues(null),
    onSaved,
  });

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
      onSubmit={form.onSubmit((values) => submit(propertyManagerCreateBody.parse(values)))}
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
          <PhoneFaxEmailInputs form={form} t={t} emailMaxLength={MANAGER_TEXT_MAX} />
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
          saving={saving}
        />
      </Stack>
    </form>
  );
}
