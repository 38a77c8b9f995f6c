import type { Certification, CertificationMember } from '@lar/contracts/certifications';
import { signers } from '../certifications/index.ts';
import type { SignatureRow } from './esignature.repository.ts';

export interface Signer {
  member_index: number;
  member: CertificationMember;
}

/**
 * The members who sign, with their place in the certification: the head and every member 18 or
 * over on the effective date, as the TIC's signature lines name them (`signers`).
 */
export function signersOf(c: Certification): Signer[] {
  const adults = new Set(signers(c));
  return c.members.flatMap((member, member_index) => (adults.has(member) ? [{ member_index, member }] : []));
}

/** The names of the signers who have not signed yet. */
export function missingSigners(c: Certification, signed: SignatureRow[]): string[] {
  const done = new Set(signed.map((s) => s.member_index));
  return signersOf(c)
    .filter((s) => !done.has(s.member_index))
    .map((s) => s.member.name);
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The member of the draft a resident's access was sent to (decision 078): the access names a
 * member of the certification in force, so the draft's member at the same place with the same
 * name, or else the one member of the draft with that name.
 */
export function memberOfAccess(c: Certification, access: { member_index: number; member_name: string }) {
  const same = c.members[access.member_index];
  if (same && sameName(same.name, access.member_name)) return access.member_index;
  const named = c.members.flatMap((m, i) => (sameName(m.name, access.member_name) ? [i] : []));
  return named.length === 1 ? named[0] : undefined;
}
