import type { ApplicationListItem } from '@lar/contracts/application-review';
import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { filteredPages, listTexts, PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { openAction, rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchApplications } from '../api.ts';
import { type ApplicationFilters, narrowsApplications } from '../filters.ts';
import { APPLICATIONS_NS } from '../namespace.ts';
import { ApplicationStatusBadge } from './ApplicationStatusBadge.tsx';

/** The applications under the filters; Open shows one with its household, verdict and actions. */
export function ApplicationsTable({
  filters,
  onOpen,
}: {
  filters: ApplicationFilters;
  onOpen(application: ApplicationListItem): void;
}) {
  const { t, i18n } = useTranslation(APPLICATIONS_NS);
  return (
    <PagedDataTable<ApplicationListItem>
      {...listTexts(t, APPLICATIONS_NS)}
      {...filteredPages(queryKeys.applications.list, fetchApplications, filters)}
      emptyText={narrowsApplications(filters) ? t('table.empty') : t('table.emptyNone')}
      columns={[
        { accessor: 'reference', title: t('table.reference'), noWrap: true, priority: 'low' },
        {
          accessor: 'head_name',
          title: t('table.head'),
          identifying: (a) => a.head_name,
          render: (a) => (
            <Group gap={6} wrap="nowrap">
              <span>{a.head_name}</span>
              {a.duplicate_flag && (
                <Badge color="yellow" variant="light" size="sm">
                  {t('table.flagged')}
                </Badge>
              )}
            </Group>
          ),
        },
        { accessor: 'email', title: t('table.email'), priority: 'low' },
        {
          accessor: 'property_name',
          title: t('table.property'),
          render: (a) =>
            a.unit_number
              ? t('table.unitOf', { unit: a.unit_number, property: a.property_name })
              : a.property_name,
        },
        { accessor: 'household_size', title: t('table.householdSize'), textAlign: 'right', priority: 'low' },
        {
          accessor: 'annual_income',
          title: t('table.income'),
          textAlign: 'right',
          noWrap: true,
          render: (a) => formatMoney(a.annual_income, i18n.language),
        },
        {
          accessor: 'status',
          title: t('table.status'),
          priority: 'high',
          render: (a) => <ApplicationStatusBadge status={a.status} />,
        },
        {
          accessor: 'waitlist_position',
          title: t('table.position'),
          textAlign: 'right',
          render: (a) => (a.waitlist_position === null ? '—' : a.waitlist_position),
        },
        {
          accessor: 'submitted_at',
          title: t('table.submittedAt'),
          priority: 'low',
          noWrap: true,
          render: (a) => formatDateTime(a.submitted_at, i18n.language),
        },
        rowActionsColumn({
          title: t('table.actions'),
          actionsOf: (a) => [
            openAction(t('table.open'), t('table.openLabel', { reference: a.reference }), () => onOpen(a)),
          ],
        }),
      ]}
    />
  );
}
