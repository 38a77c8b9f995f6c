import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { showApiError } from '../../../components/show-api-error.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { ACCOUNT_NS } from '../namespace.ts';
import { AccountSection } from './AccountSection.tsx';

/** Ends every session of the account, on every device, after a confirmation; then back to login. */
export function LogoutEverywhere() {
  const { t } = useTranslation(ACCOUNT_NS);
  const translator = useTranslator(ACCOUNT_NS);
  const { logoutEverywhere } = useAuth();
  const [pending, setPending] = useState(false);

  async function confirmAndLogOut() {
    const confirmed = await confirmAction({
      title: t('sessions.confirmTitle'),
      message: t('sessions.confirmMessage'),
      confirmLabel: t('sessions.confirm'),
      cancelLabel: t('sessions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    setPending(true);
    try {
      await logoutEverywhere();
    } catch (error) {
      showApiError(error, translator);
      setPending(false);
    }
  }

  return (
    <AccountSection id="sessions-title" title={t('sessions.title')} description={t('sessions.description')}>
      <Group justify="flex-end">
        <Button color="red" variant="light" loading={pending} onClick={confirmAndLogOut}>
          {t('sessions.submit')}
        </Button>
      </Group>
    </AccountSection>
  );
}
