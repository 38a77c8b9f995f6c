import type { VisitRequest } from '@lar/contracts/visits';
import { useTranslation } from 'react-i18next';
import { filteredPages, listTexts, PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { openAction, rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchVisits } from '../api.ts';
import type { VisitFilters } from '../filters.ts';
import { VISITS_NS } from '../namespace.ts';
import { VisitStatusBadge } from './VisitStatusBadge.tsx';

/** The visit requests under the filters; Open shows one with its actions and history. */
export function VisitsTable({
  filters,
  onOpen,
}: {
  filters: VisitFilters;
  onOpen(visit: VisitRequest): void;
}) {
  const { t, i18n } = useTranslation(VISITS_NS);
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  return (
    <PagedDataTable<VisitRequest>
      {...listTexts(t, VISITS_NS)}
      {...filteredPages(queryKeys.visits.list, fetchVisits, filters)}
      columns={[
        { accessor: 'name', title: t('table.name'), identifying: true },
        {
          accessor: 'created_at',
          title: t('table.receivedAt'),
          noWrap: true,
          render: (visit) => when(visit.created_at),
        },
        {
          accessor: 'unit_number',
          title: t('table.apartment'),
          render: (visit) =>
            t('table.unitOf', {
              unit: visit.unit_number ?? `#${visit.unit_id}`,
              property: visit.property_name,
            }),
        },
        {
          accessor: 'preferred_times',
          title: t('table.preferred'),
          priority: 'low',
          render: (visit) => visit.preferred_times.map((time) => when(time)).join(' · ') || '—',
        },
        {
          accessor: 'status',
          title: t('table.status'),
          priority: 'high',
          render: (visit) => <VisitStatusBadge status={visit.status} />,
        },
        {
          accessor: 'scheduled_at',
          title: t('table.scheduledAt'),
          noWrap: true,
          render: (visit) => when(visit.scheduled_at),
        },
        rowActionsColumn({
          title: t('table.actions'),
          actionsOf: (visit) => [
            openAction(t('table.open'), t('table.openLabel', { name: visit.name }), () => onOpen(visit)),
          ],
        }),
      ]}
    />
  );
}
