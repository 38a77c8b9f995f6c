import type { DataTableColumn } from 'mantine-datatable';

/**
 * How much a column matters when space runs out. `high`: in the table at every width and on the
 * row's card; `medium` (the default): in the table from 600 px and on the card; `low`: in the table
 * from 1440 px only (the record's own screen shows it).
 */
export type ColumnPriority = 'high' | 'medium' | 'low';

/** What a list declares of a column besides what the table draws. */
export interface ListColumnFacts<T> {
  priority?: ColumnPriority;
  /**
   * The column that names the row (a name, a unit, a tenant): always shown, the card's heading, and
   * the name of the row's actions menu ("Actions for …"). A function gives that name when the
   * column's value is not it.
   */
  identifying?: true | ((row: T) => string);
  /** The fact's label on the card when the heading is not a good one (the heading by default). */
  cardLabel?: string;
}

export type ListColumn<T> = DataTableColumn<T> & ListColumnFacts<T>;

/** The accessor of the actions column (`rowActionsColumn`). */
export const ACTIONS_ACCESSOR = 'actions';

/** A cell's value as the table would show it without a `render`: the accessor's path in the row. */
export function plainValue<T>(row: T, accessor: string): unknown {
  let value: unknown = row;
  for (const key of accessor.split('.')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** The column that names a row: the one marked `identifying`, or else the first that is not the actions. */
export function identifyingColumn<T>(columns: readonly ListColumn<T>[]): ListColumn<T> | undefined {
  return (
    columns.find((column) => column.identifying && !column.hidden) ??
    columns.find((column) => column.accessor !== ACTIONS_ACCESSOR && !column.hidden)
  );
}

/** The row's name in words, for the actions menu's accessible name. */
export function rowNameOf<T>(column: ListColumn<T> | undefined, row: T): string {
  if (!column) return '';
  if (typeof column.identifying === 'function') return column.identifying(row);
  const value = plainValue(row, String(column.accessor));
  return value === null || value === undefined ? '' : String(value);
}
