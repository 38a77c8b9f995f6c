import type { PublicListingDetail } from '@lar/contracts/public-listings';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { programLabel } from '../eligibility.ts';
import { PUBLISHED_SIZE_MAX } from '../listing-search.ts';
import styles from './listing-page.module.css';

/**
 * Every program the unit carries with its level, and each one's income limits for 1-12 people
 * that apply today (9-12 derived as HUD derives them); with two programs a household must be
 * within both, which the text says.
 */
export function ProgramSection({ listing }: { listing: PublicListingDetail }) {
  const { t, i18n } = useTranslation('publicListings');
  const { programs, income_limits: limits } = listing;
  const captionId = useId();
  const labels = programs.map((p) => {
    const { key, values } = programLabel(p);
    return t(key, values);
  });
  const money = (value: number | null) =>
    value === null ? t('listing.noLimit') : formatMoney(value, i18n.language);
  return (
    <section className={`lar-panel ${styles.section}`} aria-labelledby="listing-program">
      <h2 id="listing-program" className={styles.sectionTitle}>
        {t('listing.programTitle')}
      </h2>
      {programs.length > 0 ? (
        <>
          <p className={styles.programsLead}>{t('listing.programsLead', { count: programs.length })}</p>
          <ul className={styles.programs} data-programs>
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          {programs.length > 1 && <p className={styles.note}>{t('listing.everyProgram')}</p>}
        </>
      ) : (
        <p>{t('listing.marketRate')}</p>
      )}
      {limits && limits.length > 0 && (
        // Scrolls sideways on a phone when the programs' columns do not fit: reachable by keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys
        <section className={styles.limitsScroll} aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.limits}>
            <caption id={captionId}>{t('listing.limitsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('listing.householdSize')}</th>
                {labels.map((label) => (
                  <th scope="col" key={label}>
                    {programs.length > 1 ? label : t('listing.limit')}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {limits.map((row) => (
                <tr key={row.household_size}>
                  <th scope="row">
                    {row.household_size}
                    {row.household_size > PUBLISHED_SIZE_MAX && <span aria-hidden="true">*</span>}
                  </th>
                  {row.programs.map((limit, index) => (
                    <td key={labels[index] ?? index}>{money(limit)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.note}>{t('listing.derivedNote', { size: PUBLISHED_SIZE_MAX })}</p>
        </section>
      )}
    </section>
  );
}
