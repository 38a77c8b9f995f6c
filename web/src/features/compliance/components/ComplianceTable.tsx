import type { ComplianceReportRow, ReportView } from '@lar/contracts/compliance/report';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notedColumn } from '../../../components/CellWithNote.tsx';
import { ComplianceBadge } from '../../../components/compliance/ComplianceBadge.tsx';
import { COMPLIANCE_STATUS_NS } from '../../../components/compliance/namespace.ts';
import { Money } from '../../../components/Money.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { fetchComplianceReport } from '../../../lib/compliance-report.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { COMPLIANCE_NS } from '../namespace.ts';

/**
 * An amount against its limit: "$1,180.00 of $1,131.00", the amount marked when it is over, and
 * below them what else the row says about it.
 */
function AgainstLimit({
  row,
  figure,
  children,
}: {
  row: ComplianceReportRow;
  figure: 'income' | 'rent';
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(COMPLIANCE_NS);
  const { amount, limit, over } =
    figure === 'income'
      ? { amount: row.annual_income, limit: row.income_limit, over: row.income_eligible === false }
      : { amount: row.gross_rent, limit: row.max_gross_rent, over: row.rent_compliant === false };
  return (
    <Stack gap={0} align="flex-end">
      <Stack gap={0} miw="max-content" align="flex-end">
        <Text size="sm" fw={over ? 700 : undefined} c={over ? 'red.9' : undefined}>
          <Money amount={amount} />
        </Text>
        <Text size="xs" c="dimmed">
          {limit === null
            ? t('table.noLimit')
            : t('table.limit', { limit: formatMoney(limit, i18n.language) })}
        </Text>
      </Stack>
      {children}
    </Stack>
  );
}

interface ComplianceTableProps {
  propertyId: number | null;
  /** The management company a dashboard tile carries (decision 072). */
  companyId?: number | null;
  onlyExceptions: boolean;
  /** Only the rows of one dashboard figure. */
  view?: ReportView | null;
}

/** The report's rows, a page at a time, by property and unit number. */
export function ComplianceTable({
  propertyId,
  companyId = null,
  onlyExceptions,
  view = null,
}: ComplianceTableProps) {
  const { t, i18n } = useTranslation(COMPLIANCE_NS);
  const { t: ts } = useTranslation(COMPLIANCE_STATUS_NS);
  return (
    <PagedDataTable<ComplianceReportRow>
      label={t('table.label')}
      queryKey={queryKeys.compliance.report(propertyId ?? '', onlyExceptions, view, companyId ?? '')}
      fetchPage={(paging, signal) =>
        fetchComplianceReport({ propertyId, companyId, onlyExceptions, view }, paging, signal)
      }
      idAccessor={(row) => row.occupancy_id}
      emptyText={onlyExceptions || view ? t('table.emptyExceptions') : t('table.empty')}
      errorTitleKey={`${COMPLIANCE_NS}:errors.load`}
      columns={[
        notedColumn({ accessor: 'unit_number', title: t('table.unit'), priority: 'high' }, (row) => ({
          value: row.unit_number ?? `#${row.unit_id}`,
          note: row.property_name,
          weight: 500,
        })),
        notedColumn({ accessor: 'tenant_name', title: t('table.tenant'), identifying: true }, (row) => ({
          value: row.tenant_name,
          note:
            row.household_size === null
              ? t('table.noHousehold')
              : t('table.household', { count: row.household_size }),
        })),
        {
          accessor: 'annual_income',
          title: t('table.income'),
          textAlign: 'right',
          render: (row) => (
            <AgainstLimit row={row} figure="income">
              {row.current_income_as_of !== null && row.current_annual_income !== null && (
                <Text size="xs" c="dimmed">
                  {t('table.currentIncome', {
                    amount: formatMoney(row.current_annual_income, i18n.language),
                    date: formatDate(row.current_income_as_of, i18n.language),
                  })}
                </Text>
              )}
              {row.over_income_lines
                .filter((line) => line.crossed)
                .map((line) => (
                  <Text key={line.program_id} size="xs" c="red.9" fw={600}>
                    {t(`table.overIncomeLine.${line.rule}`, {
                      program: line.program_name,
                      line: line.line === null ? '' : formatMoney(line.line, i18n.language),
                    })}
                  </Text>
                ))}
            </AgainstLimit>
          ),
        },
        {
          accessor: 'gross_rent',
          title: t('table.grossRent'),
          textAlign: 'right',
          render: (row) => (
            <AgainstLimit row={row} figure="rent">
              {row.over_by > 0 && (
                <Text size="xs" c="red.9" fw={600}>
                  {t('table.overBy', { amount: formatMoney(row.over_by, i18n.language) })}
                </Text>
              )}
            </AgainstLimit>
          ),
        },
        {
          accessor: 'income_binding',
          title: t('table.binding'),
          priority: 'low',
          // Income and rent may be bound by different designations (decision 044).
          render: (row) => {
            const named = (b: typeof row.income_binding) =>
              b ? t('table.bindingProgram', { program: b.program_name, percentage: b.ami_percentage }) : '';
            if (!row.income_binding && !row.rent_binding) return t('table.marketRate');
            if (row.income_binding?.program_id === row.rent_binding?.program_id)
              return named(row.income_binding ?? row.rent_binding);
            return (
              <Stack gap={0}>
                <Text size="sm">{t('table.incomeBinding', { program: named(row.income_binding) })}</Text>
                <Text size="sm">{t('table.rentBinding', { program: named(row.rent_binding) })}</Text>
              </Stack>
            );
          },
        },
        {
          accessor: 'status',
          title: t('table.status'),
          priority: 'high',
          render: (row) => (
            <Stack gap={2} align="flex-start">
              <ComplianceBadge status={row.status} />
              {row.reasons.length > 0 && (
                <Text size="xs" c="dimmed">
                  {row.reasons.map((reason) => ts(`reasons.${reason}`)).join(', ')}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          accessor: 'override_reason',
          title: t('table.overrideReason'),
          priority: 'low',
          render: (row) => (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} maw={260}>
              {row.override_reason ?? '—'}
            </Text>
          ),
        },
      ]}
    />
  );
}
