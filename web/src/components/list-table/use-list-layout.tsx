import { useMediaQuery } from '@mantine/hooks';
import type { DataTableColumn } from 'mantine-datatable';
import { ListCard } from './ListCard.tsx';
import classes from './ListTable.module.css';
import {
  ACTIONS_ACCESSOR,
  identifyingColumn,
  type ListColumn,
  type ListColumnFacts,
  rowNameOf,
} from './list-column.ts';
import { RowNameContext } from './row-name.ts';

/** Below this width a row is a card (600 px). */
export const CARD_QUERY = '(max-width: 37.49em)';
/** From this width the `low` columns join the table (1440 px: beside the sidebar, a 1280 px window has no room for them). */
const LOW_PRIORITY_QUERY = '(min-width: 90em)';
/**
 * The same two steps for the room a list is given rather than the window: a table narrower than
 * 600 px is cards, and its `low` columns wait for 1,100 px (what a 1,440 px window leaves beside
 * the sidebar). A list beside the sidebar on a tablet, or in a drawer, fits its room this way.
 */
const CARD_ROOM = 600;
const LOW_PRIORITY_ROOM = 1100;

/** The table's own column, without the facts only this layout reads. */
function drawn<T>(column: ListColumn<T>, lowFits: boolean): DataTableColumn<T> {
  const { priority, identifying, cardLabel, ...table }: ListColumnFacts<T> & DataTableColumn<T> = column;
  if (priority !== 'low') return table;
  if (!lowFits) return { ...table, hidden: true };
  return table.visibleMediaQuery ? table : { ...table, visibleMediaQuery: LOW_PRIORITY_QUERY };
}

/**
 * The one place a staff list's layout is decided from its columns' declarations: at 600 px and up a
 * table whose `low` columns wait for room; under 600 px one card a row (its name, then its `high`
 * and `medium` facts) beside its actions. The actions are a menu named after the row, never a
 * column pinned over the data. `room`, the list's measured width when known (0 before it is), narrows
 * the same choices to the space the list is given; `cramped` (`useListRoom`) says its table was
 * found wider than that space, so it is cards there too.
 */
export function useListLayout<T>(
  columns: readonly ListColumn<T>[],
  room = 0,
  cramped = false,
): {
  columns: DataTableColumn<T>[];
  className: string;
} {
  const narrowWindow = useMediaQuery(CARD_QUERY, false, { getInitialValueInEffect: false });
  const asCards = narrowWindow || cramped || (room > 0 && room < CARD_ROOM);
  const lowFits = room === 0 || room >= LOW_PRIORITY_ROOM;
  const name = identifyingColumn(columns);
  const actions = columns.find((column) => column.accessor === ACTIONS_ACCESSOR && !column.hidden);
  const withRowName = actions && {
    ...drawn(actions, lowFits),
    render: (row: T, index: number) => (
      <RowNameContext.Provider value={rowNameOf(name, row)}>
        {actions.render?.(row, index)}
      </RowNameContext.Provider>
    ),
  };
  if (!asCards || !name) {
    const shown = columns.map((column) =>
      column === actions && withRowName ? withRowName : drawn(column, lowFits),
    );
    return { columns: shown, className: classes.list ?? '' };
  }
  const facts = columns.filter(
    (column) => column !== name && column !== actions && !column.hidden && column.priority !== 'low',
  );
  const card: DataTableColumn<T> = {
    accessor: name.accessor,
    title: name.title,
    render: (row, index) => <ListCard row={row} index={index} name={name} facts={facts} />,
  };
  return { columns: withRowName ? [card, withRowName] : [card], className: classes.list ?? '' };
}
