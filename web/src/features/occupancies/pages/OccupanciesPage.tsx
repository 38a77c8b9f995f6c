import type { Occupancy } from '@lar/contracts/occupancies';
import { Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormListTabs, useFormListTabs } from '../../../components/FormListTabs.tsx';
import { StaffPage } from '../../../components/StaffPage.tsx';
import { useCan } from '../../../lib/auth/permissions.ts';
import { NO_OCCUPANCY_FILTERS, type OccupancyFilters } from '../api.ts';
import { OccupanciesTable } from '../components/OccupanciesTable.tsx';
import { OccupancyFiltersForm } from '../components/OccupancyFiltersForm.tsx';
import { OccupancyForm } from '../components/OccupancyForm.tsx';
import { OCCUPANCIES_NS } from '../namespace.ts';

/** /occupancies: the history of tenants placed in units, with placing, editing, ending and reactivating. */
export default function OccupanciesPage() {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const tabs = useFormListTabs<Occupancy>();
  const [filters, setFilters] = useState<OccupancyFilters>(NO_OCCUPANCY_FILTERS);
  const { editing } = tabs;
  const canWrite = useCan('write_occupancies');

  return (
    <StaffPage title={t('title')} description={t('description')}>
      <FormListTabs
        state={tabs}
        t={t}
        formIcon={<IconKey size={16} aria-hidden />}
        formHidden={!canWrite}
        form={
          <OccupancyForm
            key={editing ? `${editing.id}-${editing.version}` : 'new'}
            occupancy={editing}
            onSaved={tabs.showList}
            onCancel={tabs.showList}
          />
        }
        list={
          <Stack gap="md">
            <OccupancyFiltersForm applied={filters} onApply={setFilters} />
            <OccupanciesTable filters={filters} onEdit={tabs.edit} />
          </Stack>
        }
      />
    </StaffPage>
  );
}
