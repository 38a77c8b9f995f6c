import type { Building } from '@lar/contracts/buildings';
import { ErrorCode } from '@lar/contracts/errors';
import { Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmThenMutate } from '../../../components/confirm.tsx';
import { ListLoadError } from '../../../components/ListLoadError.tsx';
import { deleteAction, editAction, RowActions } from '../../../components/RowActions.tsx';
import { showApiError } from '../../../components/show-api-error.ts';
import { useCan } from '../../../lib/auth/permissions.ts';
import { formatDate } from '../../../lib/format.ts';
import { useTranslator } from '../../../lib/use-translator.ts';
import { useBuildings, useDeleteBuilding } from '../api.ts';
import { PROPERTIES_NS } from '../namespace.ts';
import { BuildingForm } from './BuildingForm.tsx';

/** The form's state: closed, adding a building, or editing one. */
type Editing = { building: Building | null } | null;

/**
 * A property's LIHTC buildings (decision 042): BIN, name, placed-in-service date, first credit year
 * and unit count, with Add, Edit and Delete (after confirming) for the accounts that may.
 */
export function BuildingsSection({ propertyId }: { propertyId: number }) {
  const { t, i18n } = useTranslation(PROPERTIES_NS);
  const translator = useTranslator(PROPERTIES_NS);
  const buildings = useBuildings(propertyId);
  const remove = useDeleteBuilding();
  const canWrite = useCan('write_records');
  const canDelete = useCan('delete_records');
  const narrow = useMediaQuery('(max-width: 48em)');
  const titleId = useId();
  const [editing, setEditing] = useState<Editing>(null);

  const askDelete = (building: Building) =>
    confirmThenMutate(
      {
        title: t('buildings.deleteTitle'),
        message: t('buildings.deleteMessage', { name: building.name }),
        confirmLabel: t('buildings.delete'),
        cancelLabel: t('buildings.cancel'),
        danger: true,
      },
      remove,
      building.id,
      {
        success: t('buildings.deleted', { name: building.name }),
        onError: (error) =>
          showApiError(error, translator, {
            fallbackKey: `${PROPERTIES_NS}:buildings.deleteError`,
            byCode: { [ErrorCode.IN_USE]: `${PROPERTIES_NS}:buildings.deleteInUse` },
          }),
      },
    );

  const rows = buildings.data ?? [];
  let list: ReactNode;
  if (buildings.isError) {
    list = <ListLoadError title={t('buildings.loadError')} error={buildings.error} />;
  } else if (buildings.isPending) {
    list = <Text c="dimmed">{t('app.loading')}</Text>;
  } else if (rows.length === 0) {
    list = <Text c="dimmed">{t('buildings.empty')}</Text>;
  } else {
    list = (
      // A phone shows the name, BIN and actions; the dates and counts appear from `sm` up.
      <Table.ScrollContainer minWidth={0}>
        <Table striped verticalSpacing="xs" aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('buildings.fields.name')}</Table.Th>
              <Table.Th>{t('buildings.fields.bin')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('buildings.fields.placed_in_service_date')}</Table.Th>
              <Table.Th visibleFrom="sm">{t('buildings.fields.first_credit_year')}</Table.Th>
              <Table.Th visibleFrom="sm" ta="right">
                {t('buildings.fields.unit_count')}
              </Table.Th>
              {(canWrite || canDelete) && <Table.Th ta="right">{t('buildings.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((building) => (
              <Table.Tr key={building.id}>
                <Table.Td>{building.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{building.bin ?? '—'}</Table.Td>
                <Table.Td visibleFrom="sm">
                  {formatDate(building.placed_in_service_date, i18n.language)}
                </Table.Td>
                <Table.Td visibleFrom="sm">{building.first_credit_year ?? ''}</Table.Td>
                <Table.Td visibleFrom="sm" ta="right">
                  {building.unit_count}
                </Table.Td>
                {(canWrite || canDelete) && (
                  <Table.Td>
                    <RowActions
                      actions={[
                        // Named as the building, apart from the property's own row actions.
                        editAction(canWrite, {
                          label: t('buildings.edit'),
                          description: t('buildings.editLabel', { name: building.name }),
                          onClick: () => setEditing({ building }),
                        }),
                        deleteAction(canDelete, remove, building.id, {
                          label: t('buildings.delete'),
                          description: t('buildings.deleteLabel', { name: building.name }),
                          onClick: () => void askDelete(building),
                        }),
                      ]}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between">
        <Title order={3} size="h5" id={titleId}>
          {t('buildings.title')}
        </Title>
        {canWrite && (
          <Button size="xs" onClick={() => setEditing({ building: null })}>
            {t('buildings.addButton')}
          </Button>
        )}
      </Group>
      {list}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="xl"
        fullScreen={narrow}
        title={
          editing?.building
            ? t('buildings.editTitle', { name: editing.building.name })
            : t('buildings.addTitle')
        }
      >
        {editing && (
          <BuildingForm
            key={editing.building?.id ?? 'new'}
            propertyId={propertyId}
            building={editing.building}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
