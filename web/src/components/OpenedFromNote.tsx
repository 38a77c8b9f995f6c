import { Alert, Anchor, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * What a screen opened from another one shows when its address names no record: where to open it
 * from, with a link there.
 */
export function OpenedFromNote({ text, to, linkLabel }: { text: string; to: string; linkLabel: string }) {
  return (
    <Alert color="blue" role="note">
      {text}{' '}
      <Anchor component={Link} to={to}>
        {linkLabel}
      </Anchor>
    </Alert>
  );
}

/** A quiet button that goes to another screen (back to a list, to a record's form). */
export function LinkButton({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={icon}>
      {children}
    </Button>
  );
}
