import type { HomeOverIncomeRentAnswer } from '@lar/contracts/certifications';
import { Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { POSITIVE_BADGE_FILL } from '../../../components/badge-colors.ts';
import { LabelledValue } from '../../../components/LabelledValue.tsx';
import { Money } from '../../../components/Money.tsx';
import { CERTIFICATIONS_NS } from '../namespace.ts';

/**
 * HOME's rent for a household over 80 % AMI (24 CFR 92.252(i)(2), decision 059): the most the
 * tenant pays, 30 % of the monthly adjusted income, and whether the tenant rent is above it; or
 * why HOME sets no figure (section 42 governs a unit with tax credits, or no adjusted income yet).
 */
export function HomeOverIncomeRent({ rent }: { rent: HomeOverIncomeRentAnswer }) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId} data-testid="certification-home-rent">
      <Title order={4} size="h6" id={titleId}>
        {t('homeRent.title', { program: rent.program_name })}
      </Title>
      {rent.basis === 'SECTION_42' && <Text size="sm">{t('homeRent.section42')}</Text>}
      {rent.basis === 'ADJUSTED_INCOME_MISSING' && <Text size="sm">{t('homeRent.missing')}</Text>}
      {rent.basis === 'LESSER_OF_30_PERCENT_OR_MARKET' && (
        <>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <LabelledValue compact label={t('homeRent.adjustedIncome')}>
              <Money amount={rent.adjusted_income} />
            </LabelledValue>
            <LabelledValue compact label={t('homeRent.maxRent')}>
              <Money amount={rent.max_tenant_rent} />
            </LabelledValue>
            <LabelledValue compact label={t('homeRent.tenantRent')}>
              <Money amount={rent.tenant_rent} />
            </LabelledValue>
            <LabelledValue compact label={t('homeRent.above')}>
              <Badge color={rent.rent_above ? 'red.9' : POSITIVE_BADGE_FILL}>
                {t(rent.rent_above ? 'verdict.yes' : 'verdict.no')}
              </Badge>
            </LabelledValue>
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('homeRent.noMarketRent')}
          </Text>
        </>
      )}
    </Stack>
  );
}
