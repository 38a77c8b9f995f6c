import { Badge } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDate } from '../lib/format.ts';

interface AccountRow {
  is_active: boolean;
  created_at: string;
}

/**
 * The status and creation date columns of an account list (main accounts and sub-users alike).
 * `t` is the feature's translation, with `table.status`, `table.active`, `table.inactive` and
 * `table.createdAt`.
 */
export function accountColumns<T extends AccountRow>(
  t: (key: string) => string,
  language: string,
): DataTableColumn<T>[] {
  return [
    {
      accessor: 'is_active',
      title: t('table.status'),
      render: (account) => (
        // Filled, dark: white text on them is above 4.5:1 (a light green badge was 3.8:1).
        <Badge color={account.is_active ? '#1b5e20' : 'gray.7'} variant="filled">
          {t(account.is_active ? 'table.active' : 'table.inactive')}
        </Badge>
      ),
    },
    {
      accessor: 'created_at',
      title: t('table.createdAt'),
      render: (account) => formatDate(account.created_at, language),
    },
  ];
}
