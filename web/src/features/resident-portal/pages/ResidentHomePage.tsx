import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { QUESTIONNAIRE_PATH } from '../../resident-questionnaire/api.ts';
import { RESIDENT_SIGN_PATH } from '../../resident-signatures/api.ts';
import { fetchResidentHome, RESIDENT_SIGN_IN_PATH, signOutResident, useResidentLoad } from '../api.ts';
import styles from '../components/portal.module.css';
import { ResidentHomeView } from '../components/ResidentHomeView.tsx';
import { RESIDENT_NS } from '../namespace.ts';

/** `/resident`: the signed-in resident's household; without a session, the way to sign in. */
export default function ResidentHomePage() {
  const { t } = useTranslation(RESIDENT_NS);
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const [state] = useResidentLoad(fetchResidentHome);

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
      <ResidentHomeView home={state.data} />
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
