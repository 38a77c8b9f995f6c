import { useEffect, useRef, useState } from 'react';
import { forgetPageData, pageDataFor } from './page-data.ts';

export type PublicData<T> =
  | { kind: 'loading'; previous: T | null }
  | { kind: 'failed'; error: unknown }
  | { kind: 'ready'; data: T };

/**
 * Data a public page loads (the public site carries no query library): loaded again when `key`
 * changes, the previous request cancelled. While a new answer loads, the last one is kept, so a
 * changed filter does not blank the list.
 */
export function usePublicData<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
): [PublicData<T>, retry: () => void] {
  // The data the server rendered the page with, for this key: the first render shows it, as the
  // server's did.
  const [state, setState] = useState<PublicData<T>>(() => {
    const data = pageDataFor<T>(key);
    return data === null ? { kind: 'loading', previous: null } : { kind: 'ready', data };
  });
  const [attempt, setAttempt] = useState(0);
  // The key whose data came with the page: its first load is skipped.
  const given = useRef<string | null>(state.kind === 'ready' ? key : null);
  // `load` is a new function each render; `key` names what it loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for load's inputs
  useEffect(() => {
    if (given.current === key && attempt === 0) {
      forgetPageData();
      return;
    }
    given.current = null;
    const controller = new AbortController();
    setState((current) => ({ kind: 'loading', previous: current.kind === 'ready' ? current.data : null }));
    load(controller.signal).then(
      (data) => setState({ kind: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
