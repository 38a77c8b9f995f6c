import { TEXT_MAX } from '@lar/contracts/fields';
import {
  type PropertyContact,
  type PropertySummary,
  propertyContactCreateBody,
} from '@lar/contracts/properties';
import { Badge, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ContactsEditor } from '../../../components/ContactsEditor.tsx';
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

function toFormValues(contact: PropertyContact): ContactFormValues {
  return {
    full_name: contact.full_name,
    contact_type: contact.contact_type ?? '',
    email: contact.email ?? '',
    primary_contact: contact.primary_contact,
  };
}

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
  const form = useForm<ContactFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => validateWithSchema(propertyContactCreateBody, values, translator),
  });

  return (
    <ContactsEditor<PropertyContact, ContactFormValues>
      contacts={contacts}
      form={form}
      empty={EMPTY}
      toValues={toFormValues}
      t={t}
      namespace={PROPERTIES_NS}
      translator={translator}
      save={(contact, values) => {
        const body = propertyContactCreateBody.parse(values);
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
            <Group gap={6}>
              <span>{contact.full_name}</span>
              {contact.primary_contact && (
                <Badge size="sm" variant="light" style={{ overflow: 'visible' }}>
                  {t('contacts.primary')}
                </Badge>
              )}
            </Group>
          ),
        },
        { title: t('contacts.fields.contact_type'), render: (contact) => contact.contact_type },
        { title: t('contacts.fields.email'), render: (contact) => contact.email },
      ]}
      fields={
        <Stack gap="sm">
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
        </Stack>
      }
    />
  );
}
