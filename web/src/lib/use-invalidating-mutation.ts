import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

export interface InvalidatingMutationOptions<TInput, TOutput> {
  mutationFn(input: TInput): Promise<TOutput>;
  /** The queries to reload (by key prefix) once the call is over. */
  invalidates: readonly QueryKey[];
  /**
   * `settled` (the default) reloads after a failure too: a version conflict or a refused delete
   * also means the rows on screen are stale. `success` reloads only after a change was made.
   */
  after?: 'success' | 'settled';
  /**
   * Whether the call's promise (and so the caller's own callbacks) waits for the reload, so a
   * success message appears over the new rows. Screens whose callbacks close or remount what the
   * reload refreshes pass false: their callbacks run at once.
   */
  awaitReload?: boolean;
}

/** A mutation that reloads the queries its change may alter: every write of the app goes through it. */
export function useInvalidatingMutation<TInput, TOutput>({
  mutationFn,
  invalidates,
  after = 'settled',
  awaitReload = true,
}: InvalidatingMutationOptions<TInput, TOutput>) {
  const queryClient = useQueryClient();
  const reload = () => {
    const done = Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    if (awaitReload) return done;
    void done;
    return undefined;
  };
  return useMutation({
    mutationFn,
    ...(after === 'success' ? { onSuccess: reload } : { onSettled: reload }),
  });
}
