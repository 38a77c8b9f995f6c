import type {
  DisabilityAnswer,
  RaceEthnicityAnswer,
  RentalAssistanceSource,
} from '@lar/contracts/reporting-data';

/** A member's reporting answers as a form holds them: an empty list, or '', where none was given. */
export interface MemberAnswersInput {
  race_ethnicity: string[];
  disability: string;
  ssn_last4: string;
}

/** A member's answers as the server takes them (decision 066): null where none was given. */
export function memberAnswersOf(input: MemberAnswersInput) {
  const ssn = input.ssn_last4.trim();
  return {
    race_ethnicity:
      input.race_ethnicity.length === 0 ? null : (input.race_ethnicity as RaceEthnicityAnswer[]),
    disability: (input.disability || null) as DisabilityAnswer | null,
    ssn_last4: ssn === '' ? null : ssn,
  };
}

/** The rental assistance source as the server takes it: null where none was chosen. */
export const assistanceSourceOf = (input: string) => (input || null) as RentalAssistanceSource | null;
