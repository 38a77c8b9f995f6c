import type { Certification } from '@lar/contracts/certifications';
import { SIGNATURE_LANGUAGES, type SignerStatus } from '@lar/contracts/esignatures';
import { Badge, Button, Code, Group, Select, Text } from '@mantine/core';
import { IconDownload, IconSignature, IconWriting } from '@tabler/icons-react';
import { useState } from 'react';
import { filledBadgeProps, STATUS_FILLS } from '../../../components/badge-colors.ts';
import { confirmThenMutate } from '../../../components/confirm.tsx';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { StaffPanel } from '../../../components/StaffPanel.tsx';
import { useStaffPanel } from '../../../components/use-staff-panel.ts';
import { formatDateTime } from '../../../lib/format.ts';
import {
  downloadSignedPdf,
  SIGNATURES_NS,
  useChangeSignatures,
  useSignatures,
} from '../../resident-signatures/api.ts';

/**
 * The certification's signatures (decision 078): staff send a draft for signature (its PDF is
 * frozen), follow who has signed, record a paper signature after confirming, and download the
 * sealed PDF once every adult has signed.
 */
export function SignaturePanel({ certification }: { certification: Certification }) {
  const { t, i18n, canWrite, onError } = useStaffPanel(SIGNATURES_NS, 'staff.failed');
  const status = useSignatures(certification.id);
  const change = useChangeSignatures(certification.id);
  const request = status.data?.request ?? null;
  const isDraft = certification.status === 'DRAFT';
  const [language, setLanguage] = useState<(typeof SIGNATURE_LANGUAGES)[number]>('en');

  // A finalized certification never sent for signature has nothing to show here.
  if (status.data && !request && !isDraft) return null;

  const send = () =>
    void confirmThenMutate(
      {
        title: t('staff.sendTitle'),
        message: t('staff.sendMessage'),
        confirmLabel: t('staff.send'),
        cancelLabel: t('staff.cancel'),
      },
      change,
      { send: { language } },
      { success: t('staff.sent'), onError },
    );
  const paper = (s: SignerStatus) =>
    void confirmThenMutate(
      {
        title: t('staff.paperTitle'),
        message: t('staff.paperMessage', { name: s.name }),
        confirmLabel: t('staff.paper'),
        cancelLabel: t('staff.cancel'),
      },
      change,
      { paper: { member_index: s.member_index } },
      { success: t('staff.paperRecorded'), onError },
    );

  const columns: ListColumn<SignerStatus>[] = [
    { accessor: 'name', title: t('staff.member'), identifying: true },
    {
      accessor: 'signed',
      title: t('staff.status'),
      priority: 'high',
      render: (s) => (
        <>
          <Badge {...filledBadgeProps(s.signed ? STATUS_FILLS.pass : STATUS_FILLS.neutral)}>
            {s.method ? t(`staff.methods.${s.method}`) : t('staff.notSigned')}
          </Badge>
          {s.signed_at && (
            <Text size="xs" c="dimmed">
              {t('staff.signedOn', { at: formatDateTime(s.signed_at, i18n.language) })}
            </Text>
          )}
        </>
      ),
    },
    rowActionsColumn<SignerStatus>({
      title: t('staff.actions'),
      hidden: !canWrite || !isDraft || request === null,
      subjectOf: (s) => s.name,
      actionsOf: (s) => [
        !s.signed && {
          id: 'paper',
          label: t('staff.paper'),
          Icon: IconWriting,
          color: 'teal',
          loading: change.isPending,
          onClick: () => paper(s),
        },
      ],
    }),
  ];

  return (
    <StaffPanel title={t('staff.title')} description={t('staff.description')}>
      {status.isError && (
        <Text size="sm" role="alert" c="red">
          {t('staff.loadFailed')}
        </Text>
      )}
      {status.data && request === null && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{t('staff.notSent')}</Text>
          {canWrite && isDraft && (
            <Select
              label={t('staff.language')}
              data={SIGNATURE_LANGUAGES.map((value) => ({ value, label: t(`staff.languages.${value}`) }))}
              value={language}
              allowDeselect={false}
              onChange={(value) => value && setLanguage(value as (typeof SIGNATURE_LANGUAGES)[number])}
            />
          )}
          {canWrite && isDraft && (
            <Button leftSection={<IconSignature size={16} />} onClick={send} loading={change.isPending}>
              {t('staff.send')}
            </Button>
          )}
        </Group>
      )}
      {request && (
        <>
          <Text size="sm">
            {t('staff.sentBy', {
              at: formatDateTime(request.created_at, i18n.language),
              by: request.created_by,
            })}
          </Text>
          <Text size="sm">{t('staff.hash')}</Text>
          <Code style={{ overflowWrap: 'anywhere' }}>{request.pdf_sha256}</Code>
        </>
      )}
      {status.data && (
        <ListTable<SignerStatus>
          label={t('staff.title')}
          records={status.data.signers}
          idAccessor={(s) => s.member_index}
          columns={columns}
          fetching={status.isFetching}
        />
      )}
      {request?.sealed && (
        <>
          <Text size="sm">{t('staff.sealed')}</Text>
          <Code style={{ overflowWrap: 'anywhere' }}>{request.sealed_sha256}</Code>
          <Group>
            <Button
              variant="light"
              leftSection={<IconDownload size={16} />}
              onClick={() => void downloadSignedPdf(certification.id).catch(onError)}
            >
              {t('staff.download')}
            </Button>
          </Group>
        </>
      )}
    </StaffPanel>
  );
}
