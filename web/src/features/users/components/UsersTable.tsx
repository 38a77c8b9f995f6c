import type { MainUser } from '@lar/contracts/auth';
import { Badge } from '@mantine/core';
import { IconKey, IconPencil, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountsTable } from '../../../components/AccountsTable.tsx';
import { confirmAction } from '../../../components/confirm.tsx';
import { showApiError } from '../../../components/show-api-error.ts';
import { toggleActive } from '../../../components/toggle-active.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId } from '../../../lib/use-query-state.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchUsers, useResetUserPassword, useUpdateUser } from '../api.ts';
import { USERS_NS } from '../namespace.ts';
import { EditUserModal } from './EditUserModal.tsx';
import { TemporaryPasswordModal } from './TemporaryPasswordModal.tsx';
import { userErrorKeys } from './user-error-keys.ts';

/** The organization's main accounts, with edit, reset and (de)activation per row. */
export function UsersTable() {
  const { t } = useTranslation(USERS_NS);
  const translator = useTranslator(USERS_NS);
  const { user: me } = useAuth();
  const update = useUpdateUser();
  const reset = useResetUserPassword();
  // In the address (`?edit=12`), so the dialog survives a reload and Back closes it.
  const [editingId, setEditingId] = useQueryId('edit', { history: 'push' });
  const [issued, setIssued] = useState<{ username: string; password: string } | null>(null);

  const askToggleActive = (user: MainUser) =>
    toggleActive(
      t,
      user,
      update,
      (activate) => ({ id: user.id, changes: { is_active: activate, version: user.version } }),
      (error) => showApiError(error, translator, { byCode: userErrorKeys }),
    );

  async function resetPassword(user: MainUser) {
    const confirmed = await confirmAction({
      title: t('confirm.resetTitle'),
      message: t('confirm.resetMessage', { username: user.username }),
      confirmLabel: t('table.reset'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    reset.mutate(user.id, {
      onSuccess: (answer) => setIssued({ username: user.username, password: answer.temporary_password }),
      onError: (error) => showApiError(error, translator, { byCode: userErrorKeys }),
    });
  }

  return (
    <>
      <AccountsTable<MainUser>
        ns={USERS_NS}
        queryKey={queryKeys.users.lists()}
        fetchPage={fetchUsers}
        extraColumns={[
          {
            accessor: 'is_admin',
            title: t('table.role'),
            render: (user) => (
              <Badge variant="light" color={user.is_admin ? 'lar' : 'gray'}>
                {t(user.is_admin ? 'table.admin' : 'table.staff')}
              </Badge>
            ),
          },
        ]}
        actions={(user) => {
          // Your own account: no reset, no deactivation (the server refuses them too).
          const isSelf = user.id === me?.id;
          return [
            {
              id: 'edit',
              label: t('table.edit'),
              description: t('table.editUser', { username: user.username }),
              Icon: IconPencil,
              onClick: () => setEditingId(user.id),
            },
            !isSelf && {
              id: 'reset',
              label: t('table.reset'),
              description: t('table.resetUser', { username: user.username }),
              Icon: IconKey,
              color: 'orange',
              loading: reset.isPending && reset.variables === user.id,
              onClick: () => void resetPassword(user),
            },
            !isSelf && {
              id: 'active',
              label: t(user.is_active ? 'table.deactivate' : 'table.activate'),
              description: t(user.is_active ? 'table.deactivateUser' : 'table.activateUser', {
                username: user.username,
              }),
              Icon: user.is_active ? IconUserOff : IconUserCheck,
              color: user.is_active ? 'red' : 'green',
              loading: update.isPending && update.variables?.id === user.id,
              onClick: () => void askToggleActive(user),
            },
          ];
        }}
      />
      {editingId !== null && (
        <EditUserModal id={editingId} isSelf={editingId === me?.id} onClose={() => setEditingId(null)} />
      )}
      {issued && (
        <TemporaryPasswordModal
          username={issued.username}
          password={issued.password}
          onClose={() => setIssued(null)}
        />
      )}
    </>
  );
}
