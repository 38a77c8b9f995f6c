import { listingPagePath } from '@lar/contracts/page-routes';
import type { PublicListingItem } from '@lar/contracts/public-listings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, formatReadableDate } from '../../../lib/format.ts';
import { useOrganizationToday } from '../../../lib/public/server-clock.ts';
import { programLabel } from '../eligibility.ts';
import { CardTerms } from './ApplicationTerms.tsx';
import { EligibilityNote } from './EligibilityNote.tsx';
import styles from './listings.module.css';

/** The search card's photo is the server's 400 px wide copy, drawn at 4:3. */
const PHOTO = { width: 400, height: 300 };

/** "Available now" for no date or a date already reached (on the organization's day), else "Available from <date>". */
export function AvailableFrom({ date }: { date: string | null }) {
  const { t, i18n } = useTranslation('publicListings');
  const today = useOrganizationToday();
  return date === null || date <= today
    ? t('card.availableNow')
    : t('card.availableFrom', { date: formatReadableDate(date, i18n.language) });
}

export function ListingCard({
  listing,
  householdSize,
  search,
}: {
  listing: PublicListingItem;
  householdSize: number;
  /** The household's part of the address, carried to the listing's page. */
  search: string;
}) {
  const { t, i18n } = useTranslation('publicListings');
  const { unit, property, programs } = listing;
  return (
    <li className={`lar-panel ${styles.card}`}>
      {unit.photo_url ? (
        <img
          className={styles.cardPhoto}
          src={unit.photo_url}
          alt={t('card.photoOf', { name: property.name })}
          loading="lazy"
          decoding="async"
          width={PHOTO.width}
          height={PHOTO.height}
        />
      ) : (
        <div className={styles.noPhoto}>{t('card.noPhoto')}</div>
      )}
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>
          <Link
            to={`${listingPagePath(listing.id)}${search}`}
            aria-label={t('card.details', { name: property.name })}
          >
            {property.name}
          </Link>
        </h3>
        <p className={styles.rent}>{t('card.perMonth', { rent: formatMoney(unit.rent, i18n.language) })}</p>
        <p className={styles.facts}>
          <span>{t('card.bedrooms', { count: unit.bedrooms })}</span>
          {property.city && <span>{[property.city, property.state].filter(Boolean).join(', ')}</span>}
        </p>
        <p className={styles.available}>
          <AvailableFrom date={unit.available_from} />
        </p>
        <CardTerms unit={unit} />
        <p className={styles.tags}>
          {programs.length > 0 ? (
            // Every program the unit carries, with its level: a second one's limit applies too.
            programs.map((program) => {
              const { key, values } = programLabel(program);
              const label = t(key, values);
              return <span key={label}>{label}</span>;
            })
          ) : (
            <span>{t('card.marketRate')}</span>
          )}
          {unit.by_lottery && <span>{t('window.byLottery')}</span>}
          {unit.accessible && <span>{t('card.accessible')}</span>}
          {property.pets_allowed && <span>{t('card.pets')}</span>}
        </p>
        <EligibilityNote eligibility={listing.eligibility} householdSize={householdSize} />
      </div>
    </li>
  );
}
