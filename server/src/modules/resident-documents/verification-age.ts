import { ErrorCode } from '@lar/contracts/errors';
import { ResidentDocumentIssue } from '@lar/contracts/resident-documents';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { staleDocuments } from './resident-document.service.ts';

/**
 * Refuses to finalize a certification while a verification document sent for it is too old on its
 * effective date (decision 077). HUD Handbook 4350.3 REV-1 (CHG-4), paragraph 5-16 B:
 * verifications are valid for 120 days from the date of receipt by the owner, so a document
 * received more than 120 days before the effective date must be verified again. The 409 names each
 * stale document (field `documents.<id>`), its date of receipt and the last date it was valid.
 */
export async function checkVerificationAges(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  effectiveDate: string,
): Promise<void> {
  const stale = await staleDocuments(q, organizationId, occupancyId, effectiveDate);
  if (stale.length === 0) return;
  const names = stale.map((d) => d.file_name).join(', ');
  throw new AppError(
    ErrorCode.CONFLICT,
    `Verification documents older than 120 days on ${effectiveDate}: ${names}. Obtain new ones before finalizing.`,
    stale.map((d) => ({
      field: `documents.${d.id}`,
      code: ResidentDocumentIssue.TOO_OLD,
      message: `${d.file_name}: received on ${d.received_on}, valid until ${d.valid_until}`,
    })),
  );
}
