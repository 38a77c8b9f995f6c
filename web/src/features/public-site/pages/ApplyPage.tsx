import type { ApplicationForm } from '@lar/contracts/application-form';
import { formatPhone } from '@lar/contracts/format';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormField, SUBMIT_BUTTON_CLASS, TextField } from '../../../components/FormField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/error-message.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { parseQueryId } from '../../../lib/use-query-state.ts';
import {
  APPLYING_LANGUAGES,
  type ApplicationErrors,
  type ApplicationValues,
  type ApplyingLanguage,
  applicationFieldOf,
  clearDraft,
  DOCUMENT_ACCEPT,
  DOCUMENTS_MAX,
  documentProblem,
  emptyApplication,
  emptyMember,
  fieldElementId,
  fieldOrder,
  householdCents,
  INCOME_SOURCES,
  MEMBERS_MAX,
  type MemberValues,
  OTHER_RELATIONSHIPS,
  readDraft,
  toApplicationBody,
  validateApplication,
  writeDraft,
} from '../applying/application-values.ts';
import styles from '../applying/applying.module.css';
import { fetchApplicationForm, sendApplication } from '../applying/applying-api.ts';
import '../applying/namespace.ts';
import { Honeypot } from '../components/Honeypot.tsx';
import page from '../components/page.module.css';
import { usePublicData } from '../listings/use-public-data.ts';
import { serverFieldErrors } from '../server-field-errors.ts';

function uiLanguage(language: string): ApplyingLanguage {
  const short = language.slice(0, 2);
  return (APPLYING_LANGUAGES as readonly string[]).includes(short) ? (short as ApplyingLanguage) : 'en';
}

const today = () => new Date().toISOString().slice(0, 10);
const sizeText = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `/apply?listing=ID` or `/apply?property=ID`: the application, with a draft kept in this browser. */
export default function ApplyPage() {
  const { t, i18n } = useTranslation('applying');
  const [params] = useSearchParams();
  const listingId = parseQueryId(params.get('listing'));
  const propertyId = listingId === null ? parseQueryId(params.get('property')) : null;
  const target =
    listingId !== null ? `listing-${listingId}` : propertyId !== null ? `property-${propertyId}` : null;
  const [data, retry] = usePublicData<ApplicationForm | null>(target ?? 'none', (signal) =>
    listingId !== null
      ? fetchApplicationForm({ listing_id: listingId }, signal)
      : propertyId !== null
        ? fetchApplicationForm({ property_id: propertyId }, signal)
        : Promise.resolve(null),
  );
  const form = data.kind === 'ready' ? data.data : null;
  const title = form
    ? form.unit
      ? t('form.titleListing', {
          unit: form.unit.unit_number ?? form.unit.unit_type,
          property: form.property.name,
        })
      : t('form.titleWaitlist', { property: form.property.name })
    : t('form.title');
  useDocumentTitle(title);
  const notFound = data.kind === 'failed' && data.error instanceof ApiError && data.error.status === 404;

  return (
    <div className={`${page.page} ${page.narrow}`}>
      <header className={page.header}>
        <h1 className={page.title}>{title}</h1>
        {form && (
          <p className={page.intro}>
            {[form.property.street1, form.property.city, form.property.state].filter(Boolean).join(', ')}
            {form.unit && ` · ${t('form.rent', { rent: formatMoney(form.unit.rent, i18n.language) })}`}
          </p>
        )}
      </header>
      {target === null && (
        <p>
          {t('form.noTarget')} <Link to="/apartments">{t('form.findApartment')}</Link> ·{' '}
          <Link to="/waitlists">{t('form.findWaitlist')}</Link>
        </p>
      )}
      {data.kind === 'loading' && target !== null && <p role="status">{t('form.loading')}</p>}
      {(notFound || (data.kind === 'ready' && data.data === null && target !== null)) && (
        <p role="alert">
          {t('form.notFound')} <Link to="/waitlists">{t('form.findWaitlist')}</Link>
        </p>
      )}
      {data.kind === 'failed' && !notFound && (
        <div role="alert" className="lar-message lar-failure">
          <p>{apiErrorMessage(data.error, i18n)}</p>
          <button type="button" className={styles.button} onClick={retry}>
            {t('form.retry')}
          </button>
        </div>
      )}
      {form && target !== null && (
        <ApplicationFormView
          form={form}
          draftTarget={target}
          submitTarget={listingId !== null ? { listing_id: listingId } : { property_id: form.property.id }}
          language={uiLanguage(i18n.language)}
        />
      )}
    </div>
  );
}

interface FormViewProps {
  form: ApplicationForm;
  draftTarget: string;
  submitTarget: { listing_id: number } | { property_id: number };
  language: ApplyingLanguage;
}

function ApplicationFormView({ form, draftTarget, submitTarget, language }: FormViewProps) {
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
  const fileInput = useRef<HTMLInputElement>(null);

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
    ...validateApplication(next, today()),
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

  const message = (key: string | undefined) =>
    key === undefined
      ? undefined
      : i18n.exists(key, { ns: ['applying', 'common'] })
        ? t(key, { ns: ['applying', 'common'] })
        : key;
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

  const sending = status.kind === 'sending';
  const id = fieldElementId;
  const money = (value: string, onValue: (v: string) => void) => ({
    value,
    onValue,
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    maxLength: 14,
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

      <fieldset className={styles.group}>
        <legend>{t('form.contactLegend')}</legend>
        <TextField
          id={id('email')}
          name="email"
          label={t('form.email')}
          required
          type="email"
          autoComplete="email"
          maxLength={150}
          error={message(errors.email)}
          value={values.email}
          onValue={(email) => update({ ...values, email })}
        />
        <TextField
          id={id('phone')}
          name="phone"
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={14}
          error={message(errors.phone)}
          value={values.phone}
          onValue={(phone) => update({ ...values, phone: formatPhone(phone) })}
        />
        <FormField id={id('language')} label={t('form.language')} error={message(errors.language)}>
          {(control) => (
            <select
              {...control}
              name="language"
              value={values.language}
              onChange={(event) => update({ ...values, language: event.target.value as ApplyingLanguage })}
            >
              {APPLYING_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`form.languages.${l}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('form.membersLegend')}</legend>
        <p className={styles.note}>{t('form.membersIntro')}</p>
        {errors.members && (
          <p id={id('members')} tabIndex={-1} className={styles.error}>
            {message(errors.members)}
          </p>
        )}
        {values.members.map((member, index) => {
          const field = (name: string) => `members.${index}.${name}`;
          const label = member.name.trim() || t('form.unnamed', { number: index + 1 });
          return (
            <section key={member.key} className={styles.member} aria-labelledby={id(field('title'))}>
              <div className={styles.memberHead}>
                <h2 id={id(field('title'))} className={styles.memberTitle}>
                  {t('form.member', { number: index + 1 })}
                  {index === 0 && ` · ${t('form.head')}`}
                </h2>
                {index > 0 && (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() =>
                      update({ ...values, members: values.members.filter((_, i) => i !== index) })
                    }
                  >
                    {t('form.removeMember', { name: label })}
                  </button>
                )}
              </div>
              <div className={styles.row}>
                <TextField
                  id={id(field('name'))}
                  name={field('name')}
                  label={t('form.name')}
                  required
                  autoComplete={index === 0 ? 'name' : 'off'}
                  maxLength={150}
                  error={message(errors[field('name')])}
                  value={member.name}
                  onValue={(name) => updateMember(index, { ...member, name })}
                />
                {index > 0 && (
                  <FormField
                    id={id(field('relationship'))}
                    label={t('form.relationship')}
                    required
                    error={message(errors[field('relationship')])}
                  >
                    {(control) => (
                      <select
                        {...control}
                        name={field('relationship')}
                        value={member.relationship}
                        onChange={(event) =>
                          updateMember(index, { ...member, relationship: event.target.value })
                        }
                      >
                        {OTHER_RELATIONSHIPS.map((r) => (
                          <option key={r} value={r}>
                            {t(`form.relationships.${r}`)}
                          </option>
                        ))}
                      </select>
                    )}
                  </FormField>
                )}
                <TextField
                  id={id(field('birth_date'))}
                  name={field('birth_date')}
                  label={t('form.birthDate')}
                  required={index === 0}
                  type="date"
                  max={today()}
                  autoComplete={index === 0 ? 'bday' : 'off'}
                  error={message(errors[field('birth_date')])}
                  value={member.birth_date}
                  onValue={(birth_date) => updateMember(index, { ...member, birth_date })}
                />
              </div>
              <div className={styles.row}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name={field('full_time_student')}
                    checked={member.full_time_student}
                    onChange={(event) =>
                      updateMember(index, { ...member, full_time_student: event.target.checked })
                    }
                  />
                  {t('form.student')}
                </label>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    name={field('disabled')}
                    checked={member.disabled}
                    onChange={(event) => updateMember(index, { ...member, disabled: event.target.checked })}
                  />
                  {t('form.disabled')}
                </label>
              </div>
              <fieldset className={styles.income}>
                <legend>{t('form.incomeLegend', { name: label })}</legend>
                {INCOME_SOURCES.map((source) => (
                  <TextField
                    key={source}
                    id={id(field(`income.${source}`))}
                    name={field(`income.${source}`)}
                    label={t(`form.sources.${source}`)}
                    error={message(errors[field(`income.${source}`)])}
                    {...money(member.income[source], (amount) =>
                      updateMember(index, { ...member, income: { ...member.income, [source]: amount } }),
                    )}
                  />
                ))}
              </fieldset>
            </section>
          );
        })}
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
          label={t('form.assets')}
          hint={t('form.assetsHint')}
          error={message(errors.total_assets)}
          {...money(values.total_assets, (total_assets) => update({ ...values, total_assets }))}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('form.preferencesLegend')}</legend>
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
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('form.documentsLegend')}</legend>
        <FormField
          id={id('documents')}
          label={t('form.documents')}
          hint={t('form.documentsHint')}
          error={message(errors.documents)}
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              name="documents"
              multiple
              accept={DOCUMENT_ACCEPT}
              onChange={(event) => {
                setFiles([...documents, ...Array.from(event.target.files ?? [])]);
                // The same file may be chosen again after it was removed.
                event.target.value = '';
              }}
            />
          )}
        </FormField>
        {documents.length > 0 && (
          <ul className={styles.files} aria-label={t('form.documentsLegend')}>
            {documents.map((file, index) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                <span>
                  {file.name} ({sizeText(file.size)})
                </span>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() => setFiles(documents.filter((_, i) => i !== index))}
                >
                  {t('form.removeDocument', { name: file.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

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
            {t('form.consent')}
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
        label={t('form.website')}
        value={values.website}
        onValue={(website) => update({ ...values, website })}
      />

      {status.kind === 'failed' && (
        <p role="alert" className={`lar-message lar-failure ${page.formFailure}`}>
          {t('form.failure')}
          {status.reason && ` ${status.reason}`}
        </p>
      )}
      <button type="submit" className={`${SUBMIT_BUTTON_CLASS} ${page.formSubmit}`} disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </form>
  );
}
