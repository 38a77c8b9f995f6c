import type { PropertySummary } from '@lar/contracts/properties';
import { Paper } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactsModal } from '../../../components/contacts/ContactsModal.tsx';
import { NewOrListTabs } from '../../../components/NewOrListTabs.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { useQueryId, useQueryTab } from '../../../lib/use-query-state.ts';
import { PropertiesTable } from '../components/PropertiesTable.tsx';
import { PropertyDetailsPanel } from '../components/PropertyDetailsPanel.tsx';
import { PropertyEditModal } from '../components/PropertyEditModal.tsx';
import { PropertyForm } from '../components/PropertyForm.tsx';
import { PROPERTIES_NS } from '../namespace.ts';

const TABS = ['new', 'list'] as const;
type Tab = (typeof TABS)[number];

/**
 * /property: tabs New Property and Properties (the default), edit modal, contacts, details panel.
 * The tab (`?tab=new`) and the property being edited (`?edit=12`) are in the address.
 */
export default function PropertiesPage() {
  const { t } = useTranslation(PROPERTIES_NS);
  const [tab, setTab] = useQueryTab<Tab>(TABS, 'list');
  const [editingId, setEditingId] = useQueryId('edit', { history: 'push' });
  const [contactsOf, setContactsOf] = useState<PropertySummary | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Sub-users read properties; creating and editing them is for main accounts (decision 017), also
  // when the address asks for the form (`?tab=new`, `?edit=12`).
  const canWrite = useCan('write_records');
  const shownTab = canWrite ? tab : 'list';

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <NewOrListTabs
        listTab="list"
        t={t}
        tab={shownTab}
        onTabChange={setTab}
        canCreate={canWrite}
        form={
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
            <PropertyForm
              property={null}
              onSaved={(saved) => {
                showSuccess(t('form.created', { name: saved.property_name }));
                setTab('list');
              }}
            />
          </Paper>
        }
        list={
          <PropertiesTable
            selectedId={selectedId}
            onSelect={(p) => setSelectedId(p.id)}
            onEdit={(p) => setEditingId(p.id)}
            onContacts={setContactsOf}
            onDeleted={(id) => setSelectedId((current) => (current === id ? null : current))}
          />
        }
      />
      {shownTab === 'list' && selectedId !== null && (
        <PropertyDetailsPanel propertyId={selectedId} onClose={() => setSelectedId(null)} />
      )}
      <PropertyEditModal propertyId={canWrite ? editingId : null} onClose={() => setEditingId(null)} />
      <ContactsModal
        kind="property"
        owner={contactsOf && { id: contactsOf.id, name: contactsOf.property_name }}
        onClose={() => setContactsOf(null)}
      />
    </StaffPage>
  );
}
