import {
  changesSince,
  type QuestionnaireAnswers,
  type ResidentSubmission,
} from '@lar/contracts/resident-questionnaire';
import { useTranslation } from 'react-i18next';
import { formatReadableDate } from '../../../lib/format.ts';
import { QUESTIONNAIRE_NS } from '../namespace.ts';
import { AssetsSection } from './AssetsSection.tsx';
import { ChangesSummary } from './ChangesSummary.tsx';
import { IncomeSection } from './IncomeSection.tsx';
import { MembersSection } from './MembersSection.tsx';
import styles from './questionnaire.module.css';
import { useQuestionnaireFields } from './questionnaire-fields.tsx';

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

/**
 * The recertification questionnaire (decision 076), one section a part: members, income, assets,
 * rental assistance, then what changed and sending. Plain labelled fields, one column on a phone.
 */
export function QuestionnaireForm(props: QuestionnaireFormProps) {
  const { submission, answers, issues, saveState, submitting, onChange, onCommit, onSubmit, newId } = props;
  const { t, i18n } = useTranslation(QUESTIONNAIRE_NS);
  const language = i18n.language;
  const editable = submission.editable;
  const fields = useQuestionnaireFields(issues, onCommit);
  const { issueText, field, amountInput } = fields;
  const issueCount = Object.keys(issues).length;
  const known = new Set(submission.baseline.members.map((m) => m.member_key));
  const section = { answers, onChange, newId, fields };

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
        <MembersSection {...section} known={known} onCommit={onCommit} />
        <IncomeSection {...section} />
        <AssetsSection {...section} />

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
