import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBMIT_BUTTON_CLASS, TextField } from '../../../components/FormField.tsx';
import { RESIDENT_NS } from '../namespace.ts';
import styles from './portal.module.css';

interface Props {
  /** The text of the last failed sign-in, already translated. */
  error: string | null;
  busy: boolean;
  onSubmit(email: string, code: string): void;
}

/** Sign-in by the e-mailed 6-digit code, the fallback when the link cannot be opened. */
export function ResidentCodeForm({ error, busy, onSubmit }: Props) {
  const { t } = useTranslation(RESIDENT_NS);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(email.trim(), code.replace(/\s/g, ''));
  };
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <TextField
        id="resident-email"
        label={t('signIn.email')}
        type="email"
        autoComplete="email"
        required
        value={email}
        onValue={setEmail}
      />
      <TextField
        id="resident-code"
        label={t('signIn.code')}
        hint={t('signIn.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        value={code}
        onValue={setCode}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={SUBMIT_BUTTON_CLASS} disabled={busy}>
        {t('signIn.submit')}
      </button>
    </form>
  );
}
