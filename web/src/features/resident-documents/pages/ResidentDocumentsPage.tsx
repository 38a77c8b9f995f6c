import type { ResidentDocumentList, SentDocument } from '@lar/contracts/resident-documents';
import type { QuestionnaireAnswers } from '@lar/contracts/resident-questionnaire';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import {
  clearResidentToken,
  RESIDENT_HOME_PATH,
  RESIDENT_SIGN_IN_PATH,
  readResidentToken,
} from '../../resident-portal/api.ts';
import { fetchQuestionnaire } from '../../resident-questionnaire/api.ts';
import {
  deleteResidentDocument,
  downloadResidentDocument,
  fetchResidentDocuments,
  reuseResidentDocument,
  uploadErrorKey,
} from '../api.ts';
import { AgeState } from '../components/AgeState.tsx';
import styles from '../components/documents.module.css';
import { UploadForm } from '../components/UploadForm.tsx';
import { RESIDENT_DOCUMENTS_NS } from '../namespace.ts';
import { documentNames, targetName, uploadTargets } from '../targets.ts';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; list: ResidentDocumentList; answers: QuestionnaireAnswers | null }
  | { kind: 'ended' }
  | { kind: 'failed' };

/**
 * `/resident/documents` (decision 077): the household's documents for its recertification, each
 * with its age on the effective date; one upload per member, income source and asset of the
 * household's questionnaire (decision 076), so each document carries the ids the accepted draft
 * traces its figures to; and what it sent before, to attach again.
 */
export default function ResidentDocumentsPage() {
  const { t, i18n } = useTranslation(RESIDENT_DOCUMENTS_NS);
  useDocumentTitle(t('title'));
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [actionError, setActionError] = useState<string | null>(null);

  const load = useCallback(() => {
    // Without a questionnaire (none opened yet, or no cycle) the page still takes the household's
    // documents: the questionnaire only adds the per-member and per-source sections.
    const answers = fetchQuestionnaire().then(
      (submission) => submission.answers,
      () => null,
    );
    Promise.all([fetchResidentDocuments(), answers])
      .then(([list, a]) => setState({ kind: 'ready', list, answers: a }))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          clearResidentToken();
          setState({ kind: 'ended' });
        } else setState({ kind: 'failed' });
      });
  }, []);

  useEffect(() => {
    if (!readResidentToken()) {
      navigate(RESIDENT_SIGN_IN_PATH, { replace: true });
      return;
    }
    load();
  }, [navigate, load]);

  const act = (action: Promise<unknown>) => {
    setActionError(null);
    action.then(load).catch((error: unknown) => setActionError(t(uploadErrorKey(error))));
  };
  const attach = (sent: SentDocument) =>
    act(
      reuseResidentDocument({
        source: sent.source,
        id: sent.id,
        member_key: null,
        income_source_id: null,
        asset_id: null,
        kind: sent.kind ?? 'OTHER',
      }),
    );

  if (state.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.kind === 'ended' || state.kind === 'failed')
    return (
      <div className={styles.card}>
        <p role="alert">{state.kind === 'ended' ? t('errors.ended') : t('errors.failed')}</p>
        <Link to={state.kind === 'ended' ? RESIDENT_SIGN_IN_PATH : RESIDENT_HOME_PATH}>{t('back')}</Link>
      </div>
    );

  const { list, answers } = state;
  const targets = uploadTargets(answers);
  const forWhom = (d: ResidentDocumentList['documents'][number]) => {
    const names = documentNames(t, answers, d);
    return [names.member ?? t('targets.household'), names.source].filter(Boolean).join(' · ');
  };
  const date = (value: string) => formatDate(value, i18n.language);
  return (
    <div className={styles.stack}>
      <Link to={RESIDENT_HOME_PATH}>{t('back')}</Link>
      <section className={`${styles.card} ${styles.stack}`} aria-labelledby="documents-title">
        <h1 id="documents-title">{t('title')}</h1>
        <p>{list.effective_date ? t('intro', { date: date(list.effective_date) }) : t('noCycle')}</p>
        {actionError && (
          <p role="alert" className={styles.error}>
            {actionError}
          </p>
        )}
        {list.documents.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <ul className={styles.list}>
            {list.documents.map((d) => (
              <li key={d.id}>
                <span>
                  <strong>{d.file_name}</strong>
                  <br />
                  {t('targets.for')}: {forWhom(d)}
                  <br />
                  {t(`kinds.${d.kind}`)} · {t('documentDate', { date: date(d.document_date) })}
                  <br />
                  <AgeState state={d.age_state} validUntil={d.valid_until} />
                </span>
                <span className={styles.actions}>
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => act(downloadResidentDocument(d.id, d.file_name))}
                    aria-label={t('downloadOf', { name: d.file_name })}
                  >
                    {t('download')}
                  </button>
                  {list.open && (
                    <button
                      type="button"
                      className={styles.button}
                      onClick={() => act(deleteResidentDocument(d.id))}
                      aria-label={t('removeOf', { name: d.file_name })}
                    >
                      {t('remove')}
                    </button>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
        {!list.open && list.effective_date && <p>{t('closed')}</p>}
      </section>
      {list.open && (
        <section className={styles.stack} aria-labelledby="targets-title">
          <div className={styles.card}>
            <h2 id="targets-title">{t('targets.title')}</h2>
            <p>{answers ? t('targets.intro') : t('targets.noQuestionnaire')}</p>
          </div>
          {targets.map((target) => {
            const name = targetName(t, target.label);
            return (
              <UploadForm
                key={target.key}
                title={name}
                name={name}
                defaultKind={target.defaultKind}
                memberKey={target.memberKey}
                incomeSourceId={target.incomeSourceId}
                assetId={target.assetId}
                onUploaded={load}
              />
            );
          })}
        </section>
      )}
      {list.open && list.already_sent.length > 0 && (
        <section className={`${styles.card} ${styles.stack}`} aria-labelledby="sent-title">
          <h2 id="sent-title">{t('sent.title')}</h2>
          <p>{t('sent.intro')}</p>
          <ul className={styles.list}>
            {list.already_sent.map((s) => (
              <li key={`${s.source}-${s.id}`}>
                <span>
                  <strong>{s.file_name}</strong>
                  <br />
                  {t(`sent.sources.${s.source}`)} · {t('sent.received', { date: date(s.received_on) })}
                  <br />
                  <AgeState state={s.age_state} validUntil={s.valid_until} />
                </span>
                {s.age_state === 'VALID' && (
                  <button
                    type="button"
                    className={styles.button}
                    onClick={() => attach(s)}
                    aria-label={t('sent.attachOf', { name: s.file_name })}
                  >
                    {t('sent.attach')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
