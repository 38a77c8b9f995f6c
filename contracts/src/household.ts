/**
 * A household member's relationship and income sources: plain lists without schemas, so the public
 * site's application form uses the same ones as the certifications' schemas.
 */

export const RELATIONSHIPS = [
  'HEAD',
  'SPOUSE',
  'CO_HEAD',
  'DEPENDENT',
  'OTHER_ADULT',
  'LIVE_IN_AIDE',
  'FOSTER',
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** Sources of a member's annual income, in the TIC's order. */
export const INCOME_SOURCES = ['employment', 'social_security', 'public_assistance', 'other'] as const;
export type IncomeSource = (typeof INCOME_SOURCES)[number];
