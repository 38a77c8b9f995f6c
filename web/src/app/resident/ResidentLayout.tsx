import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Brand } from '../public/Brand.tsx';
import { LanguageSelect } from '../public/LanguageSelect.tsx';
import { SkipLink } from '../public/SkipLink.tsx';
import { RouteLoading } from '../RouteLoading.tsx';
import styles from './ResidentLayout.module.css';

/**
 * The resident portal's frame (decision 075): phone first, one column, the brand and the language
 * menu on top; none of the staff sidebar.
 */
export function ResidentLayout() {
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
