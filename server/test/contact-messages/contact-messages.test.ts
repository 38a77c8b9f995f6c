import { describe, expect, it } from 'vitest';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, tableSnapshot, withTestApp } from '../helpers/test-app.ts';

const { t, org: first, other: second } = useTwoOrgs('site', 'other');

const send = (payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact-messages', payload, remoteAddress });

describe('POST /api/contact-messages', () => {
  it('stores a message without a session, shaping the phone to digits', async () => {
    const res = await send({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '(617) 555-0100',
      message: 'Olá!',
    });
    expect(res.statusCode).toBe(201);
    expect(json(res).success).toBe(true);
    const [row] = await t.database.query<{ phone: string; organization_id: number }>(
      'SELECT phone, organization_id FROM contact_messages ORDER BY id DESC LIMIT 1',
    );
    expect(row).toEqual({ phone: '6175550100', organization_id: first.organizationId });
  });

  it('validates name, e-mail, message and phone and stores nothing on failure', async () => {
    const before = await tableSnapshot(t.database);
    const res = await send({ name: '', email: 'bad', phone: '123', message: '' });
    expect(res.statusCode).toBe(400);
    const fields = new Set((json(res).errors as Array<{ field: string }>).map((e) => e.field));
    expect([...fields].sort()).toEqual(['email', 'message', 'name', 'phone']);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('is rate limited per address', async () => {
    await withTestApp({ contactRateLimitPerMinute: 2 }, async (limited) => {
      await limited.createOrg('limited');
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/contact-messages',
          payload: { name: 'A', email: 'a@example.com', message: 'hi' },
          remoteAddress: '10.9.9.9',
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(201);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(json(third).code).toBe('RATE_LIMITED');
    });
  });
});

describe('GET /api/contact-messages', () => {
  it("shows admins their organization's messages, newest first, and nobody else's", async () => {
    await send({ name: 'Older', email: 'o@example.com', message: 'first' });
    await send({ name: 'Newer', email: 'n@example.com', message: 'second' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: bearer(first.adminToken),
    });
    expect(res.statusCode).toBe(200);
    const names = json<Array<{ name: string }>>(res).map((m) => m.name);
    expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));
    expect(Number(res.headers['x-total-count'])).toBe(names.length);

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: bearer(second.adminToken),
    });
    expect(json<unknown[]>(other)).toEqual([]);
  });

  it('is admin only', async () => {
    const sub = await t.createSubuser(first);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact-messages',
      headers: bearer(sub.token),
    });
    expect(res.statusCode).toBe(403);
  });
});
