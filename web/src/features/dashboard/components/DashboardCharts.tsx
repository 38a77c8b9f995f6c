import { type DashboardAnswer, RENT_SHARE_BUCKETS } from '@lar/contracts/dashboard';
import { dateTimeFormat, numberFormat } from '@lar/contracts/intl-formats';
import '@mantine/charts/styles.css';
import { BarChart, type BarChartProps } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/SearchField.tsx';
import { DASHBOARD_NS } from '../namespace.ts';
import { ChartCard, type ChartRow } from './ChartCard.tsx';

/** Properties the occupancy chart draws at once: the worst, or those the search finds. */
const PROPERTIES_SHOWN = 12;

/** The label of a rent-share bucket: '0–10 %' ... '90–100 %', then '> 100 %'. */
export function rentShareLabel(index: number, overLabel: string): string {
  return index === RENT_SHARE_BUCKETS - 1 ? overLabel : `${index * 10}–${index * 10 + 10} %`;
}

function useFormats() {
  const { i18n } = useTranslation(DASHBOARD_NS);
  const number = numberFormat(i18n.language);
  const percent = numberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const month = dateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' });
  return {
    count: (n: number) => number.format(n),
    percent: (text: string | null) => (text === null ? '–' : `${percent.format(Number(text))} %`),
    month: (yearMonth: string) => month.format(new Date(`${yearMonth}-01T00:00:00Z`)),
  };
}

/** A bar chart of whole counts: its axis without fractions, its values in the reader's numbers. */
function CountBarChart(props: Omit<BarChartProps, 'h' | 'valueFormatter' | 'yAxisProps'>) {
  const format = useFormats();
  return <BarChart h={240} valueFormatter={format.count} yAxisProps={{ allowDecimals: false }} {...props} />;
}

/** A count per label (units by AMI level, occupancies by rent share), as bars and as a table. */
function CountsChart({
  chartKey,
  heading,
  counted,
  color,
  counts,
  empty,
  barProps,
}: {
  chartKey: string;
  /** The table's heading of the labels; `counted` names the counts (the table's column, the bars' series). */
  heading: string;
  counted: string;
  color: string;
  counts: { key: string; label: string; n: number }[] | undefined;
  empty?: boolean | undefined;
  barProps?: BarChartProps['barProps'];
}) {
  const format = useFormats();
  return (
    <ChartCard
      chartKey={chartKey}
      columns={[heading, counted]}
      empty={empty}
      rows={counts?.map((c) => ({ key: c.key, label: c.label, values: [format.count(c.n)] }))}
      chart={
        <CountBarChart
          data={(counts ?? []).map((c) => ({ label: c.label, n: c.n }))}
          dataKey="label"
          series={[{ name: 'n', label: counted, color }]}
          barProps={barProps}
        />
      }
    />
  );
}

function OccupancyByProperty({ answer }: { answer: DashboardAnswer | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormats();
  const [term, setTerm] = useState('');
  const needle = term.trim().toLocaleLowerCase();
  const found = answer?.occupancy_by_property.filter(
    (p) => needle === '' || p.property_name.toLocaleLowerCase().includes(needle),
  );
  const shown = found?.slice(0, PROPERTIES_SHOWN);
  const label = t('charts.occupancyByProperty.rate');
  return (
    <ChartCard
      chartKey="occupancyByProperty"
      columns={[t('columns.property'), label, t('columns.occupiedOfUnits')]}
      rows={found?.map(
        (p): ChartRow => ({
          key: String(p.property_id),
          label: p.property_name,
          values: [
            format.percent(p.rate.percent),
            `${format.count(p.rate.numerator)} / ${format.count(p.rate.denominator)}`,
          ],
        }),
      )}
      toolbar={
        <SearchField
          label={t('charts.occupancyByProperty.search')}
          value={term}
          onSearch={setTerm}
          maw={360}
        />
      }
      chart={
        <BarChart
          h={Math.max(160, (shown?.length ?? 0) * 32 + 40)}
          data={(shown ?? []).map((p) => ({
            name: p.property_name.length > 22 ? `${p.property_name.slice(0, 21)}…` : p.property_name,
            rate: p.rate.percent === null ? 0 : Number(p.rate.percent),
          }))}
          dataKey="name"
          orientation="vertical"
          series={[{ name: 'rate', label, color: 'blue.7' }]}
          valueFormatter={(v) => `${v} %`}
          xAxisProps={{ domain: [0, 100] }}
          yAxisProps={{ width: 130 }}
          gridAxis="none"
        />
      }
    />
  );
}

/** The four charts, each with its table; two columns from a medium screen. */
export default function DashboardCharts({ answer }: { answer: DashboardAnswer | undefined }) {
  const { t } = useTranslation(DASHBOARD_NS);
  const format = useFormats();
  const ami = answer?.units_by_ami.map((row) => ({
    key: row.ami_percentage ?? 'none',
    label: row.ami_percentage === null ? t('charts.unitsByAmi.none') : `${row.ami_percentage} %`,
    n: row.units,
  }));
  const moveIns = t('columns.moveIns');
  const moveOuts = t('columns.moveOuts');
  const over = t('charts.rentShare.over');
  const share = answer?.rent_share.map((n, i) => ({ key: String(i), label: rentShareLabel(i, over), n }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <OccupancyByProperty answer={answer} />
      <CountsChart
        chartKey="unitsByAmi"
        heading={t('columns.amiPercentage')}
        counted={t('columns.units')}
        color="teal.7"
        counts={ami}
      />
      <ChartCard
        chartKey="moves"
        columns={[t('columns.month'), moveIns, moveOuts]}
        empty={answer?.moves.every((m) => m.move_ins === 0 && m.move_outs === 0)}
        rows={answer?.moves.map((m) => ({
          key: m.month,
          label: format.month(m.month),
          values: [format.count(m.move_ins), format.count(m.move_outs)],
        }))}
        chart={
          <CountBarChart
            data={(answer?.moves ?? []).map((m) => ({
              month: format.month(m.month),
              in: m.move_ins,
              out: m.move_outs,
            }))}
            dataKey="month"
            series={[
              { name: 'in', label: moveIns, color: 'blue.7' },
              { name: 'out', label: moveOuts, color: 'orange.7' },
            ]}
            withLegend
          />
        }
      />
      <CountsChart
        chartKey="rentShare"
        heading={t('columns.shareOfLimit')}
        counted={t('columns.occupancies')}
        color="grape.7"
        counts={share}
        empty={answer?.rent_share.every((n) => n === 0)}
        barProps={{ isAnimationActive: false }}
      />
    </SimpleGrid>
  );
}
