import { numberFormat } from '@lar/contracts/intl-formats';
import type { PublicListingDetail } from '@lar/contracts/public-listings';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { programLabel } from '../eligibility.ts';
import styles from './listings.module.css';

/**
 * What the calculator checks on this listing's page: the income limit of each program the unit
 * carries, named with its level, and the property's minimum income as a multiple of the rent, or
 * that it sets none the calculator can check (its own words, if any, are in the building's facts).
 */
export function ListingChecks({ listing }: { listing: PublicListingDetail }) {
  const { t, i18n } = useTranslation('publicListings');
  const multiple = listing.property.min_income_rent_multiple;
  const labels = listing.programs.map((p) => {
    const { key, values } = programLabel(p);
    return t(key, values);
  });
  return (
    <div className={styles.note} data-calculator-checks>
      <p className={styles.checksTitle}>{t('calculator.checksTitle')}</p>
      <ul className={styles.checks}>
        <li>
          {labels.length === 0
            ? t('calculator.checkMarketRate')
            : t('calculator.checkPrograms', { count: labels.length, programs: labels.join('; ') })}
        </li>
        <li>
          {multiple === null
            ? t('calculator.checkNoMinimum')
            : t('calculator.checkMinimumOf', {
                multiple: numberFormat(i18n.language).format(Number(multiple)),
                rent: formatMoney(listing.unit.rent, i18n.language),
              })}
        </li>
      </ul>
    </div>
  );
}
