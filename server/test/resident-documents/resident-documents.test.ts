import { readFileSync } from 'node:fs';
import { addDays } from '@lar/contracts/compliance/recertification';
import type { ResidentDocument, ResidentDocumentList } from '@lar/contracts/resident-documents';
import { describe, expect, it } from 'vitest';
import { insertApplication } from '../applications/application-fixtures.ts';
import { pdf, png } from '../applications/intake-fixtures.ts';
import { postMultipart } from '../helpers/multipart.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, sendAs } from '../helpers/test-app.ts';
import { household, residentToken } from '../residents/resident-fixtures.ts';

/**
 * A household's verification documents (decision 077): recognised by content, HEIC converted to
 * JPEG, 10 MB each, the session's household's only, fixed once the submission is accepted, attached
 * again from what was sent before, and checked against HUD's 120 days when the certification is
 * finalized.
 */

const { t, org, other } = useTwoOrgs('rdoca', 'rdocb');

const HEIC = readFileSync(new URL('./fixtures/red-square.heic', import.meta.url));
const jpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
const MEMBER = '7f1c1f0e-2b43-4f61-9a55-0a5d8d4c2b11';
const SOURCE = '0b9d1c7e-5a2f-4c3e-8d71-6f2a9b3c4d55';

function multipart(fields: unknown, file?: { filename: string; type: string; data: Buffer }) {
  const boundary = `----lar${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  if (fields !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="document"\r\n\r\n${JSON.stringify(fields)}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const fields = (extra: object = {}) => ({
  member_key: MEMBER,
  income_source_id: SOURCE,
  kind: 'PAY_STUB',
  document_date: '2026-01-15',
  ...extra,
});

function upload(token: string, file: { filename: string; type: string; data: Buffer }, extra: object = {}) {
  return postMultipart(t, '/api/resident/documents', token, multipart(fields(extra), file));
}

const list = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/resident/documents', headers: bearer(token) });

async function documentCount(): Promise<number> {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM resident_documents');
  return Number(row?.n);
}

/** A household with a resident signed in; its cycle is its move-in's anniversary. */
async function signedIn(label: string, owner = org) {
  const home = await household(t, owner);
  const token = await residentToken(t, owner, home.occupancyId, `${label}@example.com`);
  const answer = json<ResidentDocumentList>(await list(token));
  expect(answer.effective_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return { ...home, token, effectiveDate: String(answer.effective_date) };
}

describe('upload', () => {
  it('takes a PDF, a JPEG and a PNG by their content, for a member and an income source', async () => {
    const h = await signedIn('types');
    const sent = [
      { filename: 'stub.pdf', type: 'application/pdf', data: pdf(), expected: 'application/pdf' },
      // Declared as a PDF, it is the JPEG it is.
      { filename: 'photo', type: 'application/pdf', data: jpeg(), expected: 'image/jpeg' },
      { filename: 'scan.png', type: 'image/png', data: png(), expected: 'image/png' },
    ];
    for (const file of sent) {
      const res = await upload(h.token, file);
      expect(res.statusCode, res.body).toBe(201);
      expect(json<ResidentDocument>(res)).toMatchObject({
        content_type: file.expected,
        member_key: MEMBER,
        income_source_id: SOURCE,
        kind: 'PAY_STUB',
        document_date: '2026-01-15',
        effective_date: h.effectiveDate,
        source: 'UPLOAD',
        uploaded_by: 'resident:types@example.com',
      });
    }
    const answer = json<ResidentDocumentList>(await list(h.token));
    expect(answer.documents.map((d) => d.content_type)).toEqual(sent.map((f) => f.expected));
    expect(answer.open).toBe(true);
    const first = answer.documents[0] as ResidentDocument;
    expect(first.valid_until).toBe(addDays(first.received_on, 120));
    expect(JSON.stringify(answer)).not.toContain('content"');
  });

  it('refuses a text file renamed .pdf with 415, and a file over 10 MB with 413, storing nothing', async () => {
    const h = await signedIn('refused');
    const before = await documentCount();
    const text = await upload(h.token, {
      filename: 'pay.pdf',
      type: 'application/pdf',
      data: Buffer.from('just some text, not a PDF at all'),
    });
    expect(text.statusCode, text.body).toBe(415);
    expect(json(text).errors).toEqual([
      expect.objectContaining({ field: 'file', code: 'resident_document_type' }),
    ]);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    Buffer.from('%PDF-1.4\n').copy(big);
    const tooLarge = await upload(h.token, { filename: 'big.pdf', type: 'application/pdf', data: big });
    expect(tooLarge.statusCode, tooLarge.body).toBe(413);
    const badDate = await upload(
      h.token,
      { filename: 'a.pdf', type: 'application/pdf', data: pdf() },
      {
        document_date: '2026-13-40',
      },
    );
    expect(badDate.statusCode, badDate.body).toBe(400);
    expect(await documentCount()).toBe(before);
  });

  it('converts a real HEIC photo to JPEG: the stored content starts with the JPEG signature', async () => {
    const h = await signedIn('heic');
    const res = await upload(h.token, { filename: 'IMG_0001.HEIC', type: 'image/heic', data: HEIC });
    expect(res.statusCode, res.body).toBe(201);
    const doc = json<ResidentDocument>(res);
    expect(doc).toMatchObject({ content_type: 'image/jpeg', file_name: 'IMG_0001.jpg' });
    const [stored] = await t.database.query<{ content: Buffer }>(
      'SELECT content FROM resident_document_parts WHERE document_id = $1 AND part = 0',
      [doc.id],
    );
    expect([...(stored?.content ?? Buffer.alloc(0)).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/resident/documents/${doc.id}/file`,
      headers: bearer(h.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  });
});

describe('isolation', () => {
  it("answers 404 for another household's document, to its resident and to another organization's staff", async () => {
    const mine = await signedIn('mine');
    const theirs = await signedIn('theirs');
    const res = await upload(mine.token, { filename: 'stub.pdf', type: 'application/pdf', data: pdf() });
    const id = json<ResidentDocument>(res).id;
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/api/resident/documents/${id}/file`,
      headers: bearer(theirs.token),
    });
    expect(asOther.statusCode).toBe(404);
    const removeOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/resident/documents/${id}`,
      headers: bearer(theirs.token),
    });
    expect(removeOther.statusCode).toBe(404);
    expect(json<ResidentDocumentList>(await list(theirs.token)).documents).toEqual([]);
    const staffElsewhere = await sendAs(
      t,
      other.adminToken,
      'GET',
      `/api/occupancies/${mine.occupancyId}/resident-documents/${id}/file`,
    );
    expect(staffElsewhere.statusCode).toBe(404);
    const staff = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/occupancies/${mine.occupancyId}/resident-documents`,
    );
    expect(json<ResidentDocumentList>(staff).documents.map((d) => d.id)).toEqual([id]);
    const staffFile = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/occupancies/${mine.occupancyId}/resident-documents/${id}/file`,
    );
    expect(staffFile.statusCode).toBe(200);
    expect(staffFile.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** The ANNUAL draft of the cycle: what accepting the submission makes. */
async function annualDraft(occupancyId: number): Promise<{ id: number; effective_date: string }> {
  const res = await sendAs(t, org.adminToken, 'POST', `/api/occupancies/${occupancyId}/certifications`, {
    type: 'ANNUAL',
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number; effective_date: string }>(res);
}

describe('delete', () => {
  it('removes a document before the submission is accepted, even with a draft, and refuses with 409 after', async () => {
    const h = await signedIn('remove');
    const first = json<ResidentDocument>(
      await upload(h.token, { filename: 'a.pdf', type: 'application/pdf', data: pdf() }),
    );
    const second = json<ResidentDocument>(
      await upload(h.token, { filename: 'b.pdf', type: 'application/pdf', data: pdf() }),
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/resident/documents/${first.id}`,
      headers: bearer(h.token),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    // Staff starting the cycle's ANNUAL draft themselves does not close the resident's documents:
    // only the accepted questionnaire does (decision 077).
    const draft = await annualDraft(h.occupancyId);
    expect(draft.effective_date).toBe(h.effectiveDate);
    expect(json<ResidentDocumentList>(await list(h.token)).open).toBe(true);
    const questionnaire = await t.app.inject({
      method: 'GET',
      url: '/api/resident/questionnaire',
      headers: bearer(h.token),
    });
    expect(questionnaire.statusCode, questionnaire.body).toBe(200);
    // Accepting through the review is held by the questionnaire's test; here its status alone.
    await t.database.query(
      `UPDATE resident_submissions SET status = 'ACCEPTED' WHERE occupancy_id = $1 AND effective_date = $2::date`,
      [h.occupancyId, h.effectiveDate],
    );
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/resident/documents/${second.id}`,
      headers: bearer(h.token),
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<ResidentDocumentList>(await list(h.token))).toMatchObject({
      open: false,
      documents: [expect.objectContaining({ id: second.id })],
    });
    const late = await upload(h.token, { filename: 'c.pdf', type: 'application/pdf', data: pdf() });
    expect(late.statusCode).toBe(409);
  });
});

describe('the 120 days on finalize (HUD Handbook 4350.3 REV-1 par. 5-16 B)', () => {
  it('refuses to finalize with a document received 121 days before the effective date, and finalizes at 120', async () => {
    const h = await signedIn('ages');
    const doc = json<ResidentDocument>(
      await upload(h.token, { filename: 'old.pdf', type: 'application/pdf', data: pdf() }),
    );
    const setReceived = (date: string) =>
      t.database.query('UPDATE resident_documents SET received_on = $2::date WHERE id = $1', [doc.id, date]);
    await setReceived(addDays(h.effectiveDate, -121));
    const shown = json<ResidentDocumentList>(await list(h.token)).documents[0];
    expect(shown).toMatchObject({ age_state: 'TOO_OLD', valid_until: addDays(h.effectiveDate, -1) });

    const draft = await annualDraft(h.occupancyId);
    const refused = await sendAs(t, org.adminToken, 'POST', `/api/certifications/${draft.id}/finalize`, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused).errors).toEqual([
      expect.objectContaining({ field: `documents.${doc.id}`, code: 'resident_document_too_old' }),
    ]);
    expect(json(refused).detail).toContain('old.pdf');
    const [still] = await t.database.query<{ status: string }>(
      'SELECT status FROM income_certifications WHERE id = $1',
      [draft.id],
    );
    expect(still?.status).toBe('DRAFT');

    await setReceived(addDays(h.effectiveDate, -120));
    const staff = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/occupancies/${h.occupancyId}/resident-documents`,
    );
    expect(json<ResidentDocumentList>(staff).documents[0]).toMatchObject({
      age_state: 'VALID',
      valid_until: h.effectiveDate,
    });
    const finalized = await sendAs(t, org.adminToken, 'POST', `/api/certifications/${draft.id}/finalize`, {});
    expect(finalized.statusCode, finalized.body).toBe(200);
  });
});

describe("the 120 days on finalize for a third party's verification (decisions 077, 079)", () => {
  it('refuses to finalize with a verification signed 121 days before the effective date, and finalizes at 120', async () => {
    const h = await signedIn('third-party-ages');
    const draft = await annualDraft(h.occupancyId);
    const [verification] = await t.database.query<{ id: number }>(
      `INSERT INTO verification_requests (organization_id, occupancy_id, certification_id, member_index, member_name,
         kind, third_party_name, third_party_email, language, token_hash, expires_at, status, answers, signer_name,
         signed_at, created_by)
       SELECT organization_id, id, $2, 0, 'Ana Head', 'EMPLOYMENT', 'Acme', 'hr@example.com', 'en',
              md5(random()::text), now(), 'COMPLETED', '{}'::jsonb, 'Pat',
              ($3::date + time '12:00') AT TIME ZONE 'UTC', 'staff'
         FROM occupancies WHERE id = $1 RETURNING id`,
      [h.occupancyId, draft.id, addDays(h.effectiveDate, -121)],
    );
    const refused = await sendAs(t, org.adminToken, 'POST', `/api/certifications/${draft.id}/finalize`, {});
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json(refused).errors).toEqual([
      expect.objectContaining({
        field: `verifications.${verification?.id}`,
        code: 'resident_document_too_old',
      }),
    ]);
    expect(json(refused).detail).toContain('Ana Head');

    await t.database.query(
      `UPDATE verification_requests SET signed_at = ($2::date + time '12:00') AT TIME ZONE 'UTC' WHERE id = $1`,
      [verification?.id, addDays(h.effectiveDate, -120)],
    );
    const finalized = await sendAs(t, org.adminToken, 'POST', `/api/certifications/${draft.id}/finalize`, {});
    expect(finalized.statusCode, finalized.body).toBe(200);
  });
});

describe('reuse', () => {
  it("lists the application's documents as already sent and attaches one still valid; an older one is refused", async () => {
    const h = await signedIn('reuse');
    const [unit] = await t.database.query<{ property_id: number }>(
      'SELECT u.property_id FROM occupancies o JOIN units u ON u.id = o.unit_id WHERE o.id = $1',
      [h.occupancyId],
    );
    const application = await insertApplication(t, org.organizationId, {
      propertyId: Number(unit?.property_id),
    });
    await t.database.query('UPDATE applications SET occupancy_id = $2 WHERE id = $1', [
      application.id,
      h.occupancyId,
    ]);
    const insertDocument = async (name: string, receivedDaysBefore: number) => {
      const [row] = await t.database.query<{ id: number }>(
        `WITH d AS (
           INSERT INTO application_documents (organization_id, application_id, file_name, content_type,
               byte_size, sha256, created_at)
           VALUES ($1, $2, $3, 'application/pdf', $4, repeat('a', 64),
                   ($6::date - $7::integer)::timestamp AT TIME ZONE 'UTC' + interval '12 hours')
           RETURNING id)
         INSERT INTO application_document_parts (document_id, part, content)
         SELECT id, 0, $5 FROM d RETURNING document_id AS id`,
        [org.organizationId, application.id, name, pdf().length, pdf(), h.effectiveDate, receivedDaysBefore],
      );
      return Number(row?.id);
    };
    const recent = await insertDocument('recent-stub.pdf', 30);
    const old = await insertDocument('old-stub.pdf', 200);

    const sent = json<ResidentDocumentList>(await list(h.token)).already_sent;
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ source: 'APPLICATION', id: recent, age_state: 'VALID' }),
        expect.objectContaining({ source: 'APPLICATION', id: old, age_state: 'TOO_OLD' }),
      ]),
    );
    const reuse = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/resident/documents/reuse',
        headers: bearer(h.token),
        payload: {
          source: 'APPLICATION',
          id,
          member_key: MEMBER,
          income_source_id: SOURCE,
          kind: 'PAY_STUB',
        },
      });
    const attached = await reuse(recent);
    expect(attached.statusCode, attached.body).toBe(201);
    expect(json<ResidentDocument>(attached)).toMatchObject({
      source: 'APPLICATION',
      file_name: 'recent-stub.pdf',
      received_on: addDays(h.effectiveDate, -30),
      age_state: 'VALID',
    });
    expect((await reuse(old)).statusCode).toBe(409);

    // Another household's application document is not this household's to attach.
    const stranger = await signedIn('stranger');
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/resident/documents/reuse',
      headers: bearer(stranger.token),
      payload: { source: 'APPLICATION', id: recent, kind: 'PAY_STUB' },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('reuse by staff', () => {
  it("attaches last cycle's document still valid to this one, as staff, and lists it under its source", async () => {
    const h = await signedIn('lastyear');
    // A document of the cycle before, received 10 days before this cycle's effective date.
    const [earlier] = await t.database.query<{ id: number }>(
      `WITH d AS (
         INSERT INTO resident_documents (organization_id, occupancy_id, effective_date, kind, file_name,
             content_type, byte_size, sha256, document_date, received_on, uploaded_by)
         VALUES ($1, $2, ($3::date - 365), 'BANK_STATEMENT', 'statement.pdf', 'application/pdf', $4,
             repeat('b', 64), ($3::date - 12), ($3::date - 10), 'resident:lastyear@example.com')
         RETURNING id)
       INSERT INTO resident_document_parts (document_id, part, content)
       SELECT id, 0, $5 FROM d RETURNING document_id AS id`,
      [org.organizationId, h.occupancyId, h.effectiveDate, pdf().length, pdf()],
    );
    const id = Number(earlier?.id);
    const listed = json<ResidentDocumentList>(
      await sendAs(t, org.adminToken, 'GET', `/api/occupancies/${h.occupancyId}/resident-documents`),
    );
    expect(listed.documents).toEqual([]);
    expect(listed.already_sent).toEqual([
      expect.objectContaining({ source: 'RESIDENT', id, kind: 'BANK_STATEMENT', age_state: 'VALID' }),
    ]);
    const attached = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/occupancies/${h.occupancyId}/resident-documents/reuse`,
      { source: 'RESIDENT', id, member_key: MEMBER, kind: 'BANK_STATEMENT' },
    );
    expect(attached.statusCode, attached.body).toBe(201);
    expect(json<ResidentDocument>(attached)).toMatchObject({
      source: 'RESIDENT',
      effective_date: h.effectiveDate,
      received_on: addDays(h.effectiveDate, -10),
      document_date: addDays(h.effectiveDate, -12),
      uploaded_by: org.adminUsername,
      member_key: MEMBER,
    });
    // A document of this cycle is not "sent before": it cannot be attached to it again.
    const own = json<ResidentDocument>(attached).id;
    const again = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/occupancies/${h.occupancyId}/resident-documents/reuse`,
      {
        source: 'RESIDENT',
        id: own,
        kind: 'OTHER',
      },
    );
    expect(again.statusCode).toBe(404);
  });
});
