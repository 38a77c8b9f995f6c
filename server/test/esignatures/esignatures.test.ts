import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileMultipart, postMultipart } from '../helpers/multipart.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, sendAs, type TestOrg } from '../helpers/test-app.ts';
import { household, residentToken } from '../residents/resident-fixtures.ts';

/**
 * Electronic signatures of a certification (issue 40, decision 078): a draft's PDF frozen, every
 * adult signs those bytes with consent (or on paper), the sealed PDF written once with its SHA-256.
 */

const { t, org, other } = useTwoOrgs('esa', 'esb');

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Status {
  request: { id: number; pdf_sha256: string; sealed: boolean; sealed_sha256: string | null } | null;
  signers: Array<{ member_index: number; name: string; signed: boolean; method: string | null }>;
}
interface ResidentView {
  request: { pdf_sha256: string; can_sign: boolean; signed: boolean; pdf_url: string } | null;
}

let emails = 0;
/** A household (two adults and a child), its annual draft sent for signature, and both adults signed in. */
async function sentDraft(o: TestOrg = org) {
  const h = await household(t, o);
  const created = await sendAs(t, o.adminToken, 'POST', `/api/occupancies/${h.occupancyId}/certifications`, {
    type: 'ANNUAL',
  });
  expect(created.statusCode, created.body).toBe(201);
  const draftId = json<{ id: number }>(created).id;
  const sent = await sendAs(t, o.adminToken, 'POST', `/api/certifications/${draftId}/signature-request`, {});
  expect(sent.statusCode, sent.body).toBe(201);
  const status = json<Status>(sent);
  emails += 1;
  const ana = await residentToken(t, o, h.occupancyId, `ana${emails}@example.com`, 0);
  const bruno = await residentToken(t, o, h.occupancyId, `bruno${emails}@example.com`, 1);
  return { ...h, draftId, status, hash: String(status.request?.pdf_sha256), ana, bruno };
}

const view = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/resident/signature', headers: bearer(token) });
const sign = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/resident/signature',
    headers: { ...bearer(token), 'user-agent': 'TestBrowser/1.0' },
    payload,
  });
const signatures = (o: TestOrg, id: number) =>
  sendAs(t, o.adminToken, 'GET', `/api/certifications/${id}/signatures`);
const finalize = (o: TestOrg, id: number) =>
  sendAs(t, o.adminToken, 'POST', `/api/certifications/${id}/finalize`, {});

function verify(o: TestOrg, pdf: Buffer) {
  const body = fileMultipart(pdf, 'signed.pdf', 'application/pdf');
  return postMultipart(t, '/api/certifications/signed-pdf/verify', o.adminToken, body);
}

describe('a draft sent for signature', () => {
  it('freezes the PDF; two adults sign it; the sealed PDF carries the hash the audit log records', async () => {
    const d = await sentDraft();
    expect(d.status.signers.map((s) => [s.name, s.signed])).toEqual([
      ['Ana Head', false],
      ['Bruno Spouse', false],
    ]);
    // The resident reads the frozen bytes, whose SHA-256 is the one shown.
    const shown = json<ResidentView>(await view(d.ana));
    expect(shown.request).toMatchObject({ can_sign: true, signed: false, pdf_sha256: d.hash });
    const pdf = await t.app.inject({
      method: 'GET',
      url: '/api/resident/signature/pdf',
      headers: bearer(d.ana),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(d.hash);

    const first = await sign(d.ana, { consent: true, sha256: d.hash });
    expect(first.statusCode, first.body).toBe(200);
    expect(json<ResidentView>(first).request).toMatchObject({ signed: true });
    // Not sealed yet: Bruno has not signed, and finalizing is refused naming him.
    expect(
      (await sendAs(t, org.adminToken, 'GET', `/api/certifications/${d.draftId}/signed-pdf`)).statusCode,
    ).toBe(404);
    const early = await finalize(org, d.draftId);
    expect(early.statusCode).toBe(409);
    expect(json<{ detail: string }>(early).detail).toContain('Bruno Spouse');
    expect(json<{ detail: string }>(early).detail).not.toContain('Ana Head');

    const second = await sign(d.bruno, { consent: true, sha256: d.hash });
    expect(second.statusCode, second.body).toBe(200);
    const status = json<Status>(await signatures(org, d.draftId));
    expect(status.signers.every((s) => s.signed && s.method === 'ELECTRONIC')).toBe(true);
    expect(status.request?.sealed).toBe(true);

    const sealed = await sendAs(t, org.adminToken, 'GET', `/api/certifications/${d.draftId}/signed-pdf`);
    expect(sealed.statusCode).toBe(200);
    const bytes = sealed.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(bytes)).toBe(status.request?.sealed_sha256);
    // Read back as a PDF: the certification's pages, then the certificate naming signers and hash.
    const pages = await pdfPageTexts(bytes);
    const frozen = await pdfPageTexts(pdf.rawPayload);
    expect(pages.length).toBe(frozen.length + 1);
    const certificate = String(pages.at(-1));
    expect(certificate).toContain('Signature certificate');
    expect(certificate).toContain(d.hash);
    expect(certificate).toContain('Ana Head');
    expect(certificate).toContain('Bruno Spouse');
    // The signed pages are the frozen ones, but for the page count in the footer.
    const noCount = (s: string) => s.replace(/Page \d+ of \d+/g, '');
    expect(pages.slice(0, -1).map(noCount)).toEqual(frozen.map(noCount));

    const [audit] = await t.database.query<{ after: { sealed_sha256: string; pdf_sha256: string } }>(
      `SELECT after FROM audit_log WHERE entity = 'signature_request' AND entity_id = $1
          AND after ? 'sealed_sha256'`,
      [status.request?.id],
    );
    expect(audit?.after).toEqual({ sealed: true, pdf_sha256: d.hash, sealed_sha256: sha256(bytes) });
    const signedAudit = await t.database.query<{
      actor_username: string;
      after: { sha256: string; signed_at: string };
    }>(
      `SELECT actor_username, after FROM audit_log WHERE entity = 'certification_signature'
          AND (after->>'certification_id')::int = $1 ORDER BY id`,
      [d.draftId],
    );
    expect(signedAudit.map((a) => [a.actor_username, a.after.sha256])).toEqual([
      [`resident:ana${emails}@example.com`, d.hash],
      [`resident:bruno${emails}@example.com`, d.hash],
    ]);
    const [stored] = await t.database.query<{ ip: string; user_agent: string; consent: boolean }>(
      `SELECT s.ip, s.user_agent, s.consent_at IS NOT NULL AS consent FROM certification_signatures s
         JOIN signature_requests r ON r.id = s.signature_request_id
        WHERE r.certification_id = $1 AND s.member_index = 0`,
      [d.draftId],
    );
    expect(stored).toMatchObject({ user_agent: 'TestBrowser/1.0', consent: true });

    // The verification answers yes for the sealed bytes, no for them with one byte altered.
    const yes = await verify(org, bytes);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(json(yes)).toMatchObject({ match: true, certification_id: d.draftId });
    const altered = Buffer.from(bytes);
    const middle = Math.floor(altered.length / 2);
    altered.writeUInt8(altered.readUInt8(middle) ^ 1, middle);
    expect(json(await verify(org, altered))).toMatchObject({ match: false, certification_id: null });
    // Another organization has no such sealed record.
    expect(json(await verify(other, bytes))).toMatchObject({ match: false });

    // Now every adult signed: finalizing goes through, and the sealed PDF is still served as it was.
    const done = await finalize(org, d.draftId);
    expect(done.statusCode, done.body).toBe(200);
    const after = await sendAs(t, org.adminToken, 'GET', `/api/certifications/${d.draftId}/signed-pdf`);
    expect(sha256(after.rawPayload)).toBe(sha256(bytes));
  });

  it('never rewrites the frozen or sealed bytes, nor a signature', async () => {
    const d = await sentDraft();
    await sign(d.ana, { consent: true, sha256: d.hash });
    await sign(d.bruno, { consent: true, sha256: d.hash });
    const id = json<Status>(await signatures(org, d.draftId)).request?.id;
    await expect(
      t.database.query("UPDATE signature_requests SET pdf = '\\x00'::bytea WHERE id = $1", [id]),
    ).rejects.toThrow(/never changes/);
    await expect(
      t.database.query("UPDATE signature_requests SET sealed_pdf = '\\x00'::bytea WHERE id = $1", [id]),
    ).rejects.toThrow(/never changes/);
    await expect(
      t.database.query(
        "UPDATE certification_signatures SET member_name = 'X' WHERE signature_request_id = $1",
        [id],
      ),
    ).rejects.toThrow(/never changed/);
    // A draft changed behind the request's back (not by an edit, which voids it) is not finalized.
    await t.database.query('UPDATE income_certifications SET version = version + 1 WHERE id = $1', [
      d.draftId,
    ]);
    const changed = await finalize(org, d.draftId);
    expect(changed.statusCode).toBe(409);
    expect(json<{ detail: string }>(changed).detail).toContain('changed after it was sent');
  });
});

describe('what a signature needs', () => {
  it('refuses without consent (400), with another hash (409), twice (409), changing nothing', async () => {
    const d = await sentDraft();
    const count = async () =>
      Number(
        (await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM certification_signatures'))[0]
          ?.n,
      );
    const before = await count();
    expect((await sign(d.ana, { sha256: d.hash })).statusCode).toBe(400);
    expect((await sign(d.ana, { consent: false, sha256: d.hash })).statusCode).toBe(400);
    const wrong = await sign(d.ana, { consent: true, sha256: 'a'.repeat(64) });
    expect(wrong.statusCode).toBe(409);
    expect(await count()).toBe(before);
    expect((await sign(d.ana, { consent: true, sha256: d.hash })).statusCode).toBe(200);
    const twice = await sign(d.ana, { consent: true, sha256: d.hash });
    expect(twice.statusCode).toBe(409);
    expect(await count()).toBe(before + 1);
  });

  it('refuses a member who is a minor on the certification, and a resident of another household', async () => {
    const d = await sentDraft();
    // The draft now has Bruno a minor on its effective date: the change voids the request.
    const draft = json<{ members: Array<Record<string, unknown>>; effective_date: string; version: number }>(
      await sendAs(t, org.adminToken, 'GET', `/api/certifications/${d.draftId}`),
    );
    const members = draft.members.map((m, i) => (i === 1 ? { ...m, birth_date: '2012-01-01' } : m));
    const put = await sendAs(t, org.adminToken, 'PUT', `/api/certifications/${d.draftId}`, {
      effective_date: draft.effective_date,
      members,
      tenant_rent: 1000,
    });
    expect(put.statusCode, put.body).toBe(200);
    // The change voided what was sent: the household has nothing to sign until it is sent again.
    expect(json<ResidentView>(await view(d.bruno)).request).toBeNull();
    expect((await sign(d.ana, { consent: true, sha256: d.hash })).statusCode).toBe(404);
    const again = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/certifications/${d.draftId}/signature-request`,
      {},
    );
    expect(again.statusCode, again.body).toBe(201);
    const hash = String(json<Status>(again).request?.pdf_sha256);
    expect(json<Status>(again).signers.map((s) => s.name)).toEqual(['Ana Head']);
    expect(json<ResidentView>(await view(d.bruno)).request).toMatchObject({ can_sign: false });
    const minor = await sign(d.bruno, { consent: true, sha256: hash });
    expect(minor.statusCode).toBe(403);

    // A resident of another household sees nothing of this one and signs nothing of it.
    const stranger = await sentDraft();
    const theirs = await sign(stranger.ana, { consent: true, sha256: hash });
    expect(theirs.statusCode).toBe(409);
    expect(json<Status>(await signatures(org, d.draftId)).signers[0]?.signed).toBe(false);
  });

  it('takes a paper signature recorded by staff, and seals once all have signed', async () => {
    const d = await sentDraft();
    expect((await sign(d.ana, { consent: true, sha256: d.hash })).statusCode).toBe(200);
    const child = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/certifications/${d.draftId}/signatures/paper`,
      {
        member_index: 2,
      },
    );
    expect(child.statusCode).toBe(400);
    const paper = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/certifications/${d.draftId}/signatures/paper`,
      {
        member_index: 1,
      },
    );
    expect(paper.statusCode, paper.body).toBe(200);
    const status = json<Status>(paper);
    expect(status.signers.map((s) => s.method)).toEqual(['ELECTRONIC', 'PAPER']);
    expect(status.request?.sealed).toBe(true);
    const pages = await pdfPageTexts(
      (await sendAs(t, org.adminToken, 'GET', `/api/certifications/${d.draftId}/signed-pdf`)).rawPayload,
    );
    expect(pages.at(-1)).toContain('On paper, recorded by');
    // Bruno cannot sign again electronically.
    expect((await sign(d.bruno, { consent: true, sha256: d.hash })).statusCode).toBe(409);
  });

  it('refuses a request for a finalized certification, and a second live one', async () => {
    const d = await sentDraft();
    const second = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/certifications/${d.draftId}/signature-request`,
      {},
    );
    expect(second.statusCode).toBe(409);
    const h = await household(t, org);
    const finalized = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/certifications/${h.certificationId}/signature-request`,
      {},
    );
    expect(finalized.statusCode).toBe(409);
    // A draft sent for signature is kept: deleting it is refused.
    expect((await sendAs(t, org.adminToken, 'DELETE', `/api/certifications/${d.draftId}`)).statusCode).toBe(
      409,
    );
    // Another organization's certification is not found.
    expect(
      (await sendAs(t, other.adminToken, 'GET', `/api/certifications/${d.draftId}/signatures`)).statusCode,
    ).toBe(404);
  });
});
