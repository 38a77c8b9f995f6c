import type { Occupancy } from '@lar/contracts/occupancies';
import { Button, Loader, Stack } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../components/ListLoadError.tsx';
import { OpenedRecordPage } from '../../../components/OpenedRecordPage.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useQueryId } from '../../../lib/use-query-state.ts';
import { useRecord } from '../../../lib/use-record.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { VerificationRequestsPanel } from '../../third-party-verification/api.ts';
import {
  newDraftRefusalKeys,
  useCertification,
  useCreateCertification,
  useOccupancyCertifications,
} from '../api.ts';
import { CertificationEditor } from '../components/CertificationEditor.tsx';
import { CertificationsTable } from '../components/CertificationsTable.tsx';
import { ResidentAccessPanel } from '../components/ResidentAccessPanel.tsx';
import { ResidentDocumentsPanel } from '../components/ResidentDocumentsPanel.tsx';
import { ResidentSubmissionPanel } from '../components/ResidentSubmissionPanel.tsx';
import { SignaturePanel } from '../components/SignaturePanel.tsx';
import { CERTIFICATIONS_NS } from '../namespace.ts';

/**
 * /certifications?occupancy=12&certification=34: an occupancy's income certifications and the one
 * being edited or read. Opened from the occupancies screen and from the recertification calendar.
 */
export default function CertificationsPage() {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  const translator = useTranslator(CERTIFICATIONS_NS);
  const [occupancyId] = useQueryId('occupancy');
  const [chosenId, setChosenId] = useQueryId('certification', { history: 'push' });
  const canWrite = useCan('write_occupancies');
  const occupancy = useRecord<Occupancy>(queryKeys.occupancies.detail, '/api/occupancies', occupancyId);
  const list = useOccupancyCertifications(occupancyId);
  const create = useCreateCertification();
  const certifications = list.data ?? [];
  // A draft just deleted is left out until the list is read again: asking for it would answer 404.
  const [deletedId, setDeletedId] = useState<number | null>(null);
  const draft = certifications.find((c) => c.status === 'DRAFT' && c.id !== deletedId);
  // The one asked for in the address, else the draft in preparation, else none.
  const shownId = (chosenId === deletedId ? null : chosenId) ?? draft?.id ?? null;
  const shown = useCertification(shownId);
  const hasFinalized = certifications.some((c) => c.status === 'FINALIZED');

  const startAnnual = () => {
    if (occupancyId === null) return;
    create.mutate(
      { occupancyId, body: { type: 'ANNUAL' } },
      {
        onSuccess: (created) => {
          showSuccess(t('annualCreated'));
          setChosenId(created.id);
        },
        onError: (error) =>
          showApiError(error, translator, {
            byCode: newDraftRefusalKeys(error, CERTIFICATIONS_NS),
            fallbackKey: `${CERTIFICATIONS_NS}:errors.create`,
          }),
      },
    );
  };

  const o = occupancy.data;
  const description = o
    ? t('descriptionOf', {
        tenant: o.tenant_name,
        unit: o.unit_number ?? `#${o.unit_id}`,
        property: o.property_name,
      })
    : t('description');

  return (
    <OpenedRecordPage
      title={t('title')}
      description={description}
      back={{
        to: occupancyId ? `/occupancies?edit=${occupancyId}` : '/occupancies',
        label: t('actions.backToOccupancy'),
      }}
      actions={
        canWrite &&
        occupancyId !== null &&
        !draft &&
        hasFinalized && (
          <Button
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            loading={create.isPending}
            onClick={startAnnual}
          >
            {t('actions.startAnnual')}
          </Button>
        )
      }
      named={occupancyId !== null}
      note={{ text: t('noOccupancy'), to: '/occupancies', linkLabel: t('actions.goToOccupancies') }}
      reading={list}
      errorTitle={t('errors.load')}
    >
      <Stack gap="lg">
        <CertificationsTable
          certifications={certifications}
          loading={list.isFetching}
          selectedId={shownId}
          onOpen={setChosenId}
        />
        {occupancyId !== null && hasFinalized && <ResidentAccessPanel occupancyId={occupancyId} />}
        {occupancyId !== null && hasFinalized && <ResidentDocumentsPanel occupancyId={occupancyId} />}
        {occupancyId !== null && hasFinalized && <VerificationRequestsPanel occupancyId={occupancyId} />}
        {occupancyId !== null && hasFinalized && <ResidentSubmissionPanel occupancyId={occupancyId} />}
        {shown.isError ? (
          <QueryLoadError title={t('errors.loadOne')} query={shown} />
        ) : shown.data ? (
          <>
            <SignaturePanel key={`signatures-${shown.data.id}`} certification={shown.data} />
            <CertificationEditor
              // Kept while a draft is saved (the figures typed stay), new once it is finalized.
              key={`${shown.data.id}-${shown.data.status}`}
              certification={shown.data}
              onOpen={setChosenId}
              onDeleted={(id) => {
                setDeletedId(id);
                setChosenId(null);
              }}
            />
          </>
        ) : (
          shownId !== null && <Loader aria-label={t('loading')} />
        )}
      </Stack>
    </OpenedRecordPage>
  );
}
