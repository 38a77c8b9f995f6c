import type { OccupancyCompliance } from '@lar/contracts/compliance/api';
import { type Cents, centsToDecimal } from '@lar/contracts/compliance/money';
import { Alert, Badge, Fieldset, Group, Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconHelpCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import type { LiveCheck } from '../live-check.ts';
import { OCCUPANCIES_NS } from '../namespace.ts';
import type { LiveCheckState } from '../use-live-check.ts';

const VERDICTS = {
  pass: { Icon: IconCircleCheck, color: 'teal', key: 'compliance.pass' },
  fail: { Icon: IconCircleX, color: 'red', key: 'compliance.fail' },
  unknown: { Icon: IconHelpCircle, color: 'gray', key: 'compliance.unknown' },
} as const;

/** Pass, fail or unknown, said in words with an icon: never by colour alone. */
function Verdict({ ok, label }: { ok: boolean | undefined; label: string }) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const { Icon, color, key } = VERDICTS[ok === true ? 'pass' : ok === false ? 'fail' : 'unknown'];
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={20} color={`var(--mantine-color-${color}-7)`} aria-hidden />
      <Text fw={700} c={`${color}.8`} size="sm">
        {label}: {t(key)}
      </Text>
    </Group>
  );
}

function Figures({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th fw={400} c="dimmed" fz="sm">
              {label}
            </Table.Th>
            <Table.Td ta="right" fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function CheckFigures({ check }: { check: LiveCheck }) {
  const { t, i18n } = useTranslation(OCCUPANCIES_NS);
  const money = (cents: Cents | undefined) =>
    cents === undefined ? t('compliance.none') : formatMoney(centsToDecimal(cents), i18n.language);
  const source =
    check.incomeSource === 'derived_from_50'
      ? t('compliance.derivedFrom50')
      : check.incomeSource === 'above_8'
        ? t('compliance.above8')
        : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder p="sm" radius="md">
        <Verdict ok={check.incomeEligible} label={t('compliance.incomeCheck')} />
        <Figures
          rows={[
            [t('compliance.incomeLimit', { size: check.householdSize }), money(check.incomeLimit)],
            [t('compliance.annualIncome'), money(check.annualIncome)],
          ]}
        />
        {source && (
          <Text size="xs" c="dimmed">
            {source}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="sm" radius="md">
        <Verdict ok={check.rentCompliant} label={t('compliance.rentCheck')} />
        <Figures
          rows={[
            [t('compliance.tenantRent'), money(check.tenantRent)],
            [t('compliance.utilityAllowance'), money(check.utilityAllowance)],
            [t('compliance.nonOptionalCharges'), money(check.nonOptionalCharges)],
            [t('compliance.grossRent'), <strong key="gross">{money(check.grossRent)}</strong>],
            [t('compliance.maxGrossRent'), money(check.maxGrossRent)],
          ]}
        />
        {check.overBy > 0 && (
          <Text size="sm" fw={700} c="red.8">
            {t('compliance.overBy', { amount: money(check.overBy) })}
          </Text>
        )}
      </Paper>
    </SimpleGrid>
  );
}

/** The check's state: figures once known, else what is still missing or why it could not be made. */
function CheckBody({ state }: { state: LiveCheckState }) {
  const { t, i18n } = useTranslation(OCCUPANCIES_NS);
  if (state.kind === 'incomplete') {
    const missing = state.missing.map((m) => t(`compliance.missing.${m}`)).join(', ');
    return <Text size="sm">{t('compliance.incomplete', { missing })}</Text>;
  }
  if (state.kind === 'loading') {
    return (
      <Group gap="xs">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('compliance.loading')}</Text>
      </Group>
    );
  }
  if (state.kind === 'error') {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('compliance.loadError')}
      </Alert>
    );
  }
  const { check } = state;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('compliance.checkedOn', { date: formatDate(state.date, i18n.language) })}
      </Text>
      {check.marketRate ? (
        <Text size="sm">{t('compliance.marketRate')}</Text>
      ) : (
        <>
          {check.incomeBinding && (
            <Text size="sm" fw={600}>
              {t('compliance.incomeBinding', {
                program: check.incomeBinding.program_name,
                ami: check.incomeBinding.ami_percentage,
              })}
            </Text>
          )}
          {check.rentBinding && (
            <Text size="sm" fw={600}>
              {t('compliance.rentBinding', {
                program: check.rentBinding.program_name,
                ami: check.rentBinding.ami_percentage,
              })}
            </Text>
          )}
          <CheckFigures check={check} />
          {check.reasons.includes('MISSING_LIMIT') && (
            <Text size="sm" c="orange.9">
              {t('compliance.missingLimit')}
            </Text>
          )}
        </>
      )}
    </>
  );
}

/** The refused save's figures (the problem's `compliance` member), in the UI language. */
export function RefusalMessages({ refusal }: { refusal: OccupancyCompliance }) {
  const { t, i18n } = useTranslation(OCCUPANCIES_NS);
  const money = (dollars: number | null) =>
    dollars === null ? t('compliance.none') : formatMoney(dollars, i18n.language);
  // Income and rent may be bound by different designations (decision 044).
  const programOf = (binding: OccupancyCompliance['income_binding']) =>
    binding
      ? t('compliance.refused.program', { program: binding.program_name, ami: binding.ami_percentage })
      : '';
  return (
    <Alert
      color="red"
      role="alert"
      title={t('compliance.refused.title')}
      icon={<IconCircleX size={18} aria-hidden />}
    >
      {refusal.income_eligible === false && (
        <Text size="sm">
          {t('compliance.refused.overIncome', {
            income: money(refusal.annual_income),
            limit: money(refusal.income_limit),
            size: refusal.household_size ?? '',
            program: programOf(refusal.income_binding),
          })}
        </Text>
      )}
      {refusal.rent_compliant === false && (
        <Text size="sm">
          {t('compliance.refused.overRent', {
            gross: money(refusal.gross_rent),
            max: money(refusal.max_gross_rent),
            over: money(refusal.over_by),
            program: programOf(refusal.rent_binding),
          })}
        </Text>
      )}
    </Alert>
  );
}

interface ComplianceCheckPanelProps {
  state: LiveCheckState;
  /** The override field (admins) or the explanation that an admin must approve (others). */
  override: ReactNode;
  /** The reason an admin stored when saving this occupancy despite a failing check. */
  storedOverride: string | null;
  refusal: OccupancyCompliance | null;
  active: boolean;
}

/** The live compliance check of the occupancy form, shown before saving. */
export function ComplianceCheckPanel({
  state,
  override,
  storedOverride,
  refusal,
  active,
}: ComplianceCheckPanelProps) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  return (
    <Fieldset legend={t('compliance.title')} radius="md">
      <Stack gap="sm">
        {storedOverride && (
          <div>
            <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={14} aria-hidden />}>
              {t('compliance.overridden')}
            </Badge>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {t('compliance.overriddenReason', { reason: storedOverride })}
            </Text>
          </div>
        )}
        {/* Announced as the figures change, without moving the focus from the field being typed in. */}
        <Stack gap="sm" aria-live="polite">
          <CheckBody state={state} />
        </Stack>
        {!active && (
          <Text size="sm" c="dimmed">
            {t('compliance.inactiveNote')}
          </Text>
        )}
        {refusal && <RefusalMessages refusal={refusal} />}
        {override}
      </Stack>
    </Fieldset>
  );
}
