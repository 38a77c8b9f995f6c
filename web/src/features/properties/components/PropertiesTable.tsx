import { formatPhone } from '@lar/contracts/format';
import type { PropertySummary } from '@lar/contracts/properties';
import { IconInfoCircle, IconListNumbers, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompanyFilterChip, useCompanyFilter } from '../../../components/CompanyFilterChip.tsx';
import { NameListTable } from '../../../components/NameListTable.tsx';
import { contactsAction, editAction } from '../../../components/RowActions.tsx';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { useRowDelete } from '../../../components/use-row-delete.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchProperties, useDeleteProperty } from '../api.ts';
import { PROPERTIES_NS } from '../namespace.ts';

interface PropertiesTableProps {
  selectedId: number | null;
  onSelect(property: PropertySummary): void;
  onEdit(property: PropertySummary): void;
  onContacts(property: PropertySummary): void;
  onDeleted(id: number): void;
}

/** The Properties tab: name, phone, e-mail, city, state and actions (Details opens the panel below). */
export function PropertiesTable({
  selectedId,
  onSelect,
  onEdit,
  onContacts,
  onDeleted,
}: PropertiesTableProps) {
  const { t } = useTranslation(PROPERTIES_NS);
  const remove = useRowDelete(PROPERTIES_NS, useDeleteProperty(), { confirm: 'delete', done: 'delete.done' });
  // Sub-users read properties; main accounts change and delete them (decision 017).
  const canEdit = useCan('write_records');
  const navigate = useNavigate();
  // A dashboard tile's management company (`?company=3`, decision 072).
  const companyId = useCompanyFilter();

  return (
    <NameListTable<PropertySummary>
      t={t}
      queryKey={queryKeys.properties.list}
      fetchPage={fetchProperties}
      exportTo={{ path: '/api/properties/export', name: 'properties' }}
      errorTitleKey={`${PROPERTIES_NS}:errors.load`}
      scope={{ query: { property_manager_id: companyId }, chip: <CompanyFilterChip /> }}
      columns={[
        { accessor: 'property_name', title: t('fields.property_name'), identifying: true },
        { accessor: 'phone', title: t('fields.phone'), noWrap: true, render: (p) => formatPhone(p.phone) },
        { accessor: 'email', title: t('fields.email'), priority: 'low' },
        { accessor: 'city', title: t('fields.city') },
        { accessor: 'state', title: t('fields.state'), priority: 'low' },
        rowActionsColumn({
          title: t('table.actions'),
          subjectOf: (property) => property.property_name,
          actionsOf: (property) => [
            {
              id: 'details',
              label: t('actions.details'),
              Icon: IconInfoCircle,
              color: property.id === selectedId ? 'dark' : 'gray',
              onClick: () => onSelect(property),
            },
            editAction(canEdit, { label: t('actions.edit'), onClick: () => onEdit(property) }),
            contactsAction(t('actions.contacts'), () => onContacts(property)),
            {
              id: 'compliance',
              label: t('actions.compliance'),
              Icon: IconShieldCheck,
              color: 'teal',
              onClick: () => void navigate(`/property-compliance?property=${property.id}`),
            },
            {
              id: 'waitlist',
              label: t('actions.waitlist'),
              Icon: IconListNumbers,
              color: 'indigo',
              onClick: () => void navigate(`/waitlist?property=${property.id}`),
            },
            remove.action(
              property.id,
              { name: property.property_name },
              { onDeleted: () => onDeleted(property.id) },
            ),
          ],
        }),
      ]}
    />
  );
}
