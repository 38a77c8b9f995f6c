import { TEXT_MAX } from '@lar/contracts/fields';
import {
  type PropertyContact,
  type PropertyContactCreateBody,
  propertyContactCreateBody,
} from '@lar/contracts/properties';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NamesEveryField } from '../../lib/form-fields.ts';
import { inputValues } from '../../lib/form-values.ts';
import { EmailInput } from '../EmailInput.tsx';
import { ContactMark } from './ContactMark.tsx';
import { ContactsEditor } from './ContactsEditor.tsx';
import { PROPERTY_CONTACT_FIELD_LABELS as LABELS } from './contact-fields.ts';
import { CONTACTS_NS } from './namespace.ts';

interface PropertyContactValues {
  full_name: string;
  contact_type: string;
  email: string;
  primary_contact: boolean;
}

/** Fails to compile when the form's values lack a field of the body (decision 037). */
const _valuesNameEveryField: NamesEveryField<PropertyContactValues, PropertyContactCreateBody> = true;

function toFormValues(contact: PropertyContact | null): PropertyContactValues {
  return {
    ...inputValues(contact, ['full_name', 'contact_type', 'email']),
    primary_contact: contact?.primary_contact ?? false,
  };
}

/** A property's contacts: name with its primary mark, contact type and e-mail. */
export function PropertyContactsPanel({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation(CONTACTS_NS);

  return (
    <ContactsEditor<'property', PropertyContactValues>
      kind="property"
      ownerId={propertyId}
      toValues={toFormValues}
      labels={LABELS}
      schema={propertyContactCreateBody}
      columns={[
        {
          title: t(LABELS.full_name),
          render: (contact) => (
            <Group gap={6}>
              <span>{contact.full_name}</span>
              {contact.primary_contact && <ContactMark label={t('primary')} />}
            </Group>
          ),
        },
        { title: t(LABELS.contact_type), render: (contact) => contact.contact_type },
        { title: t(LABELS.email), render: (contact) => contact.email },
      ]}
      fields={(form, input) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {input.text('full_name', true)}
            {input.text('contact_type')}
            <EmailInput label={t(LABELS.email)} maxLength={TEXT_MAX} form={form} />
          </SimpleGrid>
          {input.checkbox('primary_contact')}
        </Stack>
      )}
    />
  );
}
