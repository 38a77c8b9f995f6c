import {
  type ComparedHousehold,
  TENANT_DATA_PROBLEMS,
  type TenantDataCheck,
  type TenantDataComparison,
  type TenantDataProblem,
} from '@lar/contracts/tenant-data';
import { Alert, Button, List, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/list-table/CellLink.tsx';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { PropertyReportPage } from '../../../components/PropertyReportPage.tsx';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useQueryId, useQueryState } from '../../../lib/use-query-state.ts';
import { downloadTenantData, useTenantDataCheck, useTenantDataComparison } from '../api.ts';
import { TENANT_DATA_NS } from '../namespace.ts';

/** The years offered: the ten before the current one (HERA's collection began with 2008's data). */
function years(shown: number | undefined): string[] {
  const last = new Date().getFullYear() - 1;
  const list = Array.from({ length: 10 }, (_, i) => last - i).filter((y) => y >= 2008);
  if (shown !== undefined && !list.includes(shown)) list.push(shown);
  return list.map(String);
}

/** Where a problem is fixed: the screen that edits its record. */
function fixPath(p: TenantDataProblem): string {
  switch (p.record) {
    case 'building':
      return `/property?edit=${p.property_id}`;
    case 'unit':
      return `/units?property=${p.property_id}&edit=${p.unit_id}`;
    case 'occupancy':
      return `/certifications?occupancy=${p.record_id}`;
    case 'certification':
      return `/certifications?occupancy=${p.occupancy_id ?? ''}&certification=${p.record_id}`;
  }
}

/**
 * /tenant-data?property=12[&year=2025]: a property's LIHTC tenant data file (HUD-52697, decision
 * 071) on December 31 of a year: the problems that block it, each linked to the record that fixes
 * it, the comparison with the year before, and the XML file for the accounts that may read the
 * households' reporting data.
 */
export default function TenantDataPage() {
  const { t } = useTranslation(TENANT_DATA_NS);
  const [propertyId] = useQueryId('property');
  const [yearText, setYearText] = useQueryState('year');
  const year = yearText !== null && /^\d{4}$/.test(yearText) ? Number(yearText) : null;
  const check = useTenantDataCheck(propertyId, year);
  const comparison = useTenantDataComparison(propertyId, year);
  const data = check.data;

  return (
    <PropertyReportPage
      propertyId={propertyId}
      t={t}
      title={t('title')}
      description={data ? t('descriptionOf', { year: data.year }) : t('description')}
      actions={data && propertyId !== null && <Download propertyId={propertyId} check={data} />}
      reading={check}
    >
      <Stack gap="md">
        <NativeSelect
          label={t('year.label')}
          description={t('year.description')}
          data={years(data?.year)}
          value={String(year ?? data?.year ?? '')}
          onChange={(event) => setYearText(event.currentTarget.value)}
          maw={{ base: '100%', sm: 280 }}
        />
        {!data ? <Loader aria-label={t('loading')} /> : <Problems check={data} />}
        {comparison.data && <Comparison comparison={comparison.data} />}
        <Text size="xs" c="dimmed">
          {t('source')}
        </Text>
      </Stack>
    </PropertyReportPage>
  );
}

function Download({ propertyId, check }: { propertyId: number; check: TenantDataCheck }) {
  const { t } = useTranslation(TENANT_DATA_NS);
  const canRead = useCan('read_reporting_data');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!canRead) return null;
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadTenantData(propertyId, check.year);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy}
        disabled={check.problem_count > 0}
        onClick={() => void download()}
      >
        {t('actions.download')}
      </Button>
      {failed && (
        <Text role="alert" size="sm" c="red.9">
          {t('errors.download')}
        </Text>
      )}
    </>
  );
}

const unitOf = (r: { unit_number: string | null; unit_id: number }) => r.unit_number || `#${r.unit_id}`;

function Problems({ check }: { check: TenantDataCheck }) {
  const { t } = useTranslation(TENANT_DATA_NS);
  const columns: ListColumn<TenantDataProblem>[] = [
    {
      accessor: 'unit_number',
      title: t('columns.unit'),
      identifying: unitOf,
      priority: 'high',
      render: unitOf,
    },
    {
      accessor: 'code',
      title: t('columns.problem'),
      priority: 'high',
      render: (p) => t(`problems.${p.code}`),
    },
    {
      accessor: 'field',
      title: t('columns.field'),
      render: (p) => t('fieldOf', { record: t(`records.${p.record}`), id: p.record_id, field: p.field }),
    },
    {
      accessor: 'record_id',
      title: t('columns.fix'),
      priority: 'high',
      render: (p) => (
        <CellLink to={fixPath(p)} label={t('fixOf', { problem: t(`problems.${p.code}`), unit: unitOf(p) })}>
          {t('fix')}
        </CellLink>
      ),
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby="tenant-data-problems">
      <SectionHeading id="tenant-data-problems" title={t('problemsTitle')} />
      <Alert color={check.problem_count === 0 ? 'green' : 'yellow'} role="status">
        {t('summary', { count: check.problem_count, units: check.units, occupied: check.occupied })}
      </Alert>
      <ProblemCounts check={check} />
      {check.problems.length > 0 && (
        <ListTable<TenantDataProblem>
          label={t('problemsTable')}
          records={check.problems}
          idAccessor={(p) => `${p.code}-${p.unit_id}-${p.field}`}
          columns={columns}
        />
      )}
    </Stack>
  );
}

/** How many problems of each kind, and how many of them the table lists, when it lists only the first. */
function ProblemCounts({ check }: { check: TenantDataCheck }) {
  const { t } = useTranslation(TENANT_DATA_NS);
  const kinds = TENANT_DATA_PROBLEMS.filter((code) => (check.problem_counts[code] ?? 0) > 0);
  if (kinds.length === 0) return null;
  return (
    <>
      <List size="sm" aria-label={t('countsLabel')}>
        {kinds.map((code) => (
          <List.Item key={code}>
            {t('countOf', { count: check.problem_counts[code], problem: t(`problems.${code}`) })}
          </List.Item>
        ))}
      </List>
      {check.problems.length < check.problem_count && (
        <Text size="sm" c="dimmed">
          {t('listedFirst', { count: check.problems.length, total: check.problem_count })}
        </Text>
      )}
    </>
  );
}

function Comparison({ comparison }: { comparison: TenantDataComparison }) {
  const { t, i18n } = useTranslation(TENANT_DATA_NS);
  const money = (v: string | null) => (v === null ? '—' : formatMoney(v, i18n.language));
  type Row = ComparedHousehold & { previous_annual_income?: string | null };
  const table = (key: 'in' | 'out' | 'changed', rows: Row[]) => {
    const columns: ListColumn<Row>[] = [
      {
        accessor: 'unit_number',
        title: t('columns.unit'),
        identifying: unitOf,
        priority: 'high',
        render: unitOf,
      },
      {
        accessor: 'head_name',
        title: t('columns.head'),
        priority: 'high',
        render: (r) => r.head_name ?? '—',
      },
      ...(key === 'changed'
        ? [
            {
              accessor: 'previous_annual_income',
              title: t('columns.previousIncome', { year: comparison.previous_year }),
              render: (r: Row) => money(r.previous_annual_income ?? null),
            },
          ]
        : []),
      { accessor: 'annual_income', title: t('columns.income'), render: (r) => money(r.annual_income) },
    ];
    const id = `tenant-data-${key}`;
    return (
      <Stack gap="xs" component="section" aria-labelledby={id} key={key}>
        <Title order={3} size="h5" id={id}>
          {t(`comparison.${key}`, { count: rows.length })}
        </Title>
        {rows.length > 0 && (
          <ListTable<Row>
            label={t(`comparison.${key}Table`)}
            records={rows}
            idAccessor={(r) => r.occupancy_id}
            columns={columns}
          />
        )}
      </Stack>
    );
  };
  return (
    <Stack gap="md" component="section" aria-labelledby="tenant-data-comparison">
      <SectionHeading
        id="tenant-data-comparison"
        title={t('comparison.title', { year: comparison.year, previous: comparison.previous_year })}
      />
      {table('in', comparison.households_in)}
      {table('out', comparison.households_out)}
      {table('changed', comparison.income_changes)}
    </Stack>
  );
}
