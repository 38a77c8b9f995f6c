import { type ReactNode, useState } from 'react';
import styles from './listings.module.css';

/** Where the search's side panels stack above the results (the CSS's one-column layout). */
const NARROW = '(max-width: 860px)';

/**
 * A side panel of the search (its filters, the calculator) that folds away on a phone until used,
 * so the apartments are not pushed below two forms; open on wider screens, and open wherever it
 * already holds something applied.
 */
export function FoldingPanel({
  title,
  used,
  children,
}: {
  title: string;
  used: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(() => used || !window.matchMedia(NARROW).matches);
  return (
    <details
      className={`lar-panel ${styles.panel}`}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className={styles.summary}>
        <h2 className={styles.panelTitle}>{title}</h2>
      </summary>
      {children}
    </details>
  );
}
