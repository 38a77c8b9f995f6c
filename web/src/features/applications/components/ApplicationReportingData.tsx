import type { ApplicationDetail as Detail } from '@lar/contracts/application-review';
import type { ReportingDataAnswer } from '@lar/contracts/reporting-data';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORTING_DATA_NS } from '../../../components/reporting-data/namespace.ts';
import { ReadOnAsk } from '../../../components/reporting-data/ReadOnAsk.tsx';
import { ReportingDataView } from '../../../components/reporting-data/ReportingDataView.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { saveFailureMessage } from '../../../lib/error-message.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { readApplicationReportingData } from '../api.ts';
import { APPLICATIONS_NS } from '../namespace.ts';

/**
 * The applicant's answers for the agencies' reports (decision 066) in the application's drawer:
 * shown only to accounts with `read_reporting_data`, read only when asked since each read is
 * audit-logged, and held in this section's state alone, never in the query cache.
 */
export function ApplicationReportingData({ application }: { application: Detail }) {
  const { t } = useTranslation(APPLICATIONS_NS);
  const { t: labels } = useTranslation(REPORTING_DATA_NS);
  const translator = useTranslator(APPLICATIONS_NS);
  const allowed = useCan('read_reporting_data');
  const [data, setData] = useState<ReportingDataAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  async function show() {
    setBusy(true);
    setFailure(null);
    try {
      setData(await readApplicationReportingData(application.id));
    } catch (error) {
      setFailure(saveFailureMessage(error, translator, `${APPLICATIONS_NS}:reporting.readFailed`));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {labels('legend')}
      </Title>
      <ReadOnAsk hint={t('reporting.hint')} failure={failure} busy={busy} onShow={() => void show()}>
        {data && <ReportingDataView data={data} memberNames={application.members.map((m) => m.name)} />}
      </ReadOnAsk>
    </Stack>
  );
}
