import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, sendAs } from '../helpers/test-app.ts';
import { household, invitationTo, residentToken, sendAccess } from './resident-fixtures.ts';

/**
 * Resident access (issue 40, decision 075): links and codes sent by staff, spent once, expiring,
 * revocable, rate-limited, audited; a resident session reaches its own household and no staff route.
 */

const t = useTestApp({ loginRateLimitPerMinute: 5 });
const org = t.org('resa');
const other = t.org('resb');

const signInLink = (token: string, address = '10.1.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/resident/sign-in/link',
    payload: { token },
    remoteAddress: address,
  });
const signInCode = (email: string, code: string, address = '10.2.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/resident/sign-in/code',
    payload: { email, code },
    remoteAddress: address,
  });
const home = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/resident/home', headers: bearer(token) });

async function auditCount(entity: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM audit_log WHERE entity = $1',
    [entity],
  );
  return Number(row?.n);
}

describe('staff send access', () => {
  it('lists the adult members of the certification in force, and only adults get access', async () => {
    const h = await household(t, org);
    const list = await sendAs(t, org.adminToken, 'GET', `/api/occupancies/${h.occupancyId}/resident-access`);
    expect(list.statusCode, list.body).toBe(200);
    const answer = json<{ certification_id: number; members: Array<{ name: string; status: string }> }>(list);
    expect(answer.certification_id).toBe(h.certificationId);
    // The child (born 2015) is left out.
    expect(answer.members.map((m) => [m.name, m.status])).toEqual([
      ['Ana Head', 'NONE'],
      ['Bruno Spouse', 'NONE'],
    ]);
    const child = await sendAccess(t, org.adminToken, h.occupancyId, 2, 'caio@example.com');
    expect(child.statusCode).toBe(400);
    expect(json(child)).toMatchObject({ errors: [expect.objectContaining({ code: 'not_adult' })] });
  });

  it('e-mails the member a link and a code in their language, audited', async () => {
    const h = await household(t, org);
    const before = await auditCount('resident_access');
    const res = await sendAccess(t, org.adminToken, h.occupancyId, 1, 'bruno@example.com', 'pt');
    expect(res.statusCode, res.body).toBe(200);
    const mail = await invitationTo(t, 'bruno@example.com');
    expect(mail.language).toBe('pt');
    expect(mail.body).toContain('Olá, Bruno Spouse');
    expect(mail.body).toContain('/resident/sign-in#token=');
    // Only hashes are stored.
    const [stored] = await t.database.query<{ link_hash: string; code_hash: string }>(
      `SELECT link_hash, code_hash FROM resident_access WHERE email = 'bruno@example.com'`,
    );
    expect(stored?.link_hash).not.toBe(mail.token);
    expect(stored?.code_hash).not.toContain(mail.code);
    expect(await auditCount('resident_access')).toBe(before + 1);
    const listed = json<{ members: Array<{ status: string }> }>(
      await sendAs(t, org.adminToken, 'GET', `/api/occupancies/${h.occupancyId}/resident-access`),
    );
    expect(listed.members[1]?.status).toBe('SENT');
  });

  it("refuses another organization's household with 404, and a sub-user with 403", async () => {
    const h = await household(t, org);
    const foreign = await sendAccess(t, other.adminToken, h.occupancyId, 0, 'x@example.com');
    expect(foreign.statusCode).toBe(404);
    const agent = await t.createSubuser(org, 'resagent');
    const refused = await sendAccess(t, agent.token, h.occupancyId, 0, 'x@example.com');
    expect(refused.statusCode).toBe(403);
  });
});

describe('signing in', () => {
  it('takes a link once: used twice, the second is refused', async () => {
    const h = await household(t, org);
    await sendAccess(t, org.adminToken, h.occupancyId, 0, 'once@example.com');
    const { token, code } = await invitationTo(t, 'once@example.com');
    const first = await signInLink(token);
    expect(first.statusCode, first.body).toBe(200);
    const second = await signInLink(token);
    expect(second.statusCode).toBe(401);
    expect(json(second)).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    // The code sent with it is spent too.
    expect((await signInCode('once@example.com', code)).statusCode).toBe(401);
    const session = json<{ token: string; language: string }>(first);
    const answer = await home(session.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(json(answer)).toMatchObject({
      member_name: 'Ana Head',
      unit_number: h.unitNumber,
      property_name: h.propertyName,
      rent: '1234.50',
      certifications: [
        expect.objectContaining({ id: h.certificationId, type: 'MOVE_IN', status: 'FINALIZED' }),
      ],
    });
    expect(json<{ next_due_date: string | null }>(answer).next_due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an expired link and an expired code', async () => {
    const h = await household(t, org);
    await sendAccess(t, org.adminToken, h.occupancyId, 0, 'late@example.com');
    const { token, code } = await invitationTo(t, 'late@example.com');
    await t.database.query(
      `UPDATE resident_access SET link_expires_at = now() - interval '1 second',
              code_expires_at = now() - interval '1 second' WHERE email = 'late@example.com'`,
    );
    expect((await signInLink(token)).statusCode).toBe(401);
    expect((await signInCode('late@example.com', code)).statusCode).toBe(401);
  });

  it('signs in by code, which gives up after 5 wrong tries', async () => {
    const h = await household(t, org);
    await sendAccess(t, org.adminToken, h.occupancyId, 0, 'code@example.com');
    const { code } = await invitationTo(t, 'code@example.com');
    const ok = await signInCode('code@example.com', code, '10.3.0.1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await home(json<{ token: string }>(ok).token)).statusCode).toBe(200);

    await sendAccess(t, org.adminToken, h.occupancyId, 0, 'tries@example.com');
    const right = (await invitationTo(t, 'tries@example.com')).code;
    const wrong = right === '000000' ? '111111' : '000000';
    // Each try from an address of its own: the code's own limit is what stops them.
    for (let i = 0; i < 5; i++)
      expect((await signInCode('tries@example.com', wrong, `10.4.0.${i + 1}`)).statusCode).toBe(401);
    expect((await signInCode('tries@example.com', right, '10.4.0.9')).statusCode).toBe(401);
  });

  it('gives a link of one household no way into another', async () => {
    const a = await household(t, org);
    const b = await household(t, other);
    const tokenA = await residentToken(t, org, a.occupancyId, 'housea@example.com');
    const tokenB = await residentToken(t, other, b.occupancyId, 'houseb@example.com');
    // One household's code does not open another's e-mail, nor another organization's.
    await sendAccess(t, other.adminToken, b.occupancyId, 1, 'codeb@example.com');
    const codeB = (await invitationTo(t, 'codeb@example.com')).code;
    expect((await signInCode('housea@example.com', codeB, '10.5.0.1')).statusCode).toBe(401);
    const homeA = json<{ unit_number: string }>(await home(tokenA));
    const homeB = json<{ unit_number: string }>(await home(tokenB));
    expect(homeA.unit_number).toBe(a.unitNumber);
    expect(homeB.unit_number).toBe(b.unitNumber);
    // Staff routes naming the other household answer the resident 403, before any lookup.
    const staffRoute = await sendAs(t, tokenA, 'GET', `/api/occupancies/${b.occupancyId}`);
    expect(staffRoute.statusCode).toBe(403);
  });

  it('ends every session of a member whose access is revoked, and refuses their link', async () => {
    const h = await household(t, org);
    const session = await residentToken(t, org, h.occupancyId, 'revoked@example.com');
    expect((await home(session)).statusCode).toBe(200);
    await sendAccess(t, org.adminToken, h.occupancyId, 0, 'revoked@example.com');
    const { token, code } = await invitationTo(t, 'revoked@example.com');
    const before = await auditCount('resident_access');
    const revoke = await sendAs(
      t,
      org.adminToken,
      'POST',
      `/api/occupancies/${h.occupancyId}/resident-access/revoke`,
      {
        member_index: 0,
      },
    );
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(json<{ members: Array<{ status: string }> }>(revoke).members[0]?.status).toBe('REVOKED');
    expect(await auditCount('resident_access')).toBeGreaterThan(before);
    expect((await home(session)).statusCode).toBe(401);
    expect((await signInLink(token)).statusCode).toBe(401);
    expect((await signInCode('revoked@example.com', code)).statusCode).toBe(401);
  });

  it('limits sign-in tries per address like staff logins (429 with Retry-After)', async () => {
    const answers: number[] = [];
    // LOGIN_RATE_LIMIT_PER_MINUTE is 5 here: an address tries 3 × 5 a minute, as at the staff login.
    for (let i = 0; i < 15; i++) answers.push((await signInLink('A'.repeat(43), '10.9.9.9')).statusCode);
    expect(answers.every((s) => s === 401)).toBe(true);
    const limited = await signInLink('A'.repeat(43), '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('audits sign-in and sign-out under the resident', async () => {
    const h = await household(t, org);
    const session = await residentToken(t, org, h.occupancyId, 'audited@example.com');
    const out = await sendAs(t, session, 'POST', '/api/resident/sign-out');
    expect(out.statusCode, out.body).toBe(200);
    expect((await home(session)).statusCode).toBe(401);
    const rows = await t.database.query<{ after: Record<string, unknown> }>(
      `SELECT after FROM audit_log WHERE actor_username = 'resident:audited@example.com' ORDER BY id`,
    );
    expect(rows.map((r) => r.after)).toEqual([{ signed_in_with: 'link' }, { signed_out: true }]);
  });
});

describe('a resident session on staff routes', () => {
  it('is refused everywhere but the portal, and a staff session is refused the portal', async () => {
    const h = await household(t, org);
    const session = await residentToken(t, org, h.occupancyId, 'nostaff@example.com');
    for (const url of [
      '/api/auth/me',
      '/api/occupancies',
      `/api/occupancies/${h.occupancyId}`,
      '/api/users',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(session) });
      expect(res.statusCode, url).toBe(403);
    }
    const staff = await home(org.adminToken);
    expect(staff.statusCode).toBe(403);
  });
});
