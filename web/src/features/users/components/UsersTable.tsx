import type { MainUser } from '@lar/contracts/auth';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { formatDate } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchUsers } from '../api.ts';
import { USERS_NS } from '../namespace.ts';

export function UsersTable() {
  const { t, i18n } = useTranslation(USERS_NS);
  return (
    <PagedDataTable<MainUser>
      label={t('table.label')}
      queryKey={queryKeys.users.lists()}
      fetchPage={fetchUsers}
      emptyText={t('table.empty')}
      columns={[
        { accessor: 'username', title: t('table.username') },
        {
          accessor: 'is_admin',
          title: t('table.role'),
          render: (user) => (
            <Badge variant="light" color={user.is_admin ? 'lar' : 'gray'}>
              {t(user.is_admin ? 'table.admin' : 'table.staff')}
            </Badge>
          ),
        },
        {
          accessor: 'created_at',
          title: t('table.createdAt'),
          render: (user) => formatDate(user.created_at, i18n.language),
        },
      ]}
    />
  );
}
