import { formatPhone } from '@lar/contracts/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldGroup, FormField, SelectField, TextField } from '../../../components/FormField.tsx';
import { Honeypot } from '../../../components/public/Honeypot.tsx';
import { HydratedForm } from '../../../components/public/HydratedForm.tsx';
import page from '../../../components/public/page.module.css';
import { SendButton } from '../../../components/public/SendButton.tsx';
import { SenderFields } from '../../../components/public/SenderFields.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useOrganizationTimeZone } from '../../../lib/public/server-clock.ts';
import { useFieldMessage } from '../../../lib/public/use-field-message.ts';
import { usePublicForm } from '../../../lib/public/use-public-form.ts';
import { sendVisitRequest } from '../api.ts';
import {
  emptyVisitForm,
  toVisitRequestBody,
  VISIT_LANGUAGES,
  VISIT_MESSAGE_MAX,
  type VisitField,
  type VisitFormValues,
  type VisitLanguage,
  validateVisitForm,
  visitFieldOf,
} from '../visit-form.ts';
import styles from './listing-page.module.css';
import list from './listings.module.css';

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
  const { t, i18n } = useTranslation('publicListings');
  // The times are read on the property's clock: the hint names it once the server told it.
  const zone = useOrganizationTimeZone();
  const id = useId();
  const fieldId = (field: VisitField) => `${id}-${field.replace('.', '-')}`;
  const { values, errors, status, update, submit, reset, outcomeRef } = usePublicForm<
    VisitFormValues,
    VisitField
  >({
    initial: emptyVisitForm(uiLanguage(i18n.language)),
    validate: (sent) => validateVisitForm(sent),
    fieldOrder: FIELD_ORDER,
    fieldId,
    fieldOf: visitFieldOf,
    send: (sent) => sendVisitRequest(toVisitRequestBody(listingId, sent)),
    failureReason: (error) =>
      error instanceof ApiError && error.fieldErrors.some((e) => e.code === VISIT_LISTING_NOT_FOUND)
        ? t('visit.listingGone')
        : null,
  });
  const message = useFieldMessage('publicListings');

  if (status.kind === 'sent')
    return (
      <div className={styles.thanks}>
        <p ref={outcomeRef} tabIndex={-1} role="status" className={`lar-message ${page.formSuccess}`}>
          {t('visit.thanks')}
        </p>
        <button
          type="button"
          className={list.linkButton}
          onClick={() => reset(emptyVisitForm(values.language))}
        >
          {t('visit.another')}
        </button>
      </div>
    );

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
    <HydratedForm className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.note}>{t('visit.requiredNote')}</p>
      <SenderFields bind={text} phoneHint={t('visit.phoneHint')} />
      <FieldGroup legend={t('visit.timesLegend')}>
        {zone && <p className={styles.note}>{t('visit.timesZone', { zone })}</p>}
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
      </FieldGroup>
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
      <SelectField
        id={fieldId('language')}
        label={t('visit.language')}
        error={message(errors.language)}
        name="language"
        value={values.language}
        onValue={(language) => update({ ...values, language: language as VisitLanguage })}
        choices={VISIT_LANGUAGES.map((language) => ({
          value: language,
          label: t(`visit.languages.${language}`),
        }))}
      />
      <Honeypot
        id={`${id}-website`}
        label={t('visit.website')}
        value={values.website}
        onValue={(website) => update({ ...values, website })}
      />
      <SendButton status={status} text={(key) => t(`visit.${key}`)} outcomeRef={outcomeRef} />
    </HydratedForm>
  );
}
