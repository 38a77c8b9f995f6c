import type { ListingPhoto } from '@lar/contracts/listings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './listing-page.module.css';

/** The listing's photos: one shown large, the others as buttons that show them. */
export function PhotoGallery({ photos, name }: { photos: ListingPhoto[]; name: string }) {
  const { t } = useTranslation('publicListings');
  const [index, setIndex] = useState(0);
  const shown = photos[index] ?? photos[0];
  if (!shown) return null;
  return (
    <section className={styles.gallery} aria-label={t('listing.gallery')}>
      <img
        className={styles.mainPhoto}
        src={shown.url}
        alt={`${t('card.photoOf', { name })} (${t('listing.photo', { number: index + 1, total: photos.length })})`}
        width={shown.width}
        height={shown.height}
      />
      {photos.length > 1 && (
        <ul className={styles.thumbs}>
          {photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={i === index}
                aria-label={t('listing.showPhoto', { number: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <img src={photo.small_url} alt="" loading="lazy" width={96} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
