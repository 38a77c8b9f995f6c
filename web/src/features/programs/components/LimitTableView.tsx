import { type AmiLevelInput, describeLevel } from '@lar/contracts/programs';
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import type { LimitTable } from '../level-tables.ts';
import { PROGRAMS_NS } from '../namespace.ts';

interface LimitTableViewProps {
  table: LimitTable;
  title: string;
  onRemove(level: AmiLevelInput): void;
}

/** One limits table: AMI % rows ascending, household sizes or unit types across, a dash where no value is set. */
export function LimitTableView({ table, title, onRemove }: LimitTableViewProps) {
  const { t, i18n } = useTranslation(PROGRAMS_NS);
  const income = table.limitType === 'Income Limit';
  return (
    <Table.ScrollContainer minWidth={income ? 760 : 680}>
      <Table striped withTableBorder withColumnBorders verticalSpacing={4} captionSide="top">
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
                    <Group gap={2} justify="flex-end" wrap="nowrap">
                      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(level.limit_value, i18n.language)}
                      </Text>
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={t('tables.remove', { level: describeLevel(level) })}
                        onClick={() => onRemove(level)}
                      >
                        <IconX size={12} aria-hidden />
                      </ActionIcon>
                    </Group>
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
