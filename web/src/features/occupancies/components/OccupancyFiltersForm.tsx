import { OCCUPANCY_STATUSES, type OccupancyStatus } from '@lar/contracts/occupancies';
import { idValue } from '@lar/contracts/paging';
import { Checkbox, Select, TextInput } from '@mantine/core';
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

/** What differs between the unit and the tenant filters. */
const RECORD_FILTERS = {
  unit: {
    choices: queryKeys.occupancies.unitChoices,
    search: searchUnits,
    noResults: 'form.noUnits',
    label: 'filters.unit',
    placeholder: 'filters.anyUnit',
    idLabel: 'filters.unitId',
  },
  tenant: {
    choices: queryKeys.occupancies.tenantChoices,
    search: searchTenants,
    noResults: 'form.noTenants',
    label: 'filters.tenant',
    placeholder: 'filters.anyTenant',
    idLabel: 'filters.tenantId',
  },
} as const;

type RecordFilter = keyof typeof RECORD_FILTERS;

interface RecordFilterFieldsProps {
  kind: RecordFilter;
  picked: SearchOption | null;
  text: string;
  invalid: boolean;
  onChange(picked: SearchOption | null, text: string): void;
}

/** A unit or a tenant, picked by name or typed by id; picking fills the id, typing sets the filter by id. */
function RecordFilterFields({ kind, picked, text, invalid, onChange }: RecordFilterFieldsProps) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const filter = RECORD_FILTERS[kind];
  return (
    <>
      <SearchSelect
        label={t(filter.label)}
        placeholder={t(filter.placeholder)}
        clearable
        queryKey={filter.choices()}
        search={filter.search}
        selected={picked}
        value={picked?.value ?? null}
        noResultsText={t(filter.noResults)}
        onChange={(_value, option) => onChange(option, idText(option))}
      />
      <TextInput
        label={t(filter.idLabel)}
        inputMode="numeric"
        value={text}
        error={invalid ? t('filters.invalidId') : undefined}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          onChange(typedOption(typed, picked), typed);
        }}
      />
    </>
  );
}

/**
 * Unit, tenant, status and exceptions only; the history changes only on Apply. A unit and a tenant are picked by
 * name or typed by id, as the spec's filter form has them.
 */
export function OccupancyFiltersForm({ applied, onApply }: OccupancyFiltersFormProps) {
  const { t } = useTranslation(OCCUPANCIES_NS);
  const [draft, setDraft] = useState<OccupancyFilters>(applied);
  const [texts, setTexts] = useState({ unit: idText(applied.unit), tenant: idText(applied.tenant) });
  const [invalid, setInvalid] = useState({ unit: false, tenant: false });

  const apply = () => {
    const problems = { unit: parseTypedId(texts.unit).invalid, tenant: parseTypedId(texts.tenant).invalid };
    setInvalid(problems);
    if (!problems.unit && !problems.tenant) onApply({ ...draft, propertyId: applied.propertyId });
  };
  const fieldsOf = (kind: RecordFilter) => (
    <RecordFilterFields
      kind={kind}
      picked={draft[kind]}
      text={texts[kind]}
      invalid={invalid[kind]}
      onChange={(picked, text) => {
        setDraft({ ...draft, [kind]: picked });
        setTexts({ ...texts, [kind]: text });
        if (picked) setInvalid({ ...invalid, [kind]: false });
      }}
    />
  );

  return (
    <FilterBar
      t={t}
      cols={{ base: 1, xs: 2, md: 3, lg: 6 }}
      onApply={apply}
      onClear={() => {
        setDraft(NO_OCCUPANCY_FILTERS);
        setTexts({ unit: '', tenant: '' });
        setInvalid({ unit: false, tenant: false });
        onApply(NO_OCCUPANCY_FILTERS);
      }}
    >
      {fieldsOf('unit')}
      {fieldsOf('tenant')}
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
      <Checkbox
        label={t('filters.exceptionsOnly')}
        description={t('filters.exceptionsOnlyHelp')}
        checked={draft.exceptions}
        onChange={(event) => setDraft({ ...draft, exceptions: event.currentTarget.checked })}
        mt={{ md: 'lg' }}
      />
      <Checkbox
        label={t('filters.overIncomeOnly')}
        description={t('filters.overIncomeOnlyHelp')}
        checked={draft.overIncome}
        onChange={(event) => setDraft({ ...draft, overIncome: event.currentTarget.checked })}
        mt={{ md: 'lg' }}
      />
    </FilterBar>
  );
}
