import type { MemberReporting, ReportingData } from '@lar/contracts/reporting-data';

/**
 * Whose answers are whose (decision 066). A household's members have no id of their own: a
 * certification's and an application's members are JSON lists that staff edit, reorder and shorten.
 * Matching the sealed answers to them by position gave a removed first member's race and SSN to
 * the next person. Each stored answer now names its member by full name and date of birth, the two
 * facts HUD-52697 Part II asks of every member and that both an application and a certification
 * hold; values sealed before carry none and are still read by position (migrated on read).
 */

/** A member as the record holds them: what identifies their answers. */
export interface MemberOfRecord {
  name: string;
  birth_date: string | null;
}

/** One member's answers as sealed: with the member they belong to (absent in older values). */
export type StoredMemberReporting = MemberReporting & { member?: MemberOfRecord };
export type StoredReportingData = Omit<ReportingData, 'members'> & { members: StoredMemberReporting[] };

const BLANK: MemberReporting = { race_ethnicity: null, disability: null, ssn_last4: null };

/** The same person whatever the spacing or case of the name typed. */
const identityOf = (m: MemberOfRecord) =>
  `${m.name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()}|${m.birth_date ?? ''}`;

const isBlank = (m: MemberReporting) =>
  m.race_ethnicity === null && m.disability === null && m.ssn_last4 === null;

const answersOf = ({ race_ethnicity, disability, ssn_last4 }: StoredMemberReporting): MemberReporting => ({
  race_ethnicity,
  disability,
  ssn_last4,
});

/**
 * The data to seal: each answer given at a member's place in the record's list names that member;
 * answers beyond the household's members keep no name (and are read by position, as before).
 */
export function keyedTo(data: ReportingData, members: readonly MemberOfRecord[]): StoredReportingData {
  return {
    ...data,
    members: data.members.map((answers, i) => {
      const member = members[i];
      return member ? { ...answers, member: { name: member.name, birth_date: member.birth_date } } : answers;
    }),
  };
}

/**
 * The answers in the record's members' order as it stands now: each member gets the answers sealed
 * with their name and date of birth, wherever they were in the list; an answer without a name (a
 * value sealed before names were kept) stays at its position. Answers of a member no longer in the
 * household are left out; unnamed answers beyond the household are kept after it.
 */
export function alignedTo(stored: StoredReportingData, members: readonly MemberOfRecord[]): ReportingData {
  const used = new Set<number>();
  const aligned = members.map((member, i) => {
    const identity = identityOf(member);
    const found = stored.members.findIndex(
      (s, j) => !used.has(j) && s.member !== undefined && identityOf(s.member) === identity,
    );
    if (found >= 0) {
      used.add(found);
      return answersOf(stored.members[found] as StoredMemberReporting);
    }
    const atPlace = stored.members[i];
    if (atPlace && atPlace.member === undefined && !used.has(i)) {
      used.add(i);
      return answersOf(atPlace);
    }
    return BLANK;
  });
  const beyond = stored.members.flatMap((s, j) =>
    j >= members.length && !used.has(j) && s.member === undefined ? [answersOf(s)] : [],
  );
  // Trailing members without any answer are not sent: the answer lists no more than was given.
  const listed = [...aligned, ...beyond];
  while (listed.length > 0 && isBlank(listed[listed.length - 1] as MemberReporting)) listed.pop();
  return {
    members: listed,
    rental_assistance_source: stored.rental_assistance_source,
    rental_assistance_monthly_cents: stored.rental_assistance_monthly_cents,
  };
}
