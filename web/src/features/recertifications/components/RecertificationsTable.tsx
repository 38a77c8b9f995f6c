import type { RecertificationItem } from '@lar/contracts/recertifications';
import { Badge, Text, type TextProps } from '@mantine/core';
import { IconFileCertificate, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notedColumn } from '../../../components/CellWithNote.tsx';
import { filteredPages, PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatDate } from '../../../lib/format.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { fetchRecertifications } from '../api.ts';
import type { RecertificationFilters } from '../filters.ts';
import { RECERTIFICATIONS_NS } from '../namespace.ts';
import { useOpenCertification } from './use-open-certification.ts';

/** How many days are left, or how many days late (in red), in words. */
function DaysLeft({ days, ...props }: { days: number } & Pick<TextProps, 'size'>) {
  const { t } = useTranslation(RECERTIFICATIONS_NS);
  const late = days < 0;
  return (
    <Text {...props} c={late ? 'red.9' : undefined} fw={late ? 600 : undefined}>
      {late ? t('daysLate', { count: -days }) : days === 0 ? t('dueToday') : t('daysLeft', { count: days })}
    </Text>
  );
}

/** The households due for their annual recertification under the filters, soonest first. */
export function RecertificationsTable({ filters }: { filters: RecertificationFilters }) {
  const { t, i18n } = useTranslation(RECERTIFICATIONS_NS);
  const canWrite = useCan('write_occupancies');
  const opener = useOpenCertification();
  return (
    <PagedDataTable<RecertificationItem>
      label={t('table.label')}
      {...filteredPages(queryKeys.recertifications.list, fetchRecertifications, filters)}
      idAccessor={(item) => item.occupancy_id}
      emptyText={filters.bucket ? t('table.emptyBucket') : t('table.empty')}
      errorTitleKey={`${RECERTIFICATIONS_NS}:errors.load`}
      columns={[
        notedColumn({ accessor: 'household', title: t('table.household'), identifying: true }, (item) => ({
          value: item.household,
          note: item.over_income ? t('table.overIncome') : undefined,
          weight: 500,
        })),
        { accessor: 'unit_number', title: t('table.unit'), noWrap: true },
        { accessor: 'property_name', title: t('table.property'), priority: 'low' },
        {
          accessor: 'due_date',
          title: t('table.dueDate'),
          noWrap: true,
          priority: 'high',
          render: (item) => formatDate(item.due_date, i18n.language),
        },
        {
          accessor: 'days_left',
          title: t('table.daysLeft'),
          priority: 'high',
          noWrap: true,
          render: (item) => <DaysLeft days={item.days_left} size="sm" />,
        },
        {
          accessor: 'draft',
          title: t('table.draft'),
          render: (item) =>
            item.draft ? (
              <Badge color="yellow.4" c="dark.9" miw="max-content">
                {t('table.draftOf', { type: t(`types.${item.draft.type}`) })}
              </Badge>
            ) : (
              <Text size="sm" c="dimmed">
                {t('table.noDraft')}
              </Text>
            ),
        },
        {
          accessor: 'notice_sent_at',
          title: t('table.noticeSent'),
          noWrap: true,
          render: (item) => (item.notice_sent_at ? formatDate(item.notice_sent_at, i18n.language) : '—'),
        },
        rowActionsColumn({
          title: t('table.actions'),
          hidden: !canWrite,
          actionsOf: (item) => [
            {
              id: 'open',
              label: item.draft ? t('actions.continue') : t('actions.startShort'),
              description: t(item.draft ? 'actions.continueLabel' : 'actions.startLabel', {
                household: item.household,
              }),
              Icon: item.draft ? IconFileCertificate : IconPlayerPlay,
              loading: opener.startingId === item.occupancy_id,
              onClick: () => opener.go(item),
            },
          ],
        }),
      ]}
    />
  );
}
