import { ErrorCode } from '@lar/contracts/errors';
import { formatPhone } from '@lar/contracts/format';
import type { PropertyManager } from '@lar/contracts/property-managers';
import { Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAddressBook, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { NameListToolbar, useNameListFilter } from '../../../components/NameListToolbar.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { ApiError } from '../../../lib/api.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchManagers, managerKeys, useDeleteManager } from '../api.ts';
import { PROPERTY_MANAGERS_NS } from '../namespace.ts';

interface ManagersTableProps {
  onEdit(manager: PropertyManager): void;
  onContacts(manager: PropertyManager): void;
}

/** The View tab: companies with name, phone, e-mail and actions; searchable and sortable by name. */
export function ManagersTable({ onEdit, onContacts }: ManagersTableProps) {
  const { t } = useTranslation(PROPERTY_MANAGERS_NS);
  const translator = useTranslator(PROPERTY_MANAGERS_NS);
  const remove = useDeleteManager();
  const list = useNameListFilter();
  const { filter } = list;

  async function askDelete(manager: PropertyManager) {
    const confirmed = await confirmAction({
      title: t('delete.title'),
      message: t('delete.message', { name: manager.management_co }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(manager.id, {
      onSuccess: () => showSuccess(t('delete.done', { name: manager.management_co })),
      onError: (error) => {
        if (error instanceof ApiError && error.code === ErrorCode.IN_USE) {
          // Says why, with the count this row showed (the server's detail is English only).
          notifications.show({
            color: 'red',
            title: t('errors.deleteRefused'),
            message: t('errors.deleteInUse', { count: Math.max(manager.properties_count, 1) }),
          });
        } else {
          showApiError(error, translator, { fallbackKey: `${PROPERTY_MANAGERS_NS}:errors.delete` });
        }
      },
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
      <PagedDataTable<PropertyManager>
        label={t('list.label')}
        queryKey={managerKeys.list(filter)}
        fetchPage={(paging, signal) => fetchManagers(filter, paging, signal)}
        emptyText={filter.q ? t('list.noMatches') : t('list.empty')}
        errorFallbackKey={`${PROPERTY_MANAGERS_NS}:errors.load`}
        columns={[
          { accessor: 'management_co', title: t('fields.management_co') },
          { accessor: 'phone', title: t('fields.phone'), noWrap: true, render: (m) => formatPhone(m.phone) },
          { accessor: 'email', title: t('fields.email') },
          {
            accessor: 'actions',
            title: t('table.actions'),
            textAlign: 'right',
            render: (manager) => (
              <Group gap="xs" justify="flex-end" wrap="nowrap">
                <RowActionButton
                  label={t('actions.edit')}
                  description={`${t('actions.edit')} ${manager.management_co}`}
                  Icon={IconPencil}
                  onClick={() => onEdit(manager)}
                />
                <RowActionButton
                  label={t('actions.contacts')}
                  description={`${t('actions.contacts')} ${manager.management_co}`}
                  Icon={IconAddressBook}
                  color="grape"
                  onClick={() => onContacts(manager)}
                />
                <RowActionButton
                  label={t('actions.delete')}
                  description={`${t('actions.delete')} ${manager.management_co}`}
                  Icon={IconTrash}
                  color="red"
                  loading={remove.isPending && remove.variables === manager.id}
                  onClick={() => void askDelete(manager)}
                />
              </Group>
            ),
          },
        ]}
      />
    </Stack>
  );
}
