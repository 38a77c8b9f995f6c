import type { PropertyManager } from '@lar/contracts/property-managers';
import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactsModal } from '../../../components/contacts/ContactsModal.tsx';
import { NewOrListTabs } from '../../../components/NewOrListTabs.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { useQueryId, useQueryTab } from '../../../lib/use-query-state.ts';
import { ManagerEditModal } from '../components/ManagerEditModal.tsx';
import { ManagerForm } from '../components/ManagerForm.tsx';
import { ManagersTable } from '../components/ManagersTable.tsx';
import { PROPERTY_MANAGERS_NS } from '../namespace.ts';

const TABS = ['new', 'view'] as const;
type Tab = (typeof TABS)[number];

/**
 * /property-manager: management companies (tabs New Management Co. and View) and their contacts.
 * The tab (`?tab=new`) and the company being edited (`?edit=12`) are in the address.
 */
export default function PropertyManagersPage() {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  const [tab, setTab] = useQueryTab<Tab>(TABS, 'view');
  const [editingId, setEditingId] = useQueryId('edit', { history: 'push' });
  const [contactsOf, setContactsOf] = useState<PropertyManager | null>(null);
  // Sub-users read companies; creating and editing them is for main accounts (decision 017), also
  // when the address asks for the form (`?tab=new`, `?edit=12`).
  const canWrite = useCan('write_records');

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <NewOrListTabs
        listTab="view"
        t={t}
        tab={canWrite ? tab : 'view'}
        onTabChange={setTab}
        canCreate={canWrite}
        form={
          <Paper withBorder p="lg" radius="md">
            <ManagerForm
              manager={null}
              onSaved={(saved) => {
                showSuccess(t('form.created', { name: saved.management_co }));
                setTab('view');
              }}
            />
          </Paper>
        }
        list={<ManagersTable onEdit={(m) => setEditingId(m.id)} onContacts={setContactsOf} />}
      />
      <ManagerEditModal managerId={canWrite ? editingId : null} onClose={() => setEditingId(null)} />
      <ContactsModal
        kind="company"
        owner={contactsOf && { id: contactsOf.id, name: contactsOf.management_co }}
        onClose={() => setContactsOf(null)}
      />
    </StaffPage>
  );
}
