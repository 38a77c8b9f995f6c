import { randomUUID } from 'node:crypto';
import type { ResidentSubmission } from '@lar/contracts/resident-questionnaire';
import { describe, expect, it } from 'vitest';
import { verificationDates } from '../../src/modules/third-party-verification/index.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, sendAs } from '../helpers/test-app.ts';
import { household, residentToken } from '../residents/resident-fixtures.ts';

/**
 * Third-party verification (issue 40, decision 079): requests sent by staff or by a resident for
 * their own household, opened and completed once with the e-mailed token, expiring, revocable;
 * the completed answers land on the certification with their date and a yearly amount in cents.
 */

const t = useTestApp({ loginRateLimitPerMinute: 5 });
const org = t.org('vera');
const other = t.org('verb');

const EMPLOYMENT = {
  kind: 'EMPLOYMENT',
  employer: 'Acme Bakery',
  position: 'Baker',
  start_date: '2021-03-01',
  pay_rate: '18.50',
  pay_frequency: 'HOURLY',
  average_hours: '37.5',
  overtime_rate: '27.75',
  overtime_hours: '2',
  expected_changes: null,
};
const BENEFITS = {
  kind: 'BENEFITS',
  agency: 'Social Security Administration',
  benefit_type: 'SSI',
  amount: '943.00',
  frequency: 'MONTHLY',
  effective_date: '2026-01-01',
};

let address = 0;
/** Each call from an address of its own, so the rate limit (tested apart) does not interfere. */
const nextAddress = () => `10.40.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

const open = (token: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/verifications/open', payload: { token }, remoteAddress });
const complete = (payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/verifications/complete',
    payload,
    remoteAddress,
    headers: { 'user-agent': 'PayrollBrowser/1.0' },
  });

function sendRequest(token: string, occupancyId: number, body: Record<string, unknown> = {}) {
  return sendAs(t, token, 'POST', `/api/occupancies/${occupancyId}/verification-requests`, {
    member_index: 0,
    kind: 'EMPLOYMENT',
    third_party_name: 'Acme Payroll',
    third_party_email: 'payroll@acme.example.com',
    language: 'en',
    ...body,
  });
}

/** The token and text of the last request e-mailed to `email`, read from the outbox. */
async function mailTo(email: string) {
  const [row] = await t.database.query<{ body_text: string; subject: string; language: string }>(
    `SELECT body_text, subject, language FROM email_outbox
      WHERE kind = 'VERIFICATION_REQUEST' AND to_address = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const body = String(row?.body_text);
  const token = /\/verify#token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  expect(token, body).toBeDefined();
  return { token: String(token), body, subject: String(row?.subject), language: String(row?.language) };
}

async function count(table: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(row?.n);
}

interface Listed {
  requests: Array<{
    id: number;
    status: string;
    certification_id: number | null;
    annual_amount: string | null;
    signed_at: string | null;
    signer_name: string | null;
    member_name: string;
    created_by: string;
    answers: Record<string, unknown> | null;
  }>;
}
const list = async (token: string, occupancyId: number) =>
  json<Listed>(await sendAs(t, token, 'GET', `/api/occupancies/${occupancyId}/verification-requests`));

describe('staff send a request', () => {
  it('e-mails the third party a link in the chosen language, with the consent statement, audited', async () => {
    const h = await household(t, org);
    const audits = await count(`audit_log WHERE entity = 'verification_request'`);
    const res = await sendRequest(org.adminToken, h.occupancyId, {
      member_index: 1,
      language: 'pt',
      third_party_email: 'rh@padaria.example.com',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo('rh@padaria.example.com');
    expect(mail.language).toBe('pt');
    expect(mail.subject).toContain('Bruno Spouse');
    expect(mail.body).toContain('Olá, Acme Payroll');
    expect(mail.body).toContain('HUD-9887');
    expect(mail.body).toContain('14 dias');
    // Once sent, the outbox keeps the text without the token (decision 080).
    const [queued] = await t.database.query<{ redacted_body_text: string }>(
      `SELECT redacted_body_text FROM email_outbox WHERE to_address = 'rh@padaria.example.com'`,
    );
    expect(queued?.redacted_body_text).not.toContain(mail.token);
    expect(queued?.redacted_body_text).toContain('/verify#token=[withheld once sent]');
    // Only the hash is stored.
    const [stored] = await t.database.query<{ token_hash: string }>(
      `SELECT token_hash FROM verification_requests WHERE third_party_email = 'rh@padaria.example.com'`,
    );
    expect(stored?.token_hash).toBeDefined();
    expect(stored?.token_hash).not.toBe(mail.token);
    expect(await count(`audit_log WHERE entity = 'verification_request'`)).toBe(audits + 1);
    const listed = json<Listed>(res).requests;
    expect(listed.map((r) => [r.member_name, r.status, r.created_by])).toEqual([
      ['Bruno Spouse', 'SENT', org.adminUsername],
    ]);
  });

  it('refuses a member not in the certification, and another organization with 404', async () => {
    const h = await household(t, org);
    const before = await count('verification_requests');
    const unknown = await sendRequest(org.adminToken, h.occupancyId, { member_index: 7 });
    expect(unknown.statusCode).toBe(400);
    expect(json(unknown)).toMatchObject({ errors: [expect.objectContaining({ field: 'member_index' })] });
    const foreign = await sendRequest(other.adminToken, h.occupancyId);
    expect(foreign.statusCode).toBe(404);
    expect(await count('verification_requests')).toBe(before);
  });
});

describe('the third party', () => {
  it('opens the request (who, where, what; nothing more) and completes it once', async () => {
    const h = await household(t, org);
    await sendRequest(org.adminToken, h.occupancyId, { third_party_email: 'once@acme.example.com' });
    const { token } = await mailTo('once@acme.example.com');
    const opened = await open(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(json(opened)).toEqual({
      member_name: 'Ana Head',
      property_name: h.propertyName,
      kind: 'EMPLOYMENT',
      language: 'en',
    });
    const done = await complete({ token, answers: EMPLOYMENT, signer_name: 'Pat Payroll', attest: true });
    expect(done.statusCode, done.body).toBe(200);
    const again = await complete({ token, answers: EMPLOYMENT, signer_name: 'Pat Payroll', attest: true });
    expect(again.statusCode).toBe(409);
    expect((await open(token)).statusCode).toBe(409);

    const [request] = (await list(org.adminToken, h.occupancyId)).requests;
    // 18.50 x 37.5 h x 52 = 36,075.00, plus overtime 27.75 x 2 h x 52 = 2,886.00.
    expect(request).toMatchObject({
      status: 'COMPLETED',
      signer_name: 'Pat Payroll',
      annual_amount: '38961.00',
      answers: expect.objectContaining({ employer: 'Acme Bakery', pay_rate: '18.50' }),
    });
    expect(request?.signed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [signed] = await t.database.query<{ signer_ip: string; signer_user_agent: string }>(
      'SELECT signer_ip, signer_user_agent FROM verification_requests WHERE id = $1',
      [request?.id],
    );
    expect(signed?.signer_user_agent).toBe('PayrollBrowser/1.0');
    expect(signed?.signer_ip).toMatch(/^10\.40\./);
    const [audited] = await t.database.query<{ actor_username: string }>(
      `SELECT actor_username FROM audit_log WHERE entity = 'verification_request' AND entity_id = $1
        ORDER BY id DESC LIMIT 1`,
      [request?.id],
    );
    expect(audited?.actor_username).toBe('third-party:once@acme.example.com');
  });

  it('lands on the certification named, with its date for the 120-day rule; benefits annualised by 12', async () => {
    const h = await household(t, org);
    await sendRequest(org.adminToken, h.occupancyId, {
      kind: 'BENEFITS',
      third_party_email: 'ssa@agency.example.com',
      certification_id: h.certificationId,
    });
    const { token } = await mailTo('ssa@agency.example.com');
    const res = await complete({ token, answers: BENEFITS, signer_name: 'Agency Clerk', attest: true });
    expect(res.statusCode, res.body).toBe(200);
    const [request] = (await list(org.adminToken, h.occupancyId)).requests;
    expect(request).toMatchObject({ certification_id: h.certificationId, annual_amount: '11316.00' });
    const dates = await verificationDates(t.database.db, org.organizationId, h.certificationId);
    expect(dates).toEqual([
      expect.objectContaining({ kind: 'BENEFITS', verified_on: request?.signed_at?.slice(0, 10) }),
    ]);
  });

  it('refuses bad answers with 400 and the fields, storing nothing', async () => {
    const h = await household(t, org);
    await sendRequest(org.adminToken, h.occupancyId, { third_party_email: 'bad@acme.example.com' });
    const { token } = await mailTo('bad@acme.example.com');
    const cases: Array<[object, string]> = [
      [{ token, answers: { ...EMPLOYMENT, pay_rate: '18.555' }, signer_name: 'X', attest: true }, 'pay_rate'],
      [
        { token, answers: { ...EMPLOYMENT, start_date: '2021-02-30' }, signer_name: 'X', attest: true },
        'start_date',
      ],
      [{ token, answers: { ...EMPLOYMENT, pay_rate: 18.5 }, signer_name: 'X', attest: true }, 'pay_rate'],
      [{ token, answers: EMPLOYMENT, signer_name: '', attest: true }, 'signer_name'],
      [{ token, answers: EMPLOYMENT, signer_name: 'X', attest: false }, 'attest'],
      [{ token, answers: BENEFITS, signer_name: 'X', attest: true }, 'answers.kind'],
      [
        { token, answers: { ...EMPLOYMENT, overtime_hours: null }, signer_name: 'X', attest: true },
        'answers.overtime_hours',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await complete(payload);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const errors = json<{ errors: Array<{ field: string }> }>(res).errors;
      expect(errors.map((e) => e.field).join(' '), res.body).toContain(field);
    }
    const [stored] = await t.database.query<{ status: string; answers: unknown }>(
      `SELECT status, answers FROM verification_requests WHERE third_party_email = 'bad@acme.example.com'`,
    );
    expect(stored).toEqual({ status: 'SENT', answers: null });
  });

  it('answers an expired, a revoked and an unknown link alike with 404', async () => {
    const h = await household(t, org);
    await sendRequest(org.adminToken, h.occupancyId, { third_party_email: 'late@acme.example.com' });
    await sendRequest(org.adminToken, h.occupancyId, { third_party_email: 'gone@acme.example.com' });
    const late = await mailTo('late@acme.example.com');
    const gone = await mailTo('gone@acme.example.com');
    await t.database.query(
      `UPDATE verification_requests SET expires_at = now() - interval '1 second'
        WHERE third_party_email = 'late@acme.example.com'`,
    );
    const goneId = (await list(org.adminToken, h.occupancyId)).requests.find((r) => r.status === 'SENT')?.id;
    const revoked = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/occupancies/${h.occupancyId}/verification-requests/${goneId}/revoke`,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(json<Listed>(revoked).requests.map((r) => r.status)).toEqual(['REVOKED', 'EXPIRED']);
    // Revoking twice is a conflict; another organization's gets 404.
    const twice = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/occupancies/${h.occupancyId}/verification-requests/${goneId}/revoke`,
    );
    expect(twice.statusCode).toBe(409);
    const foreign = await sendAs(
      t,
      other.adminToken,
      'POST',
      `/api/occupancies/${h.occupancyId}/verification-requests/${goneId}/revoke`,
    );
    expect(foreign.statusCode).toBe(404);

    const unknown = 'A'.repeat(43);
    const bodies: string[] = [];
    for (const token of [late.token, gone.token, unknown]) {
      const opened = await open(token);
      expect(opened.statusCode).toBe(404);
      const done = await complete({ token, answers: EMPLOYMENT, signer_name: 'X', attest: true });
      expect(done.statusCode).toBe(404);
      bodies.push(json<{ detail: string }>(opened).detail, json<{ detail: string }>(done).detail);
    }
    expect(new Set(bodies).size).toBe(1);
    const statuses = await t.database.query<{ status: string }>(
      `SELECT status FROM verification_requests WHERE occupancy_id = $1 ORDER BY id`,
      [h.occupancyId],
    );
    expect(statuses.map((s) => s.status)).toEqual(['SENT', 'REVOKED']);
  });

  it("gives another organization's staff nothing of a request it did not send", async () => {
    const h = await household(t, org);
    await sendRequest(org.adminToken, h.occupancyId, { third_party_email: 'iso@acme.example.com' });
    const { token } = await mailTo('iso@acme.example.com');
    await complete({ token, answers: EMPLOYMENT, signer_name: 'Pat', attest: true });
    const foreign = await sendAs(
      t,
      other.adminToken,
      'GET',
      `/api/occupancies/${h.occupancyId}/verification-requests`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Acme');
    // A household of B's lists none of A's.
    const hb = await household(t, other);
    expect((await list(other.adminToken, hb.occupancyId)).requests).toEqual([]);
  });

  it('limits the tries of an address like the resident sign-in', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 16; i++) statuses.push((await open('B'.repeat(43), '10.41.0.1')).statusCode);
    // loginRateLimitPerMinute 5: 15 tries a minute, then 429.
    expect(statuses.slice(0, 15).every((s) => s === 404)).toBe(true);
    expect(statuses[15]).toBe(429);
  });
});

describe('a resident', () => {
  it("sends a request for a member of their own household only, audited in the resident's name", async () => {
    const h = await household(t, org);
    const session = await residentToken(t, org, h.occupancyId, 'ana.verify@example.com');
    const send = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/resident/verification-requests',
        headers: bearer(session),
        payload: {
          member_index: 1,
          kind: 'BENEFITS',
          third_party_name: 'County Benefits',
          third_party_email: 'county@benefits.example.com',
          language: 'es',
          ...body,
        },
      });
    const res = await send({});
    expect(res.statusCode, res.body).toBe(200);
    // The household's members to choose from: its own certification's, no other.
    expect(json<{ members: Array<{ name: string }> }>(res).members.map((m) => m.name)).toEqual([
      'Ana Head',
      'Bruno Spouse',
      'Caio Child',
    ]);
    expect(json<{ requests: Array<{ member_name: string; status: string }> }>(res).requests).toEqual([
      expect.objectContaining({ member_name: 'Bruno Spouse', status: 'SENT' }),
    ]);
    const mail = await mailTo('county@benefits.example.com');
    expect(mail.language).toBe('es');
    expect(mail.body).toContain('Hola, County Benefits');
    const [row] = await t.database.query<{ created_by: string; occupancy_id: number }>(
      `SELECT created_by, occupancy_id FROM verification_requests WHERE third_party_email = 'county@benefits.example.com'`,
    );
    expect(row).toEqual({ created_by: 'resident:ana.verify@example.com', occupancy_id: h.occupancyId });

    // No member 5 in the household; a household id or certification cannot be given at all.
    const before = await count('verification_requests');
    expect((await send({ member_index: 5 })).statusCode).toBe(400);
    const foreign = await household(t, org);
    expect((await send({ occupancy_id: foreign.occupancyId })).statusCode).toBe(400);
    expect((await send({ certification_id: foreign.certificationId })).statusCode).toBe(400);
    expect(await count('verification_requests')).toBe(before);

    const listed = await sendAs(t, session, 'GET', '/api/resident/verification-requests');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('county@benefits.example.com');
    expect(json<{ requests: unknown[] }>(listed).requests).toHaveLength(1);
    // Another household's request is not among them.
    await sendRequest(org.adminToken, foreign.occupancyId, { third_party_email: 'x@acme.example.com' });
    const again = await sendAs(t, session, 'GET', '/api/resident/verification-requests');
    expect(json<{ requests: unknown[] }>(again).requests).toHaveLength(1);
  });
});

describe("a resident's request with a questionnaire (decisions 076, 079)", () => {
  it('names the member by the questionnaire, so a member who joined this year can be verified', async () => {
    const h = await household(t, org);
    const session = await residentToken(t, org, h.occupancyId, 'joined.verify@example.com');
    const read = await sendAs(t, session, 'GET', '/api/resident/questionnaire');
    expect(read.statusCode, read.body).toBe(200);
    const q = json<ResidentSubmission>(read);
    const [head, spouse, child] = q.answers.members;
    if (!head || !spouse || !child) throw new Error('three members expected');
    const newborn = {
      ...head,
      member_key: randomUUID(),
      name: 'Duda Newborn',
      change: 'JOINED' as const,
      change_date: '2026-02-01',
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/resident/questionnaire',
      headers: bearer(session),
      payload: {
        version: q.version,
        answers: { ...q.answers, members: [head, spouse, { ...child, change: 'LEFT' }, newborn] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const send = (member: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/resident/verification-requests',
        headers: bearer(session),
        payload: {
          kind: 'EMPLOYMENT',
          third_party_name: 'Acme',
          third_party_email: `hr${randomUUID().slice(0, 8)}@acme.example.com`,
          language: 'en',
          ...member,
        },
      });
    const res = await send({ member_key: newborn.member_key });
    expect(res.statusCode, res.body).toBe(200);
    // The questionnaire's members still in the household, each with their place in the
    // certification in force when they have one; the child who left is not offered.
    expect(json<{ members: unknown[] }>(res).members).toEqual([
      { member_index: 0, member_key: head.member_key, name: head.name },
      { member_index: 1, member_key: spouse.member_key, name: spouse.name },
      { member_index: null, member_key: newborn.member_key, name: 'Duda Newborn' },
    ]);
    expect((await send({ member_key: spouse.member_key })).statusCode).toBe(200);
    const rows = await t.database.query<{
      member_index: number | null;
      member_key: string;
      member_name: string;
    }>(
      'SELECT member_index, member_key, member_name FROM verification_requests WHERE occupancy_id = $1 ORDER BY id',
      [h.occupancyId],
    );
    expect(rows).toEqual([
      { member_index: null, member_key: newborn.member_key, member_name: 'Duda Newborn' },
      { member_index: 1, member_key: spouse.member_key, member_name: spouse.name },
    ]);

    // A member the questionnaire does not have (or who left), both ways at once, or neither: 400.
    const before = await count('verification_requests');
    expect((await send({ member_key: randomUUID() })).statusCode).toBe(400);
    expect((await send({ member_key: child.member_key })).statusCode).toBe(400);
    expect((await send({ member_key: head.member_key, member_index: 0 })).statusCode).toBe(400);
    expect((await send({})).statusCode).toBe(400);
    expect(await count('verification_requests')).toBe(before);
  });
});

describe("a resident's sends", () => {
  it('are limited to 10 a day per household, so the portal cannot mail strangers at will', async () => {
    const h = await household(t, org);
    const session = await residentToken(t, org, h.occupancyId, 'many.sends@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/resident/verification-requests',
        headers: bearer(session),
        payload: {
          member_index: 0,
          kind: 'EMPLOYMENT',
          third_party_name: `Employer ${i}`,
          third_party_email: `employer${i}@example.com`,
          language: 'en',
        },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const [row] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM verification_requests WHERE occupancy_id = $1',
      [h.occupancyId],
    );
    expect(row?.n).toBe(10);
  });
});
