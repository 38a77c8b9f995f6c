import { formatPhone } from '@lar/contracts/format';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SUBMIT_BUTTON_CLASS, TextField } from '../../../components/FormField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import page from '../components/page.module.css';
import { serverFieldErrors } from '../server-field-errors.ts';
import styles from './listing-page.module.css';
import list from './listings.module.css';
import { sendVisitRequest } from './listings-api.ts';
import {
  emptyVisitForm,
  toVisitRequestBody,
  VISIT_LANGUAGES,
  VISIT_MESSAGE_MAX,
  type VisitField,
  type VisitFormErrors,
  type VisitFormValues,
  type VisitLanguage,
  validateVisitForm,
  visitFieldOf,
} from './visit-form.ts';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string | null };

const FIELD_ORDER: VisitField[] = [
  'name',
  'email',
  'phone',
  'times.0',
  'times.1',
  'times.2',
  'message',
  'language',
];
const VISIT_LISTING_NOT_FOUND = 'visit_listing_not_found';

function uiLanguage(language: string): VisitLanguage {
  const short = language.slice(0, 2);
  return (VISIT_LANGUAGES as readonly string[]).includes(short) ? (short as VisitLanguage) : 'en';
}

/** The visit request: the contact form's handling, with up to three preferred times and a honeypot. */
export function VisitRequestForm({ listingId }: { listingId: number }) {
  const { t, i18n } = useTranslation('apartments');
  const id = useId();
  const [values, setValues] = useState<VisitFormValues>(() => emptyVisitForm(uiLanguage(i18n.language)));
  const [errors, setErrors] = useState<VisitFormErrors>({});
  const [validated, setValidated] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const fieldId = (field: VisitField) => `${id}-${field.replace('.', '-')}`;
  const message = (key: string | undefined) =>
    key === undefined
      ? undefined
      : i18n.exists(key, { ns: ['apartments', 'common'] })
        ? t(key, { ns: ['apartments', 'common'] })
        : key;

  function update(next: VisitFormValues) {
    setValues(next);
    if (validated) setErrors(validateVisitForm(next));
    if (status.kind === 'failed') setStatus({ kind: 'idle' });
  }

  function focusFirst(found: VisitFormErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setValidated(true);
    const found = validateVisitForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirst(found);
    setStatus({ kind: 'sending' });
    try {
      await sendVisitRequest(toVisitRequestBody(listingId, values));
      setStatus({ kind: 'sent' });
    } catch (error) {
      const fromServer: VisitFormErrors = serverFieldErrors(
        error,
        (field) => visitFieldOf(field, values),
        (key) => i18n.exists(key),
      );
      const listingGone =
        error instanceof ApiError && error.fieldErrors.some((e) => e.code === VISIT_LISTING_NOT_FOUND);
      setErrors(fromServer);
      focusFirst(fromServer);
      const reason = listingGone
        ? t('visit.listingGone')
        : Object.keys(fromServer).length > 0
          ? null
          : apiErrorMessage(error, i18n);
      setStatus({ kind: 'failed', reason });
    }
  }

  if (status.kind === 'sent')
    return (
      <div className={styles.thanks}>
        <p role="status" className={`lar-message ${page.formSuccess}`}>
          {t('visit.thanks')}
        </p>
        <button
          type="button"
          className={list.linkButton}
          onClick={() => {
            setValues(emptyVisitForm(values.language));
            setValidated(false);
            setStatus({ kind: 'idle' });
          }}
        >
          {t('visit.another')}
        </button>
      </div>
    );

  const sending = status.kind === 'sending';
  const text = (field: 'name' | 'email' | 'phone') => ({
    id: fieldId(field),
    name: field,
    label: t(`visit.${field}`),
    error: message(errors[field]),
    value: values[field],
    onValue: (value: string) =>
      update({ ...values, [field]: field === 'phone' ? formatPhone(value) : value }),
  });
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.note}>{t('visit.requiredNote')}</p>
      <TextField {...text('name')} required autoComplete="name" maxLength={150} />
      <TextField {...text('email')} required type="email" autoComplete="email" maxLength={150} />
      <TextField
        {...text('phone')}
        hint={t('visit.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={14}
      />
      <fieldset className={styles.times}>
        <legend>{t('visit.timesLegend')}</legend>
        {values.times.map((time, index) => {
          const field = `times.${index}` as VisitField;
          return (
            <TextField
              // The three slots never move: their index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed slots
              key={index}
              id={fieldId(field)}
              name={`preferred_time_${index + 1}`}
              label={t('visit.time', { number: index + 1 })}
              type="datetime-local"
              error={message(errors[field])}
              value={time}
              onValue={(value) =>
                update({ ...values, times: values.times.map((v, i) => (i === index ? value : v)) })
              }
            />
          );
        })}
      </fieldset>
      <FormField id={fieldId('message')} label={t('visit.message')} error={message(errors.message)}>
        {(control) => (
          <textarea
            {...control}
            name="message"
            rows={4}
            maxLength={VISIT_MESSAGE_MAX}
            value={values.message}
            onChange={(event) => update({ ...values, message: event.target.value })}
          />
        )}
      </FormField>
      <FormField id={fieldId('language')} label={t('visit.language')} error={message(errors.language)}>
        {(control) => (
          <select
            {...control}
            name="language"
            value={values.language}
            onChange={(event) => update({ ...values, language: event.target.value as VisitLanguage })}
          >
            {VISIT_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`visit.languages.${language}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {/* The honeypot: off screen and out of the accessibility tree and the tab order. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('visit.website')}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setValues({ ...values, website: event.target.value })}
        />
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className={`lar-message lar-failure ${page.formFailure}`}>
          {t('visit.failure')}
          {status.reason && ` ${status.reason}`}
        </p>
      )}
      <button type="submit" className={`${SUBMIT_BUTTON_CLASS} ${styles.submit}`} disabled={sending}>
        {sending ? t('visit.sending') : t('visit.submit')}
      </button>
    </form>
  );
}
