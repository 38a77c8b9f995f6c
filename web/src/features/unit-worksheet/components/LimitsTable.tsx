import type { UnitComplianceWorksheet } from '@lar/contracts/compliance/unit-worksheet';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';

type Limit = UnitComplianceWorksheet['limits'][number];

/** The limits each test read, with the program's table: year, date in effect, published or derived. */
export function LimitsTable({ limits }: { limits: UnitComplianceWorksheet['limits'] }) {
  const { t, i18n } = useTranslation(UNIT_WORKSHEET_NS);
  const purpose = (l: Limit) => t(`purposes.${l.purpose}`);
  const columns: ListColumn<Limit>[] = [
    {
      accessor: 'purpose',
      title: t('columns.purpose'),
      identifying: (l) => `${purpose(l)} ${l.program_name}`,
      render: purpose,
    },
    { accessor: 'program_name', title: t('columns.program'), priority: 'high' },
    {
      accessor: 'ami_percentage',
      title: t('columns.ami'),
      noWrap: true,
      render: (l) => `${l.ami_percentage} %`,
    },
    { accessor: 'table_year', title: t('columns.table'), render: (l) => l.table_year ?? '—' },
    {
      accessor: 'table_effective_date',
      title: t('columns.effective'),
      noWrap: true,
      render: (l) =>
        l.table_effective_date === null ? '—' : formatDate(l.table_effective_date, i18n.language),
    },
    { accessor: 'household_size', title: t('columns.size'), render: (l) => l.household_size ?? '' },
    {
      accessor: 'limit',
      title: t('columns.limit'),
      priority: 'high',
      render: (l) => (
        <Text span size="sm" fw={l.applied ? 600 : undefined}>
          {l.limit === null ? '—' : formatMoney(l.limit, i18n.language)}
          {l.applied ? ` (${t('applied')})` : ''}
        </Text>
      ),
    },
    {
      accessor: 'source',
      title: t('columns.source'),
      render: (l) => (l.source === null ? '—' : t(`sources.${l.source}`)),
    },
  ];
  return (
    <ListTable<Limit>
      label={t('sections.limits')}
      records={limits}
      columns={columns}
      idAccessor={(l) => `${l.purpose}-${l.program_id}`}
    />
  );
}
