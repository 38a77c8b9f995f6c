/**
 * The apartment search's state, kept in the address (`/apartments?city=Boston&bedrooms=2`) so a
 * reload or a shared link shows the same search, and the query the public search API takes.
 * Plain code: the public site ships no schema library; the server checks every value again.
 */

export const LISTING_SORTS = ['rent', 'available'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const SEARCH_PAGE_SIZE = 12;
/** The bedroom choices: 0 is a studio; the API takes 0 to 5. */
export const BEDROOM_CHOICES = [0, 1, 2, 3, 4, 5] as const;
/**
 * The calculator's household sizes: HUD publishes limits for 1 to 8 people and the server derives
 * larger households' from the 4-person limit as HUD does (`LISTING_HOUSEHOLD_SIZE_MAX` of the
 * contract, which a test holds this list to).
 */
export const HOUSEHOLD_SIZES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** The largest household HUD publishes a limit for: above it the limit is derived. */
export const PUBLISHED_SIZE_MAX = 8;

export interface ListingFilters {
  city: string;
  /** '' for any, else 0-5. */
  bedrooms: string;
  /** Dollars as typed, '' for any. */
  maxRent: string;
  accessible: boolean;
  pets: boolean;
  sort: ListingSort;
}

export interface Household {
  /** '' when not given, else 1-12. */
  size: string;
  /** Dollars a year as typed. */
  income: string;
  voucher: boolean;
}

export const EMPTY_FILTERS: ListingFilters = {
  city: '',
  bedrooms: '',
  maxRent: '',
  accessible: false,
  pets: false,
  sort: 'rent',
};
export const EMPTY_HOUSEHOLD: Household = { size: '', income: '', voucher: false };

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Dollars as people type them ("$62,400", "1 500.50") as the API's digits, or null when not an amount. */
export function normalizeAmount(text: string): string | null {
  const plain = text.replace(/[$,\s]/g, '');
  return AMOUNT.test(plain) ? plain : null;
}

function choice<T extends string | number>(text: string | null, choices: readonly T[]): string {
  return choices.some((c) => String(c) === text) ? String(text) : '';
}

export function filtersFromQuery(params: URLSearchParams): ListingFilters {
  const sort = params.get('sort');
  return {
    city: params.get('city')?.trim() ?? '',
    bedrooms: choice(params.get('bedrooms'), BEDROOM_CHOICES),
    maxRent: normalizeAmount(params.get('max_rent') ?? '') ?? '',
    accessible: params.get('accessible') === 'true',
    pets: params.get('pets') === 'true',
    sort: sort === 'available' ? 'available' : 'rent',
  };
}

/** The address's parameters of the filters: absent when not chosen (null removes them). */
export function filtersToQuery(filters: ListingFilters): Record<string, string | null> {
  return {
    city: filters.city.trim() || null,
    bedrooms: filters.bedrooms || null,
    max_rent: normalizeAmount(filters.maxRent),
    accessible: filters.accessible ? 'true' : null,
    pets: filters.pets ? 'true' : null,
    sort: filters.sort === 'rent' ? null : filters.sort,
  };
}

export function householdFromQuery(params: URLSearchParams): Household {
  const size = choice(params.get('household_size'), HOUSEHOLD_SIZES);
  const income = normalizeAmount(params.get('annual_income') ?? '');
  // Both or neither: the API answers only a household with its size and its income.
  if (!size || income === null) return EMPTY_HOUSEHOLD;
  return { size, income, voucher: params.get('has_voucher') === 'true' };
}

export function householdToQuery(household: Household): Record<string, string | null> {
  const income = normalizeAmount(household.income);
  const given = household.size !== '' && income !== null;
  return {
    household_size: given ? household.size : null,
    annual_income: given ? income : null,
    has_voucher: given && household.voucher ? 'true' : null,
  };
}

export type HouseholdErrors = Partial<Record<'size' | 'income', string>>;

/** The calculator's problems as `validation.*` / `publicListings:*` keys; empty when it can ask. */
export function validateHousehold(household: Household): HouseholdErrors {
  const errors: HouseholdErrors = {};
  if (!household.size) errors.size = 'validation.required';
  if (!household.income.trim()) errors.income = 'validation.required';
  else if (normalizeAmount(household.income) === null)
    errors.income = 'publicListings:calculator.incomeFormat';
  return errors;
}

/** The page number (1-based) in the address; anything else is the first. */
export function pageFromQuery(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The public search API's query for the filters, the household and the page. */
export function searchApiQuery(
  filters: ListingFilters,
  household: Household,
  page: number,
): Record<string, string | number> {
  const query: Record<string, string | number> = {
    limit: SEARCH_PAGE_SIZE,
    offset: (page - 1) * SEARCH_PAGE_SIZE,
    sort: filters.sort,
  };
  for (const [key, value] of Object.entries({ ...filtersToQuery(filters), ...householdToQuery(household) })) {
    if (value !== null && key !== 'sort') query[key] = value;
  }
  return query;
}

/** How many pages `total` listings make. */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
}
