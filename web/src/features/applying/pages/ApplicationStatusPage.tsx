import type { ApplicationStatusAnswer } from '@lar/contracts/applications';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SUBMIT_BUTTON_CLASS, TextField } from '../../../components/FormField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { reveal } from '../../../lib/public/reveal.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { fetchApplicationStatus } from '../api.ts';
import styles from '../components/applying.module.css';
import '../namespace.ts';
import page from '../../../components/public/page.module.css';
import { REFERENCE } from '../reference.ts';

type StatusField = 'reference' | 'email';

type Answer =
  | { kind: 'idle' | 'checking' }
  | { kind: 'found'; status: ApplicationStatusAnswer }
  | { kind: 'failed'; message: string };

/** `/application-status`: an application's status and waitlist position, by reference and e-mail. */
export default function ApplicationStatusPage() {
  const { t, i18n } = useTranslation('applying');
  useDocumentTitle(t('status.title'));
  const [params] = useSearchParams();
  const [values, setValues] = useState<Record<StatusField, string>>({
    reference: params.get('reference') ?? '',
    email: '',
  });
  const [errors, setErrors] = useState<Partial<Record<StatusField, string>>>({});
  const [answer, setAnswer] = useState<Answer>({ kind: 'idle' });
  const outcome = useRef<HTMLElement>(null);
  // The answer (found or not) is shown and focused once it is on the page.
  useEffect(() => {
    if (answer.kind === 'found' || answer.kind === 'failed') reveal(outcome.current);
  }, [answer]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ref = values.reference.trim().toUpperCase();
    const email = values.email.trim();
    const found: Partial<Record<StatusField, string>> = {};
    if (!REFERENCE.test(ref)) found.reference = t('status.referenceExample');
    if (!/^\S+@\S+\.\S+$/.test(email)) found.email = t('validation.invalid_email', { ns: 'common' });
    setErrors(found);
    if (found.reference || found.email) {
      document.getElementById(found.reference ? 'status-reference' : 'status-email')?.focus();
      return;
    }
    setAnswer({ kind: 'checking' });
    try {
      setAnswer({ kind: 'found', status: await fetchApplicationStatus(ref, email) });
    } catch (error) {
      setAnswer({
        kind: 'failed',
        message:
          error instanceof ApiError && error.status === 404
            ? t('status.notFound')
            : `${t('status.failure')} ${apiErrorMessage(error, i18n)}`,
      });
    }
  }

  // Each field's id, name, label, error, value and where typing goes.
  const bind = (field: StatusField) => ({
    id: `status-${field}`,
    name: field,
    label: t(`status.${field}`),
    error: errors[field],
    value: values[field],
    onValue: (value: string) => setValues({ ...values, [field]: value }),
  });

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <header className={page.header}>
        <h1 className={page.title}>{t('status.title')}</h1>
        <p className={page.intro}>{t('status.intro')}</p>
      </header>
      <form className={styles.form} noValidate onSubmit={submit}>
        <TextField
          {...bind('reference')}
          hint={t('status.referenceExample')}
          required
          autoComplete="off"
          maxLength={20}
        />
        <TextField {...bind('email')} type="email" required autoComplete="email" maxLength={150} />
        <button
          type="submit"
          className={`${SUBMIT_BUTTON_CLASS} ${page.formSubmit}`}
          disabled={answer.kind === 'checking'}
        >
          {answer.kind === 'checking' ? t('status.checking') : t('status.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {answer.kind === 'found' && (
          <section ref={outcome} tabIndex={-1} className={`lar-panel ${styles.result}`}>
            <h2>{t('status.result', { reference: answer.status.reference })}</h2>
            <p data-testid="application-status">{t(`status.statuses.${answer.status.status}`)}</p>
            {answer.status.waitlist_position !== null && (
              <p>{t('status.position', { position: answer.status.waitlist_position })}</p>
            )}
          </section>
        )}
        {answer.kind === 'failed' && (
          <p
            ref={(element) => {
              outcome.current = element;
            }}
            tabIndex={-1}
            role="alert"
            className={`lar-message lar-failure ${page.formFailure}`}
          >
            {answer.message}
          </p>
        )}
      </div>
    </div>
  );
}
