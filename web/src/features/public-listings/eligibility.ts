import type { PublicListingItem } from '@lar/contracts/public-listings';

type Eligibility = NonNullable<PublicListingItem['eligibility']>;

/** What the calculator's answer says on a card or a listing: its key and values. */
export function eligibilityMessage(
  eligibility: Eligibility,
  householdSize: number,
): { key: string; values: Record<string, string | number>; tone: 'good' | 'bad' | 'unknown' } {
  switch (eligibility.status) {
    case 'MAY_QUALIFY':
      return { key: 'publicListings:eligibility.mayQualify', values: {}, tone: 'good' };
    case 'OVER_INCOME':
      return {
        key: 'publicListings:eligibility.overIncome',
        values: { limit: eligibility.limit ?? 0, count: householdSize },
        tone: 'bad',
      };
    case 'UNDER_MINIMUM_INCOME':
      return {
        key: 'publicListings:eligibility.underMinimum',
        values: { minimum: eligibility.minimum ?? 0 },
        tone: 'bad',
      };
    default:
      return { key: 'publicListings:eligibility.unknown', values: {}, tone: 'unknown' };
  }
}
