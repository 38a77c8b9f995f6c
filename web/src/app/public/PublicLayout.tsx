import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteLoading } from '../RouteLoading.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import styles from './PublicLayout.module.css';

/** Frame of the public site: header, the page, footer. */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <PublicHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
