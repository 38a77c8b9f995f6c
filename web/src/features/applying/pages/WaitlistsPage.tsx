import type { PublicWaitlist } from '@lar/contracts/application-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure } from '../../../components/public/PageParts.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { fetchWaitlists } from '../api.ts';
import styles from '../components/applying.module.css';
import '../namespace.ts';
import page from '../../../components/public/page.module.css';
import { usePublicData } from '../../../lib/public/use-public-data.ts';

/** `/waitlists`: the properties whose waitlist takes applications without a listed apartment. */
export default function WaitlistsPage() {
  const { t } = useTranslation('applying');
  useDocumentTitle(t('waitlists.title'));
  const [data, retry] = usePublicData<PublicWaitlist[]>('waitlists', fetchWaitlists);
  return (
    <div className={`${page.page} ${page.narrow}`}>
      <header className={page.header}>
        <h1 className={page.title}>{t('waitlists.title')}</h1>
        <p className={page.intro}>{t('waitlists.intro')}</p>
        <p>
          <Link to="/application-status">{t('waitlists.status')}</Link>
        </p>
      </header>
      {data.kind === 'loading' && <p role="status">{t('waitlists.loading')}</p>}
      {data.kind === 'failed' && (
        <LoadFailure
          error={data.error}
          what={t('waitlists.failure')}
          retryLabel={t('waitlists.retry')}
          onRetry={retry}
          buttonClassName={styles.button}
        />
      )}
      {data.kind === 'ready' && data.data.length === 0 && <p>{t('waitlists.empty')}</p>}
      {data.kind === 'ready' && data.data.length > 0 && (
        <ul className={styles.list}>
          {data.data.map((w) => (
            <li key={w.property_id} className="lar-panel">
              <span>
                <strong>{w.name}</strong>
                {w.city && ` · ${[w.city, w.state].filter(Boolean).join(', ')}`}
              </span>
              <Link to={`/apply?property=${w.property_id}`} aria-label={`${t('waitlists.apply')}: ${w.name}`}>
                {t('waitlists.apply')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
