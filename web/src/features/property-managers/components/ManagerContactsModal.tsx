import { TEXT_MAX } from '@lar/contracts/fields';
import { formatPhone } from '@lar/contracts/format';
import {
  type ManagerContact,
  managerContactCreateBody,
  type PropertyManager,
} from '@lar/contracts/property-managers';
import { Badge, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ContactsEditor } from '../../../components/ContactsEditor.tsx';
import { PhoneInput } from '../../../components/MaskedInputs.tsx';
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
      {manager && <ContactsPanel key={manager.id} managerId={manager.id} />}
    </Modal>
  );
}

function ContactsPanel({ managerId }: { managerId: number }) {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  const translator = useTranslator(PROPERTY_MANAGERS_NS);
  const contacts = useManagerContacts(managerId);
  const save = useSaveManagerContact(managerId);
  const remove = useDeleteManagerContact();
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => validateWithSchema(managerContactCreateBody, values, translator),
  });

  return (
    <ContactsEditor<ManagerContact, ContactFormValues>
      contacts={contacts}
      form={form}
      empty={EMPTY}
      toValues={toFormValues}
      t={t}
      namespace={PROPERTY_MANAGERS_NS}
      translator={translator}
      deleteByCode={{ IN_USE: `${PROPERTY_MANAGERS_NS}:contacts.deleteInUse` }}
      save={(contact, values) => {
        const body = managerContactCreateBody.parse(values);
        return save.mutateAsync({
          contactId: contact?.id ?? null,
          body: contact ? { ...body, version: contact.version } : body,
        });
      }}
      remove={(contact) => remove.mutateAsync(contact.id)}
      columns={[
        {
          title: t('contacts.fields.full_name'),
          render: (contact) => (
            <>
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
            </>
          ),
        },
        {
          title: t('contacts.reach'),
          render: (contact) => (
            <>
              <Text size="sm">{contact.email}</Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatPhone(contact.phone)}
              </Text>
            </>
          ),
        },
        {
          title: t('contacts.role'),
          render: (contact) => (
            <>
              <Text size="sm">{contact.position}</Text>
              <Text size="sm" c="dimmed">
                {contact.department}
              </Text>
            </>
          ),
        },
      ]}
      fields={
        <Stack gap="sm">
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
        </Stack>
      }
    />
  );
}
