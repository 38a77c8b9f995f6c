import {
  RESIDENT_DOCUMENT_KINDS,
  type ResidentDocument,
  type ResidentDocumentKind,
} from '@lar/contracts/resident-documents';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorKey, uploadResidentDocument } from '../api.ts';
import { RESIDENT_DOCUMENTS_NS } from '../namespace.ts';
import styles from './documents.module.css';

/**
 * What the file picker offers: the stored types and a phone's HEIC photos (converted to JPEG by the
 * server). Image types let a phone offer its camera beside its files; no `capture`, which would
 * force the camera and hide the files.
 */
export const DOCUMENT_ACCEPT =
  'application/pdf,image/jpeg,image/png,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.heic,.heif';

type Sending = { kind: 'idle' } | { kind: 'sending'; share: number } | { kind: 'failed'; key: string };

/**
 * One document's upload: for the household, or for a member and one of their income sources or
 * assets (the questionnaire's ids), with its kind and the date on it. With a `name` (the member's
 * or the source's, never an id), the file input is labelled with it, so each section of the page
 * has its own plainly named file input.
 */
export function UploadForm({
  title,
  name = null,
  defaultKind = 'PAY_STUB',
  memberKey = null,
  incomeSourceId = null,
  assetId = null,
  onUploaded,
}: {
  title: string;
  name?: string | null;
  defaultKind?: ResidentDocumentKind;
  memberKey?: string | null;
  incomeSourceId?: string | null;
  assetId?: string | null;
  onUploaded: (document: ResidentDocument) => void;
}) {
  const { t } = useTranslation(RESIDENT_DOCUMENTS_NS);
  const id = useId();
  const [kind, setKind] = useState<string>(defaultKind);
  const [date, setDate] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  const [formKey, setFormKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file || !date) {
      setSending({ kind: 'failed', key: 'errors.missing' });
      return;
    }
    setSending({ kind: 'sending', share: 0 });
    uploadResidentDocument(
      {
        member_key: memberKey,
        income_source_id: incomeSourceId,
        asset_id: assetId,
        kind,
        document_date: date,
      },
      file,
      (share) => setSending({ kind: 'sending', share }),
    )
      .then((document) => {
        setSending({ kind: 'idle' });
        setFile(null);
        setDate('');
        setKind(defaultKind);
        setFormKey((k) => k + 1);
        onUploaded(document);
      })
      .catch((error: unknown) => setSending({ kind: 'failed', key: uploadErrorKey(error) }));
  };

  const busy = sending.kind === 'sending';
  return (
    <form
      className={`${styles.card} ${styles.stack}`}
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      key={formKey}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>{t('upload.kind')}</label>
        <select
          id={`${id}-kind`}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value)}
          disabled={busy}
        >
          {RESIDENT_DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-date`}>{t('upload.date')}</label>
        <input
          id={`${id}-date`}
          type="date"
          required
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          disabled={busy}
          aria-describedby={`${id}-date-hint`}
        />
        <small id={`${id}-date-hint`}>{t('upload.dateHint')}</small>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{name ? t('upload.fileFor', { name }) : t('upload.file')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={DOCUMENT_ACCEPT}
          required
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          disabled={busy}
          aria-describedby={`${id}-file-hint`}
        />
        <small id={`${id}-file-hint`}>{t('upload.fileHint')}</small>
      </div>
      {sending.kind === 'sending' && (
        <div role="status">
          <progress
            className={styles.progress}
            max={1}
            value={sending.share}
            aria-label={t('upload.progress')}
          />
          <span>{t('upload.sending', { percent: Math.round(sending.share * 100) })}</span>
        </div>
      )}
      {sending.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {t(sending.key)}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={busy}>
        {t('upload.submit')}
      </button>
    </form>
  );
}
