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
import { AmountInput } from './AmountInput.tsx';
import { ChangesSummary } from './ChangesSummary.tsx';
import { ListEditor } from './ListEditor.tsx';
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
  /** A select of `values`; with `optional`, "Choose" comes first and stands for null. */
  const select =
    <V extends string>(
      value: V | null,
      values: readonly V[],
      labelOf: (value: V, index: number) => string,
      set: (value: V | null) => void,
      optional = false,
    ) =>
    (a: object) => (
      <select {...a} value={value ?? ''} onChange={(e) => set((e.currentTarget.value || null) as V | null)}>
        {optional && <option value="">{t('changes.choose')}</option>}
        {values.map((v, index) => (
          <option key={v} value={v}>
            {labelOf(v, index)}
          </option>
        ))}
      </select>
    );
  /** A decimal amount (income, an asset's value): the phone shows its number pad. */
  const amountInput = (value: string, set: (value: string) => void) => (a: object) => (
    <AmountInput {...a} value={value} onChange={set} language={language} />
  );
  const dateInput = (value: string | null, set: (value: string | null) => void) => (a: object) => (
    <input {...a} type="date" value={value ?? ''} onChange={(e) => set(e.currentTarget.value || null)} />
  );
  const memberName = (m: QuestionnaireMember, i: number) => m.name || t('members.member', { number: i + 1 });

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
        <ListEditor
          headingId="q-members"
          title={t('members.title')}
          items={answers.members}
          keyOf={(m) => m.member_key}
          legendOf={memberName}
          removeLabel={(m) =>
            known.has(m.member_key) ? null : t('members.remove', { name: m.name || t('members.unnamed') })
          }
          onRemove={(m) =>
            onChange({
              ...answers,
              members: answers.members.filter((x) => x.member_key !== m.member_key),
              income_sources: answers.income_sources.filter((s) => s.member_key !== m.member_key),
            })
          }
          addLabel={t('members.add')}
          onAdd={() =>
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
          {(m, i) => {
            const id = `q-m-${m.member_key}`;
            return (
              <>
                {field(`${id}-name`, `members.${i}.name`, t('members.name'), (a) => (
                  <input
                    {...a}
                    autoComplete="off"
                    value={m.name}
                    maxLength={150}
                    onChange={(e) => setMember(i, { name: e.currentTarget.value })}
                  />
                ))}
                {field(
                  `${id}-birth`,
                  `members.${i}.birth_date`,
                  t('members.birthDate'),
                  dateInput(m.birth_date, (birth_date) => setMember(i, { birth_date })),
                )}
                {field(
                  `${id}-rel`,
                  `members.${i}.relationship`,
                  t('members.relationship'),
                  select(
                    m.relationship,
                    RELATIONSHIPS,
                    (r) => t(`relationships.${r}`),
                    (relationship) => setMember(i, { relationship }),
                    true,
                  ),
                )}
                {field(
                  `${id}-change`,
                  `members.${i}.change`,
                  t('members.change'),
                  select(
                    m.change,
                    MEMBER_CHANGES,
                    (c) => t(`members.changes.${c}`),
                    (change) =>
                      change &&
                      setMember(i, { change, change_date: change === 'NONE' ? null : m.change_date }),
                  ),
                )}
                {m.change !== 'NONE' &&
                  field(
                    `${id}-date`,
                    `members.${i}.change_date`,
                    t('members.changeDate'),
                    dateInput(m.change_date, (change_date) => setMember(i, { change_date })),
                  )}
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
              </>
            );
          }}
        </ListEditor>

        <ListEditor
          headingId="q-income"
          title={t('income.title')}
          hint={t('income.hint')}
          none={t('income.none')}
          items={answers.income_sources}
          keyOf={(s) => s.id}
          legendOf={(_, i) => t('income.source', { number: i + 1 })}
          removeLabel={(_, i) => t('income.remove', { number: i + 1 })}
          onRemove={(s) =>
            onChange({ ...answers, income_sources: answers.income_sources.filter((x) => x.id !== s.id) })
          }
          addLabel={t('income.add')}
          onAdd={
            answers.members.length === 0
              ? undefined
              : () =>
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
          {(s, i) => {
            const id = `q-s-${s.id}`;
            const memberKeys = answers.members.map((m) => m.member_key);
            const memberNames = answers.members.map(memberName);
            return (
              <>
                {field(
                  `${id}-member`,
                  `income_sources.${i}.member_key`,
                  t('income.member'),
                  select(
                    s.member_key,
                    memberKeys,
                    (_, index) => memberNames[index] ?? '',
                    (member_key) => member_key && setSource(i, { member_key }),
                  ),
                )}
                {field(
                  `${id}-kind`,
                  `income_sources.${i}.kind`,
                  t('income.kind'),
                  select(
                    s.kind,
                    INCOME_SOURCES,
                    (k) => t(`kinds.${k}`),
                    (kind) => kind && setSource(i, { kind }),
                  ),
                )}
                {field(
                  `${id}-amount`,
                  `income_sources.${i}.amount`,
                  t('income.amount'),
                  amountInput(s.amount, (amount) => setSource(i, { amount })),
                )}
                {field(
                  `${id}-freq`,
                  `income_sources.${i}.frequency`,
                  t('income.frequency'),
                  select(
                    s.frequency,
                    INCOME_FREQUENCIES,
                    (f) => t(`frequencies.${f}`),
                    (frequency) => setSource(i, { frequency }),
                    true,
                  ),
                )}
                <p className={styles.hint}>
                  {t('income.annual', { amount: formatMoney(dollarsOf(annualCents(s)), language) })}
                </p>
              </>
            );
          }}
        </ListEditor>

        <ListEditor
          headingId="q-assets"
          title={t('assets.title')}
          hint={t('assets.hint')}
          none={t('assets.none')}
          items={answers.assets}
          keyOf={(asset) => asset.id}
          legendOf={(_, i) => t('assets.asset', { number: i + 1 })}
          removeLabel={(_, i) => t('assets.remove', { number: i + 1 })}
          onRemove={(asset) =>
            onChange({ ...answers, assets: answers.assets.filter((x) => x.id !== asset.id) })
          }
          addLabel={t('assets.add')}
          onAdd={() =>
            onChange({
              ...answers,
              assets: [
                ...answers.assets,
                { id: newId(), kind: null, description: '', cash_value: '', annual_income: '' },
              ],
            })
          }
        >
          {(asset, i) => {
            const id = `q-a-${asset.id}`;
            return (
              <>
                {field(
                  `${id}-kind`,
                  `assets.${i}.kind`,
                  t('assets.kind'),
                  select(
                    asset.kind,
                    ASSET_KINDS,
                    (k) => t(`assetKinds.${k}`),
                    (kind) => setAsset(i, { kind }),
                    true,
                  ),
                )}
                {field(`${id}-desc`, `assets.${i}.description`, t('assets.description'), (a) => (
                  <input
                    {...a}
                    value={asset.description}
                    maxLength={150}
                    onChange={(e) => setAsset(i, { description: e.currentTarget.value })}
                  />
                ))}
                {field(
                  `${id}-value`,
                  `assets.${i}.cash_value`,
                  t('assets.cashValue'),
                  amountInput(asset.cash_value, (cash_value) => setAsset(i, { cash_value })),
                )}
                {field(
                  `${id}-income`,
                  `assets.${i}.annual_income`,
                  t('assets.annualIncome'),
                  amountInput(asset.annual_income, (annual_income) => setAsset(i, { annual_income })),
                )}
              </>
            );
          }}
        </ListEditor>

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
            field(
              'q-assist-amount',
              'rental_assistance_amount',
              t('assistance.amount'),
              amountInput(answers.rental_assistance_amount, (rental_assistance_amount) =>
                onChange({ ...answers, rental_assistance_amount }),
              ),
            )}
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
