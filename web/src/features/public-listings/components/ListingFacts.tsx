import { formatPhone } from '@lar/contracts/format';
import { amenityCode, parkingCode } from '@lar/contracts/listing-facts';
import type { PublicListingDetail } from '@lar/contracts/public-listings';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format.ts';
import { TermsFacts } from './ApplicationTerms.tsx';
import { AvailableFrom } from './ListingCard.tsx';
import styles from './listing-page.module.css';

/** A term and its value, left out when there is no value. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A parking option picked from the list, in the visitor's language; free text as staff typed it. */
function Parking({ parking }: { parking: string }) {
  const { t } = useTranslation('publicListings');
  const code = parkingCode(parking);
  return code ? t(`listingFacts.parking.${code}`, { ns: 'common' }) : parking;
}

/** The unit: type, rooms, size, rent, availability, amenities and the building's description. */
export function UnitSection({ listing }: { listing: PublicListingDetail }) {
  const { t, i18n } = useTranslation('publicListings');
  const { unit } = listing;
  return (
    <section className={`lar-panel ${styles.section}`} aria-labelledby="listing-unit">
      <h2 id="listing-unit" className={styles.sectionTitle}>
        {t('listing.unitTitle')}
      </h2>
      {unit.description && <p className={styles.description}>{unit.description}</p>}
      <dl className={styles.facts}>
        <Fact term={t('listing.rent')}>
          {t('card.perMonth', { rent: formatMoney(unit.rent, i18n.language) })}
        </Fact>
        <Fact term={t('listing.type')}>
          {t(`listing.unitTypes.${unit.unit_type}`, { defaultValue: unit.unit_type })}
        </Fact>
        <Fact term={t('listing.bedrooms')}>{t('card.bedrooms', { count: unit.bedrooms })}</Fact>
        <Fact term={t('listing.bathrooms')}>{unit.bathrooms === null ? null : Number(unit.bathrooms)}</Fact>
        <Fact term={t('listing.squareFeet')}>
          {unit.square_feet === null ? null : t('listing.squareFeetValue', { count: unit.square_feet })}
        </Fact>
        <Fact term={t('listing.available')}>
          <AvailableFrom date={unit.available_from} />
        </Fact>
        <Fact term={t('listing.accessible')}>{unit.accessible ? t('listing.yes') : t('listing.no')}</Fact>
        <TermsFacts unit={unit} />
      </dl>
      {unit.amenities.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('listing.amenities')}</h3>
          <ul className={styles.bullets}>
            {unit.amenities.map((amenity) => {
              const code = amenityCode(amenity);
              return (
                <li key={amenity}>
                  {code ? t(`listingFacts.amenities.${code}`, { ns: 'common' }) : amenity}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** The building: address, utilities it pays, parking, appliances, pets and fees, minimum income. */
export function PropertySection({ listing }: { listing: PublicListingDetail }) {
  const { t, i18n } = useTranslation('publicListings');
  const { property: p } = listing;
  const money = (value: string | null) => (value === null ? null : formatMoney(value, i18n.language));
  const fees = [
    p.pet_fees.cat && t('listing.petFeeCat', { fee: money(p.pet_fees.cat) }),
    p.pet_fees.dog && t('listing.petFeeDog', { fee: money(p.pet_fees.dog) }),
    p.pet_fees.other && t('listing.petFeeOther', { fee: money(p.pet_fees.other) }),
  ].filter(Boolean);
  const cityLine = [p.city, [p.state, p.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <section className={`lar-panel ${styles.section}`} aria-labelledby="listing-property">
      <h2 id="listing-property" className={styles.sectionTitle}>
        {t('listing.propertyTitle')}
      </h2>
      <dl className={styles.facts}>
        <Fact term={t('listing.address')}>
          {[p.street1, p.street2, cityLine].filter(Boolean).map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          ))}
        </Fact>
        <Fact term={t('listing.neighborhood')}>{p.neighborhood}</Fact>
        <Fact term={t('listing.phone')}>
          {p.phone && <a href={`tel:+1${p.phone}`}>{formatPhone(p.phone)}</a>}
        </Fact>
        <Fact term={t('listing.utilities')}>
          {p.utilities_included.length === 0
            ? t('listing.noUtilities')
            : p.utilities_included.map((u) => t(`listing.utilityNames.${u}`, { defaultValue: u })).join(', ')}
        </Fact>
        <Fact term={t('listing.parking')}>{p.parking && <Parking parking={p.parking} />}</Fact>
        <Fact term={t('listing.stove')}>
          {p.stove_type && t(`listing.stoveTypes.${p.stove_type}`, { defaultValue: p.stove_type })}
        </Fact>
        <Fact term={t('listing.washerDryer')}>
          {p.washer_dryer_included === null
            ? null
            : p.washer_dryer_included
              ? t('listing.yes')
              : t('listing.no')}
        </Fact>
        <Fact term={t('listing.pets')}>
          {[p.pets_allowed ? t('listing.petsAllowed') : t('listing.petsNotAllowed'), p.pet_policy]
            .filter(Boolean)
            .join('. ')}
        </Fact>
        <Fact term={t('listing.petFees')}>{fees.length > 0 && fees.join(' · ')}</Fact>
        <Fact term={t('listing.breedRestriction')}>{p.breed_restriction}</Fact>
        <Fact term={t('listing.dueAtSigning')}>{p.due_at_lease_signing}</Fact>
        <Fact term={t('listing.minimumIncome')}>
          {[
            p.min_income_rent_multiple &&
              t('listing.minimumMultiple', { multiple: Number(p.min_income_rent_multiple) }),
            p.min_income_language,
          ]
            .filter(Boolean)
            .join('. ')}
        </Fact>
      </dl>
    </section>
  );
}
