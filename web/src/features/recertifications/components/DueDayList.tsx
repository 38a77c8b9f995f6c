import type { RecertificationItem } from '@lar/contracts/recertifications';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatDate } from '../../../lib/format.ts';
import { RECERTIFICATIONS_NS } from '../namespace.ts';
import { useOpenCertification } from './use-open-certification.ts';

/** The households due on one day of the calendar, each with its next step. */
export function DueDayList({ day, items }: { day: string; items: RecertificationItem[] }) {
  const { t, i18n } = useTranslation(RECERTIFICATIONS_NS);
  const canWrite = useCan('write_occupancies');
  const opener = useOpenCertification();
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <Title order={3} size="h5" mb="xs">
        {t('calendar.dueOn', { date: formatDate(day, i18n.language) })}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((item) => (
          <Group component="li" key={item.occupancy_id} justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text size="sm" fw={500}>
                {item.household}
              </Text>
              <Text size="xs" c="dimmed">
                {t('unitOf', { unit: item.unit_number, property: item.property_name })}
              </Text>
            </div>
            {canWrite && (
              <Button
                size="xs"
                variant="light"
                loading={opener.startingId === item.occupancy_id}
                onClick={() => opener.go(item)}
                aria-label={t(item.draft ? 'actions.continueLabel' : 'actions.startLabel', {
                  household: item.household,
                })}
              >
                {item.draft ? t('actions.continue') : t('actions.start')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
