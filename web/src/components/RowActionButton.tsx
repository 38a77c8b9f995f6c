import { ActionIcon, Button, type MantineColor, Tooltip } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

export interface RowActionButtonProps {
  /** The visible text, e.g. "Edit". */
  label: string;
  /** What the action does to which row, e.g. "Edit unit 101": the accessible name. */
  description: string;
  Icon: TablerIcon;
  color?: MantineColor;
  loading?: boolean;
  onClick(): void;
}

/**
 * A table row's action: a small labelled button, or on phones an icon button with a tooltip, so
 * a row's actions fit a 375 px screen. Only one of the two is displayed (and so accessible).
 */
export function RowActionButton({ label, description, Icon, color, loading, onClick }: RowActionButtonProps) {
  return (
    <>
      <Button
        visibleFrom="sm"
        // A squeezed column must not clip the label ("Ed…"): the button keeps its own width.
        miw="max-content"
        size="xs"
        variant="light"
        color={color}
        leftSection={<Icon size={14} aria-hidden />}
        loading={loading}
        onClick={onClick}
        aria-label={description}
      >
        {label}
      </Button>
      <Tooltip label={label} withArrow>
        <ActionIcon
          hiddenFrom="sm"
          size="lg"
          variant="light"
          color={color}
          loading={loading}
          onClick={onClick}
          aria-label={description}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
