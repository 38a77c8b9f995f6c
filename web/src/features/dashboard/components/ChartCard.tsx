import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBar, IconTable } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { SectionHeading } from '../../../components/SectionHeading.tsx';
import { DASHBOARD_NS } from '../namespace.ts';

/** One row of a chart's table: its label and its values, already formatted. */
export interface ChartRow {
  key: string;
  label: string;
  values: string[];
}

interface ChartCardProps {
  /** Key of the chart's texts under `charts.` (title, description). */
  chartKey: string;
  /** The table's column headings: the label's, then each value's. */
  columns: string[];
  rows: ChartRow[] | undefined;
  /** The chart itself; shown unless the table is asked for. */
  chart: ReactNode;
  /** Above the chart and its table (a search box). */
  toolbar?: ReactNode;
  empty?: boolean;
}

/**
 * A chart with its text alternative: the same figures as a table, shown with "Show as table"
 * (kept in the page, visually, rather than hidden, so it reads the same on every screen). The chart
 * is an image to assistive technology, named by the card's title, and points to the table.
 */
export function ChartCard({ chartKey, columns, rows, chart, toolbar, empty }: ChartCardProps) {
  const { t } = useTranslation(DASHBOARD_NS);
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId} data-chart={chartKey}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <SectionHeading
              id={titleId}
              title={t(`charts.${chartKey}.title`)}
              hint={t(`charts.${chartKey}.description`)}
            />
          </div>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-pressed={asTable}
            leftSection={
              asTable ? <IconChartBar size={16} aria-hidden /> : <IconTable size={16} aria-hidden />
            }
            onClick={() => setAsTable(!asTable)}
          >
            {t(asTable ? 'showAsChart' : 'showAsTable')}
          </Button>
        </Group>
        {toolbar}
        {rows === undefined ? (
          <Skeleton height={240} aria-label={t('loading')} />
        ) : empty || rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('chartEmpty')}
          </Text>
        ) : asTable ? (
          <ListTable<ChartRow>
            label={t(`charts.${chartKey}.title`)}
            records={rows}
            idAccessor={(row) => row.key}
            columns={columns.map(
              (column, i): ListColumn<ChartRow> =>
                i === 0
                  ? { accessor: 'label', title: column, identifying: true }
                  : {
                      // The figures are the table's point: each stays, on the row's card too.
                      accessor: `value${i}`,
                      title: column,
                      priority: 'high',
                      textAlign: 'right',
                      render: (row) => row.values[i - 1],
                    },
            )}
          />
        ) : (
          <div role="img" aria-label={t('chartAlternative', { title: t(`charts.${chartKey}.title`) })}>
            {chart}
          </div>
        )}
      </Stack>
    </Paper>
  );
}
