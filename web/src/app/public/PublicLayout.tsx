import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteLoading } from '../RouteLoading.tsx';
import { PublicFooter } from './PublicFooter.tsx';
import { PublicHeader } from './PublicHeader.tsx';
import styles from './PublicLayout.module.css';

/** Whether a public page was already shown in this document: a later mount is a move inside the app. */
let shownBefore = false;

/**
 * Frame of the public site: header, the page, footer. After a move to another page inside the app
 * the focus goes to the page's content: the link followed is gone (or folded away in the phone
 * menu), and the browser would go on from where it was, so the first Tab landed in the footer.
 * That includes a move from a page outside this frame, which mounts it afresh.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const shown = useRef(shownBefore ? null : pathname);

  useEffect(() => {
    shownBefore = true;
    if (shown.current === pathname) return;
    shown.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <PublicHeader />
      <main ref={main} id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  );
}
