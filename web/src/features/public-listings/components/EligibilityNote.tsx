import type { PublicListingItem } from '@lar/contracts/public-listings';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { eligibilityMessage } from '../eligibility.ts';
import styles from './listings.module.css';

/** The calculator's answer for one listing, in words and with the amounts in dollars. */
export function EligibilityNote({
  eligibility,
  householdSize,
}: {
  eligibility: PublicListingItem['eligibility'];
  householdSize: number;
}) {
  const { t, i18n } = useTranslation('publicListings');
  if (!eligibility) return null;
  const { key, values, tone } = eligibilityMessage(eligibility, householdSize);
  const money = (value: unknown) => formatMoney(Number(value), i18n.language);
  return (
    <p className={`${styles.eligibility} ${styles[tone]}`} data-eligibility={eligibility.status}>
      {t(key, {
        ...values,
        ...('limit' in values ? { limit: money(values.limit) } : {}),
        ...('minimum' in values ? { minimum: money(values.minimum) } : {}),
      })}
    </p>
  );
}
