import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteLoading } from '../RouteLoading.tsx';
import styles from './BareLayout.module.css';
import { Brand } from './Brand.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';

/** Frame of the login and verification screens: the brand, the language menu, a centred card. */
export function BareLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a href="#main" className="lar-skip-link">
        {t('app.skipToContent')}
      </a>
      <header className={styles.top}>
        <Brand label={t('app.homeLabel')} />
        <LanguageSelect />
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
