import type { Candidate } from '@lar/contracts/candidates';
import type { EligibleUnit } from '@lar/contracts/compliance/eligible-units';
import { Alert, Anchor, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HintedFieldset } from '../../../components/HintedFieldset.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchEligibleUnits } from '../api.ts';
import { CANDIDATES_NS } from '../namespace.ts';

/** The form's fields the empty state points at (CandidateForm gives its inputs these ids). */
export const HOUSEHOLD_SIZE_INPUT_ID = 'candidate-household-size';
export const INCOME_INPUT_ID = 'candidate-income';

/** A link that takes the user to a field of the form above, and into it. */
function FieldLink({ inputId, label }: { inputId: string; label: string }) {
  return (
    <Anchor
      href={`#${inputId}`}
      size="sm"
      onClick={(event) => {
        const input = document.getElementById(inputId);
        if (!input) return;
        event.preventDefault();
        input.scrollIntoView({ block: 'center' });
        input.focus();
      }}
    >
      {label}
    </Anchor>
  );
}

/** Why there is no list: the household's size or income is not recorded yet. */
function MissingHousehold({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation(CANDIDATES_NS);
  return (
    <Alert color="blue" title={t('eligible.missingTitle')}>
      <Stack gap={6} align="flex-start">
        <Text size="sm">{t('eligible.missingText')}</Text>
        {candidate.household_size === null && (
          <FieldLink inputId={HOUSEHOLD_SIZE_INPUT_ID} label={t('eligible.fillHouseholdSize')} />
        )}
        {candidate.income === null && (
          <FieldLink inputId={INCOME_INPUT_ID} label={t('eligible.fillIncome')} />
        )}
      </Stack>
    </Alert>
  );
}

function UnitsTable({ candidate }: { candidate: Candidate }) {
  const { t, i18n } = useTranslation(CANDIDATES_NS);
  const [marketRate, setMarketRate] = useState(false);
  const money = (amount: number | null) => formatMoney(amount, i18n.language) || '—';
  const designation = (d: NonNullable<EligibleUnit['binding']>) =>
    t('eligible.programAt', { name: d.program_name, percentage: d.ami_percentage });
  // Income and rent may be bound by different designations (decision 044): both are named then.
  const bindingText = (unit: EligibleUnit) => {
    const { income_binding: income, rent_binding: rent } = unit;
    if (!income && !rent) return t('eligible.marketRate');
    const same =
      !income ||
      !rent ||
      (income.program_id === rent.program_id && income.ami_percentage === rent.ami_percentage);
    if (same) return designation((rent ?? income) as NonNullable<EligibleUnit['binding']>);
    return t('eligible.bindings', { income: designation(income), rent: designation(rent) });
  };
  const household = {
    size: candidate.household_size ?? 0,
    income: formatMoney(candidate.income, i18n.language),
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" c="dimmed">
          {t('eligible.household', { count: household.size, income: household.income })}
        </Text>
        <Switch
          size="sm"
          label={t('eligible.includeMarketRate')}
          checked={marketRate}
          onChange={(event) => setMarketRate(event.currentTarget.checked)}
        />
      </Group>
      <PagedDataTable<EligibleUnit>
        label={t('eligible.title')}
        queryKey={[...queryKeys.candidates.eligibleUnits(candidate.id), marketRate]}
        fetchPage={(paging, signal) => fetchEligibleUnits(candidate.id, marketRate, paging, signal)}
        pageInAddress={false}
        idAccessor={(unit) => unit.unit_id}
        emptyText={t('eligible.empty', household)}
        errorTitleKey={`${CANDIDATES_NS}:eligible.loadError`}
        columns={[
          {
            accessor: 'unit_number',
            title: t('eligible.unit'),
            render: (unit) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {unit.unit_number ?? '—'}
                </Text>
                {/* A phone shows the unit's column only: it says the rest under the number. */}
                <Text size="xs" c="gray.7" hiddenFrom="sm">
                  {unit.property_name} · {unit.unit_type} · {t('eligible.maxGrossRent')}{' '}
                  {money(unit.max_gross_rent)} · {bindingText(unit)}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'property_name', title: t('eligible.property') },
          { accessor: 'unit_type', title: t('eligible.type') },
          {
            accessor: 'max_gross_rent',
            title: t('eligible.maxGrossRent'),
            textAlign: 'right',
            render: (unit) => money(unit.max_gross_rent),
          },
          {
            accessor: 'income_limit',
            title: t('eligible.incomeLimit'),
            textAlign: 'right',
            render: (unit) => money(unit.income_limit),
          },
          { accessor: 'binding', title: t('eligible.binding'), render: bindingText },
        ]}
      />
    </Stack>
  );
}

/**
 * "Units this household qualifies for": the vacant units whose income limits the candidate's
 * recorded household meets, cheapest maximum gross rent first, with the program whose limit binds.
 */
export function EligibleUnits({ candidate }: { candidate: Candidate }) {
  const { t } = useTranslation(CANDIDATES_NS);
  const complete = candidate.household_size !== null && candidate.income !== null;
  return (
    <HintedFieldset legend={t('eligible.title')} hint={t('eligible.description')}>
      {complete ? <UnitsTable candidate={candidate} /> : <MissingHousehold candidate={candidate} />}
    </HintedFieldset>
  );
}
