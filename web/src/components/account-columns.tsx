import { Badge } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { formatDate } from '../lib/format.ts';
import { POSITIVE_BADGE_FILL } from './badge-colors.ts';
import { confirmAction } from './confirm.tsx';

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
        <Badge color={account.is_active ? POSITIVE_BADGE_FILL : 'gray.7'} variant="filled">
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

/**
 * Asks before activating or deactivating an account (main account or sub-user alike). `t` is the
 * feature's translation, with `confirm.(de)activateTitle`, `confirm.(de)activateMessage`,
 * `table.(de)activate` and `actions.cancel`.
 */
export function confirmActivation(
  t: (key: string, options?: Record<string, unknown>) => string,
  username: string,
  activate: boolean,
): Promise<boolean> {
  return confirmAction({
    title: t(activate ? 'confirm.activateTitle' : 'confirm.deactivateTitle'),
    message: t(activate ? 'confirm.activateMessage' : 'confirm.deactivateMessage', { username }),
    confirmLabel: t(activate ? 'table.activate' : 'table.deactivate'),
    cancelLabel: t('actions.cancel'),
    danger: !activate,
  });
}
