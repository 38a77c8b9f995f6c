import type { ResidentHome } from '@lar/contracts/residents';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatReadableDate } from '../../../lib/format.ts';
import { RESIDENT_NS } from '../namespace.ts';
import styles from './portal.module.css';

/** The household as its resident sees it: home, rent, next recertification and past certifications. */
export function ResidentHomeView({ home }: { home: ResidentHome }) {
  const { t, i18n } = useTranslation(RESIDENT_NS);
  const language = i18n.language;
  return (
    <div className={styles.stack}>
      <h1>{t('home.greeting', { name: home.member_name })}</h1>
      <section className={styles.card} aria-labelledby="resident-home">
        <h2 id="resident-home">{t('home.yourHome')}</h2>
        <p>
          {home.property_name}
          {home.unit_number ? ` · ${t('home.unit', { unit: home.unit_number })}` : ''}
        </p>
        {home.address && <p>{home.address}</p>}
        <dl className={styles.facts}>
          <div>
            <dt>{t('home.rent')}</dt>
            <dd>{formatMoney(home.rent, language)}</dd>
          </div>
          <div>
            <dt>{t('home.nextDue')}</dt>
            <dd>
              {home.next_due_date ? formatReadableDate(home.next_due_date, language) : t('home.noneDue')}
            </dd>
          </div>
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="resident-history">
        <h2 id="resident-history">{t('home.history')}</h2>
        {home.certifications.length === 0 ? (
          <p>{t('home.noHistory')}</p>
        ) : (
          <ul className={styles.history}>
            {home.certifications.map((c) => (
              <li key={c.id}>
                <span>{t(`types.${c.type}`)}</span>
                <span>{t('home.effective', { date: formatReadableDate(c.effective_date, language) })}</span>
                <span>{t(`statuses.${c.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
