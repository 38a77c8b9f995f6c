import { TEXT_MAX } from '@lar/contracts/fields';
import { formatPhone } from '@lar/contracts/format';
import {
  type ManagerContact,
  type ManagerContactCreateBody,
  managerContactCreateBody,
} from '@lar/contracts/property-managers';
import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NamesEveryField } from '../../lib/form-fields.ts';
import { inputValues } from '../../lib/form-values.ts';
import { EmailInput } from '../EmailInput.tsx';
import { PhoneInput } from '../MaskedInputs.tsx';
import { ContactMark } from './ContactMark.tsx';
import { ContactsEditor } from './ContactsEditor.tsx';
import { COMPANY_CONTACT_FIELD_LABELS as LABELS } from './contact-fields.ts';
import { CONTACTS_NS } from './namespace.ts';

interface CompanyContactValues {
  full_name: string;
  email: string;
  phone: string;
  position: string;
  department: string;
  primary_contact: boolean;
  preferencial: boolean;
}

/** Fails to compile when the form's values lack a field of the body (decision 037). */
const _valuesNameEveryField: NamesEveryField<CompanyContactValues, ManagerContactCreateBody> = true;

function toFormValues(contact: ManagerContact | null): CompanyContactValues {
  return {
    ...inputValues(contact, ['full_name', 'email', 'phone', 'position', 'department']),
    primary_contact: contact?.primary_contact ?? false,
    preferencial: contact?.preferencial ?? false,
  };
}

/** A management company's contacts: name with its primary and preferential marks, reach and role. */
export function CompanyContactsPanel({ companyId }: { companyId: number }) {
  const { t } = useTranslation(CONTACTS_NS);

  return (
    <ContactsEditor<'company', CompanyContactValues>
      kind="company"
      ownerId={companyId}
      toValues={toFormValues}
      labels={LABELS}
      schema={managerContactCreateBody}
      columns={[
        {
          title: t(LABELS.full_name),
          render: (contact) => (
            <>
              <Text size="sm" fw={500}>
                {contact.full_name}
              </Text>
              <Group gap={4} mt={2}>
                {contact.primary_contact && <ContactMark label={t('primary')} />}
                {contact.preferencial && <ContactMark label={t('preferential')} color="teal" />}
              </Group>
            </>
          ),
        },
        {
          title: t('reach'),
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
          title: t('role'),
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
      fields={(form, input) => (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {input.text('full_name', true)}
            <EmailInput label={t(LABELS.email)} maxLength={TEXT_MAX} form={form} />
            <PhoneInput label={t(LABELS.phone)} {...form.getInputProps('phone')} value={form.values.phone} />
            {input.text('position')}
            {input.text('department')}
          </SimpleGrid>
          <Group gap="lg">
            {input.checkbox('primary_contact')}
            {input.checkbox('preferencial')}
          </Group>
        </Stack>
      )}
    />
  );
}
