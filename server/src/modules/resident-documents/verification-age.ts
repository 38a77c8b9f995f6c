import { ErrorCode } from '@lar/contracts/errors';
import { ageState, ResidentDocumentIssue, verificationValidUntil } from '@lar/contracts/resident-documents';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { verificationDates } from '../third-party-verification/index.ts';
import { staleDocuments } from './resident-document.service.ts';

/**
 * Refuses to finalize a certification while a verification sent for it is too old on its
 * effective date (decisions 077, 079). HUD Handbook 4350.3 REV-1 (CHG-4), paragraph 5-16 B:
 * verifications are valid for 120 days from the date of receipt by the owner, so one received more
 * than 120 days before the effective date must be verified again. Both kinds count: the documents
 * of the certification's cycle (received on their `received_on`) and the third-party
 * verifications on the certification (received the day the third party signed, `verified_on`).
 * The 409 names each stale one (field `documents.<id>` or `verifications.<id>`), its date of
 * receipt and the last date it was valid.
 */
export async function checkVerificationAges(
  q: Queryable,
  organizationId: number,
  occupancy: { occupancyId: number; certificationId: number },
  effectiveDate: string,
): Promise<void> {
  const stale = await staleDocuments(q, organizationId, occupancy.occupancyId, effectiveDate);
  const verifications = (await verificationDates(q, organizationId, occupancy.certificationId)).filter(
    (v) => ageState(v.verified_on, effectiveDate) === 'TOO_OLD',
  );
  if (stale.length === 0 && verifications.length === 0) return;
  const names = [
    ...stale.map((d) => d.file_name),
    ...verifications.map((v) => `the verification of ${v.member_name}`),
  ].join(', ');
  throw new AppError(
    ErrorCode.CONFLICT,
    `Verifications older than 120 days on ${effectiveDate}: ${names}. Obtain new ones before finalizing.`,
    [
      ...stale.map((d) => ({
        field: `documents.${d.id}`,
        code: ResidentDocumentIssue.TOO_OLD,
        message: `${d.file_name}: received on ${d.received_on}, valid until ${d.valid_until}`,
      })),
      ...verifications.map((v) => ({
        field: `verifications.${v.id}`,
        code: ResidentDocumentIssue.TOO_OLD,
        message: `The verification of ${v.member_name}: signed on ${v.verified_on}, valid until ${verificationValidUntil(v.verified_on)}`,
      })),
    ],
  );
}
