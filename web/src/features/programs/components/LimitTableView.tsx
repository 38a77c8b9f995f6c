import type { AmiLevelInput } from '@lar/contracts/ami-levels';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LimitTable } from '../level-tables.ts';
import { PROGRAMS_NS } from '../namespace.ts';
import { LimitValueCell } from './LimitValueCell.tsx';

interface LimitTableViewProps {
  table: LimitTable;
  title: string;
  onChange(level: AmiLevelInput, value: number): void;
  onRemove(level: AmiLevelInput): void;
}

/** One limits table: AMI % rows ascending, household sizes or unit types across, a dash where no value is set. */
export function LimitTableView({ table, title, onChange, onRemove }: LimitTableViewProps) {
  const { t } = useTranslation(PROGRAMS_NS);
  const income = table.limitType === 'Income Limit';
  return (
    // Narrow cells (tight padding, a value's actions under it when need be) let eight household
    // sizes fit a 1280 px screen; a phone still scrolls the table inside the page.
    <Table.ScrollContainer minWidth={income ? 640 : 560}>
      <Table
        striped
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        horizontalSpacing={6}
        captionSide="top"
      >
        <Table.Caption>
          <Text fw={600} ta="left" c="var(--mantine-color-text)">
            {title}
          </Text>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" style={{ whiteSpace: 'nowrap' }}>
              {t('tables.amiPercent')}
            </Table.Th>
            {table.columns.map((column) => (
              <Table.Th key={column} scope="col" ta="right">
                {income ? t('tables.persons', { count: Number(column) }) : t(`units.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.percentage}>
              <Table.Th scope="row">{`${row.percentage}%`}</Table.Th>
              {row.cells.map((level, index) => (
                <Table.Td key={table.columns[index]} ta="right">
                  {level ? (
                    <LimitValueCell level={level} onChange={onChange} onRemove={onRemove} />
                  ) : (
                    <Text size="sm" c="gray.7" aria-label={t('tables.noValue')}>
                      —
                    </Text>
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
