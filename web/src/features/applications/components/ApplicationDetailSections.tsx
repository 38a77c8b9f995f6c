import type { ApplicationDetail as Detail } from '@lar/contracts/application-review';
import { INCOME_SOURCES, type IncomeSource } from '@lar/contracts/household';
import { numberFormat } from '@lar/contracts/intl-formats';
import { Anchor, Badge, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFlagOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/confirm.tsx';
import { LabelledValue } from '../../../components/LabelledValue.tsx';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { ReachValues } from '../../../components/ReachValues.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { downloadDocument, useClearDuplicateFlag } from '../api.ts';
import { APPLICATIONS_NS } from '../namespace.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

/** The parts of an application's drawer (ApplicationDetail.tsx), one section each. */

/** A titled part of the drawer; `empty`: the line shown instead of its content when it has none. */
function Section({ title, empty, children }: { title: string; empty?: string | false; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

const kilobytes = (bytes: number, language: string) =>
  `${numberFormat(language, { maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)))} KB`;

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
      <ReachValues person={a} labels={{ email: t('table.email'), phone: t('detail.phone') }} none={none} />
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

/** One line of the household table: a member, or the household's totals under them. */
interface HouseholdLine {
  key: string;
  name: string;
  /** Relationship, birth date and flags, under the member's name; empty on the totals. */
  about: string;
  income: Record<IncomeSource, string | number>;
  total: string | number;
  totals: boolean;
}

export function Household({ application: a }: { application: Detail }) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  const money = (v: string | number) => formatMoney(v, i18n.language);
  const lines: HouseholdLine[] = [
    ...a.members.map((m, i) => ({
      key: String(i),
      name: m.name,
      about: [
        t(`relationships.${m.relationship}`),
        m.birth_date ? `${t('detail.birthDate')} ${formatDate(m.birth_date, i18n.language)}` : null,
        m.full_time_student ? t('detail.student') : null,
        m.disabled ? t('detail.disabled') : null,
      ]
        .filter(Boolean)
        .join(' · '),
      income: m.income,
      total: m.total_income,
      totals: false,
    })),
    {
      key: 'household',
      name: t('income.household'),
      about: '',
      income: a.income_totals,
      total: a.income_totals.total,
      totals: true,
    },
  ];
  // A member's name with what else is known of them under it, so the table needs no columns for
  // them; the incomes by source give way to cards where the drawer is narrow.
  const columns: ListColumn<HouseholdLine>[] = [
    {
      accessor: 'name',
      title: t('detail.member'),
      identifying: true,
      render: (line) => (
        <div>
          <Text size="sm" fw={line.totals ? 700 : 500}>
            {line.name}
          </Text>
          {line.about && (
            <Text size="xs" c="dimmed">
              {line.about}
            </Text>
          )}
        </div>
      ),
    },
    ...INCOME_SOURCES.map(
      (source): ListColumn<HouseholdLine> => ({
        accessor: `income.${source}`,
        title: t(`income.${source}`),
        textAlign: 'right',
        noWrap: true,
        render: (line) => money(line.income[source]),
      }),
    ),
    {
      accessor: 'total',
      title: t('income.total'),
      priority: 'high',
      textAlign: 'right',
      noWrap: true,
      render: (line) =>
        line.totals ? (
          <Text span size="sm" fw={700} data-testid="household-income">
            {money(line.total)}
          </Text>
        ) : (
          money(line.total)
        ),
    },
  ];
  return (
    <Section title={t('detail.household', { count: a.household_size })}>
      <ListTable<HouseholdLine>
        label={t('detail.householdTable')}
        records={lines}
        columns={columns}
        idAccessor={(line) => line.key}
      />
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

type Verdict = Detail['verdicts'][number];
/** Dark shades: a light badge's text keeps the AA contrast ratio on white and on a striped row. */
const VERDICT_COLOR = {
  MAY_QUALIFY: 'teal.9',
  OVER_INCOME: 'red.9',
  UNDER_MINIMUM_INCOME: 'orange.9',
  UNKNOWN: 'gray.8',
} as const;
const verdictKey = (v: Verdict) =>
  `${v.unit_type}|${v.designations.map((d) => d.program_name + d.ami_percentage).join()}`;

export function Verdicts({ application: a }: { application: Detail }) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  const columns: ListColumn<Verdict>[] = [
    {
      accessor: 'unit_type',
      title: t('verdict.unitType'),
      identifying: (v) => t('verdict.units', { type: v.unit_type, count: v.unit_count }),
      render: (v) => t('verdict.units', { type: v.unit_type, count: v.unit_count }),
    },
    {
      accessor: 'designations',
      title: t('verdict.designations'),
      render: (v) =>
        v.designations
          .map((d) => (d.ami_percentage ? `${d.program_name} ${d.ami_percentage} %` : d.program_name))
          .join(' · '),
    },
    {
      accessor: 'income_limit',
      title: t('verdict.limit', { count: a.household_size }),
      priority: 'high',
      textAlign: 'right',
      noWrap: true,
      render: (v) => (v.income_limit === null ? '—' : formatMoney(v.income_limit, i18n.language)),
    },
    {
      accessor: 'status',
      title: t('verdict.result'),
      priority: 'high',
      render: (v) => (
        <Badge color={VERDICT_COLOR[v.status]} variant="light">
          {t(`verdict.statuses.${v.status}`)}
        </Badge>
      ),
    },
  ];
  return (
    <Section title={t('verdict.title')} empty={a.verdicts.length === 0 && t('verdict.none')}>
      <ListTable<Verdict>
        label={t('verdict.title')}
        records={a.verdicts}
        columns={columns}
        idAccessor={verdictKey}
        striped={false}
      />
    </Section>
  );
}

export function Documents({ application: a }: { application: Detail }) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  const translator = useTranslator(APPLICATIONS_NS);
  return (
    <Section title={t('documents.title')} empty={a.documents.length === 0 && t('documents.none')}>
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
