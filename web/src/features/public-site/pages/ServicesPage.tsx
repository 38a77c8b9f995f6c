import {
  IconBuildingCommunity,
  IconChartBar,
  IconFileCheck,
  IconLanguage,
  IconSearch,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../components/page.module.css';

interface Service {
  id: string;
  Icon: TablerIcon;
  /** Not offered yet: the card says so rather than advertising it. */
  comingSoon?: boolean;
}

const GROUPS: { titleKey: string; services: Service[] }[] = [
  {
    titleKey: 'services.residentsTitle',
    services: [
      { id: 'search', Icon: IconSearch, comingSoon: true },
      { id: 'applications', Icon: IconLanguage },
      { id: 'documents', Icon: IconFileCheck },
    ],
  },
  {
    titleKey: 'services.managersTitle',
    services: [
      { id: 'crm', Icon: IconBuildingCommunity },
      { id: 'compliance', Icon: IconChartBar },
      { id: 'occupancy', Icon: IconUsers },
    ],
  },
];

export default function ServicesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('services.title'));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('services.title')}</h1>
        <p className={styles.intro}>{t('services.intro')}</p>
      </header>
      {GROUPS.map((group) => (
        <section key={group.titleKey} aria-label={t(group.titleKey)}>
          <h2 className={styles.sectionTitle}>{t(group.titleKey)}</h2>
          <ul className={styles.grid}>
            {group.services.map(({ id, Icon, comingSoon }) => (
              <li key={id} className={styles.card}>
                <span className={styles.cardIcon}>
                  <Icon size={24} stroke={1.8} aria-hidden />
                </span>
                <h3 className={styles.cardTitle}>
                  {t(`services.${id}.title`)}
                  {comingSoon && <span className={styles.soon}>{t('services.comingSoon')}</span>}
                </h3>
                <p className={styles.cardText}>{t(`services.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
