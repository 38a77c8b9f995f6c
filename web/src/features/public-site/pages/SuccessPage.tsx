import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './SuccessPage.module.css';

/**
 * Where an applicant will land after submitting an application with documents. Applications are
 * a later capability, so nothing can have been received yet: whoever opens this address is told
 * there is nothing to confirm, never that their documents arrived.
 */
export default function SuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('success.title'));
  return (
    <section className={styles.card} aria-labelledby="success-title">
      <IconInfoCircle className={styles.icon} size={56} stroke={1.6} aria-hidden />
      <h1 id="success-title" className={styles.title}>
        {t('success.title')}
      </h1>
      <p className={styles.text}>{t('success.text')}</p>
      <Link to="/" className={styles.button}>
        {t('success.back')}
      </Link>
    </section>
  );
}
