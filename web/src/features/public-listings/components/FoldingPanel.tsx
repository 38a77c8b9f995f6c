import { type ReactNode, useState, useSyncExternalStore } from 'react';
import styles from './listings.module.css';

/** Where the search's side panels stack above the results (the CSS's one-column layout). */
const NARROW = '(max-width: 860px)';

const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const isNarrow = () => window.matchMedia(NARROW).matches;
// The server renders the page as a phone shows it (folded): a phone's first paint is the one a
// slow link makes wait. A wider screen opens the panels as the app takes the page over.
const narrowOnServer = () => true;

/**
 * A side panel of the search (its filters, the calculator) that folds away on a phone until used,
 * so the apartments are not pushed below two forms; open on wider screens, and open wherever it
 * already holds something applied. Once the visitor opens or closes it, it stays as they left it.
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
  const narrow = useSyncExternalStore(subscribeToWidth, isNarrow, narrowOnServer);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const open = toggled ?? (used || !narrow);
  return (
    <details
      className={`lar-panel ${styles.panel}`}
      open={open}
      // Also fired when `open` changes from here: only the visitor's own toggle is kept.
      onToggle={(event) => {
        if (event.currentTarget.open !== open) setToggled(event.currentTarget.open);
      }}
    >
      <summary className={styles.summary}>
        <h2 className={styles.panelTitle}>{title}</h2>
      </summary>
      {children}
    </details>
  );
}
