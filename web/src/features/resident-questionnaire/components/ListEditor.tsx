import type { ReactNode } from 'react';
import styles from './questionnaire.module.css';

export interface ListEditorProps<T> {
  /** The heading's id, which names the section for screen readers. */
  headingId: string;
  title: string;
  hint?: string;
  /** Shown while the list is empty. */
  none?: string;
  items: readonly T[];
  keyOf(item: T): string;
  legendOf(item: T, index: number): string;
  /** The entry's fields. */
  children(item: T, index: number): ReactNode;
  /** The remove button's label, or null where the entry cannot be removed (a member of the baseline). */
  removeLabel(item: T, index: number): string | null;
  onRemove(item: T): void;
  addLabel: string;
  /** Absent where nothing can be added yet (a source needs a member). */
  onAdd?: () => void;
}

/**
 * One list of the questionnaire (members, income sources, assets): a card of entries, each a
 * fieldset with its legend, fields and remove button, and an add button below them.
 */
export function ListEditor<T>(props: ListEditorProps<T>) {
  const {
    headingId,
    title,
    hint,
    none,
    items,
    keyOf,
    legendOf,
    children,
    removeLabel,
    onRemove,
    addLabel,
    onAdd,
  } = props;
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {hint && <p className={styles.hint}>{hint}</p>}
      {none && items.length === 0 && <p>{none}</p>}
      {items.map((item, index) => {
        const remove = removeLabel(item, index);
        return (
          <fieldset key={keyOf(item)} className={styles.entry}>
            <legend>{legendOf(item, index)}</legend>
            {children(item, index)}
            {remove !== null && (
              <button type="button" className={styles.button} onClick={() => onRemove(item)}>
                {remove}
              </button>
            )}
          </fieldset>
        );
      })}
      {onAdd && (
        <button type="button" className={styles.button} onClick={onAdd}>
          {addLabel}
        </button>
      )}
    </section>
  );
}
