import { LISTING_SORTS as CONTRACT_SORTS } from '@lar/contracts/listings';
import { LISTING_HOUSEHOLD_SIZE_MAX } from '@lar/contracts/public-listings';
import {
  VISIT_LANGUAGES as CONTRACT_LANGUAGES,
  VISIT_MESSAGE_MAX as CONTRACT_MESSAGE_MAX,
  visitRequestBody,
} from '@lar/contracts/visits';
import { describe, expect, it } from 'vitest';
import { eligibilityChecks, eligibilityMessage } from '../src/features/public-listings/eligibility.ts';
import {
  EMPTY_FILTERS,
  filtersFromQuery,
  filtersToQuery,
  HOUSEHOLD_SIZES,
  householdFromQuery,
  householdToQuery,
  LISTING_SORTS,
  normalizeAmount,
  pageFromQuery,
  SEARCH_PAGE_SIZE,
  searchApiQuery,
  validateHousehold,
} from '../src/features/public-listings/listing-search.ts';
import {
  emptyVisitForm,
  toVisitRequestBody,
  VISIT_LANGUAGES,
  VISIT_MESSAGE_MAX,
  validateVisitForm,
  visitFieldOf,
} from '../src/features/public-listings/visit-form.ts';

describe('the apartment search in the address', () => {
  it('reads back what it writes', () => {
    const filters = {
      city: 'Boston',
      bedrooms: '2',
      maxRent: '1500',
      accessible: true,
      pets: true,
      sort: 'available' as const,
    };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filtersToQuery(filters))) if (value) params.set(key, value);
    expect(params.toString()).toBe(
      'city=Boston&bedrooms=2&max_rent=1500&accessible=true&pets=true&sort=available',
    );
    expect(filtersFromQuery(params)).toEqual(filters);
  });

  it('ignores values the search does not offer', () => {
    const params = new URLSearchParams('bedrooms=9&max_rent=abc&accessible=yes&sort=name&page=-2');
    expect(filtersFromQuery(params)).toEqual(EMPTY_FILTERS);
    expect(pageFromQuery(params)).toBe(1);
    expect(pageFromQuery(new URLSearchParams('page=3'))).toBe(3);
  });

  it('keeps a household only with both its size and its income', () => {
    expect(householdFromQuery(new URLSearchParams('household_size=3'))).toEqual({
      size: '',
      income: '',
      voucher: false,
    });
    expect(householdFromQuery(new URLSearchParams('household_size=13&annual_income=1000')).size).toBe('');
    expect(
      householdFromQuery(new URLSearchParams('household_size=3&annual_income=62400&has_voucher=true')),
    ).toEqual({
      size: '3',
      income: '62400',
      voucher: true,
    });
    expect(householdToQuery({ size: '3', income: '$62,400.50', voucher: false })).toEqual({
      household_size: '3',
      annual_income: '62400.50',
      has_voucher: null,
    });
    expect(householdToQuery({ size: '', income: '62400', voucher: true }).annual_income).toBeNull();
  });

  it('reads amounts as people type them, never as binary floats', () => {
    expect(normalizeAmount('$62,400')).toBe('62400');
    expect(normalizeAmount('1 500.5')).toBe('1500.5');
    expect(normalizeAmount('12.345')).toBeNull();
    expect(normalizeAmount('-5')).toBeNull();
  });

  it('asks the calculator for a size and a valid income', () => {
    expect(validateHousehold({ size: '', income: '', voucher: false })).toEqual({
      size: 'validation.required',
      income: 'validation.required',
    });
    expect(validateHousehold({ size: '2', income: 'a lot', voucher: false })).toEqual({
      income: 'publicListings:calculator.incomeFormat',
    });
    expect(validateHousehold({ size: '2', income: '40,000', voucher: false })).toEqual({});
  });

  it('pages the API query and sends only the chosen filters', () => {
    const query = searchApiQuery(
      { ...EMPTY_FILTERS, city: ' Boston ', pets: true },
      { size: '3', income: '62400', voucher: false },
      3,
    );
    expect(query).toEqual({
      limit: SEARCH_PAGE_SIZE,
      offset: 2 * SEARCH_PAGE_SIZE,
      sort: 'rent',
      city: 'Boston',
      pets: 'true',
      household_size: '3',
      annual_income: '62400',
    });
  });
});

describe('the calculator answer on a card', () => {
  it('names the limit and the household size when the income is above it', () => {
    expect(eligibilityMessage({ status: 'OVER_INCOME', limit: 62400, programs: [] }, 3)).toEqual({
      key: 'publicListings:eligibility.overIncome',
      values: { limit: 62400, count: 3 },
      tone: 'bad',
    });
    expect(
      eligibilityMessage({ status: 'UNDER_MINIMUM_INCOME', minimum: 36000, programs: [] }, 1).values,
    ).toEqual({
      minimum: 36000,
    });
    expect(eligibilityMessage({ status: 'MAY_QUALIFY', programs: [] }, 2).tone).toBe('good');
    expect(eligibilityMessage({ status: 'UNKNOWN', programs: [] }, 2).tone).toBe('unknown');
  });
});

describe("the calculator's checks (decision 053)", () => {
  it('offers households of 1 to 12, the sizes the listing answers for, and reads 10 from the address', () => {
    expect(HOUSEHOLD_SIZES).toEqual(Array.from({ length: LISTING_HOUSEHOLD_SIZE_MAX }, (_, i) => i + 1));
    expect(householdFromQuery(new URLSearchParams('household_size=10&annual_income=100000')).size).toBe('10');
    expect(householdFromQuery(new URLSearchParams('household_size=13&annual_income=100000')).size).toBe('');
  });

  it('gives a line per program with its level, then the minimum income', () => {
    const lines = eligibilityChecks(
      {
        status: 'UNDER_MINIMUM_INCOME',
        limit: 69350,
        minimum: 29640,
        minimum_multiple: '2.00',
        minimum_status: 'BELOW',
        programs: [
          { name: 'LIHTC', ami_percentage: 80, status: 'WITHIN', limit: 110950 },
          { name: 'HOME', ami_percentage: 50, status: 'WITHIN', limit: 69350 },
        ],
      },
      4,
    );
    expect(lines.map((l) => [l.key, l.tone, l.program?.values])).toEqual([
      ['publicListings:eligibility.programWithin', 'good', { program: 'LIHTC', percent: 80 }],
      ['publicListings:eligibility.programWithin', 'good', { program: 'HOME', percent: 50 }],
      ['publicListings:eligibility.minimumBelow', 'bad', undefined],
    ]);
    expect(lines[2]?.values).toEqual({ minimum: 29640, multiple: 2 });
  });

  it('says so when the listing sets no minimum income', () => {
    const lines = eligibilityChecks({ status: 'MAY_QUALIFY', programs: [] }, 2);
    expect(lines.map((l) => l.key)).toEqual(['publicListings:eligibility.noMinimum']);
  });
});

describe('the visit request form', () => {
  const now = new Date('2026-11-26T12:00:00');
  const filled = {
    ...emptyVisitForm('pt'),
    name: 'Ana Souza',
    email: 'ana@example.com',
    phone: '(617) 555-0142',
  };

  it('builds a body the server schema accepts, with the times given in UTC', () => {
    const values = {
      ...filled,
      times: ['', '2026-12-01T15:00', '2026-12-02T09:30'],
      message: ' After 3 pm ',
    };
    expect(validateVisitForm(values, now)).toEqual({});
    const body = toVisitRequestBody(7, values);
    expect(body).toEqual({
      listing_id: 7,
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '6175550142',
      preferred_times: [
        new Date('2026-12-01T15:00').toISOString(),
        new Date('2026-12-02T09:30').toISOString(),
      ],
      message: 'After 3 pm',
      language: 'pt',
    });
    expect(visitRequestBody.safeParse(body).success).toBe(true);
  });

  it('refuses a missing name or e-mail and a time in the past', () => {
    const errors = validateVisitForm({ ...emptyVisitForm('en'), times: ['2026-11-25T10:00', '', 'x'] }, now);
    expect(errors).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      'times.0': 'publicListings:visit.timePast',
      'times.2': 'validation.invalid_format',
    });
  });

  it('sends the honeypot only when a bot filled it', () => {
    expect(toVisitRequestBody(1, filled)).not.toHaveProperty('website');
    expect(toVisitRequestBody(1, { ...filled, website: 'http://spam' }).website).toBe('http://spam');
  });

  it("places the server's field errors at the form's fields", () => {
    const values = { ...filled, times: ['', '2026-12-01T15:00', '2026-12-02T09:30'] };
    expect(visitFieldOf('preferred_times.1', values)).toBe('times.2');
    expect(visitFieldOf('preferred_times.0', values)).toBe('times.1');
    expect(visitFieldOf('email', values)).toBe('email');
    expect(visitFieldOf('listing_id', values)).toBeNull();
  });
});

it("keeps the public site's copies of the contract's choices in step", () => {
  // The public pages may not import the schema modules (their bundle budget); these are copies.
  expect(LISTING_SORTS).toEqual(CONTRACT_SORTS);
  expect(VISIT_LANGUAGES).toEqual(CONTRACT_LANGUAGES);
  expect(VISIT_MESSAGE_MAX).toBe(CONTRACT_MESSAGE_MAX);
});
