import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

interface ListItemButtonProps extends Omit<ButtonProps, 'children' | 'leftSection'> {
  label: string;
  onClick(): void;
}

/** Adds a row to a form's list (a member, an asset, a designation). */
export function AddItemButton({ label, ...props }: ListItemButtonProps) {
  return (
    <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} {...props}>
      {label}
    </Button>
  );
}

interface RemoveItemButtonProps extends ListItemButtonProps {
  /** Which row it removes, e.g. "Remove member 2": the accessible name. */
  description: string;
}

/** Removes one row of a form's list, in red, named by the row it removes. */
export function RemoveItemButton({ label, description, ...props }: RemoveItemButtonProps) {
  return (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} aria-hidden />}
      aria-label={description}
      {...props}
    >
      {label}
    </Button>
  );
}
