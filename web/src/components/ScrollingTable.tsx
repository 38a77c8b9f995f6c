import { Box, Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A striped table under its column headings that a phone scrolls sideways; the region takes focus
 * so the keyboard can scroll it too. The caption names the table for screen readers only.
 */
export function ScrollingTable({
  caption,
  headings,
  minWidth,
  children,
}: {
  caption: string;
  headings: readonly { key: string; label: string }[];
  minWidth?: number;
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={caption}>
      <Table striped withTableBorder miw={minWidth}>
        <caption className="lar-visually-hidden">{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading.key} scope="col">
                {heading.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Box>
  );
}
