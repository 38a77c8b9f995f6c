import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { UsersTable } from '../components/UsersTable.tsx';
import { USERS_NS } from '../namespace.ts';

export default function UsersPage() {
  const { t } = useTranslation(USERS_NS);
  return (
    <StaffPage title={t('title')} description={t('description')}>
      <div>
        <Title order={2} size="h4" id="users-accounts-title" mb="sm">
          {t('table.title')}
        </Title>
        <UsersTable />
      </div>
      <ChangePasswordForm />
    </StaffPage>
  );
}
