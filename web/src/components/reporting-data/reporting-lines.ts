import type {
  DisabilityAnswer,
  RaceEthnicityAnswer,
  RentalAssistanceSource,
  ReportingDataAnswer,
} from '@lar/contracts/reporting-data';

/** One member's answers as the staff screens show them, under the member's name when known. */
export interface ReportingLine {
  /** 1-based place in the household, for a member the record does not name. */
  number: number;
  name: string | null;
  raceEthnicity: readonly RaceEthnicityAnswer[];
  disability: DisabilityAnswer | null;
  ssnLast4: string | null;
}

export interface ReportingLines {
  /** Nothing was recorded, or only empty answers: the screen says so instead of a list of blanks. */
  empty: boolean;
  members: ReportingLine[];
  source: RentalAssistanceSource | null;
  monthlyCents: number | null;
}

/**
 * The answer of a reporting-data read laid out for display: one line per member of the household
 * (the server answers them in the record's members' order, matched by name and date of birth), and
 * any answer beyond the names given as "Member N".
 */
export function reportingLines(answer: ReportingDataAnswer, memberNames: readonly string[]): ReportingLines {
  const count = Math.max(answer.members.length, memberNames.length);
  const members = Array.from({ length: count }, (_, i): ReportingLine => {
    const m = answer.members[i];
    return {
      number: i + 1,
      name: memberNames[i]?.trim() || null,
      raceEthnicity: m?.race_ethnicity ?? [],
      disability: m?.disability ?? null,
      ssnLast4: m?.ssn_last4 ?? null,
    };
  });
  const anyMemberAnswer = members.some(
    (m) => m.raceEthnicity.length > 0 || m.disability !== null || m.ssnLast4 !== null,
  );
  return {
    empty:
      !answer.recorded ||
      (!anyMemberAnswer &&
        answer.rental_assistance_source === null &&
        answer.rental_assistance_monthly_cents === null),
    members,
    source: answer.rental_assistance_source,
    monthlyCents: answer.rental_assistance_monthly_cents,
  };
}
