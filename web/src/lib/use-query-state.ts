import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export interface QueryStateOptions {
  /**
   * `push` for what the Back button should undo (opening a record); `replace` (the default) for
   * what merely narrows a screen (a filter, a tab, a chosen property).
   */
  history?: 'push' | 'replace';
}

/** Values for several query parameters at once; null or '' removes a parameter. */
export type QueryChanges = Readonly<Record<string, string | null>>;

export interface QueryUpdateOptions extends QueryStateOptions {
  /** Kept with the new history entry (e.g. that a record was opened from the list). */
  state?: unknown;
}

/**
 * Changes several query parameters in one navigation, so related values (a filter and the page
 * it resets) never land in separate history entries or overwrite each other. Others are kept.
 */
export function useQueryUpdate(): (changes: QueryChanges, options?: QueryUpdateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (changes: QueryChanges, { history = 'replace', state }: QueryUpdateOptions = {}) => {
      // Starts from the address as it is now, not as the last render saw it: a click and a
      // debounced search can both write before the page renders again (a busy phone, a slow
      // page), and starting from the render's copy would silently undo the other's change.
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      void navigate(`?${next}`, { replace: history === 'replace', state });
    },
    [navigate],
  );
}

/**
 * One value of the screen kept in the address's query string (`?property=12`), so a reload or a
 * shared link shows the same state. Other parameters are kept; null removes this one.
 */
export function useQueryState(
  key: string,
  { history = 'replace' }: QueryStateOptions = {},
): [string | null, (value: string | null) => void] {
  const [params] = useSearchParams();
  const update = useQueryUpdate();
  const set = useCallback(
    (value: string | null) => update({ [key]: value }, { history }),
    [key, history, update],
  );
  return [params.get(key), set];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date of the screen kept in the query string (`?date=2026-07-01`): null when absent or not an
 * ISO date; setting '' or null removes it.
 */
export function useQueryDate(key: string): [string | null, (value: string | null) => void] {
  const [text, setText] = useQueryState(key);
  return [text !== null && ISO_DATE.test(text) ? text : null, setText];
}

/** A plain positive decimal is a record id; anything else (absent, `abc`, `0`) is none. */
export function parseQueryId(text: string | null): number | null {
  return text !== null && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** A record id kept in the query string: a plain positive decimal, anything else is no id. */
export function useQueryId(
  key: string,
  options?: QueryStateOptions,
): [number | null, (id: number | null) => void] {
  const [text, setText] = useQueryState(key, options);
  const id = parseQueryId(text);
  const setId = useCallback((next: number | null) => setText(next === null ? null : String(next)), [setText]);
  return [id, setId];
}

/**
 * The tab a click asked for, shown at once, while `go` moves the address to it. The address
 * follows through the router, whose render may come later on a busy device: until then the old
 * panel would stay up and take what is typed. Once the address names another tab than the one
 * clicked from, the address decides again.
 */
export function useClickedTab<Tab extends string>(
  addressTab: Tab,
  go: (next: Tab) => void,
): [Tab, (next: Tab) => void] {
  const [clicked, setClicked] = useState<{ from: Tab; to: Tab } | null>(null);
  // Forgotten as soon as the address moves, so a later Back to the same tab is not overruled.
  if (clicked !== null && clicked.from !== addressTab) setClicked(null);
  const shown = clicked !== null && clicked.from === addressTab ? clicked.to : addressTab;
  const select = (next: Tab) => {
    setClicked({ from: addressTab, to: next });
    go(next);
  };
  return [shown, select];
}

/** The tab shown, kept as `?tab=`: the address names it unless it is the screen's first one. */
export function useQueryTab<Tab extends string>(
  tabs: readonly Tab[],
  initial: Tab,
): [Tab, (tab: Tab) => void] {
  const [text, setText] = useQueryState('tab');
  const addressTab = tabs.find((candidate) => candidate === text) ?? initial;
  return useClickedTab(addressTab, (next) => setText(next === initial ? null : next));
}
