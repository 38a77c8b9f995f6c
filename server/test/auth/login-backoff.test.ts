import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_FAILURES, LONGEST_WAIT_MS, waitAfter } from '../../src/modules/auth/login-throttle.ts';
import { buildTestApp, json, TEST_PASSWORD, type TestApp, type TestOrg } from '../helpers/test-app.ts';
import { eventually, LocalSmtp, outboxRows } from '../outbox/smtp-fixture.ts';

/**
 * The per-account wait (decision 055; OWASP Authentication Cheat Sheet, "Login Throttling": an
 * exponential delay rather than a lockout a stranger can set off): wrong passwords from any
 * addresses make each further check of the account wait, 1 s doubling up to 15 minutes; the owner
 * gets in at once from an address they used before, or from a new one with the link e-mailed to
 * the account (sent here through a real SMTP server), and otherwise after the wait, never an hour.
 */
const PUBLIC_URL = 'https://housing.example.org';
const smtp = new LocalSmtp();
let t: TestApp;

beforeAll(async () => {
  await smtp.start(0);
  t = await buildTestApp({
    smtpUrl: smtp.url,
    mailFrom: 'Lar <no-reply@lar.test>',
    publicUrl: PUBLIC_URL,
    mailPollMs: 100,
    // High, so only the account's wait is seen here (rate-limit.test.ts has the address limits).
    loginRateLimitPerMinute: 1000,
  });
});

afterAll(async () => {
  await t?.close();
  await smtp.stop();
});

const login = (username: string, address: string, password = 'wrong-password', unlock?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/staff/login',
    payload: { username, password, ...(unlock === undefined ? {} : { unlock }) },
    remoteAddress: address,
  });

const retryAfter = async (username: string, address: string) => {
  const res = await login(username, address);
  expect(res.statusCode, res.body).toBe(429);
  expect(json(res).code).toBe('RATE_LIMITED');
  return Number(res.headers['retry-after']);
};

/** An organization whose admin has `email` (or none), logged in once from `home`. */
async function ownerAt(label: string, email: string | null, home: string): Promise<TestOrg> {
  const org = await t.createOrg(label);
  await t.database.query('UPDATE users SET email = $1 WHERE id = $2', [email, org.adminId]);
  expect((await login(org.adminUsername, home, TEST_PASSWORD)).statusCode).toBe(200);
  return org;
}

describe('the wait after wrong passwords', () => {
  it('is none for the first ten, then 1 s doubling, and never longer than 15 minutes', () => {
    expect(FREE_FAILURES).toBe(10);
    expect([10, 11, 12, 13, 14, 15].map(waitAfter)).toEqual([0, 1000, 2000, 4000, 8000, 16000]);
    expect(waitAfter(20)).toBe(512_000);
    expect(waitAfter(21)).toBe(LONGEST_WAIT_MS);
    expect(waitAfter(1000)).toBe(15 * 60_000);
  });

  it('slows a guesser spread over many addresses, each further wrong password doubling the wait', async () => {
    const home = '10.30.9.9';
    const owner = await ownerAt('spread', 'spread.owner@example.org', home);
    for (let i = 0; i <= FREE_FAILURES; i++)
      expect((await login(owner.adminUsername, `10.30.0.${i}`)).statusCode).toBe(401);
    expect(await retryAfter(owner.adminUsername, '10.30.1.1')).toBe(1);
    // Further wrong passwords, sent from the owner's own address (which the wait lets through),
    // show the curve as a stranger at a new address meets it.
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect((await login(owner.adminUsername, home)).statusCode).toBe(401);
      seen.push(await retryAfter(owner.adminUsername, `10.30.2.${i}`));
    }
    expect(seen).toEqual([2, 4, 8, 16]);
    for (let i = 0; i < 10; i++) await login(owner.adminUsername, home);
    expect(await retryAfter(owner.adminUsername, '10.30.3.1')).toBe(LONGEST_WAIT_MS / 1000);
  });

  it('treats an unknown username like a known one: the same 401s, then the same 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= FREE_FAILURES + 1; i++)
      codes.push((await login('nobody-here', `10.31.0.${i}`)).statusCode);
    expect(codes).toEqual([...Array(FREE_FAILURES + 1).fill(401), 429]);
  });
});

describe('the owner during a guessing attack', () => {
  it('logs in from a new address with the e-mailed link at once; the link lets no wrong password in', async () => {
    const home = '10.32.9.9';
    const email = 'attacked.owner@example.org';
    const owner = await ownerAt('attacked', email, home);
    // A stranger, from many addresses, starts the account's wait...
    for (let i = 0; i <= FREE_FAILURES; i++)
      expect((await login(owner.adminUsername, `10.32.0.${i}`)).statusCode).toBe(401);
    // ...and goes on as the waits let a patient one over the next hour (sent here from the
    // owner's address, which the wait lets through, so the test need not wait).
    for (let i = 0; i < 14; i++) expect((await login(owner.adminUsername, home)).statusCode).toBe(401);
    const newAddress = '10.32.5.5';
    const waiting = await login(owner.adminUsername, newAddress, TEST_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(LONGEST_WAIT_MS / 1000);

    // One e-mail, sent when the wait began, through the SMTP server, with a full link under PUBLIC_URL.
    await eventually(() => smtp.to(email).length === 1);
    const mail = smtp.to(email)[0]?.mail;
    const text = mail?.text ?? '';
    expect(mail?.subject).toContain('sign-in attempts');
    expect(text).toContain(owner.adminUsername);
    expect(text).toContain('Se foi você');
    expect(text).toContain('Si fue usted');
    const link = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/login\\?unlock=([A-Za-z0-9_-]{43})`).exec(
      text,
    );
    expect(link, text).not.toBeNull();
    const token = link?.[1] ?? '';

    // The stranger, holding neither the link nor the password, still waits; a made-up token is no better.
    expect((await login(owner.adminUsername, '10.32.6.1', 'wrong-password', 'A'.repeat(43))).statusCode).toBe(
      429,
    );
    // The link lets its holder past the wait, not past the password.
    expect((await login(owner.adminUsername, '10.32.6.2', 'wrong-password', token)).statusCode).toBe(401);
    expect((await login(owner.adminUsername, newAddress, TEST_PASSWORD, token)).statusCode).toBe(200);
    // And that new address is now the owner's own: no link needed next time.
    expect((await login(owner.adminUsername, newAddress, TEST_PASSWORD)).statusCode).toBe(200);
    // Still one e-mail for all those wrong passwords.
    expect(smtp.to(email)).toHaveLength(1);
    expect(await outboxRows(t, 'organization_id = $1', [owner.organizationId])).toHaveLength(1);
  });

  it('logs in from a new address without the link once the short wait has passed: slowed, not locked out', async () => {
    const owner = await ownerAt('patient', null, '10.33.9.9');
    for (let i = 0; i <= FREE_FAILURES; i++)
      expect((await login(owner.adminUsername, `10.33.0.${i}`)).statusCode).toBe(401);
    expect((await login(owner.adminUsername, '10.33.5.5', TEST_PASSWORD)).statusCode).toBe(429);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await login(owner.adminUsername, '10.33.5.5', TEST_PASSWORD)).statusCode).toBe(200);
    // An account without an e-mail gets none.
    expect(await outboxRows(t, 'organization_id = $1', [owner.organizationId])).toHaveLength(0);
  });

  it('logs in at home at once however long the wait', async () => {
    const home = '10.34.9.9';
    const owner = await ownerAt('home', 'home.owner@example.org', home);
    for (let i = 0; i < FREE_FAILURES + 12; i++) await login(owner.adminUsername, home);
    expect(await retryAfter(owner.adminUsername, '10.34.0.1')).toBeGreaterThan(60);
    expect((await login(owner.adminUsername, home, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
