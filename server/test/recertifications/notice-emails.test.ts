import { addDays } from '@lar/contracts/compliance/recertification';
import { describe, expect, it } from 'vitest';
import { Mailer } from '../../src/modules/outbox/index.ts';
import { NOTICE_JOB, sendNoticeEmails } from '../../src/modules/recertifications/notice-emails.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, sendAs } from '../helpers/test-app.ts';
import { LocalSmtp } from '../outbox/smtp-fixture.ts';
import { household, sendAccess } from '../residents/resident-fixtures.ts';

/**
 * The recertification notices e-mailed with a sign-in link (issue 40, decision 080): at 120, 90 and
 * 60 days only, once per stage, to each adult with an address in their language, recorded as the
 * calendar's notice and audited; one reminder 14 days on when nobody signed in since; the outbox
 * keeps no link or code once the mailer has sent the e-mail.
 */

const t = useTestApp({ publicUrl: 'https://housing.example.org' });
// An organization per test: every household placed by the fixtures is due on the same day.
const orgs = {
  once: t.org('notice-once'),
  stages: t.org('notice-stages'),
  nobody: t.org('notice-nobody'),
  reminder: t.org('notice-reminder'),
  answered: t.org('notice-answered'),
  api: t.org('notice-api'),
  outbox: t.org('notice-outbox'),
};
type Org = (typeof orgs)['once'];

interface OutboxRow {
  id: number;
  kind: string;
  to_address: string;
  language: string;
  subject: string;
  body_text: string;
  redacted_body_text: string | null;
}

/** A household of two adults and a child: the head (candidate e-mail, Spanish) and the spouse, given access in Portuguese. */
async function dueHousehold(org: Org) {
  const h = await household(t, org);
  const [head] = await t.database.query<{ email: string }>(
    `UPDATE candidates c SET language = 'es' FROM occupancies o
      WHERE o.id = $1 AND c.id = o.tenant_id AND c.organization_id = o.organization_id RETURNING c.email`,
    [h.occupancyId],
  );
  const spouse = `spouse${h.occupancyId}@example.com`;
  const sent = await sendAccess(t, org.adminToken, h.occupancyId, 1, spouse, 'pt');
  expect(sent.statusCode, sent.body).toBe(200);
  const [row] = await t.database.query<{ due_date: string }>(
    "SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date FROM recertification_schedule WHERE occupancy_id = $1",
    [h.occupancyId],
  );
  return { ...h, headEmail: String(head?.email), spouse, due: String(row?.due_date) };
}

const run = (org: Org, asOf: string) =>
  sendNoticeEmails(t.app.deps, { asOf, organizationId: org.organizationId });

async function mailTo(email: string, kind: string): Promise<OutboxRow[]> {
  return t.database.query<OutboxRow>(
    `SELECT id, kind, to_address, language, subject, body_text, redacted_body_text FROM email_outbox
      WHERE to_address = $1 AND kind = $2 ORDER BY id`,
    [email, kind],
  );
}

async function noticesOf(occupancyId: number) {
  return t.database.query<{
    id: number;
    bucket: string;
    channel: string;
    recipients: number;
    sent_by: string;
  }>(
    'SELECT id, bucket, channel, recipients, sent_by FROM recertification_notices WHERE occupancy_id = $1 ORDER BY id',
    [occupancyId],
  );
}

/**
 * The household's questionnaire for the due date in a given status. Written directly: how a
 * questionnaire is filled, sent and reviewed is the questionnaire's own test (decision 076); here
 * only its status for the due date matters.
 */
async function questionnaire(occupancyId: number, due: string, status: string) {
  await t.database.query(
    `INSERT INTO resident_submissions (organization_id, occupancy_id, effective_date, status, answers, baseline)
     SELECT organization_id, id, $2::date, $3, '{}'::jsonb, '{}'::jsonb FROM occupancies WHERE id = $1`,
    [occupancyId, due, status],
  );
}

const tokenIn = (body: string) => /#token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];

describe('recertification notice e-mails', () => {
  it('e-mails the 120-day notice once to each adult with an address, in their language, with a link that signs in', async () => {
    const h = await dueHousehold(orgs.once);
    const asOf = addDays(h.due, -120);
    expect(await run(orgs.once, asOf)).toMatchObject({ notices: 1, emails: 2, reminders: 0 });

    const [toHead] = await mailTo(h.headEmail, 'RECERTIFICATION_NOTICE');
    expect(toHead?.language).toBe('es');
    expect(toHead?.subject).toContain('Recertificación anual de ingresos');
    expect(toHead?.body_text).toContain('Estimado(a) Ana Head:');
    expect(toHead?.body_text).toContain('faltan 120 días');
    const [toSpouse] = await mailTo(h.spouse, 'RECERTIFICATION_NOTICE');
    expect(toSpouse?.language).toBe('pt');
    expect(toSpouse?.body_text).toContain('Prezado(a) Bruno Spouse,');
    expect(toSpouse?.body_text).toContain('https://housing.example.org/resident/sign-in#token=');
    // The child (born 2015) gets nothing: only adults sign in.
    expect(await noticesOf(h.occupancyId)).toEqual([
      expect.objectContaining({ bucket: 'DUE_120', channel: 'EMAIL', recipients: 2, sent_by: NOTICE_JOB }),
    ]);

    // Once per stage: again the same day, or later in the same bucket, sends nothing.
    expect(await run(orgs.once, asOf)).toMatchObject({ notices: 0, emails: 0 });
    expect(await run(orgs.once, addDays(h.due, -95))).toMatchObject({ notices: 0, emails: 0 });
    expect(await mailTo(h.headEmail, 'RECERTIFICATION_NOTICE')).toHaveLength(1);

    // The link signs the member in to their household.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/resident/sign-in/link',
      payload: { token: tokenIn(String(toSpouse?.body_text)) },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const home = await t.app.inject({
      method: 'GET',
      url: '/api/resident/home',
      headers: bearer(json<{ token: string }>(signIn).token),
    });
    expect(json<{ member_name: string }>(home).member_name).toBe('Bruno Spouse');

    // The calendar shows the notice sent; the audit log has it and the access it issued.
    const list = await sendAs(
      t,
      orgs.once.adminToken,
      'GET',
      `/api/recertifications?bucket=DUE_120&as_of=${asOf}&limit=100`,
    );
    const item = json<Array<{ occupancy_id: number; notice_sent_at: string | null }>>(list).find(
      (i) => i.occupancy_id === h.occupancyId,
    );
    expect(item?.notice_sent_at).not.toBeNull();
    const audit = await t.database.query<{ entity: string; n: number }>(
      `SELECT entity, count(*)::int AS n FROM audit_log WHERE actor_username = $1
          AND (after->>'occupancy_id')::int = $2 GROUP BY entity ORDER BY entity`,
      [NOTICE_JOB, h.occupancyId],
    );
    expect(audit).toEqual([
      { entity: 'recertification_notices', n: 1 },
      { entity: 'resident_access', n: 2 },
    ]);
  });

  it('sends at 120, 90 and 60 days only: not before the window, not at 30 days, not overdue', async () => {
    const h = await dueHousehold(orgs.stages);
    for (const days of [121, 30, 1, 0, -1, -20])
      expect(await run(orgs.stages, addDays(h.due, -days)), `${days} days`).toMatchObject({
        notices: 0,
        emails: 0,
      });
    expect(await run(orgs.stages, addDays(h.due, -90))).toMatchObject({ notices: 1, emails: 2 });
    expect(await run(orgs.stages, addDays(h.due, -89))).toMatchObject({ notices: 0 });
    expect(await run(orgs.stages, addDays(h.due, -60))).toMatchObject({ notices: 1, emails: 2 });
    expect((await noticesOf(h.occupancyId)).map((n) => n.bucket)).toEqual(['DUE_90', 'DUE_60']);
  });

  it('sends nothing to a household that moved out, or whose adults have no address or were revoked', async () => {
    const ended = await dueHousehold(orgs.nobody);
    const end = await sendAs(
      t,
      orgs.nobody.adminToken,
      'POST',
      `/api/occupancies/${ended.occupancyId}/terminate`,
      {
        end_date: addDays(ended.due, -130),
      },
    );
    expect(end.statusCode, end.body).toBe(200);
    expect(await run(orgs.nobody, addDays(ended.due, -120))).toMatchObject({ notices: 0, emails: 0 });

    // Staff revoked the head's access and the spouse was never given an address: nobody to e-mail,
    // and a notice does not undo a revocation.
    const silent = await household(t, orgs.nobody);
    const sent = await sendAccess(t, orgs.nobody.adminToken, silent.occupancyId, 0, 'head@example.com');
    expect(sent.statusCode, sent.body).toBe(200);
    const revoked = await sendAs(
      t,
      orgs.nobody.adminToken,
      'POST',
      `/api/occupancies/${silent.occupancyId}/resident-access/revoke`,
      { member_index: 0 },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const [row] = await t.database.query<{ due_date: string }>(
      "SELECT to_char(due_date, 'YYYY-MM-DD') AS due_date FROM recertification_schedule WHERE occupancy_id = $1",
      [silent.occupancyId],
    );
    expect(await run(orgs.nobody, addDays(String(row?.due_date), -120))).toMatchObject({ notices: 0 });
    // Nothing recorded: the calendar does not show a notice that reached nobody.
    expect(await noticesOf(silent.occupancyId)).toEqual([]);
    expect(await noticesOf(ended.occupancyId)).toEqual([]);
  });

  it('sends one reminder 14 days after a notice to a household that has not sent its questionnaire, signed in or not', async () => {
    const idle = await dueHousehold(orgs.reminder);
    const active = await dueHousehold(orgs.reminder);
    const sent = await dueHousehold(orgs.reminder);
    const corrected = await dueHousehold(orgs.reminder);
    for (const h of [active, sent, corrected]) expect(h.due).toBe(idle.due);
    const asOf = addDays(idle.due, -120);
    expect(await run(orgs.reminder, asOf)).toMatchObject({ notices: 4 });
    const [notice] = await mailTo(active.spouse, 'RECERTIFICATION_NOTICE');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/resident/sign-in/link',
      payload: { token: tokenIn(String(notice?.body_text)) },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    await questionnaire(sent.occupancyId, sent.due, 'SUBMITTED');
    await questionnaire(corrected.occupancyId, corrected.due, 'CORRECTION_REQUESTED');
    const backdate = (days: number) =>
      t.database.query(
        `UPDATE recertification_notices SET sent_at = now() - make_interval(days => $2::int)
          WHERE occupancy_id = ANY($1::int[])`,
        [[idle, active, sent, corrected].map((h) => h.occupancyId), days],
      );

    // 13 days on: not yet.
    await backdate(13);
    expect(await run(orgs.reminder, addDays(idle.due, -107))).toMatchObject({ reminders: 0 });
    // 15 days on: the idle one, the one that only signed in and the one sent back for a correction
    // each get their one reminder; the one that sent its questionnaire none.
    await backdate(15);
    expect(await run(orgs.reminder, addDays(idle.due, -105))).toMatchObject({ reminders: 3, emails: 6 });
    const [reminder] = await mailTo(idle.headEmail, 'RECERTIFICATION_REMINDER');
    expect(reminder?.subject).toMatch(/^Recordatorio: /);
    expect(reminder?.body_text).toContain('hace dos semanas');
    // Its link is a fresh one, and it signs in.
    const [first] = await mailTo(idle.headEmail, 'RECERTIFICATION_NOTICE');
    expect(tokenIn(String(reminder?.body_text))).not.toBe(tokenIn(String(first?.body_text)));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/resident/sign-in/link',
      payload: { token: tokenIn(String(reminder?.body_text)) },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(await mailTo(active.headEmail, 'RECERTIFICATION_REMINDER')).toHaveLength(1);
    expect(await mailTo(corrected.headEmail, 'RECERTIFICATION_REMINDER')).toHaveLength(1);
    expect(await mailTo(sent.headEmail, 'RECERTIFICATION_REMINDER')).toEqual([]);
    // One reminder only.
    expect(await run(orgs.reminder, addDays(idle.due, -100))).toMatchObject({ reminders: 0, emails: 0 });
  });

  it('sends no 90- or 60-day notice once the household sent its questionnaire; a correction asked sends them again', async () => {
    const answered = await dueHousehold(orgs.answered);
    const accepted = await dueHousehold(orgs.answered);
    const corrected = await dueHousehold(orgs.answered);
    await run(orgs.answered, addDays(answered.due, -120));
    await questionnaire(answered.occupancyId, answered.due, 'SUBMITTED');
    await questionnaire(accepted.occupancyId, accepted.due, 'ACCEPTED');
    await questionnaire(corrected.occupancyId, corrected.due, 'CORRECTION_REQUESTED');
    expect(await run(orgs.answered, addDays(answered.due, -90))).toMatchObject({ notices: 1, emails: 2 });
    expect(await run(orgs.answered, addDays(answered.due, -60))).toMatchObject({ notices: 1, emails: 2 });
    expect((await noticesOf(answered.occupancyId)).map((n) => n.bucket)).toEqual(['DUE_120']);
    expect((await noticesOf(accepted.occupancyId)).map((n) => n.bucket)).toEqual(['DUE_120']);
    expect((await noticesOf(corrected.occupancyId)).map((n) => n.bucket)).toEqual([
      'DUE_120',
      'DUE_90',
      'DUE_60',
    ]);
  });

  it('runs now from the API for the caller’s organization, main accounts only', async () => {
    const res = await sendAs(t, orgs.api.adminToken, 'POST', '/api/recertifications/notice-emails');
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ as_of: string }>(res).as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the outbox after sending', () => {
  it('keeps no link or code once the mailer has sent a resident e-mail', async () => {
    const smtp = new LocalSmtp();
    await smtp.start(0);
    const mailer = new Mailer({
      database: t.database,
      smtpUrl: smtp.url,
      from: 'Lar <no-reply@lar.test>',
      pollMs: 60_000,
      retryBaseMs: 100,
      log: { warn: () => undefined, error: () => undefined },
    });
    try {
      const h = await dueHousehold(orgs.outbox);
      await run(orgs.outbox, addDays(h.due, -120));
      const [before] = await mailTo(h.spouse, 'RECERTIFICATION_NOTICE');
      const token = String(tokenIn(String(before?.body_text)));
      const code = /: ([0-9]{6})\n/.exec(String(before?.body_text))?.[1];
      expect(code).toBeDefined();
      await mailer.sendDue();
      const received = smtp.to(h.spouse).map((r) => r.mail.text ?? '');
      expect(received.some((text) => text.includes(token))).toBe(true);
      for (const kind of ['RECERTIFICATION_NOTICE', 'RESIDENT_ACCESS']) {
        const [after] = await mailTo(h.spouse, kind);
        expect(after?.body_text, kind).not.toContain(token);
        expect(after?.body_text, kind).not.toContain(`: ${code}\n`);
        expect(after?.body_text, kind).toContain('[withheld once sent]');
        expect(after?.redacted_body_text, kind).toBeNull();
      }
    } finally {
      await mailer.stop();
      await smtp.stop();
    }
  });
});
