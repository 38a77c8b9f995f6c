import type { ResidentHome } from '@lar/contracts/residents';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { QUESTIONNAIRE_PATH } from '../../resident-questionnaire/api.ts';
import { RESIDENT_SIGN_PATH } from '../../resident-signatures/api.ts';
import {
  clearResidentToken,
  fetchResidentHome,
  RESIDENT_SIGN_IN_PATH,
  readResidentToken,
  signOutResident,
} from '../api.ts';
import styles from '../components/portal.module.css';
import { ResidentHomeView } from '../components/ResidentHomeView.tsx';
import { RESIDENT_NS } from '../namespace.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; home: ResidentHome }
  | { kind: 'ended' }
  | { kind: 'failed' };

/** `/resident`: the signed-in resident's household; without a session, the way to sign in. */
export default function ResidentHomePage() {
  const { t } = useTranslation(RESIDENT_NS);
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!readResidentToken()) {
      navigate(RESIDENT_SIGN_IN_PATH, { replace: true });
      return;
    }
    let live = true;
    fetchResidentHome()
      .then((home) => live && setState({ kind: 'ready', home }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) {
          clearResidentToken();
          setState({ kind: 'ended' });
        } else setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [navigate]);

  const signOut = () => {
    void signOutResident().then(() => navigate(RESIDENT_SIGN_IN_PATH, { replace: true }));
  };

  if (state.kind === 'loading') return <p role="status">{t('home.loading')}</p>;
  if (state.kind === 'ended' || state.kind === 'failed')
    return (
      <div className={styles.card}>
        <p role="alert">{state.kind === 'ended' ? t('home.ended') : t('signIn.failed')}</p>
        <Link to={RESIDENT_SIGN_IN_PATH}>{t('signIn.submit')}</Link>
      </div>
    );
  return (
    <div className={styles.stack}>
      <ResidentHomeView home={state.home} />
      <Link to={QUESTIONNAIRE_PATH} className={styles.button}>
        {t('home.questionnaire')}
      </Link>
      <Link to="/resident/documents" className={styles.button}>
        {t('home.documents')}
      </Link>
      <Link to="/resident/verifications" className={styles.button}>
        {t('home.verifications')}
      </Link>
      <Link to={RESIDENT_SIGN_PATH} className={styles.button}>
        {t('home.sign')}
      </Link>
      <button type="button" className={styles.button} onClick={signOut}>
        {t('home.signOut')}
      </button>
    </div>
  );
}
