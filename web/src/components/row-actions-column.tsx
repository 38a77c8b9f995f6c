import { IconEye } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { type RowAction, RowActions } from './RowActions.tsx';

interface RowActionsColumnOptions<T> {
  /** The column's heading, e.g. "Actions". */
  title: string;
  /** The row's actions; an entry that is `false` is left out (an action the account may not use). */
  actionsOf(row: T): ReadonlyArray<RowAction | false>;
  /** What names the row in the buttons' accessible names, e.g. "Edit Elm Terrace". */
  subjectOf?(row: T): string;
  /** True when the signed-in account has no action on any row: then there is no column. */
  hidden?: boolean;
  noWrap?: boolean;
}

/** A list's right-aligned actions column, one `RowActions` a row. */
export function rowActionsColumn<T>({
  title,
  actionsOf,
  subjectOf,
  hidden,
  noWrap,
}: RowActionsColumnOptions<T>): DataTableColumn<T> {
  return {
    accessor: 'actions',
    title,
    textAlign: 'right',
    noWrap,
    hidden,
    render: (row) => <RowActions subject={subjectOf?.(row)} actions={actionsOf(row)} />,
  };
}

/** A row's Open action, showing the record (an application, a visit request) in a drawer. */
export function openAction(label: string, description: string, onClick: () => void): RowAction {
  return { id: 'open', label, description, Icon: IconEye, onClick };
}
