import { Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormListTabs, useFormListTabs } from '../../../components/FormListTabs.tsx';
import { LoadedRecord } from '../../../components/LoadedRecord.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { useQueryUpdate } from '../../../lib/use-query-state.ts';
import { occupancyFiltersFromQuery, occupancyFiltersToQuery, useOccupancy } from '../api.ts';
import { OccupanciesTable } from '../components/OccupanciesTable.tsx';
import { OccupancyFiltersForm } from '../components/OccupancyFiltersForm.tsx';
import { OccupancyForm } from '../components/OccupancyForm.tsx';
import { OCCUPANCIES_NS } from '../namespace.ts';

/** The edit form starts from the stored occupancy, also when it is opened from the address. */
function EditOccupancy({ id, onDone }: { id: number; onDone(): void }) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  return (
    <LoadedRecord query={useOccupancy(id)} errorTitle={t('errors.loadOne')} onBack={onDone}>
      {(occupancy) => (
        <OccupancyForm
          key={`${occupancy.id}-${occupancy.version}`}
          occupancy={occupancy}
          onSaved={onDone}
          onCancel={onDone}
        />
      )}
    </LoadedRecord>
  );
}

/**
 * /occupancies: the history of tenants placed in units, with placing, editing, ending and
 * reactivating. The applied filters, the page, the tab and the occupancy being edited are in the address.
 */
export default function OccupanciesPage() {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const tabs = useFormListTabs();
  const [params] = useSearchParams();
  const updateQuery = useQueryUpdate();
  const filters = occupancyFiltersFromQuery(params);
  const { editingId } = tabs;
  const canWrite = useCan('write_occupancies');

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <FormListTabs
        state={tabs}
        t={t}
        formIcon={<IconKey size={16} aria-hidden />}
        formHidden={!canWrite}
        form={
          editingId !== null ? (
            <EditOccupancy id={editingId} onDone={tabs.showList} />
          ) : (
            <OccupancyForm key="new" occupancy={null} onSaved={tabs.showList} onCancel={tabs.showList} />
          )
        }
        list={
          <Stack gap="md">
            <OccupancyFiltersForm
              applied={filters}
              // Other filters give other pages: the list starts again from its first.
              onApply={(applied) => updateQuery({ ...occupancyFiltersToQuery(applied), page: null })}
            />
            <OccupanciesTable filters={filters} onEdit={(occupancy) => tabs.edit(occupancy.id)} />
          </Stack>
        }
      />
    </StaffPage>
  );
}
