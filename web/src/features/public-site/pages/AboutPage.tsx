import {
  IconBulb,
  IconCode,
  IconHeadset,
  IconLock,
  IconRosetteDiscountCheck,
  IconShieldLock,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from '../components/page.module.css';
import about from './AboutPage.module.css';

const VALUES: { id: string; Icon: TablerIcon }[] = [
  { id: 'security', Icon: IconShieldLock },
  { id: 'innovation', Icon: IconBulb },
  { id: 'reliability', Icon: IconRosetteDiscountCheck },
];

const TEAMS: { id: string; Icon: TablerIcon }[] = [
  { id: 'development', Icon: IconCode },
  { id: 'support', Icon: IconHeadset },
  { id: 'security', Icon: IconLock },
];

export default function AboutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('about.title'));
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('about.title')}</h1>
        <p className={styles.intro}>{t('about.intro')}</p>
      </header>

      <div className={about.statements}>
        <section className={about.statement} aria-labelledby="about-mission">
          <h2 id="about-mission" className={about.statementTitle}>
            {t('about.mission.title')}
          </h2>
          <p className={about.statementText}>{t('about.mission.text')}</p>
        </section>
        <section className={about.statement} aria-labelledby="about-vision">
          <h2 id="about-vision" className={about.statementTitle}>
            {t('about.vision.title')}
          </h2>
          <p className={about.statementText}>{t('about.vision.text')}</p>
        </section>
      </div>

      <section aria-labelledby="about-values">
        <h2 id="about-values" className={styles.sectionTitle}>
          {t('about.values.title')}
        </h2>
        <ul className={styles.grid}>
          {VALUES.map(({ id, Icon }) => (
            <li key={id} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon size={24} stroke={1.8} aria-hidden />
              </span>
              <h3 className={styles.cardTitle}>{t(`about.values.${id}.title`)}</h3>
              <p className={styles.cardText}>{t(`about.values.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-teams">
        <h2 id="about-teams" className={styles.sectionTitle}>
          {t('about.teams.title')}
        </h2>
        <ul className={styles.grid}>
          {TEAMS.map(({ id, Icon }) => (
            <li key={id} className={styles.card}>
              <span className={styles.cardIcon}>
                <Icon size={24} stroke={1.8} aria-hidden />
              </span>
              <h3 className={styles.cardTitle}>{t(`about.teams.${id}.title`)}</h3>
              <p className={styles.cardText}>{t(`about.teams.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
