import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginErrorKey } from '../src/features/auth/login-error.ts';
import { redirectTarget } from '../src/features/auth/redirect-target.ts';
import { ApiError } from '../src/lib/api.ts';
import { login, STAFF_LOGIN_PATH } from '../src/lib/auth/auth-api.ts';
import { HOME_AFTER_LOGIN } from '../src/lib/home-after-login.ts';
import { MemoryStorage } from './storage-stub.ts';

const fetchMock = vi.fn<typeof fetch>();
const user = {
  id: 5,
  username: 'maria',
  is_admin: false,
  is_subuser: true,
  admin_id: 1,
  organization_id: 1,
  organization_name: 'Demo',
  must_change_password: false,
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const calledPaths = () => fetchMock.mock.calls.map((call) => String(call[0]));

describe('login', () => {
  it('logs a main account or a sub-user in with one call to the one login route', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { success: true, token: 't1', user: { ...user, is_subuser: false } }))
      .mockResolvedValueOnce(json(200, { success: true, token: 't2', user }));
    expect((await login({ username: 'ana', password: 'secret-pass' })).token).toBe('t1');
    expect((await login({ username: 'maria', password: 'secret-pass' })).user.is_subuser).toBe(true);
    expect(calledPaths()).toEqual([STAFF_LOGIN_PATH, STAFF_LOGIN_PATH]);
  });

  it('fails with 401 for refused credentials, and says so', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { code: 'INVALID_CREDENTIALS', detail: 'Invalid credentials' }),
    );
    const error = (await login({ username: 'x', password: 'y' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(loginErrorKey(error)).toBe('login.invalidCredentials');
  });

  it('tells a deactivated account to ask its administrator', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { code: 'ACCOUNT_DEACTIVATED', detail: 'deactivated' }));
    const error = await login({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(loginErrorKey(error)).toBe('login.accountDeactivated');
  });

  it('says to wait at a rate limit', async () => {
    fetchMock.mockResolvedValue(json(429, { code: 'RATE_LIMITED', detail: 'Too many' }));
    const error = await login({ username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(loginErrorKey(error)).toBe('errors.RATE_LIMITED');
  });
});

describe('loginErrorKey', () => {
  it('maps server faults and unknown errors to the login error text', () => {
    expect(loginErrorKey(new ApiError(500, 'INTERNAL'))).toBe('login.loginError');
    expect(loginErrorKey(new Error('boom'))).toBe('login.loginError');
    expect(loginErrorKey(new ApiError(0, 'NETWORK'))).toBe('errors.NETWORK');
  });
});

describe('redirectTarget', () => {
  it('returns to the page that was asked for', () => {
    expect(redirectTarget({ from: '/subusers?page=2' })).toBe('/subusers?page=2');
  });

  it('defaults to the dashboard', () => {
    expect(HOME_AFTER_LOGIN).toBe('/dashboard');
    expect(redirectTarget(null)).toBe(HOME_AFTER_LOGIN);
    expect(redirectTarget({})).toBe(HOME_AFTER_LOGIN);
  });

  it('never leaves the site nor loops back to the login page', () => {
    expect(redirectTarget({ from: 'https://evil.example/' })).toBe(HOME_AFTER_LOGIN);
    expect(redirectTarget({ from: '//evil.example/' })).toBe(HOME_AFTER_LOGIN);
    expect(redirectTarget({ from: '/login' })).toBe(HOME_AFTER_LOGIN);
    expect(redirectTarget({ from: 42 })).toBe(HOME_AFTER_LOGIN);
  });
});
