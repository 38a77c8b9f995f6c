import type { AgeState as State } from '@lar/contracts/resident-documents';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { RESIDENT_DOCUMENTS_NS } from '../namespace.ts';
import styles from './documents.module.css';

/** "Valid until DATE" or "Too old" (HUD Handbook 4350.3 par. 5-16 B: 120 days from receipt). */
export function AgeState({ state, validUntil }: { state: State; validUntil: string }) {
  const { t, i18n } = useTranslation(RESIDENT_DOCUMENTS_NS);
  const date = formatDate(validUntil, i18n.language);
  return state === 'VALID' ? (
    <span className={styles.valid}>{t('age.validUntil', { date })}</span>
  ) : (
    <span className={styles.old}>{t('age.tooOld', { date })}</span>
  );
}
