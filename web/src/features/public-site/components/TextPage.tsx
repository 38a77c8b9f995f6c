import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './page.module.css';

/**
 * A page of headed paragraphs (privacy policy, terms of use): `<prefix>.title`, `<prefix>.intro`
 * and `<prefix>.<section>.title|text` for each section.
 */
export function TextPage({ prefix, sections }: { prefix: string; sections: readonly string[] }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`${prefix}.title`));
  return (
    <article className={`${styles.page} ${styles.narrow}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`${prefix}.title`)}</h1>
        <p className={styles.intro}>{t(`${prefix}.intro`)}</p>
      </header>
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
