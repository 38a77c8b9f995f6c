import { useEffect, useRef } from 'react';
import { reveal } from './reveal.ts';

/**
 * A submission whose answer comes with the page's next data (a search, the calculator): `arm`
 * when it is sent, and `target` is shown and focused (`reveal`) once `ready` says the answer is on
 * the page.
 */
export function useRevealAfter<T extends HTMLElement>(ready: boolean) {
  const target = useRef<T>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (!ready || !armed.current) return;
    armed.current = false;
    reveal(target.current);
  });
  return {
    target,
    arm: () => {
      armed.current = true;
    },
  };
}
