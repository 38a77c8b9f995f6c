import {
  IconBulb,
  IconCode,
  IconHeadset,
  IconLock,
  IconRosetteDiscountCheck,
  IconShieldLock,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardGrid, type CardItem, PageHeader, TitledSection } from '../../../components/public/PageParts.tsx';
import styles from '../../../components/public/page.module.css';
import about from './AboutPage.module.css';

const VALUES: CardItem[] = [
  { id: 'security', Icon: IconShieldLock },
  { id: 'innovation', Icon: IconBulb },
  { id: 'reliability', Icon: IconRosetteDiscountCheck },
];

const TEAMS: CardItem[] = [
  { id: 'development', Icon: IconCode },
  { id: 'support', Icon: IconHeadset },
  { id: 'security', Icon: IconLock },
];

const STATEMENTS = ['mission', 'vision'] as const;

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <PageHeader prefix="about" />
      <div className={about.statements}>
        {STATEMENTS.map((id) => (
          <TitledSection
            key={id}
            prefix={`about.${id}`}
            className={about.statement}
            titleClassName={about.statementTitle}
          >
            <p className={about.statementText}>{t(`about.${id}.text`)}</p>
          </TitledSection>
        ))}
      </div>
      <TitledSection prefix="about.values">
        <CardGrid prefix="about.values" items={VALUES} />
      </TitledSection>
      <TitledSection prefix="about.teams">
        <CardGrid prefix="about.teams" items={TEAMS} />
      </TitledSection>
    </div>
  );
}
