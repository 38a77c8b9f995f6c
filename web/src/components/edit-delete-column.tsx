import type { DataTableColumn } from 'mantine-datatable';
import { editAction } from './RowActions.tsx';
import { rowActionsColumn } from './row-actions-column.tsx';
import type { useRowDelete } from './use-row-delete.ts';

interface EditDeleteColumnOptions<T> {
  /** The feature's texts: `table.actions`, `actions.edit` and the edit button's `table.editLabel`. */
  t(key: string, values?: Record<string, unknown>): string;
  canEdit: boolean;
  remove: ReturnType<typeof useRowDelete<number>>;
  /** What names the row in the buttons' accessible names and the delete's texts. */
  valuesOf(row: T): Record<string, unknown>;
  onEdit(row: T): void;
}

/**
 * The actions column of a list whose rows are edited and deleted (candidates, units): Edit for an
 * account that may edit, Delete for one that may delete (decision 017); an account that may do
 * neither has no actions and no column.
 */
export function editDeleteColumn<T extends { id: number }>({
  t,
  canEdit,
  remove,
  valuesOf,
  onEdit,
}: EditDeleteColumnOptions<T>): DataTableColumn<T> {
  return rowActionsColumn({
    title: t('table.actions'),
    noWrap: true,
    hidden: !canEdit && !remove.allowed,
    actionsOf: (row) => [
      editAction(canEdit, {
        label: t('actions.edit'),
        description: t('table.editLabel', valuesOf(row)),
        onClick: () => onEdit(row),
      }),
      remove.action(row.id, valuesOf(row)),
    ],
  });
}
