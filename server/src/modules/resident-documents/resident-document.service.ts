import { ErrorCode, type FieldError } from '@lar/contracts/errors';

import {
  ageState,
  type ResidentDocument,
  ResidentDocumentIssue,
  type ResidentDocumentList,
  type ResidentDocumentReuseBody,
  residentDocumentFields,
  verificationValidUntil,
} from '@lar/contracts/resident-documents';
import type { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor, ResidentActor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { sha256Hex } from '../../lib/sha256.ts';
import { documentFileName } from '../applications/index.ts';
import { recordAudit, recordAuditBy } from '../audit/index.ts';
import { checkedContent, convertedName, type ResidentUpload } from './document-upload.ts';
import {
  copyEarlierDocument,
  cycleClosed,
  cycleDocuments,
  deleteDocument,
  documentOf,
  documentsOf,
  documentWithContent,
  earlierDocuments,
  earlierReceivedOn,
  type HouseholdCycle,
  householdCycle,
  insertDocument,
  type StoredDocument,
} from './resident-document.repository.ts';

/** Who acts on a household's documents: its resident (from the session) or staff of its organization. */
export interface DocumentsActor {
  organizationId: number;
  occupancyId: number;
  /** `resident:<email>`, or the staff user's name. */
  by: string;
  audit: (q: Queryable, entry: Parameters<typeof recordAudit>[2]) => Promise<void>;
}

export function residentDocumentsActor(resident: ResidentActor): DocumentsActor {
  const by = `resident:${resident.email}`;
  return {
    organizationId: resident.organizationId,
    occupancyId: resident.occupancyId,
    by,
    audit: (q, entry) => recordAuditBy(q, { organizationId: resident.organizationId, username: by }, entry),
  };
}

export function staffDocumentsActor(actor: Actor, occupancyId: number): DocumentsActor {
  return {
    organizationId: actor.organizationId,
    occupancyId,
    by: actor.username,
    audit: (q, entry) => recordAudit(q, actor, entry),
  };
}

function fieldErrors(error: z.ZodError): FieldError[] {
  return error.issues.flatMap((issue) => {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.keys.map((key) => ({
        field: key,
        code: 'unrecognized_keys',
        message: `Unknown field "${key}"`,
      }));
    return [{ field: field || 'document', code: issue.code, message: issue.message }];
  });
}

const noCycle = () =>
  new AppError(
    ErrorCode.CONFLICT,
    'No recertification is due for this household: there is no cycle to send documents for',
    [{ field: 'effective_date', code: ResidentDocumentIssue.NO_CYCLE, message: 'No recertification is due' }],
  );

const locked = () =>
  new AppError(
    ErrorCode.CONFLICT,
    "This recertification's submission was accepted: its documents no longer change",
    [{ field: 'id', code: ResidentDocumentIssue.LOCKED, message: 'The submission was accepted' }],
  );

/** A stored document as the API shows it: with its date of validity and its age on the cycle's date. */
export function shown(d: StoredDocument): ResidentDocument {
  return {
    ...d,
    id: Number(d.id),
    byte_size: Number(d.byte_size),
    valid_until: verificationValidUntil(d.received_on),
    age_state: ageState(d.received_on, d.effective_date),
  };
}

/**
 * A household's verification documents for its recertification (decision 077): stored in the
 * database as an application's are, recognised by their content, each for the cycle's effective
 * date, and checked against HUD's 120 days when the certification is finalized.
 */
export class ResidentDocumentService {
  constructor(private readonly deps: AppDeps) {}

  private async cycle(who: DocumentsActor, q: Queryable = this.deps.database.db): Promise<HouseholdCycle> {
    const cycle = await householdCycle(q, who.organizationId, who.occupancyId);
    if (!cycle) throw notFound('Household');
    return cycle;
  }

  /** The household's documents (without their content) and what it sent before, to attach again. */
  async list(who: DocumentsActor): Promise<ResidentDocumentList> {
    const { db } = this.deps.database;
    const cycle = await this.cycle(who);
    const all = (await documentsOf(db, who.organizationId, who.occupancyId)).map(shown);
    const effective = cycle.effective_date;
    if (effective === null) return { effective_date: null, open: false, documents: all, already_sent: [] };
    const earlier = await earlierDocuments(
      db,
      who.organizationId,
      who.occupancyId,
      effective,
      this.deps.config.timeZone,
    );
    return {
      effective_date: effective,
      open: cycle.status !== 'ENDED' && !cycle.closed,
      documents: all.filter((d) => d.effective_date === effective),
      already_sent: earlier.map((d) => ({
        ...d,
        id: Number(d.id),
        valid_until: verificationValidUntil(d.received_on),
        age_state: ageState(d.received_on, effective),
      })),
    };
  }

  /** The cycle documents may be added to or removed from now: due, and not yet accepted. */
  private async openCycle(who: DocumentsActor, q: Queryable): Promise<string> {
    const cycle = await this.cycle(who, q);
    if (cycle.effective_date === null || cycle.status === 'ENDED') throw noCycle();
    if (cycle.closed) throw locked();
    return cycle.effective_date;
  }

  async upload(who: DocumentsActor, upload: ResidentUpload): Promise<ResidentDocument> {
    let json: unknown;
    try {
      json = JSON.parse(upload.fields ?? 'null');
    } catch {
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'The "document" field is not JSON', [
        { field: 'document', code: 'invalid_json', message: 'The "document" field is not JSON' },
      ]);
    }
    const parsed = residentDocumentFields.safeParse(json);
    if (!parsed.success)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Check the document fields', fieldErrors(parsed.error));
    if (upload.content === undefined)
      throw new AppError(ErrorCode.VALIDATION_FAILED, 'Attach a file', [
        { field: 'file', code: 'required', message: 'Attach a file' },
      ]);
    const body = parsed.data;
    const checked = await checkedContent(upload.content);
    const sentName = checked.converted ? convertedName(upload.fileName) : upload.fileName;
    return this.deps.database.db.transaction(async (tx) => {
      const effectiveDate = await this.openCycle(who, tx);
      const id = await insertDocument(tx, who.organizationId, who.occupancyId, {
        effectiveDate,
        memberKey: body.member_key,
        incomeSourceId: body.income_source_id,
        assetId: body.asset_id,
        kind: body.kind,
        fileName: documentFileName(sentName, checked.contentType, 0),
        contentType: checked.contentType,
        content: checked.content,
        sha256: sha256Hex(checked.content),
        documentDate: body.document_date,
        receivedOn: todayIn(this.deps.config.timeZone),
        uploadedBy: who.by,
      });
      const after = await this.stored(who, tx, id);
      await who.audit(tx, { action: 'create', entity: 'resident_document', entityId: id, after });
      return after;
    });
  }

  /**
   * Attaches a document the household sent before (its application's, or an earlier cycle's) to
   * this cycle instead of a new upload, when it is still valid on the cycle's effective date.
   */
  async reuse(who: DocumentsActor, body: ResidentDocumentReuseBody): Promise<ResidentDocument> {
    const { timeZone } = this.deps.config;
    return this.deps.database.db.transaction(async (tx) => {
      const effectiveDate = await this.openCycle(who, tx);
      const receivedOn = await earlierReceivedOn(
        tx,
        who.organizationId,
        who.occupancyId,
        effectiveDate,
        body,
        timeZone,
      );
      if (receivedOn === undefined) throw notFound('Document');
      if (ageState(receivedOn, effectiveDate) === 'TOO_OLD') {
        const message = `Received on ${receivedOn}: more than 120 days before ${effectiveDate}. Send a new one.`;
        throw new AppError(ErrorCode.CONFLICT, message, [
          { field: 'id', code: ResidentDocumentIssue.TOO_OLD, message },
        ]);
      }
      const id = await copyEarlierDocument(
        tx,
        who.organizationId,
        who.occupancyId,
        effectiveDate,
        body,
        who.by,
        timeZone,
      );
      if (id === undefined) throw notFound('Document');
      const after = await this.stored(who, tx, id);
      await who.audit(tx, { action: 'create', entity: 'resident_document', entityId: id, after });
      return after;
    });
  }

  private async stored(who: DocumentsActor, q: Queryable, id: number): Promise<ResidentDocument> {
    const rows = await cycleDocumentsById(q, who, id);
    if (!rows) throw notFound('Document');
    return rows;
  }

  /** One document of the household with its content; another household's id is a 404. */
  async file(who: DocumentsActor, id: number): Promise<StoredDocument & { content: Buffer }> {
    return this.deps.database.db.transaction(async (tx) => {
      const doc = await documentWithContent(tx, who.organizationId, who.occupancyId, id);
      if (!doc) throw notFound('Document');
      await who.audit(tx, { action: 'download', entity: 'resident_document', entityId: id });
      return doc;
    });
  }

  /** Removes a document of the open cycle; once the submission is accepted, documents stay. */
  async remove(who: DocumentsActor, id: number): Promise<void> {
    await this.deps.database.db.transaction(async (tx) => {
      const doc = await documentOf(tx, who.organizationId, who.occupancyId, id);
      if (!doc) throw notFound('Document');
      if (await cycleClosed(tx, who.organizationId, who.occupancyId, doc.effective_date)) throw locked();
      const cycle = await this.cycle(who, tx);
      if (cycle.effective_date !== doc.effective_date) throw locked();
      await deleteDocument(tx, who.organizationId, who.occupancyId, id);
      await who.audit(tx, { action: 'delete', entity: 'resident_document', entityId: id, before: doc });
    });
  }
}

async function cycleDocumentsById(
  q: Queryable,
  who: DocumentsActor,
  id: number,
): Promise<ResidentDocument | undefined> {
  const doc = (await documentsOf(q, who.organizationId, who.occupancyId)).find((d) => Number(d.id) === id);
  return doc === undefined ? undefined : shown(doc);
}

/**
 * The finalize guard (decision 077): the documents sent for this certification's cycle (its
 * occupancy and effective date) that are too old on its effective date. HUD Handbook 4350.3 REV-1
 * (CHG-4), paragraph 5-16 B: verifications are valid for 120 days from the date of receipt by the
 * owner; an older one must be verified again before it supports the certification.
 */
export async function staleDocuments(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  effectiveDate: string,
): Promise<ResidentDocument[]> {
  const docs = await cycleDocuments(q, organizationId, occupancyId, effectiveDate);
  return docs.map(shown).filter((d) => d.age_state === 'TOO_OLD');
}
