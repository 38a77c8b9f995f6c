import { Button, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { CreateUserForm } from '../components/CreateUserForm.tsx';
import { UsersTable } from '../components/UsersTable.tsx';
import { USERS_NS } from '../namespace.ts';

export default function UsersPage() {
  const { t } = useTranslation(USERS_NS);
  return (
    <StaffPage
      title={t('title')}
      description={t('description')}
      actions={
        // Everyone's own password lives on My account, for sub-users and staff too.
        <Button
          component={Link}
          to="/account"
          variant="default"
          leftSection={<IconLock size={18} aria-hidden />}
        >
          {t('ownPassword')}
        </Button>
      }
    >
      <CreateUserForm />
      <div>
        <Title order={2} size="h4" id="users-accounts-title" mb="sm">
          {t('table.title')}
        </Title>
        <UsersTable />
      </div>
    </StaffPage>
  );
}
