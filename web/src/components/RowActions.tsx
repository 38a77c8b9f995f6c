import { ActionIcon, type MantineColor, Menu } from '@mantine/core';
import { IconAddressBook, IconDots, IconPencil, IconTrash, type TablerIcon } from '@tabler/icons-react';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { RowNameContext } from './list-table/row-name.ts';

export interface RowAction {
  /** Tells the row's actions apart (the label may repeat across languages). */
  id: string;
  /** The visible text, e.g. "Edit". */
  label: string;
  Icon: TablerIcon;
  color?: MantineColor;
  /** While it runs: the menu's button shows it is busy and the item cannot be chosen again. */
  loading?: boolean;
  onClick(): void;
  /** The accessible name; by default the label and the row's subject, e.g. "Edit Elm Terrace". */
  description?: string;
}

/**
 * A table row's actions in one menu behind a button named after the row ("Actions for Elm
 * Terrace"), so they never cover the row's data however many there are. Mantine's menu gives the
 * keyboard its ways: Enter or Space opens, the arrows move, Escape closes and focus returns to the
 * button. An entry that is `false` is left out: an action the signed-in account may not use is
 * written `canDelete && { ... }` (decision 017). A destructive action keeps its own confirmation.
 */
export function RowActions({
  subject,
  actions,
}: {
  subject?: string;
  actions: ReadonlyArray<RowAction | false>;
}) {
  const { t } = useTranslation();
  const rowName = useContext(RowNameContext);
  const name = subject ?? rowName;
  const shown = actions.filter((action): action is RowAction => action !== false);
  if (shown.length === 0) return null;
  return (
    <Menu position="bottom-end" shadow="md" returnFocus withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="light"
          color="gray.8"
          size="lg"
          aria-label={t('table.actionsFor', { name })}
          loading={shown.some((action) => action.loading)}
          data-row-actions
        >
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {shown.map(({ id, description, label, Icon, color, loading, onClick }) => (
          <Menu.Item
            key={id}
            color={color}
            leftSection={<Icon size={16} aria-hidden />}
            disabled={loading}
            onClick={onClick}
            aria-label={description ?? `${label} ${name}`.trim()}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
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
