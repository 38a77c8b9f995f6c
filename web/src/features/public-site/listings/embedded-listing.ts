import type { PublicListingDetail } from '@lar/contracts/public-listings';

/** The element the server's listing page carries its listing's data in (decision 030). */
const LISTING_DATA_ELEMENT = 'listing-data';

/**
 * The listing the server put in the page it sent, when the page is that listing's and the
 * visitor has not asked the calculator anything (the data is the answer without a household).
 * Read once: after the first page, a listing is fetched like any other data.
 */
export function takeEmbeddedListing(id: number | null, withHousehold: boolean): PublicListingDetail | null {
  if (typeof document === 'undefined' || id === null || withHousehold) return null;
  const element = document.getElementById(LISTING_DATA_ELEMENT);
  if (!element?.textContent) return null;
  element.remove();
  try {
    const listing = JSON.parse(element.textContent) as PublicListingDetail;
    return listing.id === id ? listing : null;
  } catch {
    return null;
  }
}
