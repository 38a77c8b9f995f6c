import { Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError.tsx';
import { RecordHistory } from '../../../components/record-history/RecordHistory.tsx';
import { useApplication, useDecideApplication } from '../api.ts';
import { APPLICATIONS_NS } from '../namespace.ts';
import { ApplicationActions } from './ApplicationActions.tsx';
import { Documents, Duplicates, Facts, Household, Verdicts } from './ApplicationDetailSections.tsx';

/** One application in a drawer: the household and its income, documents, duplicates, verdict, actions, history. */
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
      {application.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{t('detail.loading')}</Text>
        </Group>
      ) : application.isError ? (
        <ListLoadError
          title={t('errors.loadOne')}
          error={application.error}
          onRetry={() => void application.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <Facts application={application.data} />
          <ApplicationActions
            key={`${application.data.id}:${application.data.version}`}
            application={application.data}
            decide={decide}
          />
          <Household application={application.data} />
          <Verdicts application={application.data} />
          <Documents application={application.data} />
          <Duplicates application={application.data} />
          <RecordHistory entity="application" id={application.data.id} />
        </Stack>
      )}
    </Drawer>
  );
}
