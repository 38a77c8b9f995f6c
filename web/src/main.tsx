import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/theme.css';
import { createAppRouter } from './app/router.tsx';
import { i18n, i18nReady } from './i18n/i18n.ts';
import { toLanguage } from './i18n/languages.ts';
import { AuthProvider } from './lib/auth/AuthProvider.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const router = createAppRouter();

/**
 * Resolves once the router has loaded the first route's page: rendering before that would show
 * the loading state instead of the page (and could not match a prerendered page's HTML).
 */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The first paint waits for the common texts of the detected language (one small chunk), so no
// untranslated keys flash on screen. A failed load still renders, with keys as text.
Promise.all([i18nReady.catch(() => undefined), routerReady()])
  .catch(() => undefined)
  .finally(() => {
    const app = (
      <StrictMode>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </StrictMode>
    );
    // A public page prerendered at build time (web/build-tools/prerender.ts) is hydrated: React
    // adopts the painted page, so nothing is replaced and focus stays where the visitor put it.
    // The server picks the page's language from Accept-Language; a visitor who chose another one on
    // this browser gets the page rendered afresh in it, since hydrating text of another language
    // fails (React error 418) and React would then discard the page anyway, mid-click.
    const prerendered = container.dataset.prerenderedLanguage;
    if (container.hasChildNodes() && prerendered === toLanguage(i18n.resolvedLanguage ?? i18n.language)) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
