import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/public/PageParts.tsx';
import styles from '../../../components/public/page.module.css';

/**
 * A page of headed paragraphs (privacy policy, terms of use): `<prefix>.title`, `<prefix>.intro`
 * and `<prefix>.<section>.title|text` for each section.
 */
export function TextPage({ prefix, sections }: { prefix: string; sections: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <article className={`${styles.page} ${styles.narrow}`}>
      <PageHeader prefix={prefix} />
      <div className={styles.prose}>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`${prefix}-${section}`}>
            <h2 id={`${prefix}-${section}`}>{t(`${prefix}.${section}.title`)}</h2>
            <p>{t(`${prefix}.${section}.text`)}</p>
          </section>
        ))}
      </div>
    </article>
  );
}
