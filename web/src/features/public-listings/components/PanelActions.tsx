import styles from './listings.module.css';

/** A side panel's buttons: apply what the form holds, and clear it once something is applied. */
export function PanelActions({
  submitLabel,
  clearLabel,
  onClear,
}: {
  submitLabel: string;
  clearLabel: string;
  /** Absent while nothing is applied: there is nothing to clear. */
  onClear?: () => void;
}) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={`lar-filled ${styles.button}`}>
        {submitLabel}
      </button>
      {onClear && (
        <button type="button" className={styles.linkButton} onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
