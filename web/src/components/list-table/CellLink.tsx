import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface CellLinkProps {
  to: string;
  /** The link's full name: the cell's text alone ("12", "Fix") does not say which row it is about. */
  label: string;
  children: ReactNode;
}

/** A table cell's link to another screen (a unit's worksheet, the record that fixes a problem). */
export function CellLink({ to, label, children }: CellLinkProps) {
  return (
    <Anchor component={Link} to={to} size="sm" aria-label={label}>
      {children}
    </Anchor>
  );
}
