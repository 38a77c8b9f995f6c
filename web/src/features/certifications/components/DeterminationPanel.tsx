import {
  type AssetIncomeAnswer,
  type Certification,
  determinationBindings,
} from '@lar/contracts/certifications';
import { Alert, Badge, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POSITIVE_BADGE_FILL } from '../../../components/badge-colors.ts';
import { LabelledValue } from '../../../components/LabelledValue.tsx';
import { Money } from '../../../components/Money.tsx';
import type { DraftTotals } from '../certification-form-values.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';
import { HomeOverIncomeRent } from './HomeOverIncomeRent.tsx';

/** A dollar amount under its label. */
function MoneyFigure({ label, amount }: { label: string; amount: number | string | null | undefined }) {
  return (
    <LabelledValue compact label={label}>
      <Money amount={amount} />
    </LabelledValue>
  );
}

/** A yes/no verdict; null when it could not be decided (a limit is missing). */
function Verdict({ value, good }: { value: boolean | null; good: boolean }) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  if (value === null) return <Badge color="gray.7">{t('verdict.unknown')}</Badge>;
  const ok = value === good;
  return <Badge color={ok ? POSITIVE_BADGE_FILL : 'red.9'}>{t(value ? 'verdict.yes' : 'verdict.no')}</Badge>;
}

/** A rate in basis points as a percentage: 45 -> "0.45". */
const percentOf = (basisPoints: number) => (basisPoints / 100).toFixed(2);

/**
 * How the income from assets was found (decision 046): the rule in force on the effective date,
 * net family assets, the actual and imputed income, the one counted, and the passbook rate and
 * threshold used with the dates they took effect.
 */
function AssetIncomeFigures({ figures: a }: { figures: AssetIncomeAnswer }) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  return (
    <Stack gap="xs">
      <Title order={4} size="h6">
        {t('assetIncome.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="certification-asset-income">
        <LabelledValue compact label={t('assetIncome.rule')}>
          {t(`assetIncome.rules.${a.rule}`)}
        </LabelledValue>
        <MoneyFigure label={t('assetIncome.netFamilyAssets')} amount={a.net_family_assets} />
        <MoneyFigure label={t('assetIncome.actual')} amount={a.actual_income} />
        <MoneyFigure label={t('assetIncome.imputed')} amount={a.imputed_income} />
        <MoneyFigure label={t('assetIncome.counted')} amount={a.counted_income} />
        <LabelledValue compact label={t('assetIncome.threshold')}>
          {t('assetIncome.since', { date: a.threshold_effective_date })} <Money amount={a.threshold} />
        </LabelledValue>
        <LabelledValue compact label={t('assetIncome.passbookRate')}>
          {a.passbook_rate_basis_points === null
            ? t('assetIncome.noRate')
            : t('assetIncome.rate', {
                rate: percentOf(a.passbook_rate_basis_points),
                date: a.passbook_rate_effective_date,
              })}
        </LabelledValue>
        <LabelledValue compact label={t('assetIncome.overThreshold')}>
          {t(a.over_threshold ? 'verdict.yes' : 'verdict.no')}
        </LabelledValue>
      </SimpleGrid>
    </Stack>
  );
}

interface DeterminationPanelProps {
  certification: Certification;
  /** The totals of what is on screen now. */
  totals: DraftTotals;
  /** Whether what is on screen differs from what was saved (the verdict is then of the saved figures). */
  unsaved: boolean;
}

/**
 * The totals of the figures on screen as they are typed, and the server's determination of the
 * figures last saved: the limits the household was compared to, the 140 % test, the rent and the
 * student rule.
 */
export function DeterminationPanel({ certification, totals, unsaved }: DeterminationPanelProps) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  const d = certification.determination;
  // Income and rent may be bound by different designations (decision 044).
  const bindings = determinationBindings(d);
  const finalized = certification.status === 'FINALIZED';
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {!finalized && (
          <>
            <Title order={3} size="h5">
              {t('preview.title')}
            </Title>
            <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" data-testid="certification-preview">
              <LabelledValue compact label={t('preview.householdSize')}>
                {totals.householdSize}
              </LabelledValue>
              <MoneyFigure label={t('preview.fromMembers')} amount={totals.fromMembers} />
              <MoneyFigure label={t('preview.fromAssets')} amount={totals.fromAssets} />
              <MoneyFigure label={t('preview.annualIncome')} amount={totals.annualIncome} />
              <MoneyFigure label={t('preview.grossRent')} amount={totals.grossRent} />
              <LabelledValue compact label={t('preview.studentStatus')}>
                {t(`studentStatuses.${totals.studentStatus}`)}
              </LabelledValue>
            </SimpleGrid>
          </>
        )}
        <Title order={3} size="h5" id={titleId}>
          {finalized ? t('determination.titleFinal') : t('determination.titleSaved')}
        </Title>
        {unsaved && !finalized && (
          <Text size="sm" c="dimmed">
            {t('determination.unsaved')}
          </Text>
        )}
        {d.missing_limit && (
          <Alert color="orange" role="note">
            {t('determination.missingLimit')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" data-testid="certification-determination">
          <LabelledValue compact label={t('determination.program')}>
            {bindings.income
              ? t('determination.binding', {
                  program: bindings.income.program_name,
                  percentage: bindings.income.ami_percentage,
                })
              : t('determination.marketRate')}
          </LabelledValue>
          <LabelledValue compact label={t('determination.rentProgram')}>
            {bindings.rent
              ? t('determination.binding', {
                  program: bindings.rent.program_name,
                  percentage: bindings.rent.ami_percentage,
                })
              : t('determination.marketRate')}
          </LabelledValue>
          <LabelledValue compact label={t('determination.householdSize')}>
            {d.household_size}
          </LabelledValue>
          <MoneyFigure label={t('determination.annualIncome')} amount={d.annual_income} />
          <MoneyFigure label={t('determination.incomeLimit')} amount={d.income_limit} />
          <MoneyFigure label={t('determination.overIncomeLimit')} amount={d.over_income_limit} />
          <LabelledValue compact label={t('determination.qualified')}>
            <Verdict value={d.qualified} good />
          </LabelledValue>
          <LabelledValue compact label={t('determination.overIncome')}>
            <Verdict value={d.over_income} good={false} />
            {(d.over_income_lines ?? [])
              .filter((line) => line.crossed)
              .map((line) => (
                <Text key={line.program_id} size="xs" c="red.9">
                  {t(`determination.overIncomeLine.${line.rule}`, { program: line.program_name })}
                </Text>
              ))}
          </LabelledValue>
          <LabelledValue compact label={t('determination.grossRent')}>
            <Money amount={d.gross_rent} />
            {' / '}
            <Money amount={d.max_gross_rent} />
          </LabelledValue>
          <LabelledValue compact label={t('determination.rentCompliant')}>
            <Verdict value={d.rent_compliant} good />
          </LabelledValue>
          <MoneyFigure label={t('determination.utilityAllowance')} amount={d.utility_allowance} />
          <LabelledValue compact label={t('determination.studentStatus')}>
            {t(`studentStatuses.${d.student_status}`)}
          </LabelledValue>
        </SimpleGrid>
        {d.home_over_income_rent && <HomeOverIncomeRent rent={d.home_over_income_rent} />}
        {d.asset_income && <AssetIncomeFigures figures={d.asset_income} />}
      </Stack>
    </Paper>
  );
}
