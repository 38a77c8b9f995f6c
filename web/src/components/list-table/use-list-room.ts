import { useElementSize, useMergedRef } from '@mantine/hooks';
import { type RefCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * The room a list is given, measured on the element `ref` is put on (its wrapper): its width in
 * pixels (0 before it is known) and whether its table, at that width or a wider one, was found
 * wider than its room. A table that would scroll sideways is read as cards instead, until its room
 * grows past the width it did not fit in; so no list scrolls sideways, whatever its columns hold.
 */
export function useListRoom(): {
  ref: RefCallback<HTMLDivElement>;
  room: number;
  cramped: boolean;
} {
  const size = useElementSize<HTMLDivElement>();
  const element = useRef<HTMLDivElement | null>(null);
  const ref = useMergedRef(size.ref, element);
  const width = size.width;
  const room = Math.round(width);
  const [tooNarrowUpTo, setTooNarrowUpTo] = useState(0);
  const cramped = room > 0 && room <= tooNarrowUpTo;
  // After every render: a table drawn wider than its scroll area does not fit this room.
  useLayoutEffect(() => {
    const wrapper = element.current;
    if (!wrapper || room === 0 || cramped) return;
    const viewport = wrapper.querySelector<HTMLElement>('.mantine-ScrollArea-viewport');
    const table = wrapper.querySelector<HTMLElement>('table');
    if (viewport && table && table.offsetWidth > viewport.clientWidth + 1) setTooNarrowUpTo(room);
  });
  return { ref, room, cramped };
}
