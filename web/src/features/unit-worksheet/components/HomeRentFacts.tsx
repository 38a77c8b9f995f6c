import type { WorksheetHomeRent } from '@lar/contracts/compliance/worksheet-home-rent';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';
import { FactList } from './FactList.tsx';

/**
 * A HOME unit's rent once its household is over 80 % AMI (24 CFR 92.252(i)(2), decision 061): the
 * lesser of 30 % of the monthly adjusted income and the market rent. Without a market rent the
 * lesser cannot be known, and the section says so instead of showing the 30 % figure as the answer.
 */
export function HomeRentFacts({ rent }: { rent: WorksheetHomeRent }) {
  const { t, i18n } = useTranslation(UNIT_WORKSHEET_NS);
  const money = (amount: string | null) => (amount === null ? '—' : formatMoney(amount, i18n.language));
  return (
    <Stack gap="xs">
      <FactList
        facts={[
          [t('homeRent.basis'), t(`homeRent.bases.${rent.basis}`)],
          [
            t('homeRent.marketRent'),
            rent.market_rent === null ? t('homeRent.notRecorded') : money(rent.market_rent),
          ],
          [t('homeRent.adjustedIncome'), money(rent.adjusted_income)],
          [t('homeRent.thirtyPercent'), money(rent.thirty_percent_of_monthly_adjusted)],
          [t('homeRent.maxTenantRent'), money(rent.max_tenant_rent)],
        ]}
      />
      {rent.market_rent_missing && (
        <Alert color="yellow" variant="light">
          {t('homeRent.marketRentMissing')}
        </Alert>
      )}
    </Stack>
  );
}
