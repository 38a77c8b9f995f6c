import { ApplicationReviewIssue } from '@lar/contracts/application-review';
import { isSeniorOn, searchKey } from '@lar/contracts/candidates';
import type { CertificationMember } from '@lar/contracts/certifications';
import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import { ErrorCode } from '@lar/contracts/errors';
import type { Tx } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { recordAudit, recordUpdate } from '../audit/index.ts';
import { CandidateRepository } from '../candidates/index.ts';
import { CertificationRepository, contentOf, draftColumns } from '../certifications/index.ts';
import type { ProgramTablesCache } from '../compliance/index.ts';
import type { OccupancyService } from '../occupancies/index.ts';
import type { ApplicationRow } from './application.repository.ts';
import { insertCandidate, offeredUnitForUpdate } from './application-offer.repository.ts';

/**
 * Offers and their acceptance (decision 032). A unit may be offered when it is one of the
 * application's property and no ACTIVE or PENDING occupancy holds it (`units.taken`, kept by the
 * occupancies' triggers); accepting the offer makes the head of household a candidate and gives
 * them a PENDING occupancy of the unit through the occupancy service, whose move-in draft is then
 * given the application's household, all in the caller's transaction.
 */

const unitTaken = () =>
  new AppError(ErrorCode.CONFLICT, 'This unit is already held by an active or pending occupancy', [
    {
      field: 'offered_unit_id',
      code: ApplicationReviewIssue.UNIT_TAKEN,
      message: 'This unit is already held by an active or pending occupancy',
    },
  ]);

/**
 * Refuses a unit that is not of the application's property (400; another organization's unit is
 * not found, the same answer) or that an occupancy holds (409); its row is locked until the
 * transaction ends, so two offers of one unit cannot be accepted at once.
 */
export async function checkOfferable(
  tx: Tx,
  tenant: Tenant,
  propertyId: number,
  unitId: number,
): Promise<{ programId: number | null; askingRent: string | null }> {
  const unit = await offeredUnitForUpdate(tx, tenant, unitId);
  if (!unit || unit.propertyId !== propertyId)
    throw invalidField(
      'offered_unit_id',
      ApplicationReviewIssue.UNIT_OF_ANOTHER_PROPERTY,
      'Choose a unit of the property applied to',
    );
  if (unit.taken) throw unitTaken();
  return { programId: unit.programId, askingRent: unit.askingRent };
}

const emailTaken = () =>
  new AppError(ErrorCode.CONFLICT, 'A candidate already uses this applicant’s e-mail', [
    {
      field: 'email',
      code: ApplicationReviewIssue.EMAIL_TAKEN,
      message: 'A candidate already uses this e-mail',
    },
  ]);

export interface Acceptance {
  unitId: number;
  startDate: string;
  rentAmount: string | null | undefined;
  today: string;
}

/**
 * The candidate from the head of household, its PENDING occupancy of the offered unit (with its
 * move-in draft, through the occupancy service) and the draft's members replaced by the
 * application's, each audited; the candidate's, the occupancy's and the move-in draft's ids.
 */
export async function acceptOffer(
  occupancies: OccupancyService,
  tables: ProgramTablesCache,
  tx: Tx,
  actor: Actor,
  application: ApplicationRow,
  acceptance: Acceptance,
): Promise<{ candidateId: number; occupancyId: number; certificationId: number }> {
  const unit = await checkOfferable(tx, actor.tenant, application.propertyId, acceptance.unitId);
  const rent = acceptance.rentAmount ?? unit.askingRent;
  if (rent === null)
    throw invalidField(
      'rent_amount',
      ApplicationReviewIssue.RENT_REQUIRED,
      'Give the monthly rent: the unit has no asking rent',
    );
  const head = application.members[0] as CertificationMember;
  const email = application.email.replace(/\s+/g, '').toLowerCase();
  let candidateId: number;
  try {
    // A savepoint: a taken e-mail is answered as a 409, not a transaction left aborted.
    candidateId = await tx.transaction(async (sp) => {
      const [row] = await insertCandidate(
        sp,
        actor.tenant.values({
          fullName: application.headName,
          searchName: searchKey(application.headName),
          email,
          phoneNumber: application.phone,
          birthDate: application.birthDate,
          income: application.annualIncome,
          householdSize: application.householdSize,
          isDisabled: head.disabled,
          isSenior: isSeniorOn(application.birthDate, acceptance.today),
          language: application.language,
        }),
      );
      if (!row) throw new Error('the candidate was not inserted');
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  const candidate = await new CandidateRepository(tx, actor.tenant).findForUpdate(candidateId);
  await recordAudit(tx, actor, {
    action: 'create',
    entity: 'candidate',
    entityId: candidateId,
    after: candidate,
  });

  const { occupancy, draft } = await occupancies.createIn(tx, actor, {
    unit_id: acceptance.unitId,
    tenant_id: candidateId,
    program_id: unit.programId,
    ami_percentage: null,
    rent_amount: centsToDecimal(toCents(rent)),
    start_date: acceptance.startDate,
    end_date: null,
    placement_fee: null,
    status: 'PENDING',
    household_size: application.householdSize,
    annual_income: application.annualIncome,
  });

  // The draft starts from the candidate (one head with the whole income); the application knows
  // the household member by member, so the draft carries that instead.
  const certifications = new CertificationRepository(tx, actor.tenant);
  const columns = await draftColumns(tx, actor.tenant, tables, acceptance.unitId, 'MOVE_IN', {
    ...contentOf(draft),
    members: application.members,
  });
  await certifications.update(draft.id, draft.version, columns);
  const after = await certifications.find(draft.id);
  await recordUpdate(
    tx,
    actor,
    { entity: 'certification', entityId: draft.id, before: draft, after },
    undefined,
  );
  return { candidateId, occupancyId: occupancy.id, certificationId: draft.id };
}
