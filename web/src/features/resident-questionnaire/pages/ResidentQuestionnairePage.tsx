import type { QuestionnaireAnswers } from '@lar/contracts/resident-questionnaire';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  clearResidentToken,
  RESIDENT_HOME_PATH,
  RESIDENT_SIGN_IN_PATH,
  useResidentLoad,
} from '../../resident-portal/api.ts';
import { fetchQuestionnaire, issuesOf, saveQuestionnaire, submitQuestionnaire } from '../api.ts';
import { QuestionnaireForm, type SaveState } from '../components/QuestionnaireForm.tsx';
import styles from '../components/questionnaire.module.css';
import { QUESTIONNAIRE_NS } from '../namespace.ts';

/** How long after the last change the answers are saved (a blur saves at once). */
const SAVE_PAUSE_MS = 800;

/** What a refused save or send means on screen. */
function saveStateOf(error: unknown): SaveState {
  if (!(error instanceof ApiError)) return 'network';
  if (error.code === 'VERSION_CONFLICT') return 'conflict';
  if (error.status === 409) return 'closed';
  if (error.status === 0) return 'network';
  return 'failed';
}

/**
 * `/resident/questionnaire` (decision 076): the household's recertification questionnaire, saved
 * as the resident goes (after a pause or on leaving a field), one save at a time with the version
 * last saved; then sent.
 */
export default function ResidentQuestionnairePage() {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  useDocumentTitle(t('title'));
  const [load, setLoad] = useResidentLoad(fetchQuestionnaire);
  const [answers, setAnswers] = useState<QuestionnaireAnswers | null>(null);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [submitting, setSubmitting] = useState(false);
  // The save in flight, the version it builds on, and whether answers changed meanwhile.
  const version = useRef(0);
  const pending = useRef<QuestionnaireAnswers | null>(null);
  const saving = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const ended = useCallback(
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        clearResidentToken();
        setLoad({ kind: 'ended' });
        return true;
      }
      return false;
    },
    [setLoad],
  );

  // The answers start as loaded; from then on they are the ones typed, saved at the version last saved.
  useEffect(() => {
    if (load.kind !== 'ready' || answers !== null) return;
    version.current = load.data.version;
    setAnswers(load.data.answers);
  }, [load, answers]);

  /**
   * Saves what is pending, one save at a time; a change made meanwhile is saved next. Whether
   * everything typed is saved.
   */
  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    if (saving.current) return saving.current.then(() => flush());
    const next = pending.current;
    if (next === null) return Promise.resolve(true);
    pending.current = null;
    setSaveState('saving');
    const run = saveQuestionnaire(version.current, next)
      .then((submission) => {
        version.current = submission.version;
        setIssues({});
        setSaveState(pending.current === null ? 'saved' : 'saving');
        setLoad({ kind: 'ready', data: submission });
        return true;
      })
      .catch((error: unknown) => {
        if (ended(error)) return false;
        setIssues(issuesOf(error));
        const state = saveStateOf(error);
        setSaveState(state);
        // Kept to be saved with the next change, unless saving can no longer succeed.
        if (state === 'network' || state === 'failed') pending.current ??= next;
        return false;
      })
      .finally(() => {
        saving.current = null;
      });
    saving.current = run;
    return run;
  }, [ended, setLoad]);

  const change = (next: QuestionnaireAnswers) => {
    setAnswers(next);
    pending.current = next;
    setSaveState('idle');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), SAVE_PAUSE_MS);
  };

  const submit = async () => {
    setSubmitting(true);
    try {
      // Answers not saved are not sent: the save's state already says why.
      if (!(await flush())) return;
      const submission = await submitQuestionnaire(version.current);
      version.current = submission.version;
      setIssues({});
      setSaveState('idle');
      setLoad({ kind: 'ready', data: submission });
    } catch (error) {
      if (!ended(error)) {
        setIssues(issuesOf(error));
        const state = saveStateOf(error);
        setSaveState(state === 'failed' ? 'idle' : state);
      }
    } finally {
      setSubmitting(false);
    }
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  if (load.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (load.kind !== 'ready' || answers === null) {
    // A 409: no questionnaire is open for the household now.
    const closed = load.kind === 'failed' && load.error instanceof ApiError && load.error.status === 409;
    return (
      <div className={styles.card}>
        <p role="alert">{t(load.kind === 'ended' ? 'ended' : closed ? 'unavailable' : 'failed')}</p>
        <Link to={load.kind === 'ended' ? RESIDENT_SIGN_IN_PATH : RESIDENT_HOME_PATH}>
          {load.kind === 'ended' ? t('signIn') : t('back')}
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <Link to={RESIDENT_HOME_PATH}>{t('back')}</Link>
      <QuestionnaireForm
        submission={load.data}
        answers={load.data.editable ? answers : load.data.answers}
        issues={issues}
        saveState={saveState}
        submitting={submitting}
        onChange={change}
        onCommit={() => void flush()}
        onSubmit={() => void submit()}
        newId={() => crypto.randomUUID()}
      />
    </div>
  );
}
