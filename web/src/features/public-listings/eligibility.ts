import type { ListingProgram, PublicListingItem } from '@lar/contracts/public-listings';

type Eligibility = NonNullable<PublicListingItem['eligibility']>;
type Tone = 'good' | 'bad' | 'unknown';

/** A text of the answer: its key, its values (amounts in dollars, formatted by the caller) and its tone. */
export interface EligibilityLine {
  key: string;
  values: Record<string, string | number>;
  tone: Tone;
}

/** A program with its level as the public site names it: "LIHTC · 80% AMI", or the name alone. */
export function programLabel(program: ListingProgram): EligibilityLine {
  return program.ami_percentage === null
    ? { key: 'publicListings:card.programName', values: { program: program.name }, tone: 'unknown' }
    : {
        key: 'publicListings:card.ami',
        values: { program: program.name, percent: program.ami_percentage },
        tone: 'unknown',
      };
}

/** What the calculator's answer says on a card or a listing: its key and values. */
export function eligibilityMessage(eligibility: Eligibility, householdSize: number): EligibilityLine {
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

const PROGRAM_LINES = {
  WITHIN: { key: 'publicListings:eligibility.programWithin', tone: 'good' },
  OVER: { key: 'publicListings:eligibility.programOver', tone: 'bad' },
  UNKNOWN: { key: 'publicListings:eligibility.programUnknown', tone: 'unknown' },
} as const;

const MINIMUM_LINES = {
  MET: { key: 'publicListings:eligibility.minimumMet', tone: 'good' },
  BELOW: { key: 'publicListings:eligibility.minimumBelow', tone: 'bad' },
  VOUCHER: { key: 'publicListings:eligibility.minimumVoucher', tone: 'good' },
} as const;

/**
 * Each check behind the answer, one line each: every program's income limit for the household's
 * size (with the program's label under `program`, a line of its own), then the minimum income, or
 * that the listing sets none.
 */
export function eligibilityChecks(
  eligibility: Eligibility,
  householdSize: number,
): Array<EligibilityLine & { program?: EligibilityLine }> {
  const programs = eligibility.programs.map((p) => {
    const line = PROGRAM_LINES[p.status];
    return {
      key: line.key,
      values: { limit: p.limit ?? 0, count: householdSize },
      tone: line.tone,
      program: programLabel(p),
    };
  });
  const minimum: EligibilityLine =
    eligibility.minimum_status === undefined
      ? { key: 'publicListings:eligibility.noMinimum', values: {}, tone: 'unknown' }
      : {
          ...MINIMUM_LINES[eligibility.minimum_status],
          values: {
            minimum: eligibility.minimum ?? 0,
            multiple: Number(eligibility.minimum_multiple ?? 0),
          },
        };
  return [...programs, minimum];
}
