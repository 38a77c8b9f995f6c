import type { ApplicationDetail as Detail } from '@lar/contracts/application-review';
import { formatPhone } from '@lar/contracts/format';
import { Anchor, Badge, Button, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconFlagOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm.tsx';
import { LabelledValue } from '../../../components/LabelledValue.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { downloadDocument, useClearDuplicateFlag } from '../api.ts';
import { APPLICATIONS_NS } from '../namespace.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

/** The parts of an application's drawer (ApplicationDetail.tsx), one section each. */

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const kilobytes = (bytes: number, language: string) =>
  `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;

export function Facts({ application: a }: { application: Detail }) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  const none = (
    <Text span c="dimmed">
      {t('detail.none')}
    </Text>
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <LabelledValue label={t('table.status')}>
        <Group gap="xs">
          <ApplicationStatusBadge status={a.status} />
          {a.decline_reason && <span>{t(`declineReasons.${a.decline_reason}`)}</span>}
        </Group>
      </LabelledValue>
      <LabelledValue label={t('table.property')}>
        {a.unit_number
          ? t('table.unitOf', { unit: a.unit_number, property: a.property_name })
          : a.property_name}
      </LabelledValue>
      <LabelledValue label={t('table.submittedAt')}>
        {formatDateTime(a.submitted_at, i18n.language)}
      </LabelledValue>
      <LabelledValue label={t('table.email')}>
        <Anchor href={`mailto:${a.email}`}>{a.email}</Anchor>
      </LabelledValue>
      <LabelledValue label={t('detail.phone')}>
        {a.phone ? <Anchor href={`tel:+1${a.phone}`}>{formatPhone(a.phone)}</Anchor> : none}
      </LabelledValue>
      <LabelledValue label={t('detail.language')}>{t(`languages.${a.language}`)}</LabelledValue>
      <LabelledValue label={t('table.position')}>{a.waitlist_position ?? none}</LabelledValue>
      <LabelledValue label={t('detail.lotteryRank')}>{a.lottery_rank ?? none}</LabelledValue>
      <LabelledValue label={t('detail.offeredUnit')}>
        {a.offered_unit_number ?? (a.offered_unit_id ? `#${a.offered_unit_id}` : none)}
      </LabelledValue>
      {a.status_note && <LabelledValue label={t('detail.note')}>{a.status_note}</LabelledValue>}
      {a.occupancy_id !== null && (
        <LabelledValue label={t('detail.occupancy')}>
          <Anchor component={Link} to={`/certifications?occupancy=${a.occupancy_id}`}>
            {t('detail.openMoveIn')}
          </Anchor>
        </LabelledValue>
      )}
    </SimpleGrid>
  );
}

export function Household({ application: a }: { application: Detail }) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  const money = (v: string | number) => formatMoney(v, i18n.language);
  return (
    <Section title={t('detail.household', { count: a.household_size })}>
      <Table.ScrollContainer minWidth={640}>
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('detail.member')}</Table.Th>
              <Table.Th>{t('detail.relationship')}</Table.Th>
              <Table.Th>{t('detail.birthDate')}</Table.Th>
              <Table.Th ta="right">{t('income.employment')}</Table.Th>
              <Table.Th ta="right">{t('income.social_security')}</Table.Th>
              <Table.Th ta="right">{t('income.public_assistance')}</Table.Th>
              <Table.Th ta="right">{t('income.other')}</Table.Th>
              <Table.Th ta="right">{t('income.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {a.members.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: members have no id; their order is theirs
              <Table.Tr key={i}>
                <Table.Td>
                  {m.name}
                  {m.full_time_student && ` · ${t('detail.student')}`}
                  {m.disabled && ` · ${t('detail.disabled')}`}
                </Table.Td>
                <Table.Td>{t(`relationships.${m.relationship}`)}</Table.Td>
                <Table.Td>{m.birth_date ? formatDate(m.birth_date, i18n.language) : '—'}</Table.Td>
                <Table.Td ta="right">{money(m.income.employment)}</Table.Td>
                <Table.Td ta="right">{money(m.income.social_security)}</Table.Td>
                <Table.Td ta="right">{money(m.income.public_assistance)}</Table.Td>
                <Table.Td ta="right">{money(m.income.other)}</Table.Td>
                <Table.Td ta="right">{money(m.total_income)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td colSpan={3}>{t('income.household')}</Table.Td>
              <Table.Td ta="right">{money(a.income_totals.employment)}</Table.Td>
              <Table.Td ta="right">{money(a.income_totals.social_security)}</Table.Td>
              <Table.Td ta="right">{money(a.income_totals.public_assistance)}</Table.Td>
              <Table.Td ta="right">{money(a.income_totals.other)}</Table.Td>
              <Table.Td ta="right" data-testid="household-income">
                {money(a.income_totals.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      <Group gap="lg">
        <Text size="sm">
          {t('detail.assets')}: {money(a.total_assets)}
        </Text>
        <Text size="sm">
          {t('detail.preferences')}:{' '}
          {a.preferences.length === 0 ? t('detail.none') : a.preferences.map((p) => p.name).join(', ')}
        </Text>
      </Group>
    </Section>
  );
}

export function Verdicts({ application: a }: { application: Detail }) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  const color = { MAY_QUALIFY: 'teal', OVER_INCOME: 'red', UNDER_MINIMUM_INCOME: 'orange', UNKNOWN: 'gray' };
  return (
    <Section title={t('verdict.title')}>
      {a.verdicts.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('verdict.none')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('verdict.unitType')}</Table.Th>
                <Table.Th>{t('verdict.designations')}</Table.Th>
                <Table.Th ta="right">{t('verdict.limit', { count: a.household_size })}</Table.Th>
                <Table.Th>{t('verdict.result')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {a.verdicts.map((v) => (
                <Table.Tr
                  key={`${v.unit_type}|${v.designations.map((d) => d.program_name + d.ami_percentage).join()}`}
                >
                  <Table.Td>{t('verdict.units', { type: v.unit_type, count: v.unit_count })}</Table.Td>
                  <Table.Td>
                    {v.designations
                      .map((d) =>
                        d.ami_percentage ? `${d.program_name} ${d.ami_percentage} %` : d.program_name,
                      )
                      .join(' · ')}
                  </Table.Td>
                  <Table.Td ta="right">
                    {v.income_limit === null ? '—' : formatMoney(v.income_limit, i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={color[v.status]} variant="light">
                      {t(`verdict.statuses.${v.status}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}

export function Documents({ application: a }: { application: Detail }) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  const translator = useTranslator(APPLICATIONS_NS);
  return (
    <Section title={t('documents.title')}>
      {a.documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('documents.none')}
        </Text>
      ) : (
        <List spacing={4} listStyleType="none" p={0}>
          {a.documents.map((d) => (
            <List.Item key={d.id}>
              <Group gap="xs" wrap="wrap">
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconDownload size={14} aria-hidden />}
                  aria-label={t('documents.download', { name: d.file_name })}
                  onClick={() =>
                    void downloadDocument(a.id, d).catch((error: unknown) =>
                      showApiError(error, translator, { fallbackKey: `${APPLICATIONS_NS}:errors.download` }),
                    )
                  }
                >
                  {d.file_name}
                </Button>
                <Text size="xs" c="dimmed">
                  {t(`documents.types.${d.content_type.replace('/', '_')}`)} ·{' '}
                  {kilobytes(d.byte_size, i18n.language)} · SHA-256 <code>{d.sha256.slice(0, 12)}…</code>
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

export function Duplicates({ application: a }: { application: Detail }) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  const translator = useTranslator(APPLICATIONS_NS);
  const clear = useClearDuplicateFlag();
  async function onClear() {
    const confirmed = await confirmAction({
      title: t('duplicates.confirmTitle'),
      message: t('duplicates.confirmMessage', { reference: a.reference }),
      confirmLabel: t('duplicates.clear'),
      cancelLabel: t('actions.keep'),
    });
    if (!confirmed) return;
    clear.mutate(a.id, {
      onSuccess: () => showSuccess(t('duplicates.cleared')),
      onError: (error) => showApiError(error, translator, { fallbackKey: `${APPLICATIONS_NS}:errors.save` }),
    });
  }
  if (a.duplicates.length === 0 && !a.duplicate_flag && !a.duplicate_cleared_at) return null;
  return (
    <Section title={t('duplicates.title')}>
      {a.duplicates.length > 0 && (
        <List size="sm" spacing={2}>
          {a.duplicates.map((d) => (
            <List.Item key={d.id}>
              {d.reference} · {d.head_name} · {t(`statuses.${d.status}`)}
            </List.Item>
          ))}
        </List>
      )}
      {a.duplicate_flag ? (
        <Group gap="sm">
          <Badge color="yellow" variant="light">
            {t('table.flagged')}
          </Badge>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFlagOff size={14} aria-hidden />}
            loading={clear.isPending}
            onClick={() => void onClear()}
          >
            {t('duplicates.clear')}
          </Button>
        </Group>
      ) : (
        a.duplicate_cleared_at && (
          <Text size="sm" c="dimmed">
            {t('duplicates.clearedBy', {
              who: a.duplicate_cleared_by ?? '',
              when: formatDateTime(a.duplicate_cleared_at, i18n.language),
            })}
          </Text>
        )
      )}
    </Section>
  );
}
