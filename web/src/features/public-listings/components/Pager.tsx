import { useTranslation } from 'react-i18next';
import styles from './listings.module.css';

/** Previous and next page of the search, with where the visitor is. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  const { t } = useTranslation('publicListings');
  if (pages <= 1 && page <= 1) return null;
  function go(next: number) {
    onPage(next);
    window.scrollTo({ top: 0 });
  }
  return (
    <nav className={styles.pager} aria-label={t('search.pageOf', { page, pages })}>
      <button type="button" className={styles.pagerButton} disabled={page <= 1} onClick={() => go(page - 1)}>
        {t('search.previous')}
      </button>
      <span>{t('search.pageOf', { page, pages })}</span>
      <button
        type="button"
        className={styles.pagerButton}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
      >
        {t('search.next')}
      </button>
    </nav>
  );
}
