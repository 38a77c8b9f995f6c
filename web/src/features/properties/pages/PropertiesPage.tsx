import type { PropertySummary } from '@lar/contracts/properties';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactsModal } from '../../../components/contacts/ContactsModal.tsx';
import { NewOrListScreen, useNewOrListTabs } from '../../../components/NewOrListTabs.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { PropertiesTable } from '../components/PropertiesTable.tsx';
import { PropertyDetailsPanel } from '../components/PropertyDetailsPanel.tsx';
import { PropertyEditModal } from '../components/PropertyEditModal.tsx';
import { PropertyForm } from '../components/PropertyForm.tsx';
import { PROPERTIES_NS } from '../namespace.ts';

/**
 * /property: tabs New Property and Properties (the default), edit modal, contacts, details panel.
 * The tab (`?tab=new`) and the property being edited (`?edit=12`) are in the address.
 */
export default function PropertiesPage() {
  const { t } = useTranslation(PROPERTIES_NS);
  // Sub-users read properties; creating and editing them is for main accounts (decision 017).
  const tabs = useNewOrListTabs('list', useCan('write_records'));
  const [contactsOf, setContactsOf] = useState<PropertySummary | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  return (
    <NewOrListScreen
      state={tabs}
      t={t}
      form={
        <PropertyForm
          property={null}
          onSaved={(saved) => tabs.created(t('form.created', { name: saved.property_name }))}
        />
      }
      formPadding={{ base: 'sm', sm: 'lg' }}
      list={
        <PropertiesTable
          selectedId={selectedId}
          onSelect={(p) => setSelectedId(p.id)}
          onEdit={(p) => tabs.edit(p.id)}
          onContacts={setContactsOf}
          onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
        />
      }
    >
      {tabs.tab === 'list' && selectedId !== null && (
        <PropertyDetailsPanel propertyId={selectedId} onClose={() => setSelectedId(null)} />
      )}
      <PropertyEditModal propertyId={tabs.editingId} onClose={tabs.closeEdit} />
      <ContactsModal
        kind="property"
        owner={contactsOf && { id: contactsOf.id, name: contactsOf.property_name }}
        onClose={() => setContactsOf(null)}
      />
    </NewOrListScreen>
  );
}
