import { outboxItem, outboxMessage } from '@lar/contracts/outbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json } from '../helpers/test-app.ts';
import { applicationWithNotice, LocalSmtp, outboxRows } from './smtp-fixture.ts';

/**
 * Without SMTP_URL the app runs no mailer: nothing is sent and the e-mails wait in the outbox,
 * which admins read (`read_outbox`; the permission matrix test refuses the other accounts).
 */
const { t, org, other } = useTwoOrgs('outbox');
const smtp = new LocalSmtp();

beforeAll(() => smtp.start(0));
afterAll(() => smtp.stop());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });

describe('the outbox without SMTP_URL', () => {
  it('sends nothing, and lists the waiting e-mails newest first with their status', async () => {
    expect(t.app.deps.mailer).toBeUndefined();
    const first = await applicationWithNotice(t, org, { language: 'en', email: 'first@example.com' });
    const second = await applicationWithNotice(
      t,
      org,
      { language: 'pt', email: 'second@example.com' },
      'WAITLISTED',
    );
    await applicationWithNotice(t, other, { email: 'other@example.com' });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received).toEqual([]);
    expect((await outboxRows(t)).every((r) => r.sent_at === null && r.attempts === 0)).toBe(true);

    const res = await get(org.adminToken, '/api/outbox');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const items = z.array(outboxItem).parse(json(res));
    expect(items.map((i) => i.id)).toEqual([second.outboxId, first.outboxId]);
    expect(items[0]).toMatchObject({
      kind: 'WAITLISTED',
      to_address: 'second@example.com',
      language: 'pt',
      subject: `Inscrição ${second.reference}: na lista de espera`,
      reference: second.reference,
      status: 'WAITING',
      sent_at: null,
      attempts: 0,
      last_error: null,
    });
    expect(items[0]).not.toHaveProperty('body_text');
  });

  it('filters by sent or unsent, and by a piece of the address or the reference', async () => {
    const sent = await applicationWithNotice(t, org, { email: 'filter-sent@example.com' });
    const failed = await applicationWithNotice(t, org, { email: 'filter-failed@example.com' });
    await t.database.query('UPDATE email_outbox SET sent_at = now() WHERE id = $1', [sent.outboxId]);
    await t.database.query(
      "UPDATE email_outbox SET attempts = 8, last_error = '550 no such user' WHERE id = $1",
      [failed.outboxId],
    );
    const ids = async (query: string) => {
      const res = await get(org.adminToken, `/api/outbox?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return json<Array<{ id: number }>>(res).map((i) => i.id);
    };
    expect(await ids('sent=true')).toEqual([sent.outboxId]);
    expect(await ids('sent=false')).not.toContain(sent.outboxId);
    expect(await ids('sent=false')).toContain(failed.outboxId);
    expect(await ids('q=FILTER-FAILED')).toEqual([failed.outboxId]);
    expect(await ids(`q=${failed.reference.slice(-6)}`)).toEqual([failed.outboxId]);
    // A wildcard is a character like any other.
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('q=other@example.com')).toEqual([]);

    const bad = await get(org.adminToken, '/api/outbox?sent=perhaps');
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ errors: expect.anything() });
  });

  it('reads one e-mail whole, with its status', async () => {
    const failed = await applicationWithNotice(
      t,
      org,
      { language: 'es', email: 'whole@example.com' },
      'DECLINED',
      {
        declineReason: 'INCOMPLETE',
      },
    );
    await t.database.query(
      "UPDATE email_outbox SET attempts = 8, last_error = '550 no such user' WHERE id = $1",
      [failed.outboxId],
    );
    const res = await get(org.adminToken, `/api/outbox/${failed.outboxId}`);
    expect(res.statusCode, res.body).toBe(200);
    const message = outboxMessage.parse(json(res));
    expect(message).toMatchObject({
      status: 'FAILED',
      attempts: 8,
      last_error: '550 no such user',
      next_attempt_at: null,
    });
    expect(message.body_text).toContain('La solicitud o sus documentos estaban incompletos.');
    expect(message.body_text).toContain(`Su referencia: ${failed.reference}`);
  });

  it("answers 404 for another organization's e-mail and never lists it", async () => {
    const theirs = await applicationWithNotice(t, other, { email: 'theirs@example.com' });
    const res = await get(org.adminToken, `/api/outbox/${theirs.outboxId}`);
    expect(res.statusCode).toBe(404);
    const list = await get(org.adminToken, '/api/outbox?q=theirs');
    expect(json(list)).toEqual([]);
    expect((await get(other.adminToken, `/api/outbox/${theirs.outboxId}`)).statusCode).toBe(200);
    expect((await get(org.adminToken, '/api/outbox/0')).statusCode).toBe(400);
  });

  it('answers 403 to an account that is not an admin', async () => {
    const plain = await t.createPlainUser(org);
    expect((await get(plain.token, '/api/outbox')).statusCode).toBe(403);
    const sub = await t.createSubuser(org);
    expect((await get(sub.token, '/api/outbox')).statusCode).toBe(403);
  });
});
