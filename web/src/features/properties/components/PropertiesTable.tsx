import { ErrorCode } from '@lar/contracts/errors';
import { formatPhone } from '@lar/contracts/format';
import type { PropertySummary } from '@lar/contracts/properties';
import { IconAddressBook, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmThenMutate, deleteConfirmation } from '../../../components/confirm.tsx';
import { NameListTable } from '../../../components/NameListTable.tsx';
import { deleteAction, editAction, RowActions } from '../../../components/RowActions.tsx';
import { showApiError } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
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
  const translator = useTranslator(PROPERTIES_NS);
  const remove = useDeleteProperty();
  // Sub-users read properties; main accounts change and delete them (decision 017).
  const canEdit = useCan('write_records');
  const canDelete = useCan('delete_records');

  const askDelete = (property: PropertySummary) =>
    confirmThenMutate(
      deleteConfirmation(t, 'delete', { name: property.property_name }),
      remove,
      property.id,
      {
        success: t('delete.done', { name: property.property_name }),
        onSuccess: () => onDeleted(property.id),
        onError: (error) =>
          showApiError(error, translator, {
            byCode: { [ErrorCode.IN_USE]: `${PROPERTIES_NS}:errors.deleteInUse` },
            fallbackKey: `${PROPERTIES_NS}:errors.delete`,
          }),
      },
    );

  return (
    <NameListTable<PropertySummary>
      t={t}
      queryKey={queryKeys.properties.list}
      fetchPage={fetchProperties}
      errorTitleKey={`${PROPERTIES_NS}:errors.load`}
      columns={[
        { accessor: 'property_name', title: t('fields.property_name') },
        { accessor: 'phone', title: t('fields.phone'), noWrap: true, render: (p) => formatPhone(p.phone) },
        { accessor: 'email', title: t('fields.email') },
        { accessor: 'city', title: t('fields.city') },
        { accessor: 'state', title: t('fields.state') },
        {
          accessor: 'actions',
          title: t('table.actions'),
          textAlign: 'right',
          render: (property) => (
            <RowActions
              subject={property.property_name}
              actions={[
                {
                  id: 'details',
                  label: t('actions.details'),
                  Icon: IconInfoCircle,
                  color: property.id === selectedId ? 'dark' : 'gray',
                  onClick: () => onSelect(property),
                },
                editAction(canEdit, {
                  label: t('actions.edit'),
                  onClick: () => onEdit(property),
                }),
                {
                  id: 'contacts',
                  label: t('actions.contacts'),
                  Icon: IconAddressBook,
                  color: 'grape',
                  onClick: () => onContacts(property),
                },
                deleteAction(canDelete, remove, property.id, {
                  label: t('actions.delete'),
                  onClick: () => void askDelete(property),
                }),
              ]}
            />
          ),
        },
      ]}
    />
  );
}
