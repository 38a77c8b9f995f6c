import {
  BENEFIT_FREQUENCIES,
  PAY_FREQUENCIES,
  type VerificationOpened,
  verificationCompleteBody,
} from '@lar/contracts/third-party-verification';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckField,
  FieldGroup,
  SelectField,
  SUBMIT_BUTTON_CLASS,
  TextField,
} from '../../../components/FormField.tsx';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { completeVerification, linkErrorKey, openVerification, tokenOfHash } from '../api.ts';
import { errorsOfIssues, errorsOfServer, type FieldErrors } from '../components/field-errors.ts';
import styles from '../components/verify.module.css';
import { VERIFICATION_NS } from '../namespace.ts';

type State =
  | { kind: 'opening' }
  | { kind: 'refused'; key: string }
  | { kind: 'form'; token: string; request: VerificationOpened }
  | { kind: 'done'; signedAt: string };

/** Every field of both kinds as the form holds it: text, empty when not given. */
const EMPTY = {
  employer: '',
  position: '',
  start_date: '',
  pay_rate: '',
  pay_frequency: 'HOURLY',
  average_hours: '',
  overtime_rate: '',
  overtime_hours: '',
  expected_changes: '',
  agency: '',
  benefit_type: '',
  amount: '',
  frequency: 'MONTHLY',
  effective_date: '',
};
type Values = typeof EMPTY;

function answersOf(kind: VerificationOpened['kind'], v: Values) {
  const orNull = (s: string) => (s.trim() === '' ? null : s.trim());
  return kind === 'EMPLOYMENT'
    ? {
        kind,
        employer: v.employer,
        position: v.position,
        start_date: v.start_date,
        pay_rate: v.pay_rate.trim(),
        pay_frequency: v.pay_frequency,
        average_hours: v.average_hours.trim(),
        overtime_rate: orNull(v.overtime_rate),
        overtime_hours: orNull(v.overtime_hours),
        expected_changes: orNull(v.expected_changes),
      }
    : {
        kind,
        agency: v.agency,
        benefit_type: v.benefit_type,
        amount: v.amount.trim(),
        frequency: v.frequency,
        effective_date: v.effective_date,
      };
}

/**
 * `/verify`: the employer's or agency's page, opened from the e-mailed link (`#token=...`, kept
 * out of server logs and taken off the address bar at once). It shows who and what is asked, the
 * answers to give and the typed-name signature (decision 079).
 */
export default function VerifyPage() {
  const { t, i18n } = useTranslation(VERIFICATION_NS);
  useDocumentTitle(t('verify.title'));
  const [state, setState] = useState<State>(() =>
    typeof window !== 'undefined' && tokenOfHash(window.location.hash)
      ? { kind: 'opening' }
      : { kind: 'refused', key: 'verify.noLink' },
  );
  const [values, setValues] = useState<Values>(EMPTY);
  const [signer, setSigner] = useState('');
  const [attest, setAttest] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const summary = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    const token = tokenOfHash(window.location.hash);
    if (!token || started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    openVerification(token)
      .then((request) => {
        void i18n.changeLanguage(request.language);
        setState({ kind: 'form', token, request });
      })
      .catch((error: unknown) => setState({ kind: 'refused', key: linkErrorKey(error) }));
  });

  if (state.kind === 'opening') return <p role="status">{t('verify.checking')}</p>;
  if (state.kind === 'refused')
    return (
      <div className={styles.card}>
        <h1>{t('verify.title')}</h1>
        <p role="alert">{t(state.key)}</p>
      </div>
    );
  if (state.kind === 'done')
    return (
      <div className={styles.card}>
        <h1>{t('verify.title')}</h1>
        <p role="status">{t('verify.done', { date: formatDate(state.signedAt, i18n.language) })}</p>
      </div>
    );

  const { request, token } = state;
  const set = (field: keyof Values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  const text = (field: keyof Values, label: string, extra: Record<string, string | boolean> = {}) => (
    <TextField
      id={`verify-${field}`}
      label={label}
      value={values[field]}
      onValue={set(field)}
      error={errorOf(field)}
      {...extra}
    />
  );
  /** How often the pay or the benefit comes, from the answer's own list. */
  const frequency = (field: 'pay_frequency' | 'frequency', label: string, frequencies: readonly string[]) => (
    <SelectField
      id={`verify-${field}`}
      name={field}
      label={label}
      required
      value={values[field]}
      onValue={set(field)}
      error={errorOf(field)}
      choices={frequencies.map((f) => ({ value: f, label: t(`frequencies.${f}`) }))}
    />
  );
  const count = Object.keys(errors).length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body = { token, answers: answersOf(request.kind, values), signer_name: signer, attest };
    const parsed = verificationCompleteBody.safeParse(body);
    if (!parsed.success) {
      setErrors(errorsOfIssues(parsed.error.issues));
      summary.current?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    completeVerification({ ...parsed.data, attest: true })
      .then((answer) => setState({ kind: 'done', signedAt: answer.signed_at }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
          setErrors(errorsOfServer(error.fieldErrors));
          summary.current?.focus();
        } else if (error instanceof ApiError && (error.status === 404 || error.status === 409))
          setState({ kind: 'refused', key: linkErrorKey(error) });
        else setFailure(t(linkErrorKey(error)));
      })
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.card}>
      <form className={styles.stack} onSubmit={submit} noValidate>
        <h1>{t('verify.title')}</h1>
        <p>
          {t('verify.intro', {
            property: request.property_name,
            member: request.member_name,
            kind: t(`kinds.${request.kind}`).toLowerCase(),
          })}
        </p>
        {request.kind === 'EMPLOYMENT' ? (
          <FieldGroup legend={t('verify.employment')}>
            {text('employer', t('verify.employer'), { required: true, autoComplete: 'organization' })}
            {text('position', t('verify.position'), { required: true, autoComplete: 'organization-title' })}
            {text('start_date', t('verify.startDate'), { required: true, type: 'date' })}
            {text('pay_rate', t('verify.payRate'), { required: true, inputMode: 'decimal' })}
            {frequency('pay_frequency', t('verify.payFrequency'), PAY_FREQUENCIES)}
            {text('average_hours', t('verify.averageHours'), { required: true, inputMode: 'decimal' })}
            {text('overtime_rate', t('verify.overtimeRate'), {
              inputMode: 'decimal',
              hint: t('verify.overtimeHint'),
            })}
            {text('overtime_hours', t('verify.overtimeHours'), { inputMode: 'decimal' })}
            {text('expected_changes', t('verify.expectedChanges'))}
          </FieldGroup>
        ) : (
          <FieldGroup legend={t('verify.benefits')}>
            {text('agency', t('verify.agency'), { required: true, autoComplete: 'organization' })}
            {text('benefit_type', t('verify.benefitType'), { required: true })}
            {text('amount', t('verify.amount'), { required: true, inputMode: 'decimal' })}
            {frequency('frequency', t('verify.frequency'), BENEFIT_FREQUENCIES)}
            {text('effective_date', t('verify.effectiveDate'), { required: true, type: 'date' })}
          </FieldGroup>
        )}
        <FieldGroup legend={t('verify.signature')}>
          <TextField
            id="verify-signer_name"
            label={t('verify.signerName')}
            required
            autoComplete="name"
            value={signer}
            onValue={setSigner}
            error={errorOf('signer_name')}
          />
          <CheckField name="attest" label={t('verify.attest')} checked={attest} onChecked={setAttest} />
          {errors.attest && <p className={styles.error}>{t(errors.attest)}</p>}
        </FieldGroup>
        <p
          ref={summary}
          tabIndex={-1}
          className={styles.error}
          role={count > 0 || failure ? 'alert' : undefined}
        >
          {count > 0 ? t('verify.fixErrors', { count }) : failure}
        </p>
        <button type="submit" className={SUBMIT_BUTTON_CLASS} disabled={busy}>
          {busy ? t('verify.sending') : t('verify.submit')}
        </button>
      </form>
    </div>
  );
}
