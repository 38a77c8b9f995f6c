import type { QuestionnaireAnswers, QuestionnaireMember } from '@lar/contracts/resident-questionnaire';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRE_NS } from '../namespace.ts';
import { AmountInput } from './AmountInput.tsx';
import styles from './questionnaire.module.css';

/** A control drawn with the accessibility attributes its field gives it (`id`, `aria-*`, `onBlur`). */
export type Control = (a11y: object) => ReactNode;

/** How the questionnaire's sections draw their fields, with the issues of the last save. */
export interface QuestionnaireFields {
  /** The issue's text at `path` (`members.0.name`), when the last save found one. */
  issueText(path: string): string | undefined;
  /**
   * A labelled field with its issue text, tied by ids for screen readers; the control's id is the
   * answer's path (`q-members-0-name`), unique on the page.
   */
  field(path: string, label: string, control: Control): ReactNode;
  /** A select of `values`; with `optional`, "Choose" comes first and stands for null. */
  select<V extends string>(
    value: V | null,
    values: readonly V[],
    labelOf: (value: V, index: number) => string,
    set: (value: V | null) => void,
    optional?: boolean,
  ): Control;
  /** A decimal amount (income, an asset's value): the phone shows its number pad. */
  amountInput(value: string, set: (value: string) => void): Control;
  dateInput(value: string | null, set: (value: string | null) => void): Control;
  /** A member's name, or "Member 2" while it has none. */
  memberName(member: QuestionnaireMember, index: number): string;
}

const ISSUE_CODES = new Set([
  'required',
  'money',
  'one_head_of_household',
  'birth_date_after_effective_date',
  'duplicate',
]);

/** The field helpers, for issues by path as codes; leaving a field calls `onCommit` (save now). */
export function useQuestionnaireFields(
  issues: Record<string, string>,
  onCommit: () => void,
): QuestionnaireFields {
  const { t, i18n } = useTranslation(QUESTIONNAIRE_NS);
  const language = i18n.language;
  const issueText = (path: string) => {
    const code = issues[path];
    if (code === undefined) return undefined;
    return t(`issues.${ISSUE_CODES.has(code) ? code : 'other'}`);
  };
  return {
    issueText,
    field: (path, label, control) => {
      const id = `q-${path.replaceAll('.', '-')}`;
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
    },
    select:
      (value, values, labelOf, set, optional = false) =>
      (a) => (
        <select
          {...a}
          value={value ?? ''}
          onChange={(e) => set((e.currentTarget.value || null) as typeof value)}
        >
          {optional && <option value="">{t('changes.choose')}</option>}
          {values.map((v, index) => (
            <option key={v} value={v}>
              {labelOf(v, index)}
            </option>
          ))}
        </select>
      ),
    amountInput: (value, set) => (a) => (
      <AmountInput {...a} value={value} onChange={set} language={language} />
    ),
    dateInput: (value, set) => (a) => (
      <input {...a} type="date" value={value ?? ''} onChange={(e) => set(e.currentTarget.value || null)} />
    ),
    memberName: (m, i) => m.name || t('members.member', { number: i + 1 }),
  };
}

type AnswerList = 'members' | 'income_sources' | 'assets';

/**
 * The edits of one list of the answers: `set` changes the entry at an index, `add` appends one;
 * each hands `onChange` the whole answers with that list replaced.
 */
export function answerList<K extends AnswerList>(
  answers: QuestionnaireAnswers,
  onChange: (answers: QuestionnaireAnswers) => void,
  key: K,
) {
  type Entry = QuestionnaireAnswers[K][number];
  const entries = answers[key] as readonly Entry[];
  const replace = (next: Entry[]) => onChange({ ...answers, [key]: next });
  return {
    set: (index: number, change: Partial<Entry>) =>
      replace(entries.map((entry, j) => (j === index ? { ...entry, ...change } : entry))),
    add: (entry: Entry) => replace([...entries, entry]),
  };
}

/** What each list section of the questionnaire is given. */
export interface SectionProps {
  answers: QuestionnaireAnswers;
  onChange(answers: QuestionnaireAnswers): void;
  /** A new id for a member, source or asset (the form's own, stable, for documents to point at). */
  newId(): string;
  fields: QuestionnaireFields;
}
