import { Badge, type MantineColor } from '@mantine/core';

/** A mark beside a contact's name ("Primary", "Preferential"), never cut short. */
export function ContactMark({ label, color }: { label: string; color?: MantineColor }) {
  return (
    <Badge size="sm" variant="light" color={color} style={{ overflow: 'visible' }}>
      {label}
    </Badge>
  );
}
