import { Paper, Text } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StaffPage } from '../../components/StaffPage.tsx';

/** Placeholder of a staff screen that is not built yet, titled like its sidebar entry. */
export function ComingSoonPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <StaffPage title={t(titleKey)}>
      <Paper withBorder p="xl" radius="md" style={{ textAlign: 'center' }}>
        <IconTools size={40} stroke={1.5} style={{ margin: '0 auto 0.75rem', opacity: 0.6 }} aria-hidden />
        <Text c="dimmed">{t('staff.comingSoon')}</Text>
      </Paper>
    </StaffPage>
  );
}
