import type { ComplianceUnit } from '@lar/contracts/compliance/property-compliance';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/list-table/CellLink.tsx';
import { ListTable } from '../../../components/list-table/ListTable.tsx';
import type { ListColumn } from '../../../components/list-table/list-column.ts';
import { worksheetPath } from '../../unit-worksheet/api.ts';
import { formatCount, formatPercent, type UnitColumn } from '../compliance-tests.ts';
import { PROPERTY_COMPLIANCE_NS } from '../namespace.ts';
import { LowIncomeWhy } from './LowIncomeWhy.tsx';

const unitName = (unit: ComplianceUnit) => unit.unit_number ?? `#${unit.id}`;

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
  const shown: ListColumn<ComplianceUnit>[] = [
    {
      accessor: 'unit_number',
      title: t('units.unit'),
      identifying: unitName,
      // Each unit opens its worksheet: the figures behind its answer, as an auditor reads them.
      render: (unit) => (
        <CellLink to={worksheetPath(unit.id)} label={t('units.worksheetOf', { unit: unitName(unit) })}>
          {unitName(unit)}
        </CellLink>
      ),
    },
    // Every column is what the test reads: none gives way, a card shows them all.
    ...columns.map(
      (column): ListColumn<ComplianceUnit> => ({
        accessor: column,
        title: t(`units.${column}`),
        priority: 'high',
        render: (unit) => cell(unit, column),
      }),
    ),
  ];
  return (
    <ListTable<ComplianceUnit> label={caption} records={units} columns={shown} idAccessor={(u) => u.id} />
  );
}
