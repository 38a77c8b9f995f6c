import { RESIDENT_LANGUAGES, type ResidentLanguage } from '@lar/contracts/residents';
import {
  VERIFICATION_KINDS,
  type VerificationKind,
  type VerificationRequest,
} from '@lar/contracts/third-party-verification';
import { Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconMailForward, IconX } from '@tabler/icons-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { filledBadgeProps, STATUS_FILLS } from '../../../components/badge-colors.ts';
import { confirmThenMutate } from '../../../components/confirm.tsx';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { StaffPanel } from '../../../components/StaffPanel.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { useStaffPanel } from '../../../components/use-staff-panel.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useChangeVerificationRequests, useVerificationRequests } from '../api.ts';
import { VERIFICATION_NS } from '../namespace.ts';
import { emptyDraft, type RequestDraft, requestBodyOf } from './request-draft.ts';

/** Filled badges: the light ones read below 4.5:1 on a phone's card (WCAG 1.4.3). */
const STATUS_FILLS_OF = {
  SENT: STATUS_FILLS.waiting,
  COMPLETED: STATUS_FILLS.pass,
  EXPIRED: STATUS_FILLS.warning,
  REVOKED: STATUS_FILLS.fail,
} as const;

/**
 * A household's third-party verifications (decision 079), on the certification page: the requests
 * with their status, the signed answers with their date and yearly amount, a dialog to send a new
 * one and a confirmed withdrawal of one not answered yet.
 */
export function VerificationRequestsPanel({ occupancyId }: { occupancyId: number }) {
  const { t, i18n, canWrite, onError } = useStaffPanel(VERIFICATION_NS, 'panel.failed');
  const requests = useVerificationRequests(occupancyId);
  const change = useChangeVerificationRequests(occupancyId);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rows = requests.data?.requests ?? [];
  const members = requests.data?.members ?? [];

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.mutate(
      {
        send: requestBodyOf(draft),
      },
      {
        onSuccess: () => {
          showSuccess(t('panel.sent', { email: draft.third_party_email.trim() }));
          setOpen(false);
          setDraft(emptyDraft());
          setErrors({});
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fieldErrors.length > 0)
            setErrors(Object.fromEntries(error.fieldErrors.map((e) => [e.field, e.message])));
          else onError(error);
        },
      },
    );
  };
  /** A typed field of the request: its value, its change and its error. */
  const typed = (field: 'third_party_name' | 'third_party_email') => ({
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((d) => ({ ...d, [field]: value }));
    },
    error: errors[field],
  });
  const revoke = (r: VerificationRequest) =>
    void confirmThenMutate(
      {
        title: t('panel.revokeTitle'),
        message: t('panel.revokeMessage', { name: r.third_party_name }),
        confirmLabel: t('panel.revoke'),
        cancelLabel: t('panel.cancel'),
        danger: true,
      },
      change,
      { revoke: r.id },
      { success: t('panel.revoked'), onError },
    );

  const columns: ListColumn<VerificationRequest>[] = [
    {
      accessor: 'member_name',
      title: t('panel.member'),
      identifying: true,
      render: (r) => (
        <>
          <Text size="sm">{r.member_name}</Text>
          <Text size="xs" c="dimmed">
            {t(`kinds.${r.kind}`)}
          </Text>
        </>
      ),
    },
    {
      accessor: 'third_party_name',
      title: t('panel.thirdPartyName'),
      render: (r) => (
        <>
          <Text size="sm">{r.third_party_name}</Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.third_party_email}
          </Text>
        </>
      ),
    },
    {
      accessor: 'status',
      title: t('panel.status'),
      priority: 'high',
      render: (r) => (
        <>
          <Badge {...filledBadgeProps(STATUS_FILLS_OF[r.status])}>{t(`statuses.${r.status}`)}</Badge>
          <Text size="xs" c="dimmed">
            {r.signed_at
              ? t('panel.signedOn', { date: formatDate(r.signed_at, i18n.language), name: r.signer_name })
              : t('panel.sentAt', { at: formatDateTime(r.created_at, i18n.language) })}
          </Text>
        </>
      ),
    },
    {
      accessor: 'annual_amount',
      title: t('panel.annual'),
      render: (r) => (r.annual_amount === null ? '—' : formatMoney(r.annual_amount, i18n.language)),
    },
    rowActionsColumn<VerificationRequest>({
      // A short heading: the column is as wide as it, and on a phone's card its width is taken
      // from the facts beside it.
      title: t('panel.actions'),
      hidden: !canWrite,
      subjectOf: (r) => `${r.member_name}, ${r.third_party_name}`,
      actionsOf: (r) => [
        r.status === 'SENT' && {
          id: 'revoke',
          label: t('panel.revoke'),
          Icon: IconX,
          color: 'red',
          loading: change.isPending,
          onClick: () => revoke(r),
        },
      ],
    }),
  ];

  return (
    <StaffPanel
      title={t('panel.title')}
      description={t('panel.description')}
      action={
        canWrite &&
        members.length > 0 && (
          <Button leftSection={<IconMailForward size={16} />} variant="light" onClick={() => setOpen(true)}>
            {t('panel.send')}
          </Button>
        )
      }
    >
      {requests.isPending ? (
        <Text size="sm" role="status">
          {t('panel.loading')}
        </Text>
      ) : requests.isError ? (
        <Text size="sm" role="alert">
          {t('panel.loadFailed')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm">{t('panel.empty')}</Text>
      ) : (
        <>
          <Text size="xs" c="dimmed">
            {t('panel.count', { count: rows.length })}
          </Text>
          <ListTable<VerificationRequest>
            label={t('panel.title')}
            records={rows}
            idAccessor={(r) => r.id}
            columns={columns}
            fetching={requests.isFetching}
          />
        </>
      )}
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('panel.sendTitle')}
        closeButtonProps={{ 'aria-label': t('panel.close') }}
      >
        <form onSubmit={send} noValidate>
          <Stack gap="sm">
            <Select
              label={t('panel.member')}
              required
              data={members.map((m) => ({ value: String(m.member_index), label: m.name }))}
              value={draft.member_index || null}
              onChange={(value) => setDraft((d) => ({ ...d, member_index: value ?? '' }))}
              error={errors.member_index}
              allowDeselect={false}
            />
            <Select
              label={t('panel.kind')}
              required
              data={VERIFICATION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              value={draft.kind}
              onChange={(value) => value && setDraft((d) => ({ ...d, kind: value as VerificationKind }))}
              allowDeselect={false}
            />
            <TextInput label={t('panel.thirdPartyName')} required {...typed('third_party_name')} />
            <TextInput
              label={t('panel.thirdPartyEmail')}
              type="email"
              required
              {...typed('third_party_email')}
            />
            <Select
              label={t('panel.language')}
              data={RESIDENT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
              value={draft.language}
              onChange={(value) => value && setDraft((d) => ({ ...d, language: value as ResidentLanguage }))}
              allowDeselect={false}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t('panel.cancel')}
              </Button>
              <Button type="submit" loading={change.isPending} disabled={draft.member_index === ''}>
                {t('panel.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </StaffPanel>
  );
}
