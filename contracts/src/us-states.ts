/**
 * The USPS two-letter codes a US address may carry in its state field: the 50 states, the
 * District of Columbia, the territories and the military "states" (AA, AE, AP).
 */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
  'DC',
  'AS',
  'GU',
  'MP',
  'PR',
  'VI',
  'AA',
  'AE',
  'AP',
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

const CODES: ReadonlySet<string> = new Set(US_STATE_CODES);

/** Whether `code` (any case) is one of the USPS codes above. */
export function isUsStateCode(code: string): boolean {
  return CODES.has(code.toUpperCase());
}
