import { confirmThenMutate, type Mutation } from './confirm.tsx';

interface Account {
  username: string;
  is_active: boolean;
}

/**
 * Activates an inactive account or deactivates an active one (main account or sub-user alike):
 * asks first, runs `mutation` with the input for the new state, then says it is done. `t` is the
 * feature's translation, with `confirm.(de)activateTitle`, `confirm.(de)activateMessage`,
 * `table.(de)activate`, `actions.cancel` and the done texts `activated` and `deactivated`.
 */
export function toggleActive<TInput>(
  t: (key: string, options?: Record<string, unknown>) => string,
  account: Account,
  mutation: Mutation<TInput>,
  input: (activate: boolean) => TInput,
  onError: (error: Error) => void,
): Promise<void> {
  const activate = !account.is_active;
  const { username } = account;
  return confirmThenMutate(
    {
      title: t(activate ? 'confirm.activateTitle' : 'confirm.deactivateTitle'),
      message: t(activate ? 'confirm.activateMessage' : 'confirm.deactivateMessage', { username }),
      confirmLabel: t(activate ? 'table.activate' : 'table.deactivate'),
      cancelLabel: t('actions.cancel'),
      danger: !activate,
    },
    mutation,
    input(activate),
    { success: t(activate ? 'activated' : 'deactivated', { username }), onError },
  );
}
