import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../components/StaffPage.tsx';

/** Shown to an account that opens, by its address, a screen its kind may not use (decision 017). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <StaffPage title={t('staff.forbiddenTitle')}>
      <Alert color="yellow" icon={<IconLock aria-hidden />}>
        {t('staff.forbiddenText')}
      </Alert>
    </StaffPage>
  );
}
