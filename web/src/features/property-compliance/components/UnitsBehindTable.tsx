import type { ComplianceUnit } from '@lar/contracts/compliance/property-compliance';
import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollingTable } from '../../../components/ScrollingTable.tsx';
import { worksheetPath } from '../../unit-worksheet/api.ts';
import { formatCount, formatPercent, type UnitColumn } from '../compliance-tests.ts';
import { PROPERTY_COMPLIANCE_NS } from '../namespace.ts';
import { LowIncomeWhy } from './LowIncomeWhy.tsx';

/** The units behind a test's figure, with the columns that test reads. */
export function UnitsBehindTable({
  units,
  columns,
  caption,
}: {
  units: readonly ComplianceUnit[];
  columns: readonly UnitColumn[];
  caption: string;
}) {
  const { t, i18n } = useTranslation(PROPERTY_COMPLIANCE_NS);
  const yesNo = (value: boolean | null) =>
    t(value === null ? 'units.unknown' : value ? 'units.yes' : 'units.no');
  const cell = (unit: ComplianceUnit, column: UnitColumn): ReactNode => {
    switch (column) {
      case 'reasons':
        return <LowIncomeWhy unit={unit} />;
      case 'square_feet':
        return unit.square_feet === null ? '—' : formatCount(unit.square_feet, i18n.language);
      case 'designated_percentage':
      case 'home_percentage': {
        const value = unit[column];
        return value === null ? '—' : formatPercent(value, i18n.language);
      }
      default:
        return yesNo(unit[column]);
    }
  };
  const headings = (['unit', ...columns] as const).map((column) => ({
    key: column,
    label: t(`units.${column}`),
  }));
  return (
    <ScrollingTable caption={caption} headings={headings} minWidth={columns.length > 3 ? 560 : undefined}>
      {units.map((unit) => (
        <Table.Tr key={unit.id}>
          <Table.Th scope="row" fw="normal">
            {/* Each unit opens its worksheet: the figures behind its answer, as an auditor reads them. */}
            <Anchor
              component={Link}
              to={worksheetPath(unit.id)}
              size="sm"
              aria-label={t('units.worksheetOf', { unit: unit.unit_number ?? `#${unit.id}` })}
            >
              {unit.unit_number ?? `#${unit.id}`}
            </Anchor>
          </Table.Th>
          {columns.map((column) => (
            <Table.Td key={column}>{cell(unit, column)}</Table.Td>
          ))}
        </Table.Tr>
      ))}
    </ScrollingTable>
  );
}
