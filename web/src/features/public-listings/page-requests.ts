import { parseQueryId } from '../../lib/use-query-state.ts';
import {
  filtersFromQuery,
  householdFromQuery,
  householdToQuery,
  pageFromQuery,
  searchApiQuery,
} from './listing-search.ts';

/**
 * What the search and a listing's page ask the API for, from their address, and the key their
 * data is kept under. The pages and the server's rendering of them (web/src/prerender.tsx) share
 * it, so the data the server renders a page with is the data the page would have asked for.
 */

export interface SearchRequest {
  key: string;
  query: Record<string, string | number>;
}

export function searchRequest(params: URLSearchParams): SearchRequest {
  const query = searchApiQuery(filtersFromQuery(params), householdFromQuery(params), pageFromQuery(params));
  return { key: JSON.stringify(query), query };
}

export interface ListingRequest {
  id: number | null;
  key: string;
  /** The calculator's parameters; null where not given. */
  household: Record<string, string | null>;
}

export function listingRequest(idText: string | null, params: URLSearchParams): ListingRequest {
  const id = parseQueryId(idText);
  const household = householdToQuery(householdFromQuery(params));
  return { id, key: `${id}?${JSON.stringify(household)}`, household };
}
