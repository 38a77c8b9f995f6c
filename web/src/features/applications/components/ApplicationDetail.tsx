import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../../components/QueryContent.tsx';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { useApplication, useDecideApplication } from '../api.ts';
import { APPLICATIONS_NS } from '../namespace.ts';
import { ApplicationActions } from './ApplicationActions.tsx';
import { Documents, Duplicates, Facts, Household, Verdicts } from './ApplicationDetailSections.tsx';
import { ApplicationReportingData } from './ApplicationReportingData.tsx';

/**
 * One application in a drawer: the household and its income, its data for reporting (to those who
 * may read it), documents, duplicates, verdict, actions, history.
 */
export function ApplicationDetail({ id, onClose }: { id: number | null; onClose(): void }) {
  const { t } = useTranslation(APPLICATIONS_NS);
  const application = useApplication(id);
  const decide = useDecideApplication();
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        application.data
          ? t('detail.title', { reference: application.data.reference, name: application.data.head_name })
          : t('detail.loading')
      }
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      <QueryContent query={application} loadingText={t('detail.loading')} errorTitle={t('errors.loadOne')}>
        {(data) => (
          <Stack gap="lg">
            <Facts application={data} />
            <ApplicationActions key={`${data.id}:${data.version}`} application={data} decide={decide} />
            <Household application={data} />
            {/* Keyed by the application: another one's answers are never shown under this one. */}
            <ApplicationReportingData key={data.id} application={data} />
            <Verdicts application={data} />
            <Documents application={data} />
            <Duplicates application={data} />
            <RecordHistory entity="application" id={data.id} />
          </Stack>
        )}
      </QueryContent>
    </Drawer>
  );
}
