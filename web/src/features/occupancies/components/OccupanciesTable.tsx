import type { Occupancy, OccupancyStatus } from '@lar/contracts/occupancies';
import { Badge, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileCertificate, IconPencil, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notedColumn } from '../../../components/CellWithNote.tsx';
import { ComplianceBadge } from '../../../components/compliance/ComplianceBadge.tsx';
import { confirmThenMutate } from '../../../components/confirm.tsx';
import { Money } from '../../../components/Money.tsx';
import { filteredPages, PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import {
  fetchOccupancyRows,
  type OccupancyFilters,
  type OccupancyRow,
  occupancyListKey,
  useReactivateOccupancy,
  useTerminateOccupancy,
} from '../api.ts';
import { OCCUPANCIES_NS } from '../namespace.ts';
import { occupancyErrorMessage } from '../occupancy-errors.ts';
import { TerminateOccupancyModal } from './TerminateOccupancyModal.tsx';

/** Green, red and yellow for active, ended and pending, in shades that keep the text readable (WCAG AA). */
const STATUS_COLORS: Record<OccupancyStatus, { bg: string; text: string }> = {
  ACTIVE: { bg: '#237a36', text: 'white' },
  ENDED: { bg: 'red.9', text: 'white' },
  PENDING: { bg: 'yellow.4', text: 'dark.9' },
};

interface OccupanciesTableProps {
  filters: OccupancyFilters;
  onEdit(occupancy: Occupancy): void;
}

/** The occupancy history matching the applied filters, newest first. */
export function OccupanciesTable({ filters, onEdit }: OccupanciesTableProps) {
  const { t, i18n } = useTranslation(OCCUPANCIES_NS);
  const translator = useTranslator(OCCUPANCIES_NS);
  const terminate = useTerminateOccupancy();
  const reactivate = useReactivateOccupancy();
  const canWrite = useCan('write_occupancies');
  const navigate = useNavigate();
  const showErrorMessage = (message: string) =>
    notifications.show({ color: 'red', title: t('notifications.errorTitle'), message });
  const busyId = terminate.isPending
    ? terminate.variables?.id
    : reactivate.isPending
      ? reactivate.variables?.id
      : undefined;

  const [terminating, setTerminating] = useState<Occupancy | null>(null);

  /** Reactivate after confirming; a 409 says which rule it broke. (Terminate asks in its own dialog.) */
  const askReactivate = (o: Occupancy) =>
    confirmThenMutate(
      {
        title: t('confirmReactivate.title'),
        message: t('confirmReactivate.message', {
          tenant: o.tenant_name,
          unit: o.unit_number ?? `#${o.unit_id}`,
          end: o.end_date ? formatDate(o.end_date, i18n.language) : '—',
          reason: o.end_reason ? t(`endReasons.${o.end_reason}`) : t('confirmReactivate.noReason'),
        }),
        confirmLabel: t('actions.reactivate'),
        cancelLabel: t('actions.cancel'),
        danger: true,
      },
      reactivate,
      { id: o.id, version: o.version },
      {
        success: t('reactivated', { id: o.id }),
        onError: (error) =>
          showErrorMessage(
            occupancyErrorMessage(error, translator, {
              fallbackKey: `${OCCUPANCIES_NS}:errors.reactivate`,
              conflictKey: `${OCCUPANCIES_NS}:conflicts.alreadyActive`,
            }),
          ),
      },
    );

  return (
    <>
      <TerminateOccupancyModal occupancy={terminating} onClose={() => setTerminating(null)} />
      <PagedDataTable<OccupancyRow>
        key={occupancyListKey(filters).join('|')}
        label={t('table.label')}
        {...filteredPages(occupancyListKey, fetchOccupancyRows, filters)}
        emptyText={filters.exceptions ? t('table.emptyExceptions') : t('table.empty')}
        errorTitleKey={`${OCCUPANCIES_NS}:errors.fetch`}
        columns={[
          { accessor: 'id', title: t('table.id'), width: 70, priority: 'low' },
          notedColumn(
            { accessor: 'tenant_name', title: t('table.unitAndTenant'), identifying: true },
            (o) => ({
              value: o.tenant_name,
              note: t('table.unitOf', {
                number: o.unit_number ?? `#${o.unit_id}`,
                property: o.property_name,
              }),
              weight: 500,
            }),
          ),
          {
            accessor: 'start_date',
            title: t('table.period'),
            render: (o) => (
              <Text size="sm" miw="max-content">
                {formatDate(o.start_date, i18n.language)} –<br />
                {o.end_date ? formatDate(o.end_date, i18n.language) : t('table.present')}
                {o.end_reason && (
                  <Text component="span" size="xs" c="dimmed" display="block">
                    {t(`endReasons.${o.end_reason}`)}
                  </Text>
                )}
              </Text>
            ),
          },
          {
            accessor: 'rent_amount',
            title: t('table.rent'),
            textAlign: 'right',
            noWrap: true,
            render: (o) => <Money amount={o.rent_amount} />,
          },
          {
            accessor: 'program_name',
            title: t('table.program'),
            render: (o) => o.program_name ?? '—',
          },
          {
            accessor: 'status',
            title: t('table.status'),
            priority: 'high',
            noWrap: true,
            render: (o) => (
              <Badge
                color={STATUS_COLORS[o.status].bg}
                c={STATUS_COLORS[o.status].text}
                variant="filled"
                miw="max-content"
              >
                {t(`statuses.${o.status}`)}
              </Badge>
            ),
          },
          {
            accessor: 'compliance',
            title: t('table.compliance'),
            noWrap: true,
            render: (o) =>
              o.compliance ? (
                <ComplianceBadge status={o.compliance.status} />
              ) : (
                <Text size="sm" c="dimmed" aria-label={t('table.notChecked')}>
                  —
                </Text>
              ),
          },
          rowActionsColumn({
            title: t('table.actions'),
            noWrap: true,
            hidden: !canWrite,
            actionsOf: (o) => [
              {
                id: 'edit',
                label: t('actions.edit'),
                description: t('table.editLabel', { id: o.id }),
                Icon: IconPencil,
                onClick: () => onEdit(o),
              },
              {
                id: 'certifications',
                label: t('actions.certifications'),
                description: t('table.certificationsLabel', { id: o.id }),
                Icon: IconFileCertificate,
                color: 'grape',
                onClick: () => void navigate(`/certifications?occupancy=${o.id}`),
              },
              // Not ended yet, even with a planned end date: it can be ended (on another date).
              o.status !== 'ENDED' && {
                id: 'terminate',
                label: t('actions.terminate'),
                description: t('table.terminateLabel', { id: o.id }),
                Icon: IconPlayerStop,
                color: 'red',
                loading: busyId === o.id,
                onClick: () => setTerminating(o),
              },
              // Ended only: an occupancy still running keeps its planned move-out (the form edits it).
              o.status === 'ENDED' && {
                id: 'reactivate',
                label: t('actions.reactivate'),
                description: t('table.reactivateLabel', { id: o.id }),
                Icon: IconPlayerPlay,
                loading: busyId === o.id,
                onClick: () => void askReactivate(o),
              },
            ],
          }),
        ]}
      />
    </>
  );
}
