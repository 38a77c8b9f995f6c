/**
 * The answers of the household data for reporting (issue 39, decision 066), without a schema
 * library: the public application form imports them, and the public site ships no zod.
 */

/**
 * The seven minimum categories of the combined race and ethnicity question of OMB's Statistical
 * Policy Directive No. 15 as revised on March 28, 2024 (89 FR 22182): one or several may be
 * chosen. `DECLINED` stands alone: the person chose not to answer.
 */
export const RACE_ETHNICITY = [
  'AMERICAN_INDIAN_OR_ALASKA_NATIVE',
  'ASIAN',
  'BLACK_OR_AFRICAN_AMERICAN',
  'HISPANIC_OR_LATINO',
  'MIDDLE_EASTERN_OR_NORTH_AFRICAN',
  'NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER',
  'WHITE',
] as const;
export type RaceEthnicity = (typeof RACE_ETHNICITY)[number];
export const DECLINED = 'DECLINED' as const;
export const RACE_ETHNICITY_ANSWERS = [...RACE_ETHNICITY, DECLINED] as const;
export type RaceEthnicityAnswer = (typeof RACE_ETHNICITY_ANSWERS)[number];

/** HUD-52697 Part II asks "Disabled?"; the person may decline to answer. */
export const DISABILITY_ANSWERS = ['YES', 'NO', 'DECLINED'] as const;
export type DisabilityAnswer = (typeof DISABILITY_ANSWERS)[number];

/**
 * The source of the household's rental assistance asked by HUD's LIHTC tenant data collection form
 * (HUD-52697, Part VI, OMB 2528-0320), with `NONE` for a household without any. Not verified
 * against HUD's own list, which could not be read (searched 29 November 2026; decision 066 names
 * the lists found instead, the industry TIC's and Minnesota Housing's, which differ from this one).
 */
export const RENTAL_ASSISTANCE_SOURCES = [
  'NONE',
  'HUD_PROJECT_BASED_RENTAL_ASSISTANCE',
  'HUD_OTHER_PROJECT_BASED',
  'HUD_HOUSING_CHOICE_VOUCHER',
  'HUD_PROJECT_BASED_VOUCHER',
  'USDA_SECTION_521',
  'OTHER_FEDERAL',
  'NON_FEDERAL',
] as const;
export type RentalAssistanceSource = (typeof RENTAL_ASSISTANCE_SOURCES)[number];
