import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/public/PageParts.tsx';
import styles from '../../../components/public/page.module.css';
import faq from './FaqPage.module.css';

const QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <PageHeader prefix="faq" />
      <div className={faq.list}>
        {QUESTIONS.map((id) => (
          <details key={id} className={faq.item}>
            <summary className={faq.question}>{t(`faq.${id}.q`)}</summary>
            <p className={faq.answer}>{t(`faq.${id}.a`)}</p>
          </details>
        ))}
      </div>
      <p className={faq.more}>
        <Link to="/contact">{t('contact.title')}</Link>
      </p>
    </div>
  );
}
