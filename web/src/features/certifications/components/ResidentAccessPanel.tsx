import { RESIDENT_LANGUAGES, type ResidentAccessList, type ResidentLanguage } from '@lar/contracts/residents';
import { Badge, Select, Text, TextInput } from '@mantine/core';
import { IconSend, IconUserOff } from '@tabler/icons-react';
import { useState } from 'react';
import { filledBadgeProps, STATUS_FILLS } from '../../../components/badge-colors.ts';
import { confirmThenMutate } from '../../../components/confirm.tsx';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { StaffPanel } from '../../../components/StaffPanel.tsx';
import { showSuccess } from '../../../components/show-api-error.ts';
import { useStaffPanel } from '../../../components/use-staff-panel.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useChangeResidentAccess, useResidentAccess } from '../api.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';

type Member = ResidentAccessList['members'][number];
/** What staff typed for a member before sending: the address and the e-mail's language. */
type Draft = { email: string; language: ResidentLanguage };

// Filled, readable fills: the light variants' coloured text on a tinted fill was below 4.5:1 (axe).
const STATUS_FILLS_OF = {
  NONE: STATUS_FILLS.neutral,
  SENT: STATUS_FILLS.waiting,
  SIGNED_IN: STATUS_FILLS.pass,
  EXPIRED: STATUS_FILLS.warning,
  REVOKED: STATUS_FILLS.fail,
} as const;

/**
 * The household's resident portal access (decision 075): the adult members of the certification
 * in force, each with a sign-in link and code staff may send, send again or revoke (after saying
 * what a revocation ends).
 */
export function ResidentAccessPanel({ occupancyId }: { occupancyId: number }) {
  const { t, i18n, canWrite, onError } = useStaffPanel(CERTIFICATIONS_NS, 'residentAccess.failed');
  const access = useResidentAccess(occupancyId);
  const change = useChangeResidentAccess(occupancyId);
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const members = access.data?.members ?? [];
  const draftOf = (m: Member): Draft =>
    drafts[m.member_index] ?? { email: m.email ?? '', language: m.language };
  const edit = (m: Member, edited: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [m.member_index]: { ...draftOf(m), ...edited } }));

  const send = (m: Member) => {
    const { email, language } = draftOf(m);
    change.mutate(
      { send: { member_index: m.member_index, email: email.trim(), language } },
      {
        onSuccess: () => {
          showSuccess(t('residentAccess.sent', { email: email.trim() }));
          // The saved address and language are the member's now.
          setDrafts(({ [m.member_index]: _sent, ...others }) => others);
        },
        onError,
      },
    );
  };
  const revoke = (m: Member) =>
    void confirmThenMutate(
      {
        title: t('residentAccess.revokeTitle'),
        message: t('residentAccess.revokeMessage', { name: m.name }),
        confirmLabel: t('residentAccess.revoke'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      },
      change,
      { revoke: m.member_index },
      { success: t('residentAccess.revoked'), onError },
    );

  const columns: ListColumn<Member>[] = [
    { accessor: 'name', title: t('residentAccess.member'), identifying: true },
    {
      accessor: 'status',
      title: t('residentAccess.status'),
      priority: 'high',
      render: (m) => (
        <>
          <Badge {...filledBadgeProps(STATUS_FILLS_OF[m.status])}>
            {t(`residentAccess.statuses.${m.status}`)}
          </Badge>
          {m.sent_at && (
            <Text size="xs" c="dimmed">
              {t('residentAccess.sentAt', { at: formatDateTime(m.sent_at, i18n.language) })}
            </Text>
          )}
        </>
      ),
    },
    {
      accessor: 'email',
      title: t('residentAccess.email'),
      render: (m) => (
        <TextInput
          aria-label={t('residentAccess.emailOf', { name: m.name })}
          type="email"
          value={draftOf(m).email}
          readOnly={!canWrite}
          onChange={(event) => edit(m, { email: event.currentTarget.value })}
        />
      ),
    },
    {
      accessor: 'language',
      title: t('residentAccess.language'),
      render: (m) => (
        <Select
          aria-label={t('residentAccess.languageOf', { name: m.name })}
          data={RESIDENT_LANGUAGES.map((value) => ({ value, label: t(`residentAccess.languages.${value}`) }))}
          value={draftOf(m).language}
          readOnly={!canWrite}
          allowDeselect={false}
          onChange={(value) => value && edit(m, { language: value as ResidentLanguage })}
        />
      ),
    },
    rowActionsColumn<Member>({
      title: t('residentAccess.actions'),
      hidden: !canWrite,
      subjectOf: (m) => m.name,
      actionsOf: (m) => [
        draftOf(m).email.trim() !== '' && {
          id: 'send',
          label: m.status === 'NONE' ? t('residentAccess.send') : t('residentAccess.sendAgain'),
          Icon: IconSend,
          color: 'teal',
          loading: change.isPending,
          onClick: () => send(m),
        },
        (m.status === 'SENT' || m.status === 'SIGNED_IN') && {
          id: 'revoke',
          label: t('residentAccess.revoke'),
          Icon: IconUserOff,
          color: 'red',
          loading: change.isPending,
          onClick: () => revoke(m),
        },
      ],
    }),
  ];

  return (
    <StaffPanel title={t('residentAccess.title')} description={t('residentAccess.description')}>
      {access.data && access.data.certification_id === null ? (
        <Text size="sm">{t('residentAccess.noCertification')}</Text>
      ) : access.data && members.length === 0 ? (
        <Text size="sm">{t('residentAccess.noAdults')}</Text>
      ) : (
        <ListTable<Member>
          label={t('residentAccess.title')}
          records={members}
          idAccessor={(m) => m.member_index}
          columns={columns}
          fetching={access.isFetching}
        />
      )}
    </StaffPanel>
  );
}
