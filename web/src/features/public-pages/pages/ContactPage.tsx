import { formatPhone } from '@lar/contracts/format';
import { IconClock, IconMail, IconMapPin, IconPhone, type TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField.tsx';
import { PageHeader, TitledSection } from '../../../components/public/PageParts.tsx';
import styles from '../../../components/public/page.module.css';
import { SendButton } from '../../../components/public/SendButton.tsx';
import { SenderFields } from '../../../components/public/SenderFields.tsx';
import { COMPANY_CONTACT } from '../../../lib/company-contact.ts';
import { usePublicForm } from '../../../lib/public/use-public-form.ts';
import { sendContactMessage } from '../api.ts';
import {
  CONTACT_LIMITS,
  type ContactField,
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  toContactMessageBody,
  validateContactForm,
} from '../contact-form.ts';
import contact from './ContactPage.module.css';

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
  const fieldId = (field: ContactField) => `${idPrefix}-${field}`;
  const {
    values,
    errors,
    status,
    update: updateValues,
    submit,
    outcomeRef,
  } = usePublicForm<ContactFormValues, ContactField>({
    initial: EMPTY_CONTACT_FORM,
    validate: validateContactForm,
    fieldOrder: FIELD_ORDER,
    fieldId,
    fieldOf: (field) => (FIELD_ORDER.includes(field as ContactField) ? (field as ContactField) : null),
    send: (sent) => sendContactMessage(toContactMessageBody(sent)),
    clearWhenSent: true,
  });
  const message = (keyOrText: string | undefined) =>
    keyOrText === undefined ? undefined : i18n.exists(keyOrText) ? t(keyOrText) : keyOrText;
  const update = (field: ContactField, value: string) =>
    updateValues({ ...values, [field]: field === 'phone' ? formatPhone(value) : value });

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
            <SenderFields
              bind={bind}
              phoneHint={t('contact.form.phoneHint')}
              phonePlaceholder="(617) 555-0100"
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
                <p ref={outcomeRef} tabIndex={-1} className={`lar-message ${styles.formSuccess}`}>
                  {t('contact.form.success')}
                </p>
              )}
            </div>
            <SendButton status={status} text={(key) => t(`contact.form.${key}`)} outcomeRef={outcomeRef} />
          </form>
        </TitledSection>
      </div>
    </div>
  );
}
