import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { showPdf } from '../../../lib/save-file.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RESIDENT_HOME_PATH, useResidentLoad } from '../../resident-portal/api.ts';
import {
  fetchFrozenPdf,
  fetchResidentSignature,
  SIGNATURES_NS,
  signCertification,
  signErrorKey,
} from '../api.ts';
import styles from '../components/sign.module.css';

/**
 * `/resident/sign` (decision 078): the certification waiting for the household's signatures. The
 * resident opens the frozen PDF (its SHA-256 computed here from the bytes received), reads the
 * consumer disclosure of 15 U.S.C. 7001(c) with the paper alternative, consents and signs.
 */
export default function ResidentSignPage() {
  const { t, i18n } = useTranslation(SIGNATURES_NS);
  useDocumentTitle(t('title'));
  const consentId = useId();
  const [state, setState] = useResidentLoad(fetchResidentSignature);
  // The SHA-256 of the PDF this browser received and showed: what is signed.
  const [openedHash, setOpenedHash] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [consent, setConsent] = useState(false);
  const [signing, setSigning] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (state.kind === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.kind === 'ended' || state.kind === 'failed')
    return (
      <div className={styles.card}>
        <p role="alert" className={styles.error}>
          {t(state.kind === 'ended' ? 'errors.ended' : 'errors.load')}
        </p>
        <Link to={RESIDENT_HOME_PATH}>{t('backHome')}</Link>
      </div>
    );
  const request = state.data.request;
  if (!request)
    return (
      <div className={styles.card}>
        <h1>{t('title')}</h1>
        <p>{t('none')}</p>
        <Link to={RESIDENT_HOME_PATH}>{t('backHome')}</Link>
      </div>
    );

  const open = async () => {
    // Opened on the click itself, or the browser blocks it as a pop-up.
    const tab = window.open('', '_blank');
    setOpening(true);
    setError(null);
    try {
      const { blob, sha256 } = await fetchFrozenPdf();
      showPdf(blob, `certification-${request.certification_id}.pdf`, tab);
      setOpenedHash(sha256);
      if (sha256 !== request.pdf_sha256) setError(t('errors.changed'));
    } catch (e) {
      tab?.close();
      setError(t(signErrorKey(e)));
    } finally {
      setOpening(false);
    }
  };

  const sign = async () => {
    if (openedHash === null) return;
    setSigning(true);
    setError(null);
    try {
      const answer = await signCertification(openedHash);
      setState({ kind: 'ready', data: answer });
    } catch (e) {
      setError(t(signErrorKey(e)));
    } finally {
      setSigning(false);
    }
  };

  const missing = request.signers.filter((s) => !s.signed).map((s) => s.name);
  const shownHash = openedHash ?? request.pdf_sha256;
  return (
    <div className={styles.card}>
      <h1>{t('title')}</h1>
      <p>{t('intro', { date: formatDate(request.effective_date, i18n.language) })}</p>
      <button type="button" className={styles.button} onClick={() => void open()} disabled={opening}>
        {opening ? t('opening') : t('open')}
      </button>
      <div>
        <h2>{t('hash')}</h2>
        <p className={styles.hash}>{shownHash}</p>
        <p>{t('hashHint')}</p>
      </div>
      {request.signed ? (
        <p role="status" className={styles.success}>
          {t('signedAt', { at: formatDateTime(request.signed_at, i18n.language) })}
        </p>
      ) : !request.can_sign ? (
        <p>{t('notSigner')}</p>
      ) : (
        <>
          <section aria-labelledby={`${consentId}-title`}>
            <h2 id={`${consentId}-title`}>{t('disclosure.title')}</h2>
            <ul className={styles.disclosure}>
              <li>
                <strong>{t('disclosure.paper')}</strong>
              </li>
              <li>{t('disclosure.scope')}</li>
              <li>{t('disclosure.withdraw')}</li>
              <li>{t('disclosure.copy')}</li>
              <li>{t('disclosure.contact')}</li>
              <li>{t('disclosure.device')}</li>
            </ul>
          </section>
          {openedHash === null && <p>{t('openFirst')}</p>}
          <div className={styles.consent}>
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              disabled={openedHash === null}
              onChange={(event) => setConsent(event.currentTarget.checked)}
            />
            <label htmlFor={consentId}>{t('consent')}</label>
          </div>
          <button
            type="button"
            className={styles.primary}
            disabled={!consent || openedHash === null || signing}
            onClick={() => void sign()}
          >
            {signing ? t('signing') : t('sign')}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <p>{missing.length === 0 ? t('everyoneSigned') : t('stillToSign', { names: missing.join(', ') })}</p>
      <Link to={RESIDENT_HOME_PATH}>{t('backHome')}</Link>
    </div>
  );
}
