import type { PropertyManager } from '@lar/contracts/property-managers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactsModal } from '../../../components/contacts/ContactsModal.tsx';
import { NewOrListScreen, useNewOrListTabs } from '../../../components/NewOrListTabs.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { ManagerEditModal } from '../components/ManagerEditModal.tsx';
import { ManagerForm } from '../components/ManagerForm.tsx';
import { ManagersTable } from '../components/ManagersTable.tsx';
import { PROPERTY_MANAGERS_NS } from '../namespace.ts';

/**
 * /property-manager: management companies (tabs New Management Co. and View) and their contacts.
 * The tab (`?tab=new`) and the company being edited (`?edit=12`) are in the address.
 */
export default function PropertyManagersPage() {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  // Sub-users read companies; creating and editing them is for main accounts (decision 017).
  const tabs = useNewOrListTabs('view', useCan('write_records'));
  const [contactsOf, setContactsOf] = useState<PropertyManager | null>(null);

  return (
    <NewOrListScreen
      state={tabs}
      t={t}
      form={
        <ManagerForm
          manager={null}
          onSaved={(saved) => tabs.created(t('form.created', { name: saved.management_co }))}
        />
      }
      list={<ManagersTable onEdit={(m) => tabs.edit(m.id)} onContacts={setContactsOf} />}
    >
      <ManagerEditModal managerId={tabs.editingId} onClose={tabs.closeEdit} />
      <ContactsModal
        kind="company"
        owner={contactsOf && { id: contactsOf.id, name: contactsOf.management_co }}
        onClose={() => setContactsOf(null)}
      />
    </NewOrListScreen>
  );
}
