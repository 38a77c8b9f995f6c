import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { FormField, SUBMIT_BUTTON_CLASS } from '../../../components/FormField.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { COMPANY_CONTACT } from '../../../lib/company-contact.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { loginErrorKey } from '../login-error.ts';
import { redirectTarget } from '../redirect-target.ts';
import styles from './LoginPage.module.css';

interface MissingFields {
  username?: boolean;
  password?: boolean;
}

export default function LoginPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('login.title'));
  const { status, sessionEnd, login } = useAuth();
  const location = useLocation();
  const target = redirectTarget(location.state);
  // The unlock e-mail's link (`/login?unlock=…`) lets the owner past the wait that wrong passwords
  // from elsewhere put on the account (decision 055); the token goes with the login.
  const [params] = useSearchParams();
  const unlock = params.get('unlock') ?? '';
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<MissingFields>({});
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Signed in (now, or already when arriving): go to the asked page, replacing /login in history.
  if (status === 'authenticated') return <Navigate to={target} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const nowMissing = { username: username.trim() === '', password: password === '' };
    setMissing(nowMissing);
    if (nowMissing.username || nowMissing.password) {
      document.getElementById(`${id}-${nowMissing.username ? 'username' : 'password'}`)?.focus();
      return;
    }
    setErrorKey(null);
    setSubmitting(true);
    try {
      await login({ username: username.trim(), password, ...(unlock === '' ? {} : { unlock }) });
    } catch (error) {
      setErrorKey(loginErrorKey(error));
      setSubmitting(false);
    }
  }

  return (
    <section className={`lar-raised-card ${styles.card}`} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {t('login.title')}
      </h1>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>

      {sessionEnd === 'expired' && !errorKey && (
        <p className={`lar-message ${styles.notice}`} role="status">
          {t('login.sessionExpired')}
        </p>
      )}
      {errorKey && (
        <p className={`lar-message lar-failure ${styles.error}`} role="alert">
          {t(errorKey)}
        </p>
      )}

      <form className={styles.form} noValidate onSubmit={submit}>
        <FormField
          id={`${id}-username`}
          label={t('login.username')}
          error={missing.username ? t('validation.required') : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-password`}
          label={t('login.password')}
          error={missing.password ? t('validation.required') : undefined}
        >
          {(control) => (
            <input
              {...control}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={`${SUBMIT_BUTTON_CLASS} ${styles.submit}`} disabled={submitting}>
          {submitting ? t('login.loggingIn') : t('login.submit')}
        </button>
      </form>

      <p className={styles.help}>
        {t('login.help')} <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
      </p>
    </section>
  );
}
