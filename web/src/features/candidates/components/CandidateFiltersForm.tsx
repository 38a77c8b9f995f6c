import { CANDIDATE_STATUSES } from '@lar/contracts/candidates';
import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/FilterBar.tsx';
import { type CandidateFilters, NO_CANDIDATE_FILTERS } from '../api.ts';
import { CANDIDATES_NS } from '../namespace.ts';

interface CandidateFiltersFormProps {
  applied: CandidateFilters;
  onApply(filters: CandidateFilters): void;
}

/** Full name, e-mail, phone, postal code and status; the list changes only on Apply. */
export function CandidateFiltersForm({ applied, onApply }: CandidateFiltersFormProps) {
  const { t } = useTranslation(CANDIDATES_NS);
  const [draft, setDraft] = useState<CandidateFilters>(applied);
  const set = (key: keyof CandidateFilters) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: event.currentTarget.value });

  return (
    <FilterBar
      t={t}
      cols={{ base: 1, xs: 2, md: 5 }}
      onApply={() => onApply({ ...draft })}
      onClear={() => {
        setDraft(NO_CANDIDATE_FILTERS);
        onApply(NO_CANDIDATE_FILTERS);
      }}
    >
      <TextInput label={t('filters.fullName')} value={draft.full_name} onChange={set('full_name')} />
      <TextInput label={t('filters.email')} value={draft.email} onChange={set('email')} />
      <TextInput
        label={t('filters.phone')}
        inputMode="tel"
        value={draft.phone_number}
        onChange={set('phone_number')}
      />
      <TextInput
        label={t('filters.postalCode')}
        inputMode="numeric"
        value={draft.postal_code}
        onChange={set('postal_code')}
      />
      <Select<CandidateFilters['status']>
        label={t('filters.status')}
        allowDeselect={false}
        data={CANDIDATE_STATUSES.map((status) => ({ value: status, label: t(`filters.statuses.${status}`) }))}
        value={draft.status}
        onChange={(status) => setDraft({ ...draft, status: status ?? 'all' })}
      />
    </FilterBar>
  );
}
