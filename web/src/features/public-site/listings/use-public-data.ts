import { useEffect, useRef, useState } from 'react';

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
  /** The data for the first key, when the page already holds it: not loaded again. */
  initial?: () => T | null,
): [PublicData<T>, retry: () => void] {
  const [state, setState] = useState<PublicData<T>>(() => {
    const data = initial?.() ?? null;
    return data === null ? { kind: 'loading', previous: null } : { kind: 'ready', data };
  });
  const [attempt, setAttempt] = useState(0);
  // The key whose data came with the page: its first load is skipped.
  const given = useRef<string | null>(state.kind === 'ready' ? key : null);
  // `load` is a new function each render; `key` names what it loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for load's inputs
  useEffect(() => {
    if (given.current === key && attempt === 0) return;
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
