import type { Candidate } from '@lar/contracts/candidates';
import type { EligibleUnit } from '@lar/contracts/compliance/eligible-units';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@lar/contracts/paging';
import { Alert, Anchor, Fieldset, Group, type MantineTheme, Stack, Switch, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListLoadError } from '../../../components/ListLoadError.tsx';
import { Money } from '../../../components/Money.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatMoney } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchEligibleUnits } from '../api.ts';
import { CANDIDATES_NS } from '../namespace.ts';

/** The form's fields the empty state points at (CandidateForm gives its inputs these ids). */
export const HOUSEHOLD_SIZE_INPUT_ID = 'candidate-household-size';
export const INCOME_INPUT_ID = 'candidate-income';

const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;
const PAGE_SIZE_OPTIONS = [...PAGE_SIZES];

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
  const common = useTranslation().t;
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [marketRate, setMarketRate] = useState(false);
  const paging = { limit: pageSize, offset: (page - 1) * pageSize };
  const query = useQuery({
    queryKey: [...queryKeys.candidates.eligibleUnits(candidate.id), marketRate, paging],
    queryFn: ({ signal }) => fetchEligibleUnits(candidate.id, marketRate, paging, signal),
    placeholderData: keepPreviousData,
  });

  if (query.error instanceof ApiError && query.error.code === 'HOUSEHOLD_INCOMPLETE') {
    return <MissingHousehold candidate={candidate} />;
  }
  if (query.isError && !query.data) {
    return (
      <ListLoadError
        title={t('eligible.loadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const bindingText = (unit: EligibleUnit) =>
    unit.binding
      ? t('eligible.programAt', { name: unit.binding.program_name, percentage: unit.binding.ami_percentage })
      : t('eligible.marketRate');
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
          onChange={(event) => {
            setMarketRate(event.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      <DataTable<EligibleUnit>
        aria-label={t('eligible.title')}
        withTableBorder
        borderRadius="md"
        striped
        minHeight={query.data?.items.length ? undefined : 150}
        idAccessor="unit_id"
        records={query.data?.items ?? []}
        fetching={query.isFetching}
        loadingText={common('app.loading')}
        noRecordsText={t('eligible.empty', household)}
        totalRecords={query.data?.total ?? 0}
        recordsPerPage={pageSize}
        page={page}
        onPageChange={setPage}
        recordsPerPageOptions={PAGE_SIZE_OPTIONS}
        onRecordsPerPageChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        recordsPerPageLabel={common('table.recordsPerPage')}
        paginationText={({ from, to, totalRecords }) =>
          common('table.pagination', { from, to, total: totalRecords })
        }
        getPaginationControlProps={(control) => ({ 'aria-label': common(`table.${control}Page`) })}
        scrollAreaProps={{
          viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('eligible.title') },
        }}
        columns={[
          {
            accessor: 'unit_number',
            title: t('eligible.unit'),
            render: (unit) => (
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {unit.unit_number ?? '—'}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {unit.property_name} · {unit.unit_type} · {bindingText(unit)}
                </Text>
              </Stack>
            ),
          },
          { accessor: 'property_name', title: t('eligible.property'), visibleMediaQuery: fromSm },
          { accessor: 'unit_type', title: t('eligible.type'), visibleMediaQuery: fromSm },
          {
            accessor: 'max_gross_rent',
            title: t('eligible.maxGrossRent'),
            textAlign: 'right',
            render: (unit) => <Money amount={unit.max_gross_rent} />,
          },
          {
            accessor: 'income_limit',
            title: t('eligible.incomeLimit'),
            textAlign: 'right',
            visibleMediaQuery: fromSm,
            render: (unit) => <Money amount={unit.income_limit} />,
          },
          {
            accessor: 'binding',
            title: t('eligible.binding'),
            // On a phone the unit's cell names the program, under its number.
            visibleMediaQuery: fromSm,
            render: bindingText,
          },
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
    <Fieldset legend={t('eligible.title')} radius="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('eligible.description')}
        </Text>
        {complete ? <UnitsTable candidate={candidate} /> : <MissingHousehold candidate={candidate} />}
      </Stack>
    </Fieldset>
  );
}
