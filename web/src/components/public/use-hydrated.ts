import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a page rendered on the server is being taken over by the app (and on the server),
 * true from then on, and at once for a page the app renders itself. Controls that would lose what
 * a visitor typed before the app took over are disabled until then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
