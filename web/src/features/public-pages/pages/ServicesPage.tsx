import {
  IconBuildingCommunity,
  IconChartBar,
  IconFileCheck,
  IconLanguage,
  IconSearch,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardGrid, type CardItem, PageHeader } from '../../../components/public/PageParts.tsx';
import styles from '../../../components/public/page.module.css';

const GROUPS: { titleKey: string; services: CardItem[] }[] = [
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
  return (
    <div className={styles.page}>
      <PageHeader prefix="services" />
      {GROUPS.map((group) => (
        <section key={group.titleKey} aria-label={t(group.titleKey)}>
          <h2 className={styles.sectionTitle}>{t(group.titleKey)}</h2>
          <CardGrid prefix="services" items={group.services} />
        </section>
      ))}
    </div>
  );
}
