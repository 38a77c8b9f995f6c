import type { LoginBody, LoginSuccess, SessionUser } from '@lar/contracts/auth';
import { apiRequest } from '../api.ts';

/** One login for both kinds of account: the server finds the account by its username. */
export const STAFF_LOGIN_PATH = '/api/auth/staff/login';

/**
 * Logs in a main account or a sub-user with one request. (Trying the main-account login first
 * and the sub-user's after its refusal cost every sub-user a 401 in the console.)
 */
export function login(credentials: LoginBody): Promise<LoginSuccess> {
  return apiRequest<LoginSuccess>(STAFF_LOGIN_PATH, { method: 'POST', body: credentials, auth: false });
}

export async function fetchCurrentUser(): Promise<SessionUser> {
  const body = await apiRequest<{ user: SessionUser }>('/api/auth/me');
  return body.user;
}

export async function revokeSession(): Promise<void> {
  await apiRequest('/api/auth/logout', { method: 'POST' });
}

/** Ends every session of the signed-in account on the server, this one included. */
export async function revokeAllSessions(): Promise<void> {
  await apiRequest('/api/auth/logout-all', { method: 'POST' });
}
