import type { ComplianceUnit } from '@lar/contracts/compliance/property-compliance';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '../compliance-tests.ts';
import { PROPERTY_COMPLIANCE_NS } from '../namespace.ts';

/**
 * Why a unit is or is not a low-income unit (decision 040): the rule's reasons, then the figures it
 * tested: the move-in income against the test's limit, the gross rent against its limit.
 */
export function LowIncomeWhy({ unit }: { unit: ComplianceUnit }) {
  const { t, i18n } = useTranslation(PROPERTY_COMPLIANCE_NS);
  const money = (value: string | null) => (value === null ? '—' : formatMoney(value, i18n.language));
  const f = unit.figures;
  return (
    <Stack gap={2}>
      <Text size="sm">{unit.reasons.map((reason) => t(`reasons.${reason}`)).join('; ')}</Text>
      {f.test_percentage !== null && (
        <Text size="xs" c="dimmed">
          {t('figures.test', { percent: formatPercent(f.test_percentage, i18n.language) })}
        </Text>
      )}
      {unit.election_source === 'BUILDING' && (
        // Form 8609, line 10c: the building's own election, not the property's.
        <Text size="xs" c="dimmed">
          {t('figures.buildingElection', { election: t(`elections.${unit.election}`) })}
        </Text>
      )}
      {f.occupancy_id !== null && (
        <Text size="xs" c="dimmed">
          {t('figures.income', {
            income: money(f.income_tested),
            limit: money(f.income_limit),
            size: f.household_size ?? '—',
            // Picks "person" or "people"; an unknown size (NaN) reads as the plural.
            count: f.household_size ?? Number.NaN,
            date: f.move_in_date,
          })}
        </Text>
      )}
      {f.gross_rent !== null && (
        <Text size="xs" c="dimmed">
          {t('figures.rent', { rent: money(f.gross_rent), limit: money(f.rent_limit), date: f.rent_date })}
        </Text>
      )}
    </Stack>
  );
}
