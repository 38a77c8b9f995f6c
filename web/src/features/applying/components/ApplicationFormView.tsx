import type { ApplicationForm } from '@lar/contracts/application-form';
import { formatPhone } from '@lar/contracts/format';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FieldGroup, SelectField, TextField } from '../../../components/FormField.tsx';
import { Honeypot } from '../../../components/public/Honeypot.tsx';
import { SendButton } from '../../../components/public/SendButton.tsx';
import { ReachFields } from '../../../components/public/SenderFields.tsx';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { serverFieldErrors } from '../../../lib/public/server-field-errors.ts';
import { useFieldMessage } from '../../../lib/public/use-field-message.ts';
import { sendApplication } from '../api.ts';
import { applicationFieldLabel as label } from '../application-fields.ts';
import {
  APPLYING_LANGUAGES,
  type ApplicationErrors,
  type ApplicationValues,
  type ApplyingLanguage,
  applicationFieldOf,
  blankHouseholdReporting,
  clearDraft,
  DOCUMENTS_MAX,
  documentProblem,
  emptyApplication,
  emptyMember,
  fieldElementId,
  fieldOrder,
  householdCents,
  MEMBERS_MAX,
  type MemberValues,
  RENTAL_ASSISTANCE_SOURCES,
  readDraft,
  toApplicationBody,
  validateApplication,
  writeDraft,
} from '../application-values.ts';
import { moneyInput } from '../money-input.ts';
import styles from './applying.module.css';
import { DocumentsFields } from './DocumentsFields.tsx';
import { MemberFields } from './MemberFields.tsx';

interface ApplicationFormViewProps {
  form: ApplicationForm;
  draftTarget: string;
  submitTarget: { listing_id: number } | { property_id: number };
  language: ApplyingLanguage;
}

/**
 * The application's form for one listing or property: contact, members with their income, assets,
 * preferences, consent and documents, with a draft kept in this browser (without the files).
 */
export function ApplicationFormView({ form, draftTarget, submitTarget, language }: ApplicationFormViewProps) {
  const { t, i18n } = useTranslation('applying');
  const navigate = useNavigate();
  const [restored] = useState(() => readDraft(draftTarget));
  const [values, setValues] = useState<ApplicationValues>(() => restored ?? emptyApplication(language));
  const [documents, setDocuments] = useState<File[]>([]);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [validated, setValidated] = useState(false);
  const [status, setStatus] = useState<
    { kind: 'idle' | 'sending' } | { kind: 'failed'; reason: string | null }
  >({
    kind: 'idle',
  });

  // Every change is kept at once, so a reload or a closed tab loses nothing but the files.
  useEffect(() => writeDraft(draftTarget, values), [draftTarget, values]);

  const documentErrors = (files: File[]): ApplicationErrors => {
    if (files.length > DOCUMENTS_MAX) return { documents: t('errors.documentsCount') };
    for (const file of files) {
      const problem = documentProblem(file);
      if (problem) return { documents: t(problem, { name: file.name }) };
    }
    return {};
  };
  const check = (next: ApplicationValues, files: File[]) => ({
    ...validateApplication(next),
    ...documentErrors(files),
  });
  const update = (next: ApplicationValues) => {
    setValues(next);
    if (validated) setErrors(check(next, documents));
  };
  const updateMember = (index: number, member: MemberValues) =>
    update({ ...values, members: values.members.map((m, i) => (i === index ? member : m)) });
  const setFiles = (files: File[]) => {
    setDocuments(files);
    setErrors((current) => {
      const { documents: _gone, ...rest } = current;
      return { ...rest, ...documentErrors(files) };
    });
  };

  const message = useFieldMessage('applying');
  const focusFirst = (found: ApplicationErrors) => {
    const first = fieldOrder(values).find((field) => found[field]);
    if (first) document.getElementById(fieldElementId(first))?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setValidated(true);
    const found = check(values, documents);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: 'failed', reason: t('form.fixErrors') });
      return focusFirst(found);
    }
    setStatus({ kind: 'sending' });
    try {
      const reference = await sendApplication(toApplicationBody(submitTarget, values), documents);
      clearDraft(draftTarget);
      navigate(`/success?reference=${encodeURIComponent(reference)}`);
    } catch (error) {
      const fromServer = serverFieldErrors<string>(error, applicationFieldOf, (key) =>
        i18n.exists(key, { ns: ['applying', 'common'] }),
      );
      setErrors(fromServer);
      focusFirst(fromServer);
      const explained = error instanceof ApiError && error.fieldErrors.length > 0;
      setStatus({ kind: 'failed', reason: explained ? null : apiErrorMessage(error, i18n) });
    }
  }

  const id = fieldElementId;
  const bind = (field: 'email' | 'phone') => ({
    id: id(field),
    name: field,
    label: t(label(field)),
    error: message(errors[field]),
    value: values[field],
    onValue: (value: string) =>
      update({ ...values, [field]: field === 'phone' ? formatPhone(value) : value }),
  });
  const total = householdCents(values);

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.note}>{t('form.intro')}</p>
      {restored && (
        <p role="status" className={styles.restored}>
          {t('form.draftRestored')}
        </p>
      )}
      {errors.target && (
        <p id={id('target')} tabIndex={-1} role="alert" className={styles.error}>
          {message(errors.target)}
        </p>
      )}

      <FieldGroup legend={t('form.contactLegend')}>
        <ReachFields bind={bind} phoneHint={t('form.phoneHint')} />
        <SelectField
          id={id('language')}
          label={t(label('language'))}
          error={message(errors.language)}
          name="language"
          value={values.language}
          onValue={(language) => update({ ...values, language: language as ApplyingLanguage })}
          choices={APPLYING_LANGUAGES.map((l) => ({ value: l, label: t(`form.languages.${l}`) }))}
        />
      </FieldGroup>

      <FieldGroup legend={t(label('members'))}>
        <p className={styles.note}>{t('form.membersIntro')}</p>
        {errors.members && (
          <p id={id('members')} tabIndex={-1} className={styles.error}>
            {message(errors.members)}
          </p>
        )}
        {values.members.map((member, index) => (
          <MemberFields
            key={member.key}
            member={member}
            index={index}
            errors={errors}
            message={message}
            onChange={(changed) => updateMember(index, changed)}
            onRemove={() => update({ ...values, members: values.members.filter((_, i) => i !== index) })}
          />
        ))}
        {values.members.length < MEMBERS_MAX && (
          <button
            type="button"
            className={styles.button}
            onClick={() => update({ ...values, members: [...values.members, emptyMember('DEPENDENT')] })}
          >
            {t('form.addMember')}
          </button>
        )}
        <p aria-live="polite">
          <strong>{t('form.totalIncome', { amount: formatMoney(total / 100, i18n.language) })}</strong>
        </p>
        <TextField
          id={id('total_assets')}
          name="total_assets"
          label={t(label('total_assets'))}
          hint={t('form.assetsHint')}
          error={message(errors.total_assets)}
          {...moneyInput(values.total_assets, (total_assets) => update({ ...values, total_assets }))}
        />
      </FieldGroup>

      <FieldGroup legend={t(label('reporting'))}>
        <p className={styles.note}>{t('reporting.intro')}</p>
        <SelectField
          id={id('reporting.rental_assistance_source')}
          name="reporting.rental_assistance_source"
          label={t('reporting.source')}
          emptyChoice={t('reporting.notAnswered')}
          choices={RENTAL_ASSISTANCE_SOURCES.map((value) => ({
            value,
            label: t(`reporting.sources.${value}`),
          }))}
          error={message(errors['reporting.rental_assistance_source'])}
          value={(values.reporting ?? blankHouseholdReporting()).rental_assistance_source}
          onValue={(rental_assistance_source) =>
            update({
              ...values,
              reporting: { ...(values.reporting ?? blankHouseholdReporting()), rental_assistance_source },
            })
          }
        />
        <TextField
          id={id('reporting.rental_assistance_monthly_cents')}
          name="reporting.rental_assistance_monthly"
          label={t('reporting.monthly')}
          error={message(errors['reporting.rental_assistance_monthly_cents'])}
          {...moneyInput(
            (values.reporting ?? blankHouseholdReporting()).rental_assistance_monthly,
            (rental_assistance_monthly) =>
              update({
                ...values,
                reporting: { ...(values.reporting ?? blankHouseholdReporting()), rental_assistance_monthly },
              }),
          )}
        />
      </FieldGroup>

      <FieldGroup legend={t(label('preference_ids'))}>
        {form.preferences.length === 0 ? (
          <p className={styles.note}>{t('form.noPreferences')}</p>
        ) : (
          <>
            <p className={styles.note}>{t('form.preferencesIntro')}</p>
            {errors.preferences && (
              <p id={id('preferences')} tabIndex={-1} className={styles.error}>
                {message(errors.preferences)}
              </p>
            )}
            {form.preferences.map((preference) => (
              <label key={preference.id} className={styles.check}>
                <input
                  type="checkbox"
                  name="preference_ids"
                  value={preference.id}
                  checked={values.preference_ids.includes(preference.id)}
                  onChange={(event) =>
                    update({
                      ...values,
                      preference_ids: event.target.checked
                        ? [...values.preference_ids, preference.id]
                        : values.preference_ids.filter((p) => p !== preference.id),
                    })
                  }
                />
                <span>
                  <strong>{preference.name}</strong>
                  {preference.description && <span className={styles.note}> — {preference.description}</span>}
                </span>
              </label>
            ))}
          </>
        )}
      </FieldGroup>

      <DocumentsFields documents={documents} error={message(errors.documents)} onDocuments={setFiles} />

      <div>
        <label className={styles.check}>
          <input
            id={id('consent')}
            type="checkbox"
            name="consent"
            checked={values.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${id('consent')}-error` : undefined}
            onChange={(event) => update({ ...values, consent: event.target.checked })}
          />
          <span>
            {t(label('consent'))}
            <span aria-hidden="true"> *</span>
          </span>
        </label>
        {errors.consent && (
          <p id={`${id('consent')}-error`} className={styles.error}>
            {message(errors.consent)}
          </p>
        )}
      </div>

      <Honeypot
        id="apply-website"
        label={t(label('website'))}
        value={values.website}
        onValue={(website) => update({ ...values, website })}
      />

      <SendButton status={status} text={(key) => t(`form.${key}`)} />
    </form>
  );
}
