import type { SessionUser } from '@lar/contracts/auth';
import { Box, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { accountKindKey } from '../../../lib/auth/account-kind.ts';
import { ACCOUNT_NS } from '../namespace.ts';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: 'var(--mantine-spacing-md)',
  margin: 0,
} as const;

/** Who is signed in: username, organization and kind of account, as the session reports them. */
export function AccountDetails({ user }: { user: SessionUser }) {
  const { t } = useTranslation(ACCOUNT_NS);
  const details = [
    { id: 'username', label: t('details.username'), value: user.username },
    { id: 'organization', label: t('details.organization'), value: user.organization_name },
    { id: 'kind', label: t('details.kind'), value: t(accountKindKey(user)) },
  ];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="account-details-title">
      <Title order={2} size="h4" id="account-details-title" mb="md">
        {t('details.title')}
      </Title>
      <Box component="dl" style={GRID}>
        {details.map(({ id, label, value }) => (
          <div key={id}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={600} m={0} data-testid={`account-${id}`}>
              {value}
            </Text>
          </div>
        ))}
      </Box>
    </Paper>
  );
}
