import type { ReactNode } from 'react';
import classes from './ListTable.module.css';
import { type ListColumn, plainValue } from './list-column.ts';

/** A cell's content as the table draws it: its `render`, or else the value at its accessor. */
export function cellOf<T>(column: ListColumn<T>, row: T, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = plainValue(row, String(column.accessor));
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A row on a phone: its name as the heading, then its key facts, each under its column's label,
 * so nothing the table would show at its priority is lost to a sideways scroll.
 */
export function ListCard<T>({
  row,
  index,
  name,
  facts,
}: {
  row: T;
  index: number;
  name: ListColumn<T>;
  facts: readonly ListColumn<T>[];
}) {
  return (
    <div>
      <div className={classes.name}>{cellOf(name, row, index)}</div>
      {facts.length > 0 && (
        <dl className={classes.facts}>
          {facts.map((column) => (
            <div key={String(column.accessor)} style={{ display: 'contents' }}>
              <dt>{column.cardLabel ?? column.title}</dt>
              <dd>{cellOf(column, row, index)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
