import {
  MANAGER_TEXT_MAX,
  type PropertyManager,
  type PropertyManagerCreateBody,
  propertyManagerCreateBody,
} from '@lar/contracts/property-managers';
import { SimpleGrid, TextInput } from '@mantine/core';
import { LabelledForm } from '../../../components/LabelledForm.tsx';
import { PhoneFaxEmailInputs } from '../../../components/PhoneFaxEmailInputs.tsx';
import { PostalCodeInput } from '../../../components/PostalCodeInput.tsx';
import { useSchemaForm } from '../../../components/use-schema-form.ts';
import { inputValues } from '../../../lib/form-values.ts';
import {
  type RecordFormHandlers,
  type RecordSaveMutation,
  useRecordSave,
} from '../../../lib/use-record-save.ts';
import { useCreateManager, useUpdateManager } from '../api.ts';
import { PROPERTY_MANAGERS_NS } from '../namespace.ts';
import { MANAGER_FIELD_LABELS } from './manager-fields.ts';

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
  const { t, translator, form } = useSchemaForm<ManagerFormValues>({
    namespace: PROPERTY_MANAGERS_NS,
    initialValues: toFormValues(manager),
    schema: propertyManagerCreateBody,
    overrides: { email: { custom: `${PROPERTY_MANAGERS_NS}:form.emailInvalid` } },
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
      label={t(MANAGER_FIELD_LABELS[field])}
      maxLength={MANAGER_TEXT_MAX}
      withAsterisk={required}
      {...form.getInputProps(field)}
    />
  );

  return (
    <LabelledForm
      label={t(manager ? 'form.editTitle' : 'form.newTitle')}
      onSubmit={form.onSubmit((values) => submit(propertyManagerCreateBody.parse(values)))}
      failure={failure}
      submitLabel={t(manager ? 'form.saveChanges' : 'form.create')}
      onCancel={onCancel}
      saving={saving}
    >
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
        <PostalCodeInput form={form} t={t} />
      </SimpleGrid>
    </LabelledForm>
  );
}
