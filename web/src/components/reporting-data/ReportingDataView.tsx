import { centsToDecimal } from '@lar/contracts/compliance/money';
import type { ReportingDataAnswer } from '@lar/contracts/reporting-data';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { LabelledValue } from '../LabelledValue.tsx';
import { REPORTING_DATA_NS } from './namespace.ts';
import { reportingLines } from './reporting-lines.ts';

/**
 * A household's data for reporting as read (decision 066), read-only: each member's race and
 * ethnicity, disability and last 4 of the SSN, and the household's rental assistance; or a line
 * saying none was given.
 */
export function ReportingDataView({
  data,
  memberNames,
}: {
  data: ReportingDataAnswer;
  memberNames: readonly string[];
}) {
  const { t, i18n } = useTranslation(REPORTING_DATA_NS);
  const lines = reportingLines(data, memberNames);
  if (lines.empty)
    return (
      <Text size="sm" c="dimmed">
        {t('empty')}
      </Text>
    );
  const notGiven = (
    <Text span c="dimmed">
      {t('notGiven')}
    </Text>
  );
  return (
    <Stack gap="sm">
      {lines.members.map((m) => (
        <Stack key={m.number} gap={4}>
          <Title order={4} size="h6">
            {m.name ?? t('member', { number: m.number })}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <LabelledValue label={t('raceEthnicity')}>
              {m.raceEthnicity.length > 0 ? m.raceEthnicity.map((r) => t(`races.${r}`)).join(', ') : notGiven}
            </LabelledValue>
            <LabelledValue label={t('disability')}>
              {m.disability ? t(`disabilities.${m.disability}`) : notGiven}
            </LabelledValue>
            <LabelledValue label={t('ssnLast4')}>{m.ssnLast4 ?? notGiven}</LabelledValue>
          </SimpleGrid>
        </Stack>
      ))}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <LabelledValue label={t('source')}>
          {lines.source ? t(`sources.${lines.source}`) : notGiven}
        </LabelledValue>
        <LabelledValue label={t('monthly')}>
          {lines.monthlyCents === null
            ? notGiven
            : formatMoney(centsToDecimal(lines.monthlyCents), i18n.language)}
        </LabelledValue>
      </SimpleGrid>
    </Stack>
  );
}
