import { OCCUPANCY_STATUSES, type OccupancyStatus } from '@lar/contracts/occupancies';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { SearchSelect } from '../../../components/SearchSelect.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { NO_OCCUPANCY_FILTERS, type OccupancyFilters, searchTenants, searchUnits } from '../api.ts';
import { OCCUPANCIES_NS } from '../namespace.ts';

interface OccupancyFiltersFormProps {
  applied: OccupancyFilters;
  onApply(filters: OccupancyFilters): void;
}

/** Unit, tenant and status; the history changes only on Apply. */
export function OccupancyFiltersForm({ applied, onApply }: OccupancyFiltersFormProps) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const [draft, setDraft] = useState<OccupancyFilters>(applied);

  return (
    <FilterBar
      label={t('filters.label')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      cols={{ base: 1, sm: 3 }}
      onApply={() => onApply({ ...draft })}
      onClear={() => {
        setDraft(NO_OCCUPANCY_FILTERS);
        onApply(NO_OCCUPANCY_FILTERS);
      }}
    >
      <SearchSelect
        label={t('filters.unit')}
        placeholder={t('filters.anyUnit')}
        clearable
        queryKey={queryKeys.occupancies.unitChoices()}
        search={searchUnits}
        selected={draft.unit}
        value={draft.unit?.value ?? null}
        noResultsText={t('form.noUnits')}
        onChange={(_value, option) => setDraft({ ...draft, unit: option })}
      />
      <SearchSelect
        label={t('filters.tenant')}
        placeholder={t('filters.anyTenant')}
        clearable
        queryKey={queryKeys.occupancies.tenantChoices()}
        search={searchTenants}
        selected={draft.tenant}
        value={draft.tenant?.value ?? null}
        noResultsText={t('form.noTenants')}
        onChange={(_value, option) => setDraft({ ...draft, tenant: option })}
      />
      <Select<OccupancyStatus | ''>
        label={t('filters.status')}
        allowDeselect={false}
        data={[
          { value: '', label: t('filters.all') },
          ...OCCUPANCY_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ]}
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status ?? '' })}
      />
    </FilterBar>
  );
}
