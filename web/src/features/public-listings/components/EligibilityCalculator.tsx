import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, SelectField, TextField } from '../../../components/FormField.tsx';
import { HydratedForm } from '../../../components/public/HydratedForm.tsx';
import { formatMoney } from '../../../lib/format.ts';
import {
  EMPTY_HOUSEHOLD,
  HOUSEHOLD_SIZES,
  type Household,
  type HouseholdErrors,
  validateHousehold,
} from '../listing-search.ts';
import { useAppliedDraft } from '../use-applied-draft.ts';
import { FoldingPanel } from './FoldingPanel.tsx';
import styles from './listings.module.css';
import { PanelActions } from './PanelActions.tsx';

/**
 * The eligibility calculator: household size, annual income and a housing voucher. `onApply`
 * receives a checked household (the page puts it in the address and asks the server, which answers
 * with the compliance engine's rules), or the empty one to clear it. It says what it checks: a
 * listing's page names its programs and minimum income (`checks`), the search the rules in general.
 */
export function EligibilityCalculator({
  applied,
  onApply,
  checks,
}: {
  applied: Household;
  onApply(household: Household): void;
  checks?: ReactNode;
}) {
  const { t, i18n } = useTranslation('publicListings');
  const id = useId();
  const [draft, setDraft] = useAppliedDraft<Household>(applied);
  const [errors, setErrors] = useState<HouseholdErrors>({});

  const message = (key: string | undefined) =>
    key ? t(key, { ns: ['publicListings', 'common'] }) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateHousehold(draft);
    setErrors(found);
    if (found.size) document.getElementById(`${id}-size`)?.focus();
    else if (found.income) document.getElementById(`${id}-income`)?.focus();
    else onApply(draft);
  }

  function clear() {
    setDraft(EMPTY_HOUSEHOLD);
    setErrors({});
    onApply(EMPTY_HOUSEHOLD);
  }

  return (
    <FoldingPanel title={t('calculator.title')} used={applied.size !== ''}>
      <p className={styles.note}>{t('calculator.intro')}</p>
      {checks ?? <CalculatorChecks />}
      <HydratedForm className={styles.form} noValidate onSubmit={submit}>
        <SelectField
          id={`${id}-size`}
          label={t('calculator.size')}
          required
          error={message(errors.size)}
          name="household_size"
          value={draft.size}
          onValue={(size) => setDraft({ ...draft, size })}
          emptyChoice={t('calculator.choose')}
          choices={HOUSEHOLD_SIZES.map((size) => ({ value: String(size), label: size }))}
        />
        <TextField
          id={`${id}-income`}
          name="annual_income"
          label={t('calculator.income')}
          hint={t('calculator.incomeHint')}
          required
          inputMode="decimal"
          autoComplete="off"
          maxLength={16}
          error={message(errors.income)}
          value={draft.income}
          onValue={(income) => setDraft({ ...draft, income })}
        />
        <CheckField
          name="has_voucher"
          label={t('calculator.voucher')}
          checked={draft.voucher}
          onChecked={(voucher) => setDraft({ ...draft, voucher })}
        />
        <PanelActions
          submitLabel={t('calculator.submit')}
          clearLabel={t('calculator.clear')}
          onClear={applied.size ? clear : undefined}
        />
        {applied.size && (
          <p className={styles.note} role="status">
            {t('calculator.applied', {
              count: Number(applied.size),
              income: formatMoney(applied.income, i18n.language),
            })}
          </p>
        )}
      </HydratedForm>
    </FoldingPanel>
  );
}

/** What the answer checks, for any listing: each program's income limit and a minimum income. */
function CalculatorChecks() {
  const { t } = useTranslation('publicListings');
  return (
    <div className={styles.note}>
      <p className={styles.checksTitle}>{t('calculator.checksTitle')}</p>
      <ul className={styles.checks}>
        <li>{t('calculator.checkLimits')}</li>
        <li>{t('calculator.checkMinimum')}</li>
      </ul>
    </div>
  );
}
