import type { PublicListingDetail } from '@lar/contracts/public-listings';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import styles from './listing-page.module.css';

/** The program, its AMI % and the income limits for 1-8 people that apply today. */
export function ProgramSection({ listing }: { listing: PublicListingDetail }) {
  const { t, i18n } = useTranslation('publicListings');
  const { program, income_limits: limits } = listing;
  return (
    <section className={`lar-panel ${styles.section}`} aria-labelledby="listing-program">
      <h2 id="listing-program" className={styles.sectionTitle}>
        {t('listing.programTitle')}
      </h2>
      {program ? (
        <dl className={styles.facts}>
          <dt>{t('listing.program')}</dt>
          <dd>{program.name}</dd>
          {program.ami_percentage !== null && (
            <>
              <dt>{t('listing.ami')}</dt>
              <dd>{t('listing.amiValue', { percent: program.ami_percentage })}</dd>
            </>
          )}
        </dl>
      ) : (
        <p>{t('listing.marketRate')}</p>
      )}
      {limits && limits.length > 0 && (
        <table className={styles.limits}>
          <caption>{t('listing.limitsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('listing.householdSize')}</th>
              <th scope="col">{t('listing.limit')}</th>
            </tr>
          </thead>
          <tbody>
            {limits.map((row) => (
              <tr key={row.household_size}>
                <th scope="row">{row.household_size}</th>
                <td>{row.limit === null ? t('listing.noLimit') : formatMoney(row.limit, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
