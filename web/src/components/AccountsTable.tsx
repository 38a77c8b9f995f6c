import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Page, Paging } from '../lib/api.ts';
import { formatDate } from '../lib/format.ts';
import { POSITIVE_BADGE_FILL } from './badge-colors.ts';
import type { ListColumn } from './list-table/list-column.ts';
import { PagedDataTable } from './PagedDataTable.tsx';
import type { RowAction } from './RowActions.tsx';
import { rowActionsColumn } from './row-actions-column.tsx';

interface AccountRow {
  id: number;
  username: string;
  email: string | null;
  is_active: boolean;
  created_at: string;
}

interface AccountsTableProps<T extends AccountRow> {
  /** The feature's namespace: the list's `table.*` texts and its `loadError` title. */
  ns: string;
  queryKey: readonly unknown[];
  fetchPage(paging: Paging, signal: AbortSignal): Promise<Page<T>>;
  /** Columns between the e-mail and the status (a main account's role). */
  extraColumns?: ListColumn<T>[];
  /** The row's actions (an entry that is `false` is left out). */
  actions(account: T): ReadonlyArray<RowAction | false>;
}

/** A list of accounts (main accounts or sub-users): username, e-mail, status, creation date, actions. */
export function AccountsTable<T extends AccountRow>(props: AccountsTableProps<T>) {
  const { ns, extraColumns = [] } = props;
  const { t, i18n } = useTranslation(ns);
  return (
    <PagedDataTable<T>
      label={t('table.label')}
      queryKey={props.queryKey}
      fetchPage={props.fetchPage}
      emptyText={t('table.empty')}
      errorTitleKey={`${ns}:loadError`}
      columns={[
        { accessor: 'username', title: t('table.username'), identifying: true },
        { accessor: 'email', title: t('table.email'), render: (account) => account.email ?? '—' },
        ...extraColumns,
        {
          accessor: 'is_active',
          title: t('table.status'),
          priority: 'high',
          render: (account) => (
            <Badge color={account.is_active ? POSITIVE_BADGE_FILL : 'gray.7'} variant="filled">
              {t(account.is_active ? 'table.active' : 'table.inactive')}
            </Badge>
          ),
        },
        {
          accessor: 'created_at',
          title: t('table.createdAt'),
          priority: 'low',
          render: (account) => formatDate(account.created_at, i18n.language),
        },
        rowActionsColumn({ title: t('table.actions'), actionsOf: props.actions }),
      ]}
    />
  );
}
