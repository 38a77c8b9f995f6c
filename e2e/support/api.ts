import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { ADMIN, STORAGE } from './env.ts';

/** A signed-in account as the API returns it. */
export interface Session {
  token: string;
  user: Record<string, unknown> & { username: string };
}

export interface SeededSubuser {
  id: number;
  username: string;
  email: string;
  password: string;
}

/** A name no other test (or earlier run) uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
}

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
  kind: 'main' | 'subuser' = 'main',
): Promise<Session> {
  const path = kind === 'main' ? '/api/auth/login' : '/api/auth/subuser/login';
  const response = await request.post(path, { data: { username, password } });
  expect(response.status(), `login of ${username}`).toBe(200);
  const body = (await response.json()) as Session;
  return { token: body.token, user: body.user };
}

export function adminLogin(request: APIRequestContext): Promise<Session> {
  return apiLogin(request, ADMIN.username, ADMIN.password);
}

export function authHeaders(session: Session): Record<string, string> {
  return { Authorization: `Bearer ${session.token}` };
}

/** Registers a sub-user of the admin through the API. */
export async function createSubuser(
  request: APIRequestContext,
  admin: Session,
  prefix = 'e2e-sub',
): Promise<SeededSubuser> {
  const username = uniqueName(prefix);
  const seeded = {
    username,
    email: `${username}@example.com`,
    password: `Pw-${randomBytes(6).toString('hex')}`,
  };
  const response = await request.post('/api/subuser/register', {
    headers: authHeaders(admin),
    data: seeded,
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, ...seeded };
}

/**
 * Opens the app already signed in, the way a returning user arrives: the session entries are in
 * local storage before the first page load. (Logging in through the form has its own tests.)
 */
export async function openSignedIn(page: Page, session: Session, path: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(
    ([keys, token, user]) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, user);
    },
    [STORAGE, session.token, JSON.stringify(session.user)] as const,
  );
  await page.goto(path);
}
