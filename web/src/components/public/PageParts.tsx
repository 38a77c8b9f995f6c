import type { TablerIcon } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/error-message.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './page.module.css';

/** A public page's title (also the document's) and its introduction: `<prefix>.title`, `<prefix>.intro`. */
export function PageHeader({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`${prefix}.title`));
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t(`${prefix}.title`)}</h1>
      <p className={styles.intro}>{t(`${prefix}.intro`)}</p>
    </header>
  );
}

/**
 * A public page's data that did not load: why, in the reader's language (`what`, the page's own
 * words, before the reason), and a button to try again.
 */
export function LoadFailure({
  error,
  what,
  retryLabel,
  onRetry,
  className,
  buttonClassName,
}: {
  error: unknown;
  what?: string;
  retryLabel: string;
  onRetry(): void;
  className?: string | undefined;
  buttonClassName: string | undefined;
}) {
  const { i18n } = useTranslation();
  const reason = apiErrorMessage(error, i18n);
  return (
    <div role="alert" className={['lar-message lar-failure', className].filter(Boolean).join(' ')}>
      <p>{what ? `${what} ${reason}` : reason}</p>
      <button type="button" className={buttonClassName} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/**
 * A section named by its own heading, `<prefix>.title`, so screen readers list it by that name.
 */
export function TitledSection({
  prefix,
  className,
  titleClassName = styles.sectionTitle,
  children,
}: {
  prefix: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {t(`${prefix}.title`)}
      </h2>
      {children}
    </section>
  );
}

export interface CardItem {
  id: string;
  Icon: TablerIcon;
  /** Not offered yet: the card says so rather than advertising it. */
  comingSoon?: boolean;
}

/** Cards with an icon, a title and a text each: `<prefix>.<id>.title` and `<prefix>.<id>.text`. */
export function CardGrid({
  prefix,
  items,
  className = styles.grid,
}: {
  prefix: string;
  items: readonly CardItem[];
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {items.map(({ id, Icon, comingSoon }) => (
        <li key={id} className={`lar-panel ${styles.card}`}>
          <span className={styles.cardIcon}>
            <Icon size={24} stroke={1.8} aria-hidden />
          </span>
          <h3 className={styles.cardTitle}>
            {t(`${prefix}.${id}.title`)}
            {comingSoon && <span className={styles.soon}>{t(`${prefix}.comingSoon`)}</span>}
          </h3>
          <p className={styles.cardText}>{t(`${prefix}.${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
