import { Group, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { CompanyFilterChip } from '../../../components/CompanyFilterChip.tsx';
import { ExportMenu } from '../../../components/ExportMenu.tsx';
import { FormListScreen } from '../../../components/FormListScreen.tsx';
import { AddressPropertyPicker } from '../../../components/PropertyPicker.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useAddressFilters } from '../../../lib/use-address-filters.ts';
import { occupancyExport, occupancyFiltersFromQuery, occupancyFiltersToQuery, useOccupancy } from '../api.ts';
import { OccupanciesTable } from '../components/OccupanciesTable.tsx';
import { OccupancyFiltersForm } from '../components/OccupancyFiltersForm.tsx';
import { OccupancyForm } from '../components/OccupancyForm.tsx';
import { OCCUPANCIES_NS } from '../namespace.ts';

/**
 * /occupancies: the history of tenants placed in units, with placing, editing, ending and
 * reactivating. The applied filters, the page, the tab and the occupancy being edited are in the address.
 */
export default function OccupanciesPage() {
  const [filters, applyFilters] = useAddressFilters(occupancyFiltersFromQuery, occupancyFiltersToQuery);
  return (
    <FormListScreen
      ns={OCCUPANCIES_NS}
      writePermission="write_occupancies"
      formIcon={<IconKey size={16} aria-hidden />}
      forms={{
        useStored: useOccupancy,
        edit: (occupancy, done) => (
          <OccupancyForm
            key={`${occupancy.id}-${occupancy.version}`}
            occupancy={occupancy}
            onSaved={done}
            onCancel={done}
          />
        ),
        create: (done) => <OccupancyForm key="new" occupancy={null} onSaved={done} onCancel={done} />,
      }}
      list={(edit) => (
        <Stack gap="md">
          <AddressPropertyPicker ns={OCCUPANCIES_NS} choicesKey={queryKeys.occupancies.propertyChoices()} />
          <CompanyFilterChip />
          <OccupancyFiltersForm applied={filters} onApply={applyFilters} />
          <Group justify="flex-end">
            <ExportMenu {...occupancyExport(filters)} fallbackName="occupancies" />
          </Group>
          <OccupanciesTable filters={filters} onEdit={(occupancy) => edit(occupancy.id)} />
        </Stack>
      )}
    />
  );
}
