import { formatPhone } from '@lar/contracts/format';
import { IconClock, IconMail, IconMapPin, IconPhone, type TablerIcon } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, SUBMIT_BUTTON_CLASS, TextField } from '../../../components/FormField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { COMPANY_CONTACT } from '../../../lib/company-contact.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { PageHeader, TitledSection } from '../components/PageParts.tsx';
import styles from '../components/page.module.css';
import { sendContactMessage } from '../contact-api.ts';
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactFormErrors,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  toContactMessageBody,
  validateContactForm,
} from '../contact-form.ts';
import { serverFieldErrors } from '../server-field-errors.ts';
import contact from './ContactPage.module.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; reason: string | null };

const FIELD_ORDER: ContactField[] = ['name', 'email', 'phone', 'message'];

/** One way to reach the company: its icon, what it is and the value. */
function ContactDetail({ Icon, term, children }: { Icon: TablerIcon; term: string; children: ReactNode }) {
  return (
    <div className={contact.item}>
      <Icon className={contact.icon} size={22} stroke={1.8} aria-hidden />
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export default function ContactPage() {
  const { t, i18n } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFormErrors>({});
  const [validated, setValidated] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const fieldId = (field: ContactField) => `${idPrefix}-${field}`;
  const message = (keyOrText: string | undefined) =>
    keyOrText === undefined ? undefined : i18n.exists(keyOrText) ? t(keyOrText) : keyOrText;

  // What every field of the form is given: its id, name and label, its error, its value and where
  // typing goes.
  const bind = (field: ContactField) => ({
    id: fieldId(field),
    name: field,
    label: t(`contact.form.${field}`),
    error: message(errors[field]),
    value: values[field],
    onValue: (value: string) => update(field, value),
  });

  function update(field: ContactField, value: string) {
    const next = { ...values, [field]: field === 'phone' ? formatPhone(value) : value };
    setValues(next);
    // After a first attempt, errors follow the input so a fixed field stops complaining.
    if (validated) setErrors(validateContactForm(next));
    if (status.kind === 'sent' || status.kind === 'failed') setStatus({ kind: 'idle' });
  }

  function focusFirstError(found: ContactFormErrors) {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setValidated(true);
    const found = validateContactForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(toContactMessageBody(values));
      setValues(EMPTY_CONTACT_FORM);
      setErrors({});
      setValidated(false);
      setStatus({ kind: 'sent' });
    } catch (error) {
      const fromServer = serverFieldErrors(
        error,
        (field) => (FIELD_ORDER.includes(field as ContactField) ? (field as ContactField) : null),
        (key) => i18n.exists(key),
      );
      setErrors(fromServer);
      focusFirstError(fromServer);
      const reason =
        error instanceof ApiError && error.fieldErrors.length > 0 ? null : apiErrorMessage(error, i18n);
      setStatus({ kind: 'failed', reason });
    }
  }

  const sending = status.kind === 'sending';
  return (
    <div className={styles.page}>
      <PageHeader prefix="contact" />

      <div className={contact.layout}>
        <TitledSection
          prefix="contact.details"
          className={contact.details}
          titleClassName={contact.panelTitle}
        >
          <dl className={contact.list}>
            <ContactDetail Icon={IconPhone} term={t('contact.details.phone')}>
              <a href={`tel:+1${COMPANY_CONTACT.phone}`}>{formatPhone(COMPANY_CONTACT.phone)}</a>
            </ContactDetail>
            <ContactDetail Icon={IconClock} term={t('contact.details.hours')}>
              {t('contact.details.hoursValue')}
            </ContactDetail>
            <ContactDetail Icon={IconMail} term={t('contact.details.email')}>
              <a href={`mailto:${COMPANY_CONTACT.email}`}>{COMPANY_CONTACT.email}</a>
            </ContactDetail>
            <ContactDetail Icon={IconMapPin} term={t('contact.details.address')}>
              {COMPANY_CONTACT.addressLines.map((line) => (
                <span key={line} className={contact.addressLine}>
                  {line}
                </span>
              ))}
            </ContactDetail>
          </dl>
        </TitledSection>

        <TitledSection
          prefix="contact.form"
          className={`lar-panel ${contact.formPanel}`}
          titleClassName={contact.panelTitle}
        >
          <p className={contact.note}>{t('contact.form.requiredNote')}</p>
          <form className={contact.form} noValidate onSubmit={submit}>
            <TextField {...bind('name')} required autoComplete="name" maxLength={CONTACT_LIMITS.name} />
            <TextField
              {...bind('email')}
              required
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
            />
            <TextField
              {...bind('phone')}
              hint={t('contact.form.phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder="(617) 555-0100"
              maxLength={14}
            />
            <FormField
              id={fieldId('message')}
              label={t('contact.form.message')}
              required
              error={message(errors.message)}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={6}
                  maxLength={CONTACT_LIMITS.message}
                  value={values.message}
                  onChange={(event) => update('message', event.target.value)}
                />
              )}
            </FormField>

            <div role="status" aria-live="polite" className={contact.statusSlot}>
              {status.kind === 'sent' && (
                <p className={`lar-message ${styles.formSuccess}`}>{t('contact.form.success')}</p>
              )}
            </div>
            {status.kind === 'failed' && (
              <p role="alert" className={`lar-message lar-failure ${styles.formFailure}`}>
                {t('contact.form.failure')}
                {status.reason && ` ${status.reason}`}
              </p>
            )}

            <button type="submit" className={`${SUBMIT_BUTTON_CLASS} ${contact.submit}`} disabled={sending}>
              {sending ? t('contact.form.sending') : t('contact.form.submit')}
            </button>
          </form>
        </TitledSection>
      </div>
    </div>
  );
}
