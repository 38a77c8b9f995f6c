import type { VisitRequest } from '@lar/contracts/visits';
import { Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabelledValue } from '../../../components/LabelledValue.tsx';
import { QueryContent } from '../../../components/QueryContent.tsx';
import { ReachValues } from '../../../components/ReachValues.tsx';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useVisit } from '../api.ts';
import { VISITS_NS } from '../namespace.ts';
import { VisitActions } from './VisitActions.tsx';
import { VisitStatusBadge } from './VisitStatusBadge.tsx';

function VisitFacts({ visit }: { visit: VisitRequest }) {
  const { t, i18n } = useTranslation(VISITS_NS);
  const none = (
    <Text span c="dimmed">
      {t('detail.none')}
    </Text>
  );
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <LabelledValue label={t('table.apartment')}>
        {t('table.unitOf', { unit: visit.unit_number ?? `#${visit.unit_id}`, property: visit.property_name })}
      </LabelledValue>
      <LabelledValue label={t('table.status')}>
        <Group gap="xs">
          <VisitStatusBadge status={visit.status} />
          {visit.scheduled_at && <span>{when(visit.scheduled_at)}</span>}
        </Group>
      </LabelledValue>
      <ReachValues
        person={visit}
        labels={{ email: t('detail.email'), phone: t('detail.phone') }}
        none={none}
      />
      <LabelledValue label={t('detail.language')}>{t(`detail.languages.${visit.language}`)}</LabelledValue>
      <LabelledValue label={t('table.receivedAt')}>{when(visit.created_at)}</LabelledValue>
      <LabelledValue label={t('table.preferred')}>
        {visit.preferred_times.length === 0
          ? none
          : visit.preferred_times.map((time) => <div key={time}>{when(time)}</div>)}
      </LabelledValue>
      <LabelledValue label={t('detail.message')}>
        {visit.message ? <Text style={{ whiteSpace: 'pre-line' }}>{visit.message}</Text> : none}
      </LabelledValue>
    </SimpleGrid>
  );
}

/** One visit request in a dialog: who, for which apartment, when; its actions; its history. */
export function VisitDetail({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation(VISITS_NS);
  const visit = useVisit(id);
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={visit.data ? t('detail.title', { name: visit.data.name }) : t('detail.loading')}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      <QueryContent query={visit} loadingText={t('detail.loading')} errorTitle={t('errors.loadOne')}>
        {(data) => (
          <Stack gap="md">
            <VisitFacts visit={data} />
            <VisitActions key={`${data.id}:${data.version}`} visit={data} />
            <RecordHistory entity="visit_request" id={data.id} />
          </Stack>
        )}
      </QueryContent>
    </Modal>
  );
}
