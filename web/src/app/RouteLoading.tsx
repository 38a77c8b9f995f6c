import { useTranslation } from 'react-i18next';
import styles from './RouteLoading.module.css';

/** Shown while a page's code or the session check is on its way. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('app.loading')}</span>
    </div>
  );
}
