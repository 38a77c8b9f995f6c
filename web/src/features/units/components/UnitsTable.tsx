import type { Unit } from '@lar/contracts/units';
import { Text } from '@mantine/core';
import { IconClipboardCheck, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { editAction } from '../../../components/RowActions.tsx';
import { rowActionsColumn } from '../../../components/row-actions-column.tsx';
import { useRowDelete } from '../../../components/use-row-delete.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { worksheetPath } from '../../unit-worksheet/api.ts';
import { fetchUnits, type UnitFilters, useDeleteUnit } from '../api.ts';
import { UNITS_NS } from '../namespace.ts';
import { UnitDesignationsCell, UnitLimitCell } from './UnitLimitsCells.tsx';

interface UnitsTableProps {
  filters: UnitFilters;
  onEdit(unit: Unit): void;
  /** Opens the unit's listing on the public site (every account reads it; writers change it). */
  onListing(unit: Unit): void;
}

/** The units of the selected property (or the vacant ones); empty cells read N/A. */
export function UnitsTable({ filters, onEdit, onListing }: UnitsTableProps) {
  const { t } = useTranslation(UNITS_NS);
  const remove = useRowDelete(UNITS_NS, useDeleteUnit(), {
    confirm: 'confirmDelete',
    done: 'deleted',
    failed: 'errors.deleteUnit',
    accessibleName: 'table.deleteLabel',
  });
  const canEdit = useCan('write_records');
  const navigate = useNavigate();
  const orNa = (value: string | null) =>
    value ? (
      value
    ) : (
      <Text span c="dimmed" size="sm">
        {t('na')}
      </Text>
    );
  const nameOf = (unit: Unit) => unit.unit_number ?? `#${unit.id}`;

  const acrossProperties = filters.propertyId === null;
  return (
    <PagedDataTable<Unit>
      key={`${filters.propertyId}:${filters.vacant}:${filters.companyId}`}
      label={
        !acrossProperties
          ? t('table.label')
          : filters.companyId === null
            ? t('table.labelVacant')
            : filters.vacant
              ? t('table.labelCompanyVacant')
              : t('table.labelCompany')
      }
      queryKey={queryKeys.units.list(filters.propertyId ?? '', filters.vacant, filters.companyId ?? '')}
      fetchPage={(paging, signal) => fetchUnits(filters, paging, signal)}
      emptyText={
        !acrossProperties
          ? t('table.empty')
          : filters.companyId === null || filters.vacant
            ? t('table.emptyVacant')
            : t('table.emptyCompany')
      }
      errorTitleKey={`${UNITS_NS}:errors.loadUnits`}
      columns={[
        // Vacant units of every property: which property each is in comes first.
        ...(acrossProperties
          ? [
              {
                accessor: 'property_name',
                title: t('table.property'),
                priority: 'high' as const,
                render: (unit: Unit) => unit.property_name,
              },
            ]
          : []),
        {
          accessor: 'unit_number',
          title: t('table.unitNumber'),
          identifying: nameOf,
          render: (unit) => orNa(unit.unit_number),
        },
        {
          accessor: 'building_name',
          title: t('table.building'),
          render: (unit) => unit.building_name,
        },
        {
          accessor: 'unit_type',
          title: t('table.unitType'),
          render: (unit) => t(`unitTypes.${unit.unit_type}`),
        },
        {
          accessor: 'unit_style',
          title: t('table.unitStyle'),
          render: (unit) => orNa(unit.unit_style),
        },
        {
          // The primary program at its AMI level, then the other designations.
          accessor: 'designations',
          title: t('table.designations'),
          render: (unit) => <UnitDesignationsCell unit={unit} />,
        },
        {
          accessor: 'max_gross_rent',
          title: t('table.maxGrossRent'),
          render: (unit) => <UnitLimitCell unit={unit} />,
        },
        // A sub-user changes no unit (decision 017) but may see its listing.
        rowActionsColumn({
          title: t('table.actions'),
          noWrap: true,
          actionsOf: (unit) => [
            editAction(canEdit, {
              label: t('actions.edit'),
              description: t('table.editLabel', { number: nameOf(unit) }),
              onClick: () => onEdit(unit),
            }),
            {
              id: 'listing',
              label: t('listing.action'),
              description: t('listing.actionLabel', { number: nameOf(unit) }),
              Icon: IconSpeakerphone,
              color: 'grape',
              onClick: () => onListing(unit),
            },
            {
              id: 'worksheet',
              label: t('actions.worksheet'),
              description: t('table.worksheetLabel', { number: nameOf(unit) }),
              Icon: IconClipboardCheck,
              color: 'teal',
              onClick: () => void navigate(worksheetPath(unit.id)),
            },
            remove.action(unit.id, { number: nameOf(unit) }),
          ],
        }),
      ]}
    />
  );
}
