import type { UnitComplianceWorksheet } from '@lar/contracts/compliance/unit-worksheet';
import { Box, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { UNIT_WORKSHEET_NS } from '../namespace.ts';

/** The limits each test read, with the program's table: year, date in effect, published or derived. */
export function LimitsTable({ limits }: { limits: UnitComplianceWorksheet['limits'] }) {
  const { t, i18n } = useTranslation(UNIT_WORKSHEET_NS);
  const caption = t('sections.limits');
  return (
    // A phone scrolls the table sideways; the region takes focus so the keyboard can scroll it too.
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table striped withTableBorder miw={640}>
        <caption className="lar-visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {(['purpose', 'program', 'ami', 'table', 'effective', 'size', 'limit', 'source'] as const).map(
              (c) => (
                <Table.Th key={c} scope="col">
                  {t(`columns.${c}`)}
                </Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Box>
  );
}
