import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import styles from './ErrorScreen.module.css';

/** Shown when a page crashes or its code cannot be loaded; offers a reload and the home page. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    // Kept in the console for whoever investigates; the screen itself shows no internals.
    if (!notFound) console.error(error);
  }, [error, notFound]);

  return (
    <main className={styles.wrap}>
      <div className={styles.card} role="alert">
        <h1 className={styles.title}>{t(notFound ? 'notFound.title' : 'errorScreen.title')}</h1>
        <p className={styles.text}>{t(notFound ? 'notFound.text' : 'errorScreen.text')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            {t('errorScreen.reload')}
          </button>
          {/* A full page load: the router itself may be what failed. */}
          <a href="/" className={styles.secondary}>
            {t('errorScreen.home')}
          </a>
        </div>
      </div>
    </main>
  );
}
