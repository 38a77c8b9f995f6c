import { RESIDENT_LANGUAGES, type ResidentAccessList, type ResidentLanguage } from '@lar/contracts/residents';
import { Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { useChangeResidentAccess, useResidentAccess } from '../api.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';

type Member = ResidentAccessList['members'][number];

const STATUS_COLORS = {
  NONE: 'gray',
  SENT: 'blue',
  SIGNED_IN: 'green',
  EXPIRED: 'orange',
  REVOKED: 'red',
} as const;

/** One adult member: their address and language, and the buttons that send or revoke their access. */
function MemberRow({
  member,
  occupancyId,
  canWrite,
}: {
  member: Member;
  occupancyId: number;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation(CERTIFICATIONS_NS);
  const translator = useTranslator(CERTIFICATIONS_NS);
  const [email, setEmail] = useState(member.email ?? '');
  const [language, setLanguage] = useState<ResidentLanguage>(member.language);
  const change = useChangeResidentAccess(occupancyId);
  const onError = (error: unknown) =>
    showApiError(error, translator, { fallbackKey: `${CERTIFICATIONS_NS}:residentAccess.failed` });
  const send = () =>
    change.mutate(
      { send: { member_index: member.member_index, email: email.trim(), language } },
      { onSuccess: () => showSuccess(t('residentAccess.sent', { email: email.trim() })), onError },
    );
  const revoke = () =>
    change.mutate(
      { revoke: member.member_index },
      { onSuccess: () => showSuccess(t('residentAccess.revoked')), onError },
    );
  const live = member.status === 'SENT' || member.status === 'SIGNED_IN';
  return (
    <Table.Tr>
      <Table.Td>{member.name}</Table.Td>
      <Table.Td>
        <Badge color={STATUS_COLORS[member.status]} variant="light">
          {t(`residentAccess.statuses.${member.status}`)}
        </Badge>
        {member.sent_at && (
          <Text size="xs" c="dimmed">
            {t('residentAccess.sentAt', { at: formatDateTime(member.sent_at, i18n.language) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <TextInput
          aria-label={t('residentAccess.emailOf', { name: member.name })}
          type="email"
          value={email}
          readOnly={!canWrite}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={t('residentAccess.languageOf', { name: member.name })}
          data={RESIDENT_LANGUAGES.map((value) => ({ value, label: t(`residentAccess.languages.${value}`) }))}
          value={language}
          readOnly={!canWrite}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value as ResidentLanguage)}
        />
      </Table.Td>
      {canWrite && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" loading={change.isPending} disabled={!email.trim()} onClick={send}>
              {member.status === 'NONE' ? t('residentAccess.send') : t('residentAccess.sendAgain')}
            </Button>
            {live && (
              <Button size="xs" variant="light" color="red" loading={change.isPending} onClick={revoke}>
                {t('residentAccess.revoke')}
              </Button>
            )}
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/**
 * The household's resident portal access (decision 075): the adult members of the certification
 * in force, each with a sign-in link and code staff may send, send again or revoke.
 */
export function ResidentAccessPanel({ occupancyId }: { occupancyId: number }) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  const canWrite = useCan('write_records');
  const access = useResidentAccess(occupancyId);
  const members = access.data?.members ?? [];
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('residentAccess.title')}
        </Title>
        <Text size="sm">{t('residentAccess.description')}</Text>
        {access.data && access.data.certification_id === null ? (
          <Text size="sm">{t('residentAccess.noCertification')}</Text>
        ) : access.data && members.length === 0 ? (
          <Text size="sm">{t('residentAccess.noAdults')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('residentAccess.member')}</Table.Th>
                  <Table.Th>{t('residentAccess.status')}</Table.Th>
                  <Table.Th>{t('residentAccess.email')}</Table.Th>
                  <Table.Th>{t('residentAccess.language')}</Table.Th>
                  {canWrite && <Table.Th>{t('residentAccess.actions')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {members.map((member) => (
                  <MemberRow
                    key={`${member.member_index}-${member.email ?? ''}-${member.language}`}
                    member={member}
                    occupancyId={occupancyId}
                    canWrite={canWrite}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
