import { randomUUID } from 'node:crypto';
import type { ResidentDocument, ResidentDocumentList } from '@lar/contracts/resident-documents';
import {
  annualCents,
  centsOf,
  dollarsOf,
  type QuestionnaireAnswers,
  type ResidentSubmission,
} from '@lar/contracts/resident-questionnaire';
import { describe, expect, it } from 'vitest';
import { pdf } from '../applications/intake-fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, sendAs, type TestOrg, validationError } from '../helpers/test-app.ts';
import { household, MEMBERS, residentToken } from '../residents/resident-fixtures.ts';

/**
 * The recertification questionnaire (issue 40, decision 076): prefilled from the certification in
 * force, saved with optimistic locking, submitted complete, accepted by staff as the ANNUAL draft
 * with traced figures, or sent back with a note the resident reads and receives by e-mail.
 */

const t = useTestApp({ loginRateLimitPerMinute: 100 });
const org = t.org('rqa');
const other = t.org('rqb');

let mailbox = 0;

/** A household whose certification in force has income and an asset, and its resident's session. */
async function signedIn(o: TestOrg = org, language = 'en', headName = 'Ana Head') {
  const [head, ...others] = MEMBERS;
  const h = await household(
    t,
    o,
    [
      { ...(head as (typeof MEMBERS)[number]), name: headName, income: { employment: 20000, other: 1200.5 } },
      ...others,
    ],
    [{ description: 'Savings', cash_value: 1500, annual_income: 3.25 }],
  );
  const email = `resident${++mailbox}@example.com`;
  const token = await residentToken(t, o, h.occupancyId, email);
  if (language !== 'en')
    await t.database.query('UPDATE resident_access SET language = $2 WHERE email = $1', [email, language]);
  return { ...h, token, email };
}

const read = async (token: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/resident/questionnaire',
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<ResidentSubmission>(res);
};
const save = (token: string, version: number, answers: QuestionnaireAnswers) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/resident/questionnaire',
    headers: bearer(token),
    payload: { version, answers },
  });
const submit = (token: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/resident/questionnaire/submit',
    headers: bearer(token),
    payload,
  });

/** The prefilled answers with the head's income replaced by two paid sources and the child leaving. */
function recertified(q: ResidentSubmission): QuestionnaireAnswers {
  const [head, spouse, child] = q.answers.members;
  if (!head || !spouse || !child) throw new Error('three members expected');
  return {
    ...q.answers,
    members: [head, spouse, { ...child, change: 'LEFT', change_date: '2026-03-01' }],
    income_sources: [
      {
        id: randomUUID(),
        member_key: head.member_key,
        kind: 'employment',
        amount: '500',
        frequency: 'WEEKLY',
      },
      {
        id: randomUUID(),
        member_key: head.member_key,
        kind: 'employment',
        amount: '100.10',
        frequency: 'MONTHLY',
      },
      {
        id: randomUUID(),
        member_key: spouse.member_key,
        kind: 'employment',
        amount: '1234.56',
        frequency: 'BIWEEKLY',
      },
    ],
    // The certification's assets have no kind: the resident says which.
    assets: q.answers.assets.map((a) => ({ ...a, kind: 'SAVINGS' })),
    receives_rental_assistance: false,
  };
}

describe('annualisation (HUD: weekly x52, bi-weekly x26, semi-monthly x24, monthly x12)', () => {
  it('computes known answers in integer cents', () => {
    const annual = (
      amount: string,
      frequency: 'WEEKLY' | 'BIWEEKLY' | 'SEMIMONTHLY' | 'MONTHLY' | 'YEARLY',
    ) => dollarsOf(annualCents({ amount, frequency }));
    expect(annual('500', 'WEEKLY')).toBe('26000.00');
    expect(annual('1234.56', 'BIWEEKLY')).toBe('32098.56');
    expect(annual('1000.01', 'SEMIMONTHLY')).toBe('24000.24');
    expect(annual('0.10', 'MONTHLY')).toBe('1.20');
    expect(annual('52000', 'YEARLY')).toBe('52000.00');
    // 0.1 + 0.2 style float drift never reaches the figures.
    expect(centsOf('0.1') + centsOf('0.2')).toBe(30);
    expect(annual('', 'WEEKLY')).toBe('0.00');
  });
});

describe('the resident questionnaire', () => {
  it('is prefilled from the certification in force on first read, and kept', async () => {
    const r = await signedIn();
    // Staff see none until the household opens it.
    const before = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/occupancies/${r.occupancyId}/resident-submission`,
    );
    expect(before.statusCode, before.body).toBe(200);
    expect(json(before)).toBeNull();
    const q = await read(r.token);
    expect(q.status).toBe('IN_PROGRESS');
    expect(q.version).toBe(1);
    expect(q.editable).toBe(true);
    expect(q.answers.members.map((m) => [m.name, m.relationship, m.birth_date, m.change])).toEqual([
      ['Ana Head', 'HEAD', '1980-05-01', 'NONE'],
      ['Bruno Spouse', 'SPOUSE', '1982-03-10', 'NONE'],
      ['Caio Child', 'DEPENDENT', '2015-07-20', 'NONE'],
    ]);
    const keys = q.answers.members.map((m) => m.member_key);
    expect(new Set(keys).size).toBe(3);
    const head = keys[0];
    expect(q.answers.income_sources.map((s) => [s.member_key, s.kind, s.amount, s.frequency])).toEqual([
      [head, 'employment', '20000.00', 'YEARLY'],
      [head, 'other', '1200.50', 'YEARLY'],
    ]);
    expect(q.answers.assets).toEqual([
      expect.objectContaining({ description: 'Savings', cash_value: '1500.00', annual_income: '3.25' }),
    ]);
    // Nothing changed yet: the totals agree.
    expect(q.changes).toMatchObject({
      joined: [],
      left: [],
      total_before: '21200.50',
      total_after: '21200.50',
    });
    const again = await read(r.token);
    expect(again.id).toBe(q.id);
    expect(again.answers.members.map((m) => m.member_key)).toEqual(keys);
  });

  it('saves whole answers, annualised, with what changed; a stale version is 409 and changes nothing', async () => {
    const r = await signedIn();
    const q = await read(r.token);
    const answers = recertified(q);
    const saved = await save(r.token, q.version, answers);
    expect(saved.statusCode, saved.body).toBe(200);
    const s = json<ResidentSubmission>(saved);
    expect(s.version).toBe(2);
    const [weekly, monthly, biweekly] = answers.income_sources;
    expect(s.annual_amounts[String(weekly?.id)]).toBe('26000.00');
    expect(s.annual_amounts[String(monthly?.id)]).toBe('1201.20');
    expect(s.annual_amounts[String(biweekly?.id)]).toBe('32098.56');
    expect(s.changes.left).toEqual([expect.objectContaining({ name: 'Caio Child', date: '2026-03-01' })]);
    expect(s.changes.income).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Ana Head',
          kind: 'employment',
          before: '20000.00',
          after: '27201.20',
        }),
        expect.objectContaining({ name: 'Ana Head', kind: 'other', before: '1200.50', after: '0.00' }),
        expect.objectContaining({
          name: 'Bruno Spouse',
          kind: 'employment',
          before: '0.00',
          after: '32098.56',
        }),
      ]),
    );
    expect(s.changes.total_before).toBe('21200.50');
    expect(s.changes.total_after).toBe('59299.76');

    const stale = await save(r.token, q.version, { ...answers, income_sources: [] });
    expect(stale.statusCode).toBe(409);
    expect(json(stale)).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect((await read(r.token)).answers.income_sources).toHaveLength(3);

    const bad = await save(r.token, s.version, {
      ...answers,
      income_sources: [{ ...(weekly as QuestionnaireAnswers['income_sources'][number]), amount: '12.345' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await read(r.token)).version).toBe(2);
  });

  it('refuses to submit incomplete answers with field issues, then submits; after that the answers are closed', async () => {
    const r = await signedIn();
    const q = await read(r.token);
    const answers = recertified(q);
    const withGaps: QuestionnaireAnswers = {
      ...answers,
      income_sources: [
        ...answers.income_sources,
        {
          ...answers.income_sources[0],
          id: randomUUID(),
          amount: '',
          frequency: null,
        } as QuestionnaireAnswers['income_sources'][number],
      ],
      receives_rental_assistance: null,
    };
    const saved = json<ResidentSubmission>(await save(r.token, q.version, withGaps));
    const refused = await submit(r.token);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject(validationError('income_sources.3.amount', 'required'));
    expect(json(refused)).toMatchObject(validationError('income_sources.3.frequency', 'required'));
    expect(json(refused)).toMatchObject(validationError('receives_rental_assistance', 'required'));
    expect((await read(r.token)).status).toBe('IN_PROGRESS');

    const fixed = json<ResidentSubmission>(await save(r.token, saved.version, answers));
    const before = await auditCount();
    const sent = await submit(r.token, { version: fixed.version });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json<ResidentSubmission>(sent)).toMatchObject({ status: 'SUBMITTED', editable: false });
    expect(await auditCount()).toBe(before + 1);

    const late = await save(r.token, json<ResidentSubmission>(sent).version, answers);
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({ code: 'CONFLICT' });
    expect((await submit(r.token)).statusCode).toBe(409);
  });

  it("gives each household its own questionnaire: B's resident never reads A's", async () => {
    const a = await signedIn();
    const b = await signedIn(org, 'en', 'Beatriz Other');
    const qa = await read(a.token);
    const qb = await read(b.token);
    expect(qb.id).not.toBe(qa.id);
    expect(qb.occupancy_id).toBe(b.occupancyId);
    expect(qb.answers.members[0]?.name).toBe('Beatriz Other');
    expect(qa.answers.members[0]?.name).toBe('Ana Head');
    // B's save cannot reach A's answers: it is B's own row that changes.
    await save(b.token, qb.version, recertified(qb));
    expect((await read(a.token)).version).toBe(qa.version);
    // Staff of another organization find no such occupancy.
    const foreign = await sendAs(
      t,
      other.adminToken,
      'GET',
      `/api/occupancies/${a.occupancyId}/resident-submission`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

async function auditCount(): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'resident_submission'`,
  );
  return Number(row?.n);
}

async function submitted(language = 'en') {
  const r = await signedIn(org, language);
  const q = await read(r.token);
  const answers = recertified(q);
  const saved = json<ResidentSubmission>(await save(r.token, q.version, answers));
  const sent = await submit(r.token, { version: saved.version });
  expect(sent.statusCode, sent.body).toBe(200);
  return { ...r, answers };
}

describe('staff review', () => {
  it('accepts: the ANNUAL draft gets the annualised figures, each traced to its answers', async () => {
    const r = await submitted();
    const url = `/api/occupancies/${r.occupancyId}/resident-submission`;
    const listed = await sendAs(t, org.adminToken, 'GET', url);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(json<ResidentSubmission>(listed).status).toBe('SUBMITTED');

    const before = await auditCount();
    const res = await sendAs(t, org.adminToken, 'POST', `${url}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    const accepted = json<ResidentSubmission>(res);
    expect(accepted.status).toBe('ACCEPTED');
    expect(await auditCount()).toBe(before + 1);

    const draft = json<{
      type: string;
      status: string;
      effective_date: string;
      members: Array<{ name: string; income: Record<string, number> }>;
      annual_income: number;
      rent_assistance: number;
      assets: unknown[];
    }>(await sendAs(t, org.adminToken, 'GET', `/api/certifications/${accepted.certification_id}`));
    expect(draft).toMatchObject({ type: 'ANNUAL', status: 'DRAFT', effective_date: accepted.effective_date });
    // The child who left is not certified; 500 weekly + 100.10 monthly, and 1,234.56 bi-weekly.
    expect(draft.members.map((m) => [m.name, m.income.employment, m.income.other])).toEqual([
      ['Ana Head', 27201.2, 0],
      ['Bruno Spouse', 32098.56, 0],
    ]);
    expect(draft.rent_assistance).toBe(0);
    expect(draft.assets).toEqual([
      expect.objectContaining({ description: 'Savings', cash_value: 1500, annual_income: 3.25 }),
    ]);
    const [weekly, monthly, biweekly] = r.answers.income_sources;
    expect(accepted.trace).toEqual(
      expect.arrayContaining([
        {
          figure: 'members.0.income.employment',
          amount: '27201.20',
          answers: [`income_sources.${weekly?.id}`, `income_sources.${monthly?.id}`],
          document_ids: [],
        },
        {
          figure: 'members.1.income.employment',
          amount: '32098.56',
          answers: [`income_sources.${biweekly?.id}`],
          document_ids: [],
        },
      ]),
    );
    // Accepted answers are closed to the resident, and accepting again is refused.
    expect((await save(r.token, accepted.version, r.answers)).statusCode).toBe(409);
    expect((await sendAs(t, org.adminToken, 'POST', `${url}/accept`)).statusCode).toBe(409);
  });

  it('asks for a correction: the resident reads the note, gets an e-mail in their language, and can edit again', async () => {
    const r = await submitted('pt');
    const url = `/api/occupancies/${r.occupancyId}/resident-submission/request-correction`;
    const empty = await sendAs(t, org.adminToken, 'POST', url, { note: '  ' });
    expect(empty.statusCode).toBe(400);
    const before = await auditCount();
    const note = 'Add the pay stubs of March: the weekly amount looks low.';
    const res = await sendAs(t, org.adminToken, 'POST', url, { note });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditCount()).toBe(before + 1);

    const q = await read(r.token);
    expect(q).toMatchObject({ status: 'CORRECTION_REQUESTED', correction_note: note, editable: true });
    const [mail] = await t.database.query<{ body_text: string; language: string; subject: string }>(
      `SELECT body_text, language, subject FROM email_outbox
        WHERE kind = 'RESIDENT_CORRECTION' AND to_address = $1`,
      [r.email],
    );
    expect(mail?.language).toBe('pt');
    expect(mail?.subject).toContain('questionário');
    expect(mail?.body_text).toContain(note);
    expect(mail?.body_text).toContain('/resident/questionnaire');

    // Asking again before the resident answers is refused; the resident edits and sends again.
    expect((await sendAs(t, org.adminToken, 'POST', url, { note })).statusCode).toBe(409);
    expect((await save(r.token, q.version, r.answers)).statusCode).toBe(200);
    const again = await submit(r.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(json<ResidentSubmission>(again)).toMatchObject({ status: 'SUBMITTED', correction_note: null });
  });

  it('refuses a resident session on the staff routes', async () => {
    const r = await submitted();
    const url = `/api/occupancies/${r.occupancyId}/resident-submission`;
    expect((await sendAs(t, r.token, 'GET', url)).statusCode).toBe(403);
    expect((await sendAs(t, r.token, 'POST', `${url}/accept`)).statusCode).toBe(403);
    expect((await sendAs(t, org.adminToken, 'GET', url)).statusCode).toBe(200);
  });
});

/** One PDF sent by the resident for a member and, optionally, a source or an asset. */
async function uploadFor(token: string, target: object): Promise<ResidentDocument> {
  const boundary = `----lar${Math.random().toString(16).slice(2)}`;
  const fields = JSON.stringify({ kind: 'PAY_STUB', document_date: '2026-01-15', ...target });
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"\r\n\r\n${fields}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="d.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdf(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/resident/documents',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<ResidentDocument>(res);
}

describe('accept fills the trace (decisions 076, 077, 079)', () => {
  it("names each figure's documents, puts the documents on the submission, and lands earlier verifications on the draft", async () => {
    const r = await submitted();
    const [head] = r.answers.members;
    const [weekly, , biweekly] = r.answers.income_sources;
    const [asset] = r.answers.assets;
    if (!head || !weekly || !biweekly || !asset) throw new Error('answers expected');
    const id = await uploadFor(r.token, { member_key: head.member_key, kind: 'IDENTITY' });
    const stub = await uploadFor(r.token, { member_key: head.member_key, income_source_id: weekly.id });
    const bank = await uploadFor(r.token, { asset_id: asset.id, kind: 'BANK_STATEMENT' });
    const household = await uploadFor(r.token, { kind: 'OTHER' });
    // A verification the third party completed before any draft existed.
    const [verification] = await t.database.query<{ id: number }>(
      `INSERT INTO verification_requests (organization_id, occupancy_id, member_index, member_name, kind,
         third_party_name, third_party_email, language, token_hash, expires_at, status, answers, signer_name,
         signed_at, created_by)
       SELECT organization_id, id, 0, 'Ana Head', 'EMPLOYMENT', 'Acme', 'hr@example.com', 'en',
              md5(random()::text), now() + interval '7 days', 'COMPLETED', '{}'::jsonb, 'Pat', now(), 'staff'
         FROM occupancies WHERE id = $1 RETURNING id`,
      [r.occupancyId],
    );

    const res = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/occupancies/${r.occupancyId}/resident-submission/accept`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const accepted = json<ResidentSubmission>(res);
    const figure = (name: string) => accepted.trace?.find((f) => f.figure === name)?.document_ids;
    expect(figure('members.0')).toEqual([id.id]);
    expect(figure('members.0.income.employment')).toEqual([stub.id]);
    expect(figure('members.1.income.employment')).toEqual([]);
    expect(figure('assets.0.cash_value')).toEqual([bank.id]);
    expect(figure('assets.0.annual_income')).toEqual([bank.id]);
    expect(accepted.trace?.flatMap((f) => f.document_ids)).not.toContain(household.id);

    const docs = await t.database.query<{ submission_id: number | null }>(
      'SELECT submission_id FROM resident_documents WHERE occupancy_id = $1',
      [r.occupancyId],
    );
    expect(docs.map((d) => d.submission_id)).toEqual([accepted.id, accepted.id, accepted.id, accepted.id]);
    const [landed] = await t.database.query<{ certification_id: number | null }>(
      'SELECT certification_id FROM verification_requests WHERE id = $1',
      [verification?.id],
    );
    expect(landed?.certification_id).toBe(accepted.certification_id);

    // Accepted: the documents are closed to the resident.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/resident/documents',
      headers: bearer(r.token),
    });
    expect(json<ResidentDocumentList>(list).open).toBe(false);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/resident/documents/${stub.id}`,
      headers: bearer(r.token),
    });
    expect(removed.statusCode).toBe(409);
  });
});
