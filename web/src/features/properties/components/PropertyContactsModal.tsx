import { TEXT_MAX } from '@lar/contracts/fields';
import {
  type PropertyContact,
  type PropertyContactCreateBody,
  type PropertySummary,
  propertyContactCreateBody,
} from '@lar/contracts/properties';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage, fieldErrorMap } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useDeletePropertyContact, usePropertyContacts, useSavePropertyContact } from '../api.ts';
import { PROPERTIES_NS } from '../namespace.ts';

interface ContactFormValues {
  full_name: string;
  contact_type: string;
  email: string;
  primary_contact: boolean;
}

const EMPTY: ContactFormValues = { full_name: '', contact_type: '', email: '', primary_contact: false };

interface PropertyContactsModalProps {
  property: PropertySummary | null;
  onClose(): void;
}

/** The property's Contacts modal: its contacts, and one form that adds or (after Edit) saves changes. */
export function PropertyContactsModal({ property, onClose }: PropertyContactsModalProps) {
  const { t } = useTranslation(PROPERTIES_NS);
  return (
    <Modal
      opened={property !== null}
      onClose={onClose}
      size="xl"
      title={property ? t('contacts.title', { name: property.property_name }) : ''}
    >
      {property && <PropertyContactsPanel key={property.id} propertyId={property.id} />}
    </Modal>
  );
}

/** A property's contacts with add, edit ("Save Changes") and delete; also used by the details panel. */
export function PropertyContactsPanel({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation(PROPERTIES_NS);
  const translator = useTranslator(PROPERTIES_NS);
  const contacts = usePropertyContacts(propertyId);
  const save = useSavePropertyContact(propertyId);
  const remove = useDeletePropertyContact();
  const [editing, setEditing] = useState<PropertyContact | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => validateWithSchema(propertyContactCreateBody, values, translator),
  });

  function startAdd() {
    setEditing(null);
    setFailure(null);
    form.setValues(EMPTY);
    form.clearErrors();
  }

  function startEdit(contact: PropertyContact) {
    setEditing(contact);
    setFailure(null);
    form.setValues({
      full_name: contact.full_name,
      contact_type: contact.contact_type ?? '',
      email: contact.email ?? '',
      primary_contact: contact.primary_contact,
    });
    form.clearErrors();
  }

  function submit(values: ContactFormValues) {
    setFailure(null);
    const body: PropertyContactCreateBody = propertyContactCreateBody.parse(values);
    save.mutate(
      { contactId: editing?.id ?? null, body: editing ? { ...body, version: editing.version } : body },
      {
        onSuccess: () => {
          showSuccess(t(editing ? 'contacts.updated' : 'contacts.added', { name: body.full_name }));
          startAdd();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setErrors(fieldErrorMap(error, translator));
          setFailure(
            apiErrorMessage(error, translator, { fallbackKey: `${PROPERTIES_NS}:contacts.saveError` }),
          );
        },
      },
    );
  }

  async function askDelete(contact: PropertyContact) {
    const confirmed = await confirmAction({
      title: t('contacts.deleteTitle'),
      message: t('contacts.deleteMessage', { name: contact.full_name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(contact.id, {
      onSuccess: () => {
        showSuccess(t('contacts.deleted', { name: contact.full_name }));
        if (editing?.id === contact.id) startAdd();
      },
      onError: (error) =>
        showApiError(error, translator, { fallbackKey: `${PROPERTIES_NS}:contacts.deleteError` }),
    });
  }

  const rows = contacts.data?.items ?? [];
  return (
    <Stack gap="md">
      {contacts.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(contacts.error, translator, {
            fallbackKey: `${PROPERTIES_NS}:errors.loadContacts`,
          })}
        </Alert>
      ) : contacts.isPending ? (
        <Text c="dimmed">{t('app.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('contacts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped aria-label={t('contacts.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contacts.fields.full_name')}</Table.Th>
                <Table.Th>{t('contacts.fields.contact_type')}</Table.Th>
                <Table.Th>{t('contacts.fields.email')}</Table.Th>
                <Table.Th ta="right">{t('table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((contact) => (
                <Table.Tr key={contact.id}>
                  <Table.Td>
                    <Group gap={6}>
                      <span>{contact.full_name}</span>
                      {contact.primary_contact && (
                        <Badge size="xs" variant="light">
                          {t('contacts.primary')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{contact.contact_type}</Table.Td>
                  <Table.Td>{contact.email}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => startEdit(contact)}
                        aria-label={`${t('actions.edit')} ${contact.full_name}`}
                      >
                        {t('actions.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => void askDelete(contact)}
                        aria-label={`${t('actions.delete')} ${contact.full_name}`}
                      >
                        {t('actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Divider />
      <form
        onSubmit={form.onSubmit(submit)}
        noValidate
        aria-labelledby={`property-contact-form-${propertyId}`}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id={`property-contact-form-${propertyId}`}>
            {editing ? t('contacts.editTitle', { name: editing.full_name }) : t('contacts.addTitle')}
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('contacts.fields.full_name')}
              withAsterisk
              maxLength={TEXT_MAX}
              {...form.getInputProps('full_name')}
            />
            <TextInput
              label={t('contacts.fields.contact_type')}
              maxLength={TEXT_MAX}
              {...form.getInputProps('contact_type')}
            />
            <TextInput
              label={t('contacts.fields.email')}
              type="email"
              maxLength={TEXT_MAX}
              {...form.getInputProps('email')}
              onChange={(event) => form.setFieldValue('email', event.currentTarget.value.replace(/\s+/g, ''))}
            />
          </SimpleGrid>
          <Checkbox
            label={t('contacts.fields.primary_contact')}
            {...form.getInputProps('primary_contact', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            {editing && (
              <Button variant="default" onClick={startAdd}>
                {t('actions.cancel')}
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {editing ? t('contacts.saveChanges') : t('contacts.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
