import { numberFormat } from '@lar/contracts/intl-formats';
import type { PublicListingItem } from '@lar/contracts/public-listings';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { type EligibilityLine, eligibilityChecks, eligibilityMessage } from '../eligibility.ts';
import styles from './listings.module.css';

/**
 * The calculator's answer for one listing, in words and with the amounts in dollars: the verdict,
 * then each check behind it (every program's income limit, the minimum income), so a "no" says
 * which rule refuses and a "may qualify" what it was checked against.
 */
export function EligibilityNote({
  eligibility,
  householdSize,
  outcomeRef,
}: {
  eligibility: PublicListingItem['eligibility'];
  householdSize: number;
  /** Marks the answer as a submission's, shown and focused when it arrives (the listing's page). */
  outcomeRef?: Ref<HTMLDivElement>;
}) {
  const { t, i18n } = useTranslation('publicListings');
  if (!eligibility) return null;
  const number = numberFormat(i18n.language);
  const text = ({ key, values }: EligibilityLine) =>
    t(key, {
      ...values,
      ...('limit' in values ? { limit: formatMoney(Number(values.limit), i18n.language) } : {}),
      ...('minimum' in values ? { minimum: formatMoney(Number(values.minimum), i18n.language) } : {}),
      ...('multiple' in values ? { multiple: number.format(Number(values.multiple)) } : {}),
    });
  const verdict = eligibilityMessage(eligibility, householdSize);
  return (
    <div
      ref={outcomeRef}
      tabIndex={outcomeRef ? -1 : undefined}
      className={styles.answer}
      data-eligibility={eligibility.status}
    >
      <p className={`${styles.eligibility} ${styles[verdict.tone]}`}>{text(verdict)}</p>
      <ul className={styles.checks}>
        {eligibilityChecks(eligibility, householdSize).map((line) => (
          <li key={`${line.program ? text(line.program) : ''}${line.key}`} data-check={line.tone}>
            {line.program && <strong>{text(line.program)}: </strong>}
            {text(line)}
          </li>
        ))}
      </ul>
    </div>
  );
}
