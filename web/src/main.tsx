import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './app/theme.css';
import { createAppRouter } from './app/router.tsx';
import { i18nReady } from './i18n/i18n.ts';
import { AuthProvider } from './lib/auth/AuthProvider.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const router = createAppRouter();

// The first paint waits for the common texts of the detected language (one small chunk), so no
// untranslated keys flash on screen. A failed load still renders, with keys as text.
i18nReady
  .catch(() => undefined)
  .finally(() => {
    root.render(
      <StrictMode>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </StrictMode>,
    );
  });
