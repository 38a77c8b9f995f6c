import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

interface NoticePageProps {
  /** Its texts: `<prefix>.title` (also the document's title) and `<prefix>.text`. */
  prefix: string;
  /** The text of the link home. */
  linkKey: string;
  /** What stands above the title (a big 404, an icon). */
  mark: ReactNode;
  /** The page's CSS module, with its `page`, `title`, `text` and `link` classes. */
  styles: Readonly<Record<string, string | undefined>>;
  /** Whether the page stands as a card raised over its layout. */
  raised?: boolean;
}

/** A page that only tells something: a mark, a title, a text and a link home. */
export function NoticePage({ prefix, linkKey, mark, styles, raised = false }: NoticePageProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useDocumentTitle(t(`${prefix}.title`));
  return (
    <section className={raised ? `lar-raised-card ${styles.page}` : styles.page} aria-labelledby={titleId}>
      {mark}
      <h1 id={titleId} className={styles.title}>
        {t(`${prefix}.title`)}
      </h1>
      <p className={styles.text}>{t(`${prefix}.text`)}</p>
      <Link to="/" className={styles.link}>
        {t(linkKey)}
      </Link>
    </section>
  );
}
