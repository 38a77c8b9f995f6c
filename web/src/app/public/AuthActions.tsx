import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NativeConfirmDialog } from '../../components/NativeConfirmDialog.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { HOME_AFTER_LOGIN } from '../../lib/home-after-login.ts';
import styles from './AuthActions.module.css';

/**
 * The staff login, named as such (the public site's visitors have no account: they follow an
 * application by its reference), or the staff area and Logout (after confirmation) for a signed-in user.
 */
export function AuthActions() {
  const { t } = useTranslation();
  const { status, logout } = useAuth();
  const [confirming, setConfirming] = useState(false);

  if (status === 'restoring') return <span className={styles.placeholder} />;
  if (status === 'anonymous') {
    return (
      <Link to="/login" className={styles.secondary}>
        {t('nav.staffLogin')}
      </Link>
    );
  }
  return (
    <>
      <Link to={HOME_AFTER_LOGIN} className={styles.secondary}>
        {t('nav.staffArea')}
      </Link>
      <button type="button" className={`lar-filled ${styles.primary}`} onClick={() => setConfirming(true)}>
        {t('nav.logout')}
      </button>
      <NativeConfirmDialog
        open={confirming}
        title={t('logout.confirmTitle')}
        message={t('logout.confirmMessage')}
        confirmLabel={t('logout.confirm')}
        cancelLabel={t('actions.cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void logout();
        }}
      />
    </>
  );
}
