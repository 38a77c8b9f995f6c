import type { ReportView } from '@lar/contracts/compliance/report';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPLIANCE_NS } from '../namespace.ts';

/**
 * Which rows the report shows when a dashboard figure opened it, what they mean, and the way back
 * to every row: the figure and this list are one definition (decision 062).
 */
export function ReportViewNote({ view, onClear }: { view: ReportView; onClear(): void }) {
  const { t } = useTranslation(COMPLIANCE_NS);
  return (
    <Alert color="blue" role="note" data-testid="report-view">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t('views.showing', { view: t(`views.${view}.label`) })}
          </Text>{' '}
          {t(`views.${view}.explain`)}
        </Text>
        <Button size="xs" variant="default" onClick={onClear}>
          {t('views.showAll')}
        </Button>
      </Group>
    </Alert>
  );
}
