import type { EffectiveLimits } from '@lar/contracts/compliance/eligibility';
import type { Cents } from '@lar/contracts/compliance/money';
import type { ListingProgram } from '@lar/contracts/public-listings';
import type { UnitDesignations } from '../compliance/index.ts';
import type { ListingRow } from './public-listing.repository.ts';

/**
 * The programs a listed unit carries, each with its level: the public site names every one, since
 * a unit with two programs applies the limits of both (a LIHTC 80 % unit also designated HOME 50 %
 * is held to the 50 % limit), and a page naming one program must not apply another's limit
 * unseen (decision 053).
 */

/** An AMI % as the API writes it: a number, null without one. */
const percentOf = (text: string | number | null) => (text === null ? null : Number(text));

/** The unit's programs as its listing row has them: the primary program, then its other designations. */
export function programsOfRow(row: ListingRow): ListingProgram[] {
  const primary =
    row.program_id === null
      ? []
      : [{ name: row.program_name ?? '', ami_percentage: percentOf(row.ami_percentage) }];
  const extras = (JSON.parse(row.extra_programs) as [string, string][]).map(([name, percentage]) => ({
    name,
    ami_percentage: percentOf(percentage),
  }));
  return [...primary, ...extras];
}

/**
 * Each program of the unit with its income limit for a household size, in the unit's order: a
 * primary program without a level first, with no limit (unknown, never none), then every
 * designation's own limit (`effectiveLimits` keeps each designation's beside the strictest).
 */
export function programLimits(
  unit: UnitDesignations,
  limits: EffectiveLimits,
): { program: ListingProgram; incomeLimit: Cents | undefined }[] {
  const withoutLevel = unit.programWithoutLevel
    ? [
        {
          program: { name: unit.programWithoutLevel.programName, ami_percentage: null },
          incomeLimit: undefined,
        },
      ]
    : [];
  return [
    ...withoutLevel,
    ...limits.designations.map((d) => ({
      program: { name: d.programName, ami_percentage: percentOf(d.amiPercentage) },
      incomeLimit: d.incomeLimit,
    })),
  ];
}
