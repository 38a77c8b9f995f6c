import {
  ApplicationIssue,
  type ApplicationStatusAnswer,
  type ApplicationValues,
  applicationBody,
} from '@lar/contracts/applications';
import { centsToDecimal, toCents } from '@lar/contracts/compliance/money';
import { ErrorCode, type FieldError } from '@lar/contracts/errors';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import { DOCUMENT_PART_BYTES } from '../../db/document-parts.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, invalidField, notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { limitPerMinute, RateLimiter } from '../../lib/rate-limiter.ts';
import { applicationsClosed, intakeClosure, listingIntake } from '../listings/index.ts';
import { siteOrganizationId } from '../organizations/index.ts';
import { queueApplicationNotice } from '../outbox/index.ts';
import { ReportingDataService } from '../reporting-data/index.ts';
import { type CheckedDocument, insertApplication, insertDocuments } from './application-intake.repository.ts';
import { applicationColumns } from './application-intake-columns.ts';
import { PublicApplicationRepository } from './application-public.repository.ts';
import { newReference } from './application-reference.repository.ts';
import type { ApplicationUpload } from './application-upload.ts';
import { documentContentType, documentFileName } from './document-content.ts';
import { findDuplicates, flagEarlier, lockApplicant } from './duplicate-flags.repository.ts';

/** A zod failure as the field errors every other 400 carries (errors plugin). */
function zodFieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        field: field ? `${field}.${key}` : key,
        code: 'unrecognized_keys',
        message: `Unknown field "${key}"`,
      }));
    const params = (issue as { params?: { code?: string } }).params;
    return [{ field, code: params?.code ?? issue.code, message: issue.message }];
  });
}

/** Thrown to roll a honeypot's application back once it is stored whole; carries its reference. */
class RolledBack extends Error {
  constructor(readonly reference: string) {
    super('rolled back');
  }
}

/** The household's income in cents: every member's every source, summed as integers. */
export function householdIncomeCents(members: ApplicationValues['members']): number {
  return members.reduce(
    (sum, m) =>
      sum +
      toCents(m.income.employment) +
      toCents(m.income.social_security) +
      toCents(m.income.public_assistance) +
      toCents(m.income.other),
    0,
  );
}

/**
 * Applications from the public site (decision 031): checked whole before anything is written, then
 * the record, its documents and its RECEIVED notice in one transaction, so a failure anywhere
 * stores nothing; rate limited per address in the database like the contact form, with a honeypot.
 */
export class ApplicationIntakeService {
  private readonly limiter: RateLimiter;

  private readonly reporting: ReportingDataService;

  private readonly records: PublicApplicationRepository;

  constructor(private readonly deps: AppDeps) {
    this.limiter = new RateLimiter(deps.database);
    this.reporting = new ReportingDataService(deps);
    this.records = new PublicApplicationRepository(deps.database);
  }

  /** Counts one request of `kind` from `ip`; 429 past the contact form's limit per minute. */
  async limit(kind: 'application' | 'application-status', ip: string): Promise<void> {
    await limitPerMinute(this.limiter, [kind, ip], this.deps.config.contactRateLimitPerMinute, 'requests');
  }

  /** Checks and stores an application; answers its reference. */
  async submit(upload: ApplicationUpload): Promise<string> {
    const body = this.parse(upload.application);
    // A filled honeypot is checked, stored and answered like any application, then rolled back:
    // the same answers (a 400 for the same mistakes, a reference of the same form) in the same
    // time, so a bot cannot tell it was caught (decision 055).
    const decoy = body.website !== undefined && body.website.trim() !== '';
    const documents = upload.documents.map((d, index): CheckedDocument => {
      const contentType = d.file.byteSize === 0 ? null : documentContentType(d.file.head);
      if (contentType === null)
        throw invalidField(
          `documents.${index}`,
          ApplicationIssue.DOCUMENT_TYPE,
          'Attach a PDF, JPEG or PNG file',
        );
      return {
        fileName: documentFileName(d.fileName, contentType, index),
        contentType,
        byteSize: d.file.byteSize,
        sha256: d.file.sha256,
        // Read from disk when the document's own insert comes, one document at a time.
        content: () => this.deps.spool.stream(d.file, DOCUMENT_PART_BYTES),
      };
    });
    const organizationId = await siteOrganizationId(this.deps);
    const target = await this.target(organizationId, body);
    const preferenceIds = await this.preferences(organizationId, target.propertyId, body.preference_ids);

    const head = body.members[0] as ApplicationValues['members'][number];
    const headName = head.name.trim();
    const birthDate = head.birth_date as string;
    const applicant = {
      organizationId,
      propertyId: target.propertyId,
      email: body.email,
      headName,
      birthDate,
    };
    const columns = applicationColumns(body, {
      ...target,
      preferenceIds,
      headName,
      birthDate,
      annualIncome: centsToDecimal(householdIncomeCents(body.members)),
      consentAt: new Date().toISOString(),
    });
    const stored = await this.storeOrRollBack(decoy, async (tx) => {
      // Checked again under the unit's share lock: a lottery run or an accepted offer committed
      // since the first check refuses it here, and one that starts now waits for this insert.
      if (target.unitId !== null) await this.assertOpen(tx, organizationId, target.unitId, true);
      await lockApplicant(tx, applicant);
      const earlier = await findDuplicates(tx, applicant);
      const reference = await newReference(tx);
      const applicationId = await insertApplication(tx, {
        ...columns,
        organizationId,
        reference,
        duplicateFlag: earlier.length > 0,
        duplicateOfIds: earlier,
      });
      await flagEarlier(tx, organizationId, earlier, applicationId);
      await insertDocuments(tx, organizationId, applicationId, documents);
      if (body.reporting)
        await this.reporting.storeForApplication(
          tx,
          organizationId,
          applicationId,
          body.reporting,
          body.members,
        );
      await queueApplicationNotice(
        tx,
        'RECEIVED',
        {
          organizationId,
          applicationId,
          reference,
          email: body.email,
          language: body.language,
          propertyId: target.propertyId,
          headName,
        },
        this.deps.config,
      );
      return reference;
    });
    if (decoy) return stored;
    // Committed: the RECEIVED e-mail may leave now rather than at the mailer's next look.
    this.deps.mailer?.nudge();
    return stored;
  }

  /** Runs `store` in a transaction, committed, or rolled back after it ran whole when `rollBack`. */
  private async storeOrRollBack(
    rollBack: boolean,
    store: (tx: Queryable) => Promise<string>,
  ): Promise<string> {
    try {
      return await this.deps.database.db.transaction(async (tx) => {
        const reference = await store(tx);
        if (rollBack) throw new RolledBack(reference);
        return reference;
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.reference;
      throw error;
    }
  }

  /** The `application` field read as JSON and checked by the shared schema; 400 otherwise. */
  private parse(text: string | undefined): ApplicationValues {
    if (text === undefined) {
      const message = 'Send the application as the field "application"';
      throw new AppError(ErrorCode.VALIDATION_FAILED, message, [
        { field: 'application', code: 'required', message },
      ]);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new AppError(ErrorCode.MALFORMED_JSON, 'The field "application" is not valid JSON');
    }
    const parsed = applicationBody.safeParse(json);
    if (!parsed.success)
      throw new AppError(
        ErrorCode.VALIDATION_FAILED,
        'Some body fields are not valid',
        zodFieldErrors(parsed.error),
      );
    return parsed.data;
  }

  /**
   * The listing applied for, while it takes applications: 400 at the field when it is not listed
   * (another organization's included), 409 APPLICATIONS_CLOSED with the `reason` when its deadline
   * passed (the deadline's day is open to its end in TIME_ZONE), its lottery ran, or its unit was
   * let (decision 050).
   */
  private async assertOpen(q: Queryable, organizationId: number, unitId: number, share = false) {
    const unit = await listingIntake(q, organizationId, unitId, share);
    if (!unit)
      throw invalidField(
        'listing_id',
        ApplicationIssue.LISTING_NOT_FOUND,
        'This apartment is no longer listed',
      );
    const closed = intakeClosure(unit, todayIn(this.deps.config.timeZone));
    if (closed !== null) throw applicationsClosed(closed);
    return unit;
  }

  /**
   * The property (and unit) applied for: an open listing of the site organization (`assertOpen`),
   * or one of its properties. Anything else, another organization's included, is a 400 at the field.
   */
  private async target(
    organizationId: number,
    body: ApplicationValues,
  ): Promise<{ propertyId: number; unitId: number | null; propertyName: string }> {
    const db = this.deps.database;
    if (body.listing_id !== null) {
      const unit = await this.assertOpen(db.db, organizationId, body.listing_id);
      return {
        propertyId: Number(unit.property_id),
        unitId: body.listing_id,
        propertyName: unit.property_name,
      };
    }
    const propertyName = await this.records.propertyName(organizationId, body.property_id);
    if (propertyName === undefined)
      throw invalidField('property_id', ApplicationIssue.PROPERTY_NOT_FOUND, 'This property is not found');
    return { propertyId: body.property_id as number, unitId: null, propertyName };
  }

  /** The claimed preferences, each once, in the order sent: each must be an active one of the property. */
  private async preferences(
    organizationId: number,
    propertyId: number,
    claimed: number[],
  ): Promise<number[]> {
    const ids = [...new Set(claimed)];
    if (ids.length === 0) return [];
    const active = await this.records.activePreferenceIds(organizationId, propertyId, ids);
    const index = claimed.findIndex((id) => !active.has(id));
    if (index >= 0)
      throw invalidField(
        `preference_ids.${index}`,
        ApplicationIssue.PREFERENCE_NOT_FOUND,
        'This preference is not one of the property’s',
      );
    return ids;
  }

  /**
   * An application's status and waitlist position, for whoever knows its reference and e-mail; an
   * unknown reference and a wrong e-mail answer the same 404, so neither is confirmed alone.
   */
  async status(reference: string, email: string): Promise<ApplicationStatusAnswer> {
    const organizationId = await siteOrganizationId(this.deps);
    const found = await this.records.byReference(organizationId, reference, email);
    if (!found) throw notFound('Application');
    const position =
      found.status === 'WAITLISTED'
        ? await this.records.waitlistPosition(organizationId, found.property_id, found.id)
        : null;
    return {
      reference,
      status: found.status,
      waitlist_position: position,
    };
  }
}
