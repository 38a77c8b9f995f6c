import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextField } from '../../../components/FormField.tsx';
import { HydratedForm } from '../../../components/public/HydratedForm.tsx';
import { BEDROOM_CHOICES, EMPTY_FILTERS, type ListingFilters, normalizeAmount } from '../listing-search.ts';
import { useAppliedDraft } from '../use-applied-draft.ts';
import { FoldingPanel } from './FoldingPanel.tsx';
import styles from './listings.module.css';
import { PanelActions } from './PanelActions.tsx';

/** The search's filters; applied together with the Search button (the sort applies at once). */
export function ListingFiltersForm({
  applied,
  onApply,
}: {
  applied: ListingFilters;
  onApply(filters: ListingFilters): void;
}) {
  const { t } = useTranslation('publicListings');
  const id = useId();
  const [draft, setDraft] = useAppliedDraft<ListingFilters>(applied);
  const [rentError, setRentError] = useState<string | undefined>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.maxRent.trim() && normalizeAmount(draft.maxRent) === null) {
      setRentError(t('calculator.incomeFormat'));
      document.getElementById(`${id}-rent`)?.focus();
      return;
    }
    setRentError(undefined);
    onApply(draft);
  }

  const filtered = JSON.stringify({ ...applied, sort: 'rent' }) !== JSON.stringify(EMPTY_FILTERS);
  return (
    <FoldingPanel title={t('search.filtersTitle')} used={filtered}>
      <HydratedForm className={styles.form} noValidate onSubmit={submit}>
        <TextField
          id={`${id}-city`}
          name="city"
          label={t('search.city')}
          autoComplete="address-level2"
          maxLength={100}
          value={draft.city}
          onValue={(city) => setDraft({ ...draft, city })}
        />
        <SelectField
          id={`${id}-bedrooms`}
          label={t('search.bedrooms')}
          name="bedrooms"
          value={draft.bedrooms}
          onValue={(bedrooms) => setDraft({ ...draft, bedrooms })}
          emptyChoice={t('search.anyBedrooms')}
          choices={BEDROOM_CHOICES.map((count) => ({
            value: String(count),
            label: count === 0 ? t('search.studio') : count,
          }))}
        />
        <TextField
          id={`${id}-rent`}
          name="max_rent"
          label={t('search.maxRent')}
          hint={t('search.maxRentHint')}
          inputMode="decimal"
          maxLength={16}
          error={rentError}
          value={draft.maxRent}
          onValue={(maxRent) => setDraft({ ...draft, maxRent })}
        />
        <CheckField
          name="accessible"
          label={t('search.accessible')}
          checked={draft.accessible}
          onChecked={(accessible) => setDraft({ ...draft, accessible })}
        />
        <CheckField
          name="pets"
          label={t('search.pets')}
          checked={draft.pets}
          onChecked={(pets) => setDraft({ ...draft, pets })}
        />
        <PanelActions
          submitLabel={t('search.submit')}
          clearLabel={t('search.clear')}
          // Clearing the filters keeps the order the visitor chose.
          onClear={filtered ? () => onApply({ ...EMPTY_FILTERS, sort: applied.sort }) : undefined}
        />
      </HydratedForm>
    </FoldingPanel>
  );
}
