import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { ACCOUNT_NS } from '../namespace.ts';

/**
 * All an account sees after an admin reset its password: the form to choose a new one (the
 * temporary password is the current one) and a way out. Everything else waits for the change.
 */
export default function PasswordChangeRequiredPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { user, logout, passwordChanged } = useAuth();
  useDocumentTitle(t('required.title'));
  return (
    <Container size="md" py="xl" component="main" id="main">
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {t('required.title')}
          </Title>
          <Text c="dimmed" mt="xs">
            {t('required.description', { username: user?.username ?? '' })}
          </Text>
        </div>
        <ChangePasswordForm onChanged={passwordChanged} />
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => void logout()}
          >
            {t('required.logout')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
