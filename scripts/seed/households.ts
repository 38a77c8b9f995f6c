import type { CertificationMember, Relationship } from '@lar/contracts/certifications';
import { addDays } from './context.ts';
import { personName } from './names.ts';
import type { Random } from './random.ts';
import { REFERENCE_DATE } from './scale.ts';

/** An application's household as the public form stores it: the head first, incomes by source. */
export interface ApplicantHousehold {
  headName: string;
  birthDate: string;
  members: CertificationMember[];
  /** The members' incomes summed, as numeric text (whole dollars, so no float sums). */
  annualIncome: string;
}

const SIZES: ReadonlyArray<readonly [number, number]> = [
  [1, 30],
  [2, 25],
  [3, 20],
  [4, 13],
  [5, 7],
  [6, 5],
];

/** A new applicant's household of one to six. */
export function applicantHousehold(random: Random): ApplicantHousehold {
  const headName = personName(random);
  const birthDate = addDays('1945-01-01', random.int(0, 59 * 365));
  return headHousehold(random, headName, birthDate);
}

/** A household around a given head: a spouse or another adult, then children. */
export function headHousehold(random: Random, headName: string, birthDate: string): ApplicantHousehold {
  const size = random.weighted(SIZES);
  const family = headName.split(' ').slice(-1)[0] ?? headName;
  const members: CertificationMember[] = [member(random, headName, 'HEAD', birthDate, true)];
  for (let i = 1; i < size; i++) {
    const adult = i === 1 && random.chance(0.6);
    const relationship: Relationship = adult ? (random.chance(0.8) ? 'SPOUSE' : 'OTHER_ADULT') : 'DEPENDENT';
    const born = adult
      ? addDays(birthDate, random.int(-5 * 365, 5 * 365))
      : addDays(REFERENCE_DATE, -random.int(1 * 365, 17 * 365));
    const given = personName(random).split(' ')[0] ?? 'Alex';
    members.push(member(random, `${given} ${family}`, relationship, born, adult));
  }
  const total = members.reduce(
    (sum, m) =>
      sum + m.income.employment + m.income.social_security + m.income.public_assistance + m.income.other,
    0,
  );
  return { headName, birthDate, members, annualIncome: `${total}.00` };
}

/** Whole dollars only: the total stays exact and matches the intake's sum in cents. */
function member(
  random: Random,
  name: string,
  relationship: Relationship,
  birthDate: string,
  adult: boolean,
): CertificationMember {
  const senior = birthDate < '1962-01-01';
  return {
    name,
    relationship,
    birth_date: birthDate,
    full_time_student: !adult && random.chance(0.5),
    disabled: random.chance(0.06),
    income: {
      employment: adult && !senior && random.chance(0.8) ? random.int(8_000, 55_000) : 0,
      social_security: senior ? random.int(9_000, 24_000) : 0,
      public_assistance: adult && random.chance(0.15) ? random.int(1_000, 6_000) : 0,
      other: adult && random.chance(0.1) ? random.int(500, 5_000) : 0,
    },
  };
}
