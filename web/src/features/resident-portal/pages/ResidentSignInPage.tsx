import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RESIDENT_HOME_PATH, signInErrorKey, signInWithCode, signInWithLink, tokenOfHash } from '../api.ts';
import styles from '../components/portal.module.css';
import { ResidentCodeForm } from '../components/ResidentCodeForm.tsx';
import { RESIDENT_NS } from '../namespace.ts';

type State = { kind: 'idle' | 'checking' } | { kind: 'failed'; key: string };

/**
 * `/resident/sign-in`: opened from the e-mailed link (`#token=...`), it signs in at once; otherwise,
 * or when the link no longer works, the resident types the e-mailed code.
 */
export default function ResidentSignInPage() {
  const { t, i18n } = useTranslation(RESIDENT_NS);
  useDocumentTitle(t('signIn.title'));
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() =>
    typeof window !== 'undefined' && tokenOfHash(window.location.hash)
      ? { kind: 'checking' }
      : { kind: 'idle' },
  );
  const started = useRef(false);

  const signedIn = (language: string) => {
    void i18n.changeLanguage(language);
    navigate(RESIDENT_HOME_PATH, { replace: true });
  };

  useEffect(() => {
    const token = tokenOfHash(window.location.hash);
    if (!token || started.current) return;
    started.current = true;
    // The token leaves the address bar (and the browser's history) before it is used.
    window.history.replaceState(null, '', window.location.pathname);
    signInWithLink(token)
      .then((answer) => signedIn(answer.language))
      .catch((error: unknown) => setState({ kind: 'failed', key: signInErrorKey(error) }));
  });

  const submitCode = (email: string, code: string) => {
    setState({ kind: 'checking' });
    signInWithCode(email, code)
      .then((answer) => signedIn(answer.language))
      .catch((error: unknown) => setState({ kind: 'failed', key: signInErrorKey(error) }));
  };

  return (
    <div className={styles.card}>
      <div className={styles.stack}>
        <h1>{t('signIn.title')}</h1>
        <p>{t('signIn.intro')}</p>
        {state.kind === 'checking' && <p role="status">{t('signIn.checkingLink')}</p>}
        <ResidentCodeForm
          busy={state.kind === 'checking'}
          error={state.kind === 'failed' ? t(state.key) : null}
          onSubmit={submitCode}
        />
      </div>
    </div>
  );
}
