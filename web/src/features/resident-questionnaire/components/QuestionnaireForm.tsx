import { INCOME_SOURCES, RELATIONSHIPS } from '@lar/contracts/certifications';
import {
  ASSET_KINDS,
  annualCents,
  changesSince,
  dollarsOf,
  INCOME_FREQUENCIES,
  MEMBER_CHANGES,
  type QuestionnaireAnswers,
  type QuestionnaireAsset,
  type QuestionnaireMember,
  type QuestionnaireSource,
  type ResidentSubmission,
} from '@lar/contracts/resident-questionnaire';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatReadableDate } from '../../../lib/format.ts';
import { QUESTIONNAIRE_NS } from '../namespace.ts';
import { ChangesSummary } from './ChangesSummary.tsx';
import styles from './questionnaire.module.css';

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'network' | 'conflict' | 'closed';

export interface QuestionnaireFormProps {
  submission: ResidentSubmission;
  answers: QuestionnaireAnswers;
  /** Field issues by their path in the answers (`members.0.name`), as codes. */
  issues: Record<string, string>;
  saveState: SaveState;
  submitting: boolean;
  onChange(answers: QuestionnaireAnswers): void;
  /** A field was left: save now rather than after the pause. */
  onCommit(): void;
  onSubmit(): void;
  /** A new id for a member, source or asset (the form's own, stable, for documents to point at). */
  newId(): string;
}

const ISSUE_CODES = new Set([
  'required',
  'money',
  'one_head_of_household',
  'birth_date_after_effective_date',
  'duplicate',
]);

/**
 * The recertification questionnaire (decision 076), one section a part: members, income, assets,
 * rental assistance, then what changed and sending. Plain labelled fields, one column on a phone.
 */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { submission, answers, issues, saveState, submitting, onChange, onCommit, onSubmit, newId } = props;
  const { t, i18n } = useTranslation(QUESTIONNAIRE_NS);
  const language = i18n.language;
  const editable = submission.editable;
  const issueText = (path: string) => {
    const code = issues[path];
    if (code === undefined) return undefined;
    return t(`issues.${ISSUE_CODES.has(code) ? code : 'other'}`);
  };
  const issueCount = Object.keys(issues).length;

  const setMember = (i: number, change: Partial<QuestionnaireMember>) =>
    onChange({ ...answers, members: answers.members.map((m, j) => (j === i ? { ...m, ...change } : m)) });
  const setSource = (i: number, change: Partial<QuestionnaireSource>) =>
    onChange({
      ...answers,
      income_sources: answers.income_sources.map((s, j) => (j === i ? { ...s, ...change } : s)),
    });
  const setAsset = (i: number, change: Partial<QuestionnaireAsset>) =>
    onChange({ ...answers, assets: answers.assets.map((a, j) => (j === i ? { ...a, ...change } : a)) });
  const known = new Set(submission.baseline.members.map((m) => m.member_key));

  /** A labelled field with its issue text, tied by ids for screen readers. */
  const field = (id: string, path: string, label: string, control: (a11y: object) => ReactNode) => {
    const issue = issueText(path);
    const a11y = {
      id,
      'aria-invalid': issue ? true : undefined,
      'aria-describedby': issue ? `${id}-issue` : undefined,
      onBlur: onCommit,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={id}>{label}</label>
        {control(a11y)}
        {issue && (
          <p id={`${id}-issue`} className={styles.issue}>
            {issue}
          </p>
        )}
      </div>
    );
  };
  const choose = <option value="">{t('changes.choose')}</option>;

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h1>{t('title')}</h1>
      <p>{t('intro', { date: formatReadableDate(submission.effective_date, language) })}</p>
      {submission.status !== 'IN_PROGRESS' && (
        <div className={styles.notice} role="status">
          <p>{t(`status.${submission.status}`)}</p>
          {submission.status === 'CORRECTION_REQUESTED' && submission.correction_note && (
            <p>{submission.correction_note}</p>
          )}
        </div>
      )}
      <p className={styles.saved} role="status" aria-live="polite">
        {saveState === 'idle' ? '' : t(`save.${saveState}`)}
      </p>
      {issueText('members') && (
        <p className={styles.issue} role="alert">
          {issueText('members')}
        </p>
      )}

      <fieldset className={styles.fieldset} disabled={!editable}>
        <section className={styles.card} aria-labelledby="q-members">
          <h2 id="q-members">{t('members.title')}</h2>
          {answers.members.map((m, i) => {
            const id = `q-m-${m.member_key}`;
            return (
              <fieldset key={m.member_key} className={styles.entry}>
                <legend>{m.name || t('members.member', { number: i + 1 })}</legend>
                {field(`${id}-name`, `members.${i}.name`, t('members.name'), (a) => (
                  <input
                    {...a}
                    autoComplete="off"
                    value={m.name}
                    maxLength={150}
                    onChange={(e) => setMember(i, { name: e.currentTarget.value })}
                  />
                ))}
                {field(`${id}-birth`, `members.${i}.birth_date`, t('members.birthDate'), (a) => (
                  <input
                    {...a}
                    type="date"
                    value={m.birth_date ?? ''}
                    onChange={(e) => setMember(i, { birth_date: e.currentTarget.value || null })}
                  />
                ))}
                {field(`${id}-rel`, `members.${i}.relationship`, t('members.relationship'), (a) => (
                  <select
                    {...a}
                    value={m.relationship ?? ''}
                    onChange={(e) =>
                      setMember(i, {
                        relationship: (e.currentTarget.value || null) as QuestionnaireMember['relationship'],
                      })
                    }
                  >
                    {choose}
                    {RELATIONSHIPS.map((r) => (
                      <option key={r} value={r}>
                        {t(`relationships.${r}`)}
                      </option>
                    ))}
                  </select>
                ))}
                {field(`${id}-change`, `members.${i}.change`, t('members.change'), (a) => (
                  <select
                    {...a}
                    value={m.change}
                    onChange={(e) => {
                      const change = e.currentTarget.value as QuestionnaireMember['change'];
                      setMember(i, { change, change_date: change === 'NONE' ? null : m.change_date });
                    }}
                  >
                    {MEMBER_CHANGES.map((c) => (
                      <option key={c} value={c}>
                        {t(`members.changes.${c}`)}
                      </option>
                    ))}
                  </select>
                ))}
                {m.change !== 'NONE' &&
                  field(`${id}-date`, `members.${i}.change_date`, t('members.changeDate'), (a) => (
                    <input
                      {...a}
                      type="date"
                      value={m.change_date ?? ''}
                      onChange={(e) => setMember(i, { change_date: e.currentTarget.value || null })}
                    />
                  ))}
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={m.full_time_student}
                    onChange={(e) => setMember(i, { full_time_student: e.currentTarget.checked })}
                    onBlur={onCommit}
                  />
                  {t('members.student')}
                </label>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={m.disabled}
                    onChange={(e) => setMember(i, { disabled: e.currentTarget.checked })}
                    onBlur={onCommit}
                  />
                  {t('members.disabled')}
                </label>
                {!known.has(m.member_key) && (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() =>
                      onChange({
                        ...answers,
                        members: answers.members.filter((x) => x.member_key !== m.member_key),
                        income_sources: answers.income_sources.filter((s) => s.member_key !== m.member_key),
                      })
                    }
                  >
                    {t('members.remove', { name: m.name || t('members.unnamed') })}
                  </button>
                )}
              </fieldset>
            );
          })}
          <button
            type="button"
            className={styles.button}
            onClick={() =>
              onChange({
                ...answers,
                members: [
                  ...answers.members,
                  {
                    member_key: newId(),
                    name: '',
                    birth_date: null,
                    relationship: null,
                    change: 'JOINED',
                    change_date: null,
                    full_time_student: false,
                    disabled: false,
                  },
                ],
              })
            }
          >
            {t('members.add')}
          </button>
        </section>

        <section className={styles.card} aria-labelledby="q-income">
          <h2 id="q-income">{t('income.title')}</h2>
          <p className={styles.hint}>{t('income.hint')}</p>
          {answers.income_sources.length === 0 && <p>{t('income.none')}</p>}
          {answers.income_sources.map((s, i) => {
            const id = `q-s-${s.id}`;
            return (
              <fieldset key={s.id} className={styles.entry}>
                <legend>{t('income.source', { number: i + 1 })}</legend>
                {field(`${id}-member`, `income_sources.${i}.member_key`, t('income.member'), (a) => (
                  <select
                    {...a}
                    value={s.member_key}
                    onChange={(e) => setSource(i, { member_key: e.currentTarget.value })}
                  >
                    {answers.members.map((m, j) => (
                      <option key={m.member_key} value={m.member_key}>
                        {m.name || t('members.member', { number: j + 1 })}
                      </option>
                    ))}
                  </select>
                ))}
                {field(`${id}-kind`, `income_sources.${i}.kind`, t('income.kind'), (a) => (
                  <select
                    {...a}
                    value={s.kind}
                    onChange={(e) =>
                      setSource(i, { kind: e.currentTarget.value as QuestionnaireSource['kind'] })
                    }
                  >
                    {INCOME_SOURCES.map((k) => (
                      <option key={k} value={k}>
                        {t(`kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                ))}
                {field(`${id}-amount`, `income_sources.${i}.amount`, t('income.amount'), (a) => (
                  <input
                    {...a}
                    inputMode="decimal"
                    autoComplete="off"
                    value={s.amount}
                    maxLength={13}
                    onChange={(e) => setSource(i, { amount: e.currentTarget.value })}
                  />
                ))}
                {field(`${id}-freq`, `income_sources.${i}.frequency`, t('income.frequency'), (a) => (
                  <select
                    {...a}
                    value={s.frequency ?? ''}
                    onChange={(e) =>
                      setSource(i, {
                        frequency: (e.currentTarget.value || null) as QuestionnaireSource['frequency'],
                      })
                    }
                  >
                    {choose}
                    {INCOME_FREQUENCIES.map((f) => (
                      <option key={f} value={f}>
                        {t(`frequencies.${f}`)}
                      </option>
                    ))}
                  </select>
                ))}
                <p className={styles.hint}>
                  {t('income.annual', { amount: formatMoney(dollarsOf(annualCents(s)), language) })}
                </p>
                <button
                  type="button"
                  className={styles.button}
                  onClick={() =>
                    onChange({
                      ...answers,
                      income_sources: answers.income_sources.filter((x) => x.id !== s.id),
                    })
                  }
                >
                  {t('income.remove', { number: i + 1 })}
                </button>
              </fieldset>
            );
          })}
          {answers.members.length > 0 && (
            <button
              type="button"
              className={styles.button}
              onClick={() =>
                onChange({
                  ...answers,
                  income_sources: [
                    ...answers.income_sources,
                    {
                      id: newId(),
                      member_key: answers.members[0]?.member_key ?? '',
                      kind: 'employment',
                      amount: '',
                      frequency: null,
                    },
                  ],
                })
              }
            >
              {t('income.add')}
            </button>
          )}
        </section>

        <section className={styles.card} aria-labelledby="q-assets">
          <h2 id="q-assets">{t('assets.title')}</h2>
          <p className={styles.hint}>{t('assets.hint')}</p>
          {answers.assets.length === 0 && <p>{t('assets.none')}</p>}
          {answers.assets.map((asset, i) => {
            const id = `q-a-${asset.id}`;
            return (
              <fieldset key={asset.id} className={styles.entry}>
                <legend>{t('assets.asset', { number: i + 1 })}</legend>
                {field(`${id}-kind`, `assets.${i}.kind`, t('assets.kind'), (a) => (
                  <select
                    {...a}
                    value={asset.kind ?? ''}
                    onChange={(e) =>
                      setAsset(i, { kind: (e.currentTarget.value || null) as QuestionnaireAsset['kind'] })
                    }
                  >
                    {choose}
                    {ASSET_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`assetKinds.${k}`)}
                      </option>
                    ))}
                  </select>
                ))}
                {field(`${id}-desc`, `assets.${i}.description`, t('assets.description'), (a) => (
                  <input
                    {...a}
                    value={asset.description}
                    maxLength={150}
                    onChange={(e) => setAsset(i, { description: e.currentTarget.value })}
                  />
                ))}
                {field(`${id}-value`, `assets.${i}.cash_value`, t('assets.cashValue'), (a) => (
                  <input
                    {...a}
                    inputMode="decimal"
                    value={asset.cash_value}
                    maxLength={13}
                    onChange={(e) => setAsset(i, { cash_value: e.currentTarget.value })}
                  />
                ))}
                {field(`${id}-income`, `assets.${i}.annual_income`, t('assets.annualIncome'), (a) => (
                  <input
                    {...a}
                    inputMode="decimal"
                    value={asset.annual_income}
                    maxLength={13}
                    onChange={(e) => setAsset(i, { annual_income: e.currentTarget.value })}
                  />
                ))}
                <button
                  type="button"
                  className={styles.button}
                  onClick={() =>
                    onChange({ ...answers, assets: answers.assets.filter((x) => x.id !== asset.id) })
                  }
                >
                  {t('assets.remove', { number: i + 1 })}
                </button>
              </fieldset>
            );
          })}
          <button
            type="button"
            className={styles.button}
            onClick={() =>
              onChange({
                ...answers,
                assets: [
                  ...answers.assets,
                  { id: newId(), kind: null, description: '', cash_value: '', annual_income: '' },
                ],
              })
            }
          >
            {t('assets.add')}
          </button>
        </section>

        <section className={styles.card} aria-labelledby="q-assistance">
          <h2 id="q-assistance">{t('assistance.title')}</h2>
          <fieldset
            className={styles.fieldset}
            aria-invalid={issueText('receives_rental_assistance') ? true : undefined}
            aria-describedby={issueText('receives_rental_assistance') ? 'q-assist-issue' : undefined}
          >
            <legend className={styles.question}>{t('assistance.question')}</legend>
            {([true, false] as const).map((value) => (
              <label key={String(value)} className={styles.check}>
                <input
                  type="radio"
                  name="q-assistance"
                  checked={answers.receives_rental_assistance === value}
                  onChange={() =>
                    onChange({
                      ...answers,
                      receives_rental_assistance: value,
                      rental_assistance_amount: value ? answers.rental_assistance_amount : '',
                    })
                  }
                  onBlur={onCommit}
                />
                {value ? t('assistance.yes') : t('assistance.no')}
              </label>
            ))}
            {issueText('receives_rental_assistance') && (
              <p id="q-assist-issue" className={styles.issue}>
                {issueText('receives_rental_assistance')}
              </p>
            )}
          </fieldset>
          {answers.receives_rental_assistance &&
            field('q-assist-amount', 'rental_assistance_amount', t('assistance.amount'), (a) => (
              <input
                {...a}
                inputMode="decimal"
                value={answers.rental_assistance_amount}
                maxLength={13}
                onChange={(e) => onChange({ ...answers, rental_assistance_amount: e.currentTarget.value })}
              />
            ))}
        </section>
      </fieldset>

      <ChangesSummary changes={changesSince(answers, submission.baseline)} />

      {editable && (
        <div className={styles.card}>
          {issueCount > 0 && (
            <p className={styles.issue} role="alert">
              {t('missing', { count: issueCount })}
            </p>
          )}
          <button type="submit" className={`${styles.button} ${styles.primary}`} disabled={submitting}>
            {submitting ? t('submitting') : t('submit')}
          </button>
        </div>
      )}
    </form>
  );
}
