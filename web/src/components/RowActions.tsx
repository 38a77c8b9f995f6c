import { Group } from '@mantine/core';
import { IconAddressBook, IconPencil, IconTrash } from '@tabler/icons-react';
import { RowActionButton, type RowActionButtonProps } from './RowActionButton.tsx';

export interface RowAction extends Omit<RowActionButtonProps, 'description'> {
  /** Tells the row's actions apart (the label may repeat across languages). */
  id: string;
  /** The accessible name; by default the label and the row's subject, e.g. "Edit Elm Terrace". */
  description?: string;
}

/**
 * A table row's actions, right-aligned on one line; each keeps its own width so a squeezed
 * column never clips a label. An entry that is `false` is left out: an action the signed-in
 * account may not use is written `canDelete && { ... }` (decision 017).
 */
export function RowActions({
  subject,
  actions,
}: {
  subject?: string;
  actions: ReadonlyArray<RowAction | false>;
}) {
  const shown = actions.filter((action): action is RowAction => action !== false);
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap" miw="max-content">
      {shown.map(({ id, description, ...action }) => (
        <RowActionButton
          key={id}
          description={description ?? `${action.label} ${subject ?? ''}`.trim()}
          {...action}
        />
      ))}
    </Group>
  );
}

type ActionTexts = Pick<RowAction, 'label' | 'description' | 'onClick'>;

/** A row's Edit action; left out for an account that may not edit (`allowed` false). */
export function editAction(allowed: boolean, action: ActionTexts): RowAction | false {
  return allowed && { id: 'edit', Icon: IconPencil, ...action };
}

/** A row's Contacts action, opening the contacts of a company or a property. */
export function contactsAction(label: string, onClick: () => void): RowAction {
  return { id: 'contacts', label, Icon: IconAddressBook, color: 'grape', onClick };
}

/** A row's Delete action (red), busy while the delete of this row runs; left out when not `allowed`. */
export function deleteAction<Id>(
  allowed: boolean,
  remove: { isPending: boolean; variables: Id | undefined },
  rowId: Id,
  action: ActionTexts,
): RowAction | false {
  return (
    allowed && {
      id: 'delete',
      Icon: IconTrash,
      color: 'red',
      loading: remove.isPending && remove.variables === rowId,
      ...action,
    }
  );
}
