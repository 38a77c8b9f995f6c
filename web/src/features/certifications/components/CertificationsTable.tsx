import type { Certification } from '@lar/contracts/certifications';
import { Badge, Group, Text } from '@mantine/core';
import { IconEye, IconPencil } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { POSITIVE_BADGE_FILL } from '../../../components/badge-colors.ts';
import { useListLayout } from '../../../components/list-table/use-list-layout.tsx';
import { useListRoom } from '../../../components/list-table/use-list-room.ts';
import { Money } from '../../../components/Money.tsx';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { formatDate } from '../../../lib/format.ts';
import { CERTIFICATIONS_NS } from '../namespace.ts';

interface CertificationsTableProps {
  certifications: Certification[];
  loading: boolean;
  selectedId: number | null;
  onOpen(id: number): void;
}

/** A yes/no cell; a dash when it could not be decided. */
function YesNo({ value }: { value: boolean | null }) {
  const { t } = useTranslation(CERTIFICATIONS_NS);
  return <>{value === null ? '—' : t(value ? 'verdict.yes' : 'verdict.no')}</>;
}

/** An occupancy's certifications, newest first, each with its verdict and its place among versions. */
export function CertificationsTable({
  certifications,
  loading,
  selectedId,
  onOpen,
}: CertificationsTableProps) {
  const { t, i18n } = useTranslation(CERTIFICATIONS_NS);
  const room = useListRoom();
  const layout = useListLayout<Certification>(
    [
      {
        accessor: 'type',
        title: t('table.type'),
        identifying: (c) => `${t(`types.${c.type}`)} ${formatDate(c.effective_date, i18n.language)}`,
        render: (c) => (
          <Text size="sm" fw={500}>
            {t(`types.${c.type}`)}
          </Text>
        ),
      },
      {
        accessor: 'effective_date',
        title: t('table.effectiveDate'),
        noWrap: true,
        render: (c) => formatDate(c.effective_date, i18n.language),
      },
      {
        accessor: 'status',
        title: t('table.status'),
        priority: 'high',
        render: (c) => (
          <Group gap={4} wrap="wrap">
            <Badge
              miw="max-content"
              color={c.status === 'FINALIZED' ? POSITIVE_BADGE_FILL : 'yellow.4'}
              c={c.status === 'FINALIZED' ? 'white' : 'dark.9'}
            >
              {t(`statuses.${c.status}`)}
            </Badge>
            {c.superseded_by_id !== null && (
              <Badge variant="outline" color="gray.7" miw="max-content">
                {t('table.superseded')}
              </Badge>
            )}
            {c.supersedes_id !== null && (
              <Badge variant="outline" color="blue.8" miw="max-content">
                {t('table.correction')}
              </Badge>
            )}
          </Group>
        ),
      },
      {
        accessor: 'qualified',
        title: t('table.qualified'),
        priority: 'low',
        render: (c) => <YesNo value={c.qualified} />,
      },
      {
        accessor: 'over_income',
        title: t('table.overIncome'),
        priority: 'low',
        render: (c) => <YesNo value={c.over_income} />,
      },
      {
        accessor: 'annual_income',
        title: t('table.annualIncome'),
        textAlign: 'right',
        priority: 'low',
        noWrap: true,
        render: (c) => <Money amount={c.annual_income} />,
      },
      rowActionsColumn({
        title: t('table.actions'),
        actionsOf: (c) => [
          {
            id: 'open',
            label: c.status === 'DRAFT' ? t('actions.edit') : t('actions.view'),
            description: t('table.openLabel', {
              type: t(`types.${c.type}`),
              date: formatDate(c.effective_date, i18n.language),
            }),
            Icon: c.status === 'DRAFT' ? IconPencil : IconEye,
            onClick: () => onOpen(c.id),
          },
        ],
      }),
    ],
    room.room,
    room.cramped,
  );
  return (
    <div ref={room.ref}>
      <DataTable<Certification>
        aria-label={t('table.label')}
        withTableBorder
        borderRadius="md"
        striped
        highlightOnHover
        minHeight={certifications.length ? undefined : 150}
        fetching={loading}
        records={certifications}
        noRecordsText={t('table.empty')}
        // The certification open below the table is marked in its row.
        rowStyle={(c) =>
          c.id === selectedId ? { backgroundColor: 'var(--mantine-color-blue-0)' } : undefined
        }
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('table.label') } }}
        className={layout.className}
        columns={layout.columns}
      />
    </div>
  );
}
