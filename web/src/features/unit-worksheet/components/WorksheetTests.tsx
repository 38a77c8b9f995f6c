import type {
  HouseholdIncomeFigures,
  UnitComplianceWorksheet,
} from '@lar/contracts/compliance/unit-worksheet';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';
import { OutcomeBadge, outcomeOf, type WorksheetOutcome } from './OutcomeBadge.tsx';

/** One test: its name with the Code section, its outcome, and the figures it compared. */
function TestRow({
  name,
  outcome,
  children,
}: {
  name: string;
  outcome: WorksheetOutcome;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="sm" radius="sm" component="article" aria-label={name}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} size="sm">
            {name}
          </Text>
          <OutcomeBadge outcome={outcome} />
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Each test of the worksheet with its figures, pass or fail, and why. */
export function WorksheetTests({ worksheet }: { worksheet: UnitComplianceWorksheet }) {
  const { t, i18n } = useTranslation(UNIT_WORKSHEET_NS);
  const money = (value: string | null) => (value === null ? '—' : formatMoney(value, i18n.language));
  const date = (value: string) => formatDate(value, i18n.language);
  const incomeFigures = (f: HouseholdIncomeFigures) => ({
    income: money(f.income),
    size: f.household_size ?? '—',
    // Picks "person" or "people"; an unknown size (NaN) reads as the plural.
    count: f.household_size ?? Number.NaN,
    date: date(f.date),
    limit: money(f.limit),
  });
  const x = worksheet.tests;
  return (
    <Stack gap="xs">
      {x.income && (
        <TestRow name={t('tests.income')} outcome={outcomeOf(x.income.passes)}>
          <Text size="sm">{t('tests.incomeLine', incomeFigures(x.income))}</Text>
        </TestRow>
      )}
      {x.rent && (
        <TestRow name={t('tests.rent')} outcome={outcomeOf(x.rent.passes)}>
          <Text size="sm">
            {t('tests.rentLine', {
              tenant: money(x.rent.tenant_rent),
              allowance: money(x.rent.utility_allowance),
              charges: money(x.rent.non_optional_charges),
              gross: money(x.rent.gross_rent),
              date: date(x.rent.date),
              limit: money(x.rent.limit),
            })}
          </Text>
          {x.rent.passes === false && x.rent.over_by !== null && (
            <Text size="sm" fw={600} c="red.9">
              {t('tests.overBy', { amount: money(x.rent.over_by) })}
            </Text>
          )}
        </TestRow>
      )}
      {x.student && (
        <TestRow name={t('tests.student')} outcome={outcomeOf(x.student.passes)}>
          <Text size="sm">{t(`studentStatus.${x.student.status ?? 'UNKNOWN'}`)}</Text>
        </TestRow>
      )}
      {x.over_income && (
        <TestRow
          name={t('tests.overIncome')}
          outcome={x.over_income.over === null ? 'unknown' : x.over_income.over ? 'over' : 'within'}
        >
          <Text size="sm">
            {t('tests.overIncomeLine', { ...incomeFigures(x.over_income), line: money(x.over_income.line) })}
          </Text>
        </TestRow>
      )}
      {x.vacant_unit_rule && (
        <TestRow name={t('tests.vacant')} outcome={x.vacant_unit_rule.held ? 'pass' : 'fail'}>
          <Text size="sm">{t(x.vacant_unit_rule.held ? 'tests.held' : 'tests.notHeld')}</Text>
        </TestRow>
      )}
    </Stack>
  );
}
