import { ErrorCode } from '@lar/contracts/errors';
import { formatPhone } from '@lar/contracts/format';
import type { PropertySummary } from '@lar/contracts/properties';
import { Group, Stack } from '@mantine/core';
import { IconAddressBook, IconInfoCircle, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { NameListToolbar, useNameListFilter } from '../../../components/NameListToolbar.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchProperties, propertyKeys, useDeleteProperty } from '../api.ts';
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
  const list = useNameListFilter();
  const { filter } = list;

  async function askDelete(property: PropertySummary) {
    const confirmed = await confirmAction({
      title: t('delete.title'),
      message: t('delete.message', { name: property.property_name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(property.id, {
      onSuccess: () => {
        showSuccess(t('delete.done', { name: property.property_name }));
        onDeleted(property.id);
      },
      onError: (error) =>
        showApiError(error, translator, {
          byCode: { [ErrorCode.IN_USE]: `${PROPERTIES_NS}:errors.deleteInUse` },
          fallbackKey: `${PROPERTIES_NS}:errors.delete`,
        }),
    });
  }

  return (
    <Stack gap="sm">
      <NameListToolbar
        state={list}
        labels={{
          search: t('list.search'),
          searchPlaceholder: t('list.searchPlaceholder'),
          sort: t('list.sort'),
          sortAsc: t('list.sortAsc'),
          sortDesc: t('list.sortDesc'),
        }}
      />
      <PagedDataTable<PropertySummary>
        label={t('list.label')}
        queryKey={propertyKeys.list(filter)}
        fetchPage={(paging, signal) => fetchProperties(filter, paging, signal)}
        emptyText={filter.q ? t('list.noMatches') : t('list.empty')}
        errorFallbackKey={`${PROPERTIES_NS}:errors.load`}
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
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <RowActionButton
                  label={t('actions.details')}
                  description={`${t('actions.details')} ${property.property_name}`}
                  Icon={IconInfoCircle}
                  color={property.id === selectedId ? 'dark' : 'gray'}
                  onClick={() => onSelect(property)}
                />
                <RowActionButton
                  label={t('actions.edit')}
                  description={`${t('actions.edit')} ${property.property_name}`}
                  Icon={IconPencil}
                  onClick={() => onEdit(property)}
                />
                <RowActionButton
                  label={t('actions.contacts')}
                  description={`${t('actions.contacts')} ${property.property_name}`}
                  Icon={IconAddressBook}
                  color="grape"
                  onClick={() => onContacts(property)}
                />
                <RowActionButton
                  label={t('actions.delete')}
                  description={`${t('actions.delete')} ${property.property_name}`}
                  Icon={IconTrash}
                  color="red"
                  loading={remove.isPending && remove.variables === property.id}
                  onClick={() => void askDelete(property)}
                />
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
