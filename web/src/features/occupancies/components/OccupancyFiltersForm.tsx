import { OCCUPANCY_STATUSES, type OccupancyStatus } from '@lar/contracts/occupancies';
import { idValue } from '@lar/contracts/paging';
import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { type SearchOption, SearchSelect } from '../../../components/SearchSelect.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { NO_OCCUPANCY_FILTERS, type OccupancyFilters, searchTenants, searchUnits } from '../api.ts';
import { OCCUPANCIES_NS } from '../namespace.ts';

interface OccupancyFiltersFormProps {
  applied: OccupancyFilters;
  onApply(filters: OccupancyFilters): void;
}

/** A typed id: none when blank, `invalid` when it is not a whole number from 1 up. */
function parseTypedId(text: string): { id: number | null; invalid: boolean } {
  const trimmed = text.trim();
  if (trimmed === '') return { id: null, invalid: false };
  const parsed = idValue.safeParse(trimmed);
  return parsed.success ? { id: parsed.data, invalid: false } : { id: null, invalid: true };
}

/** The filter a typed id stands for: the picked record when it is that one, else the bare id. */
function typedOption(text: string, picked: SearchOption | null): SearchOption | null {
  const { id } = parseTypedId(text);
  if (id === null) return null;
  return picked?.value === id ? picked : { value: id, label: `#${id}` };
}

const idText = (option: SearchOption | null) => (option ? String(option.value) : '');

/**
 * Unit, tenant and status; the history changes only on Apply. A unit and a tenant are picked by
 * name or typed by id (as the spec's filter form has them): the two stay in step, so picking fills
 * the id and typing an id sets the filter by id.
 */
export function OccupancyFiltersForm({ applied, onApply }: OccupancyFiltersFormProps) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const [draft, setDraft] = useState<OccupancyFilters>(applied);
  const [unitIdText, setUnitIdText] = useState(idText(applied.unit));
  const [tenantIdText, setTenantIdText] = useState(idText(applied.tenant));
  const [invalid, setInvalid] = useState({ unit: false, tenant: false });

  const apply = () => {
    const problems = { unit: parseTypedId(unitIdText).invalid, tenant: parseTypedId(tenantIdText).invalid };
    setInvalid(problems);
    if (!problems.unit && !problems.tenant) onApply({ ...draft });
  };

  return (
    <FilterBar
      label={t('filters.label')}
      applyLabel={t('filters.apply')}
      clearLabel={t('filters.clear')}
      cols={{ base: 1, xs: 2, md: 5 }}
      onApply={apply}
      onClear={() => {
        setDraft(NO_OCCUPANCY_FILTERS);
        setUnitIdText('');
        setTenantIdText('');
        setInvalid({ unit: false, tenant: false });
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
        onChange={(_value, option) => {
          setDraft({ ...draft, unit: option });
          setUnitIdText(idText(option));
          setInvalid({ ...invalid, unit: false });
        }}
      />
      <TextInput
        label={t('filters.unitId')}
        inputMode="numeric"
        value={unitIdText}
        error={invalid.unit ? t('filters.invalidId') : undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setUnitIdText(text);
          setDraft({ ...draft, unit: typedOption(text, draft.unit) });
        }}
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
        onChange={(_value, option) => {
          setDraft({ ...draft, tenant: option });
          setTenantIdText(idText(option));
          setInvalid({ ...invalid, tenant: false });
        }}
      />
      <TextInput
        label={t('filters.tenantId')}
        inputMode="numeric"
        value={tenantIdText}
        error={invalid.tenant ? t('filters.invalidId') : undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setTenantIdText(text);
          setDraft({ ...draft, tenant: typedOption(text, draft.tenant) });
        }}
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
