import type { Unit } from '@lar/contracts/units';
import { Group, type MantineTheme, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm.tsx';
import { PagedDataTable } from '../../../components/PagedDataTable.tsx';
import { RowActionButton } from '../../../components/RowActionButton.tsx';
import { showApiError, showSuccess } from '../../../components/show-api-error.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { fetchUnits, unitKeys, useDeleteUnit } from '../api.ts';
import { UNITS_NS } from '../namespace.ts';

/** Columns a phone screen leaves out; the record's form shows them. */
const fromSm = (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})`;

interface UnitsTableProps {
  propertyId: number;
  onEdit(unit: Unit): void;
}

/** The units of the selected property; empty cells read N/A. */
export function UnitsTable({ propertyId, onEdit }: UnitsTableProps) {
  const { t } = useTranslation(UNITS_NS);
  const translator = useTranslator(UNITS_NS);
  const remove = useDeleteUnit();
  const orNa = (value: string | null) =>
    value ? (
      value
    ) : (
      <Text span c="dimmed" size="sm">
        {t('na')}
      </Text>
    );
  const nameOf = (unit: Unit) => unit.unit_number ?? `#${unit.id}`;

  async function askDelete(unit: Unit) {
    const confirmed = await confirmAction({
      title: t('confirmDelete.title'),
      message: t('confirmDelete.message', { number: nameOf(unit) }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(unit.id, {
      onSuccess: () => showSuccess(t('deleted', { number: nameOf(unit) })),
      onError: (error) =>
        showApiError(error, translator, {
          byCode: { IN_USE: `${UNITS_NS}:errors.deleteInUse` },
          fallbackKey: `${UNITS_NS}:errors.deleteUnit`,
        }),
    });
  }

  return (
    <PagedDataTable<Unit>
      key={propertyId}
      label={t('table.label')}
      queryKey={unitKeys.list(propertyId)}
      fetchPage={(paging, signal) => fetchUnits(propertyId, paging, signal)}
      emptyText={t('table.empty')}
      errorFallbackKey={`${UNITS_NS}:errors.loadUnits`}
      columns={[
        { accessor: 'unit_number', title: t('table.unitNumber'), render: (unit) => orNa(unit.unit_number) },
        {
          accessor: 'unit_type',
          title: t('table.unitType'),
          render: (unit) => t(`unitTypes.${unit.unit_type}`),
        },
        {
          accessor: 'unit_style',
          title: t('table.unitStyle'),
          visibleMediaQuery: fromSm,
          render: (unit) => orNa(unit.unit_style),
        },
        {
          accessor: 'gov_program_name',
          title: t('table.program'),
          render: (unit) => orNa(unit.gov_program_name),
        },
        {
          accessor: 'ami_level_name',
          title: t('table.amiLevel'),
          render: (unit) => orNa(unit.ami_level_name),
        },
        {
          accessor: 'actions',
          title: t('table.actions'),
          textAlign: 'right',
          noWrap: true,
          render: (unit) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap" miw="max-content">
              <RowActionButton
                label={t('actions.edit')}
                description={t('table.editLabel', { number: nameOf(unit) })}
                Icon={IconPencil}
                onClick={() => onEdit(unit)}
              />
              <RowActionButton
                label={t('actions.delete')}
                description={t('table.deleteLabel', { number: nameOf(unit) })}
                Icon={IconTrash}
                color="red"
                loading={remove.isPending && remove.variables === unit.id}
                onClick={() => void askDelete(unit)}
              />
            </Group>
          ),
        },
      ]}
    />
  );
}
