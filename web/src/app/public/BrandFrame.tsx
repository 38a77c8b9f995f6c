import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RouteLoading } from '../RouteLoading.tsx';
import { Brand } from './Brand.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { SkipLink } from './SkipLink.tsx';

/**
 * A frame without the staff sidebar: the skip link, the brand and the language menu on top, the
 * route's page below. Each layout gives its own look (`shell`, `top` and `main` classes).
 */
export function BrandFrame({ classes }: { classes: Readonly<Record<string, string>> }) {
  return (
    <div className={classes.shell}>
      <SkipLink />
      <header className={classes.top}>
        <Brand />
        <LanguageSelect />
      </header>
      <main id="main" className={classes.main} tabIndex={-1}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
