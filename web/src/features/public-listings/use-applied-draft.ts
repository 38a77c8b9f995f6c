import { useEffect, useState } from 'react';

/**
 * A side panel's form values, starting from what is applied. The address may change (Back, a
 * shared link): the form follows it. Compared by value, since the page reads a new object from the
 * address on every render.
 */
export function useAppliedDraft<T>(applied: T) {
  const [draft, setDraft] = useState<T>(applied);
  const appliedKey = JSON.stringify(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: appliedKey stands for applied
  useEffect(() => setDraft(applied), [appliedKey]);
  return [draft, setDraft] as const;
}
