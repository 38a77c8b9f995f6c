import type { CertificationMember } from '@lar/contracts/certifications';
import type { Occupancy } from '@lar/contracts/occupancies';
import type { Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { Actor } from '../../lib/actor.ts';
import type { ProgramTablesCache } from '../compliance/index.ts';
import type { DraftContent } from './certification-figures.ts';
import { householdHead } from './certification-sources.repository.ts';
import { insertDraft } from './certification-writes.repository.ts';

/** What a first draft reads of the occupancy: its household as certified at move-in and its rent. */
export type OccupancyHousehold = Pick<
  Occupancy,
  | 'id'
  | 'unit_id'
  | 'tenant_id'
  | 'start_date'
  | 'household_size'
  | 'annual_income'
  | 'rent_amount'
  | 'rent_assistance'
  | 'non_optional_charges'
>;

export const NO_INCOME = { employment: 0, social_security: 0, public_assistance: 0, other: 0 };

/** A member yet to be named: a made-up name would be certified as a person. */
export const blankMember = (): CertificationMember => ({
  name: '',
  relationship: 'OTHER_ADULT',
  birth_date: null,
  full_time_student: false,
  disabled: false,
  income: NO_INCOME,
});

/**
 * A household drawn from the tenant (the candidate) and the occupancy's figures, which default to
 * the candidate's at creation: the candidate as head of household with the whole income, and
 * further members up to the household size, their names empty, so that the certified size is the
 * one the placement was checked with. Finalizing waits for their names (`unnamedMember`).
 */
export async function householdDraft(
  q: Queryable,
  tenant: Tenant,
  occupancy: OccupancyHousehold,
  effectiveDate: string,
): Promise<DraftContent> {
  const candidate = await householdHead(q, tenant, occupancy.tenant_id);
  if (!candidate) throw new Error(`tenant ${occupancy.tenant_id} of occupancy ${occupancy.id} was not found`);
  const head: CertificationMember = {
    name: candidate.fullName,
    relationship: 'HEAD',
    // A birth date after the effective date is a typing error the certification's form refuses.
    birth_date:
      candidate.birthDate !== null && candidate.birthDate <= effectiveDate ? candidate.birthDate : null,
    full_time_student: false,
    disabled: candidate.isDisabled,
    // The candidate's income is one household figure of unknown source: it goes under "other"
    // rather than "employment", so the certification does not claim wages nobody declared.
    income: { ...NO_INCOME, other: occupancy.annual_income ?? 0 },
  };
  const size = Math.max(occupancy.household_size ?? 1, 1);
  const others = Array.from({ length: size - 1 }, blankMember);
  return {
    effective_date: effectiveDate,
    members: [head, ...others],
    assets: [],
    student_exception: null,
    tenant_rent: occupancy.rent_amount,
    rent_assistance: occupancy.rent_assistance ?? 0,
    non_optional_charges: occupancy.non_optional_charges ?? 0,
    adjusted_income: null,
  };
}

/** The move-in draft of a new occupancy, effective on its start date, in the occupancy's transaction. */
export async function createMoveInDraft(
  q: Queryable,
  actor: Actor,
  tables: ProgramTablesCache,
  occupancy: OccupancyHousehold,
) {
  const content = await householdDraft(q, actor.tenant, occupancy, occupancy.start_date);
  return insertDraft(
    q,
    actor,
    tables,
    { occupancyId: occupancy.id, unitId: occupancy.unit_id, type: 'MOVE_IN', supersedesId: null },
    content,
  );
}
