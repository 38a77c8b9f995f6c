import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Mailer } from '../../src/modules/outbox/mailer.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { applicationWithNotice, freePort, LocalSmtp, outboxRows } from './smtp-fixture.ts';

/**
 * Mailers run by the test itself, on an app without SMTP_URL (so the app runs none): an SMTP
 * server that is down, one that comes back, two mailers at once, and an error that would show the
 * SMTP password.
 */
const t = useTestApp({ databasePoolSize: 5 });
const org = t.org('claims');
const smtp = new LocalSmtp();
const quiet = { warn() {}, error() {} };

const mailerFor = (smtpUrl: string) =>
  new Mailer({
    database: t.database,
    smtpUrl,
    from: 'no-reply@lar.test',
    pollMs: 60_000,
    retryBaseMs: 1,
    log: quiet,
  });

beforeAll(async () => {
  await smtp.start(await freePort());
  // Down until a test starts it again on the same port.
  await smtp.stop();
});
afterAll(() => smtp.stop());

describe('mailers run by hand', () => {
  it('leaves an e-mail unsent while the SMTP server is down, and sends it once it is back', async () => {
    const application = await applicationWithNotice(t, org, { language: 'es' });
    const mailer = mailerFor(smtp.url);
    try {
      expect(await mailer.sendDue()).toEqual({ sent: 0, failed: 1 });
      const [down] = await outboxRows(t, 'id = $1', [application.outboxId]);
      expect(down).toMatchObject({ sent_at: null, attempts: 1 });
      expect(down?.last_error).toMatch(/ECONNREFUSED/);

      // Not due again before its backoff (1 ms here, doubled per failure): wait it out.
      await new Promise((r) => setTimeout(r, 20));
      await smtp.start();
      expect(await mailer.sendDue()).toEqual({ sent: 1, failed: 0 });
      const [sent] = await outboxRows(t, 'id = $1', [application.outboxId]);
      expect(sent?.sent_at).not.toBeNull();
      expect(sent?.attempts).toBe(1);
      expect(smtp.to(application.email).map((r) => r.mail.subject)).toEqual([
        `Solicitud ${application.reference} recibida`,
      ]);
      // Sent is sent: another pass finds nothing.
      expect(await mailer.sendDue()).toEqual({ sent: 0, failed: 0 });
    } finally {
      await mailer.stop();
    }
  });

  it('two mailers at once send each e-mail once', async () => {
    const property = await createProperty(t, org.adminToken);
    const ids: number[] = [];
    for (let i = 0; i < 45; i += 1)
      ids.push((await applicationWithNotice(t, org, { propertyId: property.id })).outboxId);
    smtp.delayMs = 5;
    const before = smtp.received.length;
    const first = mailerFor(smtp.url);
    const second = mailerFor(smtp.url);
    try {
      const [a, b] = await Promise.all([first.sendDue(), second.sendDue()]);
      expect(a.sent + b.sent).toBe(45);
      expect(a.failed + b.failed).toBe(0);
    } finally {
      smtp.delayMs = 0;
      await Promise.all([first.stop(), second.stop()]);
    }
    const outboxIds = smtp.received.slice(before).map((r) => Number(r.mail.headers.get('x-lar-outbox-id')));
    expect(outboxIds.sort((x, y) => x - y)).toEqual(ids);
    const rows = await outboxRows(t, 'id = ANY($1::integer[])', [ids]);
    expect(rows.every((r) => r.sent_at !== null && r.attempts === 0)).toBe(true);
  });

  it('never keeps the SMTP password in the error it records', async () => {
    const application = await applicationWithNotice(t, org, {});
    const password = 'Sup3r-Secret-Pass';
    const guarded = new LocalSmtp();
    await guarded.start(0, {
      authOptional: false,
      authMethods: ['PLAIN', 'LOGIN'],
      allowInsecureAuth: true,
      // A server whose refusal repeats what it was given: the mailer must not write it down.
      onAuth: (auth, _session, callback) =>
        callback(new Error(`535 no account ${auth.username}/${auth.password}`)),
    });
    const mailer = mailerFor(`smtp://lar:${password}@127.0.0.1:${guarded.port}`);
    try {
      expect(await mailer.sendDue()).toEqual({ sent: 0, failed: 1 });
    } finally {
      await mailer.stop();
      await guarded.stop();
    }
    const [row] = await outboxRows(t, 'id = $1', [application.outboxId]);
    expect(row?.last_error).toContain('no account lar/***');
    expect(row?.last_error).not.toContain(password);
  });

  it('stopping finishes the e-mail in hand and gives the rest of its claim back', async () => {
    // Only this test's e-mails are due (an earlier test leaves one to retry).
    await t.database.query('UPDATE email_outbox SET attempts = 8 WHERE sent_at IS NULL');
    const property = await createProperty(t, org.adminToken);
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await applicationWithNotice(t, org, { propertyId: property.id })).outboxId);
    smtp.delayMs = 400;
    const before = smtp.received.length;
    const mailer = mailerFor(smtp.url);
    try {
      mailer.start();
      // Stopped while the first e-mail is with the SMTP server.
      await new Promise((r) => setTimeout(r, 150));
      await mailer.stop();
    } finally {
      smtp.delayMs = 0;
    }
    const sent = smtp.received.slice(before).map((r) => Number(r.mail.headers.get('x-lar-outbox-id')));
    expect(sent).toEqual([ids[0]]);
    const rows = await t.database.query<{ id: number; sent: boolean; released: boolean }>(
      `SELECT id, sent_at IS NOT NULL AS sent, next_attempt_at IS NULL AS released
         FROM email_outbox WHERE id = ANY($1::integer[]) ORDER BY id`,
      [ids],
    );
    expect(rows.map((r) => [Number(r.id), r.sent, r.released])).toEqual([
      [ids[0], true, true],
      [ids[1], false, true],
      [ids[2], false, true],
    ]);
  });
});
