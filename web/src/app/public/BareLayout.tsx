import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteLoading } from '../RouteLoading.tsx';
import styles from './BareLayout.module.css';
import { Brand } from './Brand.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { SkipLink } from './SkipLink.tsx';

/** Frame of the login and verification screens: the brand, the language menu, a centred card. */
export function BareLayout() {
  return (
    <div className={styles.shell}>
      <SkipLink />
      <header className={styles.top}>
        <Brand />
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
