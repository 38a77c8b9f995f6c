import { RESIDENT_LANGUAGES } from '@lar/contracts/residents';
import { residentVerificationRequestBody, VERIFICATION_KINDS } from '@lar/contracts/third-party-verification';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { SelectField, SUBMIT_BUTTON_CLASS, TextField } from '../../../components/FormField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RESIDENT_HOME_PATH, RESIDENT_SIGN_IN_PATH, useResidentLoad } from '../../resident-portal/api.ts';
import { fetchResidentRequests, memberOfChoice, memberValue, sendResidentRequest } from '../api.ts';
import { emptyDraft, type RequestDraft } from '../components/request-draft.ts';
import styles from '../components/verify.module.css';
import { VERIFICATION_NS } from '../namespace.ts';

/** The member picker shows the errors of either way of naming the member. */
const fieldOf = (field: string) => (field === 'member_key' ? 'member_index' : field);

/**
 * `/resident/verifications`: a resident asks an employer or agency to verify a member of their own
 * household (decision 079); the household is the session's, only the member is chosen.
 */
export default function ResidentVerificationsPage() {
  const { t, i18n } = useTranslation(VERIFICATION_NS);
  useDocumentTitle(t('resident.title'));
  const [state, setState] = useResidentLoad(fetchResidentRequests);
  const [draft, setDraft] = useState<RequestDraft>(() => emptyDraft(i18n.language));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  if (state.kind === 'loading') return <p role="status">{t('resident.loading')}</p>;
  if (state.kind === 'ended') return <Navigate to={RESIDENT_SIGN_IN_PATH} replace />;
  if (state.kind === 'failed')
    return (
      <div className={styles.card}>
        <p role="alert">{t('resident.loadFailed')}</p>
      </div>
    );

  const list = state.data;
  const set = (field: keyof RequestDraft) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  /** A typed or chosen field of the request: its value, its change and its error. */
  const bound = (field: 'member_index' | 'third_party_name' | 'third_party_email') => ({
    value: draft[field],
    onValue: set(field),
    error: errors[field],
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    const body = {
      ...memberOfChoice(list.members, draft.member_index),
      kind: draft.kind,
      third_party_name: draft.third_party_name,
      third_party_email: draft.third_party_email.trim(),
      language: draft.language,
    };
    const parsed = residentVerificationRequestBody.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [fieldOf(String(issue.path[0])), t('verify.errors.invalid')]),
        ),
      );
      setMessage({ ok: false, text: t('resident.failed') });
      return;
    }
    setErrors({});
    setBusy(true);
    sendResidentRequest(parsed.data)
      .then((answer) => {
        setState({ kind: 'ready', data: answer });
        setMessage({ ok: true, text: t('resident.sent', { email: body.third_party_email }) });
        setDraft((d) => ({ ...d, third_party_name: '', third_party_email: '' }));
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0)
          setErrors(
            Object.fromEntries(error.fieldErrors.map((e) => [fieldOf(e.field), t('verify.errors.invalid')])),
          );
        setMessage({ ok: false, text: t('resident.failed') });
      })
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.stack}>
      <div className={styles.card}>
        <form className={styles.stack} onSubmit={submit} noValidate>
          <h1>{t('resident.title')}</h1>
          <p>{t('resident.intro')}</p>
          <SelectField
            id="verification-member"
            name="member_index"
            label={t('resident.member')}
            required
            emptyChoice="—"
            {...bound('member_index')}
            choices={list.members.map((m) => ({ value: memberValue(m), label: m.name }))}
          />
          <SelectField
            id="verification-kind"
            name="kind"
            label={t('resident.kind')}
            required
            value={draft.kind}
            onValue={set('kind')}
            choices={VERIFICATION_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          />
          <TextField
            id="verification-name"
            label={t('resident.thirdPartyName')}
            required
            autoComplete="organization"
            {...bound('third_party_name')}
          />
          <TextField
            id="verification-email"
            label={t('resident.thirdPartyEmail')}
            type="email"
            required
            {...bound('third_party_email')}
          />
          <SelectField
            id="verification-language"
            name="language"
            label={t('resident.language')}
            value={draft.language}
            onValue={set('language')}
            choices={RESIDENT_LANGUAGES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
          />
          {message && (
            <p className={message.ok ? undefined : styles.error} role={message.ok ? 'status' : 'alert'}>
              {message.text}
            </p>
          )}
          <button type="submit" className={SUBMIT_BUTTON_CLASS} disabled={busy}>
            {t('resident.submit')}
          </button>
        </form>
      </div>
      <div className={styles.card}>
        <h2>{t('resident.requests')}</h2>
        {list.requests.length === 0 ? (
          <p>{t('resident.empty')}</p>
        ) : (
          <ul className={styles.list}>
            {list.requests.map((r) => (
              <li key={r.id}>
                <span>
                  {r.member_name} · {t(`kinds.${r.kind}`)} · {r.third_party_name}
                </span>
                <span>
                  {t(`statuses.${r.status}`)}
                  {r.signed_at ? ` · ${formatDate(r.signed_at, i18n.language)}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link to={RESIDENT_HOME_PATH}>{t('resident.back')}</Link>
    </div>
  );
}
