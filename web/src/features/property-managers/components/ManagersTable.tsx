import { formatPhone } from '@lar/contracts/format';
import type { PropertyManager } from '@lar/contracts/property-managers';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { NameListTable } from '../../../components/NameListTable.tsx';
import { contactsAction, editAction } from '../../../components/RowActions.tsx';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { useRowDelete } from '../../../components/use-row-delete.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchManagers, useDeleteManager } from '../api.ts';
import { PROPERTY_MANAGERS_NS } from '../namespace.ts';

interface ManagersTableProps {
  onEdit(manager: PropertyManager): void;
  onContacts(manager: PropertyManager): void;
}

/** The View tab: companies with name, phone, e-mail and actions; searchable and sortable by name. */
export function ManagersTable({ onEdit, onContacts }: ManagersTableProps) {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  const remove = useRowDelete(PROPERTY_MANAGERS_NS, useDeleteManager(), {
    confirm: 'delete',
    done: 'delete.done',
  });
  // Sub-users read companies; main accounts change and delete them (decision 017).
  const canEdit = useCan('write_records');

  // A refusal says why, with the count this row showed (the server's detail is English only).
  const showDeleteRefused = (manager: PropertyManager) =>
    notifications.show({
      color: 'red',
      title: t('errors.deleteRefused'),
      message: t('errors.deleteInUse', { count: Math.max(manager.properties_count, 1) }),
    });

  return (
    <NameListTable<PropertyManager>
      t={t}
      queryKey={queryKeys.propertyManagers.list}
      fetchPage={fetchManagers}
      exportTo={{ path: '/api/property-manager/export', name: 'management-companies' }}
      errorTitleKey={`${PROPERTY_MANAGERS_NS}:errors.load`}
      columns={[
        { accessor: 'management_co', title: t('fields.management_co'), identifying: true },
        { accessor: 'phone', title: t('fields.phone'), noWrap: true, render: (m) => formatPhone(m.phone) },
        { accessor: 'email', title: t('fields.email') },
        rowActionsColumn({
          title: t('table.actions'),
          subjectOf: (manager) => manager.management_co,
          actionsOf: (manager) => [
            editAction(canEdit, { label: t('actions.edit'), onClick: () => onEdit(manager) }),
            contactsAction(t('actions.contacts'), () => onContacts(manager)),
            remove.action(
              manager.id,
              { name: manager.management_co },
              { onInUse: () => showDeleteRefused(manager) },
            ),
          ],
        }),
      ]}
    />
  );
}
