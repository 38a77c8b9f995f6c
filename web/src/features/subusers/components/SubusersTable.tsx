import type { Subuser } from '@lar/contracts/auth';
import { IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AccountsTable } from '../../../components/AccountsTable.tsx';
import { showApiError } from '../../../components/show-api-error.ts';
import { toggleActive } from '../../../components/toggle-active.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchSubusers, useSetSubuserActive } from '../api.ts';
import { SUBUSERS_NS } from '../namespace.ts';

export function SubusersTable() {
  const { t } = useTranslation(SUBUSERS_NS);
  const translator = useTranslator(SUBUSERS_NS);
  const setActive = useSetSubuserActive();

  const toggle = (subuser: Subuser) =>
    toggleActive(
      t,
      subuser,
      setActive,
      (activate) => ({ id: subuser.id, isActive: activate, version: subuser.version }),
      (error) => showApiError(error, translator),
    );

  return (
    <AccountsTable<Subuser>
      ns={SUBUSERS_NS}
      queryKey={queryKeys.subusers.lists()}
      fetchPage={fetchSubusers}
      actions={(subuser) => [
        {
          id: 'active',
          label: t(subuser.is_active ? 'table.deactivate' : 'table.activate'),
          Icon: subuser.is_active ? IconUserOff : IconUserCheck,
          color: subuser.is_active ? 'red' : 'green',
          loading: setActive.isPending && setActive.variables?.id === subuser.id,
          onClick: () => void toggle(subuser),
        },
      ]}
    />
  );
}
