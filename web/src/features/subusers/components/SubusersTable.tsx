import type { Subuser } from '@lar/contracts/auth';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountColumns, confirmActivation } from '../../../components/account-columns.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchSubusers, useSetSubuserActive } from '../api.ts';
import { SUBUSERS_NS } from '../namespace.ts';

export function SubusersTable() {
  const { t, i18n } = useTranslation(SUBUSERS_NS);
  const translator = useTranslator(SUBUSERS_NS);
  const setActive = useSetSubuserActive();

  async function toggle(subuser: Subuser) {
    const activate = !subuser.is_active;
    const confirmed = await confirmActivation(t, subuser.username, activate);
    if (!confirmed) return;
    setActive.mutate(
      { id: subuser.id, isActive: activate, version: subuser.version },
      {
        onSuccess: () =>
          showSuccess(t(activate ? 'activated' : 'deactivated', { username: subuser.username })),
        onError: (error) => showApiError(error, translator),
      },
    );
  }

  return (
    <PagedDataTable<Subuser>
      label={t('table.label')}
      queryKey={queryKeys.subusers.lists()}
      fetchPage={fetchSubusers}
      emptyText={t('table.empty')}
      errorTitleKey={`${SUBUSERS_NS}:loadError`}
      columns={[
        { accessor: 'username', title: t('table.username') },
        { accessor: 'email', title: t('table.email') },
        ...accountColumns<Subuser>(t, i18n.language),
        {
          accessor: 'actions',
          title: t('table.actions'),
          textAlign: 'right',
          render: (subuser) => (
            <Button
              size="xs"
              variant="light"
              color={subuser.is_active ? 'red' : 'green'}
              loading={setActive.isPending && setActive.variables?.id === subuser.id}
              onClick={() => void toggle(subuser)}
              aria-label={`${t(subuser.is_active ? 'table.deactivate' : 'table.activate')} ${subuser.username}`}
            >
              {t(subuser.is_active ? 'table.deactivate' : 'table.activate')}
            </Button>
          ),
        },
      ]}
    />
  );
}
