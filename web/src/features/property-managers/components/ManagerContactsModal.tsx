import { TEXT_MAX } from '@lar/contracts/fields';
import { formatPhone } from '@lar/contracts/format';
import {
  type ManagerContact,
  type ManagerContactCreateBody,
  managerContactCreateBody,
  type PropertyManager,
} from '@lar/contracts/property-managers';
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
import { PhoneInput } from '../../../components/MaskedInputs.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage, fieldErrorMap } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { validateWithSchema } from '../../../lib/validation.ts';
import { useDeleteManagerContact, useManagerContacts, useSaveManagerContact } from '../api.ts';
import { PROPERTY_MANAGERS_NS } from '../namespace.ts';

interface ContactFormValues {
  full_name: string;
  email: string;
  phone: string;
  position: string;
  department: string;
  primary_contact: boolean;
  preferencial: boolean;
}

const EMPTY: ContactFormValues = {
  full_name: '',
  email: '',
  phone: '',
  position: '',
  department: '',
  primary_contact: false,
  preferencial: false,
};

function toFormValues(contact: ManagerContact): ContactFormValues {
  return {
    full_name: contact.full_name,
    email: contact.email ?? '',
    phone: contact.phone ?? '',
    position: contact.position ?? '',
    department: contact.department ?? '',
    primary_contact: contact.primary_contact,
    preferencial: contact.preferencial,
  };
}

interface ManagerContactsModalProps {
  manager: PropertyManager | null;
  onClose(): void;
}

/** The Contacts modal: a company's contacts, and one form that adds or (after Edit) saves changes. */
export function ManagerContactsModal({ manager, onClose }: ManagerContactsModalProps) {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  return (
    <Modal
      opened={manager !== null}
      onClose={onClose}
      size="xl"
      title={manager ? t('contacts.title', { name: manager.management_co }) : ''}
    >
      {manager && <ContactsPanel key={manager.id} manager={manager} />}
    </Modal>
  );
}

function ContactsPanel({ manager }: { manager: PropertyManager }) {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  const translator = useTranslator(PROPERTY_MANAGERS_NS);
  const contacts = useManagerContacts(manager.id);
  const save = useSaveManagerContact(manager.id);
  const remove = useDeleteManagerContact();
  const [editing, setEditing] = useState<ManagerContact | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => validateWithSchema(managerContactCreateBody, values, translator),
  });

  function startAdd() {
    setEditing(null);
    setFailure(null);
    form.setValues(EMPTY);
    form.clearErrors();
  }

  function startEdit(contact: ManagerContact) {
    setEditing(contact);
    setFailure(null);
    form.setValues(toFormValues(contact));
    form.clearErrors();
  }

  function submit(values: ContactFormValues) {
    setFailure(null);
    const body: ManagerContactCreateBody = managerContactCreateBody.parse(values);
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
            apiErrorMessage(error, translator, { fallbackKey: `${PROPERTY_MANAGERS_NS}:contacts.saveError` }),
          );
        },
      },
    );
  }

  async function askDelete(contact: ManagerContact) {
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
        showApiError(error, translator, {
          byCode: { IN_USE: `${PROPERTY_MANAGERS_NS}:contacts.deleteInUse` },
          fallbackKey: `${PROPERTY_MANAGERS_NS}:contacts.deleteError`,
        }),
    });
  }

  const rows = contacts.data?.items ?? [];
  return (
    <Stack gap="md">
      {contacts.isError ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(contacts.error, translator, {
            fallbackKey: `${PROPERTY_MANAGERS_NS}:contacts.loadError`,
          })}
        </Alert>
      ) : contacts.isPending ? (
        <Text c="dimmed">{t('app.loading')}</Text>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('contacts.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped verticalSpacing="xs" aria-label={t('contacts.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contacts.fields.full_name')}</Table.Th>
                <Table.Th>{t('contacts.reach')}</Table.Th>
                <Table.Th>{t('contacts.role')}</Table.Th>
                <Table.Th ta="right">{t('table.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((contact) => (
                <Table.Tr key={contact.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {contact.full_name}
                    </Text>
                    <Group gap={4} mt={2}>
                      {contact.primary_contact && (
                        <Badge size="sm" variant="light" style={{ overflow: 'visible' }}>
                          {t('contacts.primary')}
                        </Badge>
                      )}
                      {contact.preferencial && (
                        <Badge size="sm" variant="light" color="teal" style={{ overflow: 'visible' }}>
                          {t('contacts.preferential')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{contact.email}</Text>
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {formatPhone(contact.phone)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{contact.position}</Text>
                    <Text size="sm" c="dimmed">
                      {contact.department}
                    </Text>
                  </Table.Td>
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
      <form onSubmit={form.onSubmit(submit)} noValidate aria-labelledby="manager-contact-form-title">
        <Stack gap="sm">
          <Title order={3} size="h5" id="manager-contact-form-title">
            {editing ? t('contacts.editTitle', { name: editing.full_name }) : t('contacts.addTitle')}
          </Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('contacts.fields.full_name')}
              withAsterisk
              maxLength={TEXT_MAX}
              {...form.getInputProps('full_name')}
            />
            <TextInput
              label={t('contacts.fields.email')}
              type="email"
              maxLength={TEXT_MAX}
              {...form.getInputProps('email')}
              onChange={(event) => form.setFieldValue('email', event.currentTarget.value.replace(/\s+/g, ''))}
            />
            <PhoneInput
              label={t('contacts.fields.phone')}
              {...form.getInputProps('phone')}
              value={form.values.phone}
            />
            <TextInput
              label={t('contacts.fields.position')}
              maxLength={TEXT_MAX}
              {...form.getInputProps('position')}
            />
            <TextInput
              label={t('contacts.fields.department')}
              maxLength={TEXT_MAX}
              {...form.getInputProps('department')}
            />
          </SimpleGrid>
          <Group gap="lg">
            <Checkbox
              label={t('contacts.fields.primary_contact')}
              {...form.getInputProps('primary_contact', { type: 'checkbox' })}
            />
            <Checkbox
              label={t('contacts.fields.preferencial')}
              {...form.getInputProps('preferencial', { type: 'checkbox' })}
            />
          </Group>
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
