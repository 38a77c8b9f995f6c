import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Brand.module.css';

/** The product's mark and name, linking home (and named so). */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={styles.brand} aria-label={t('app.homeLabel')}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M14 32 32 16l18 16v18a2 2 0 0 1-2 2H38V38H26v14H16a2 2 0 0 1-2-2z" fill="#fff" />
      </svg>
      <span className={styles.name} aria-hidden="true">
        Lar
      </span>
    </Link>
  );
}
