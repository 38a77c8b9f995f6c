import type { UnitComplianceWorksheet } from '@lar/contracts/compliance/unit-worksheet';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from '../../../components/ScrollingTable.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';

const COLUMNS = ['purpose', 'program', 'ami', 'table', 'effective', 'size', 'limit', 'source'] as const;

/** The limits each test read, with the program's table: year, date in effect, published or derived. */
export function LimitsTable({ limits }: { limits: UnitComplianceWorksheet['limits'] }) {
  const { t, i18n } = useTranslation(UNIT_WORKSHEET_NS);
  const caption = t('sections.limits');
  const headings = COLUMNS.map((column) => ({ key: column, label: t(`columns.${column}`) }));
  return (
    <ScrollingTable caption={caption} headings={headings} minWidth={640}>
      {limits.map((l) => (
        <Table.Tr key={`${l.purpose}-${l.program_id}`}>
          <Table.Th scope="row" fw="normal">
            {t(`purposes.${l.purpose}`)}
          </Table.Th>
          <Table.Td>{l.program_name}</Table.Td>
          <Table.Td>{l.ami_percentage} %</Table.Td>
          <Table.Td>{l.table_year ?? '—'}</Table.Td>
          <Table.Td>
            {l.table_effective_date === null ? '—' : formatDate(l.table_effective_date, i18n.language)}
          </Table.Td>
          <Table.Td>{l.household_size ?? ''}</Table.Td>
          <Table.Td fw={l.applied ? 600 : undefined}>
            {l.limit === null ? '—' : formatMoney(l.limit, i18n.language)}
            {l.applied ? ` (${t('applied')})` : ''}
          </Table.Td>
          <Table.Td>{l.source === null ? '—' : t(`sources.${l.source}`)}</Table.Td>
        </Table.Tr>
      ))}
    </ScrollingTable>
  );
}
