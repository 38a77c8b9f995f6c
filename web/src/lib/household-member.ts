import type { IncomeSource } from '@lar/contracts/household';

/** A member's answers as a form holds them: dates and amounts as the text typed. */
export interface MemberAnswers<R extends string> {
  name: string;
  relationship: R;
  birth_date: string;
  full_time_student: boolean;
  disabled: boolean;
  income: Record<IncomeSource, string>;
}

/** A new member's empty answers (the certification editor's and the public application form's). */
export function blankMember<R extends string>(relationship: R): MemberAnswers<R> {
  return {
    name: '',
    relationship,
    birth_date: '',
    full_time_student: false,
    disabled: false,
    income: { employment: '', social_security: '', public_assistance: '', other: '' },
  };
}

/** The input of a member's last four SSN digits, on the application and the certification alike. */
export const SSN_LAST4_INPUT = { inputMode: 'numeric', autoComplete: 'off', maxLength: 4 } as const;
