import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NoticePage } from '../../../components/NoticePage.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import applying from '../components/applying.module.css';
import styles from './SuccessPage.module.css';
import '../namespace.ts';
import { REFERENCE } from '../reference.ts';

/**
 * Where an applicant lands after sending an application: its reference and what happens next, in
 * the page's language. Without a reference nothing was sent from here, so there is nothing to
 * confirm, and the page says so rather than suggest that documents arrived.
 */
export default function SuccessPage() {
  const [params] = useSearchParams();
  const reference = params.get('reference')?.trim().toUpperCase() ?? '';
  if (!REFERENCE.test(reference))
    return (
      <NoticePage
        prefix="success"
        linkKey="success.back"
        mark={<IconInfoCircle className={styles.icon} size={56} stroke={1.6} aria-hidden />}
        styles={styles}
        raised
      />
    );
  return <Received reference={reference} />;
}

function Received({ reference }: { reference: string }) {
  const { t } = useTranslation('applying');
  const titleId = useId();
  useDocumentTitle(t('success.title'));
  return (
    <section className={`lar-raised-card ${styles.page}`} aria-labelledby={titleId}>
      <IconCircleCheck className={styles.icon} size={56} stroke={1.6} aria-hidden />
      <h1 id={titleId} className={styles.title}>
        {t('success.title')}
      </h1>
      <p className={styles.text}>{t('success.reference')}</p>
      <p className={applying.reference} data-testid="application-reference">
        {reference}
      </p>
      <p className={styles.text}>{t('success.keep')}</p>
      <h2>{t('success.nextTitle')}</h2>
      <ol className={applying.steps}>
        <li>{t('success.next1')}</li>
        <li>{t('success.next2')}</li>
        <li>{t('success.next3')}</li>
        <li>{t('success.next4')}</li>
      </ol>
      <Link to={`/application-status?reference=${encodeURIComponent(reference)}`} className={styles.link}>
        {t('success.status')}
      </Link>
      <p>
        <Link to="/">{t('success.home')}</Link>
      </p>
    </section>
  );
}
