import type { PageData } from '@lar/contracts/page-rendering';
import { PAGE_DATA_ELEMENT } from '@lar/contracts/page-routes';

/*
 * The data a public page was rendered with on the server (decision 030): the search's first page or
 * a listing, under the key the page loads it by. The page's first render reads it instead of
 * asking the API, so the browser's first render is the server's (it hydrates) and shows no
 * loading state.
 */

/** undefined: not read from the page yet; null: none (or already used). */
let given: PageData | null | undefined;

/** On the server: the data the next render reads (renderToString runs synchronously). */
export function providePageData(data: PageData | null): void {
  given = data;
}

function fromDocument(): PageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_DATA_ELEMENT);
  if (!element?.textContent) return null;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<PageData>;
    return typeof parsed.key === 'string' && 'data' in parsed ? { key: parsed.key, data: parsed.data } : null;
  } catch {
    return null;
  }
}

/** The data the page came with for `key`, or null when it came with none or another's. */
export function pageDataFor<T>(key: string): T | null {
  if (given === undefined) given = fromDocument();
  return given !== null && given.key === key ? (given.data as T) : null;
}

/** Once used: a later visit to the same page (back from another) loads its data afresh. */
export function forgetPageData(): void {
  given = null;
}
