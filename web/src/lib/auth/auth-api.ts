import type { LoginBody, LoginSuccess, SessionUser } from '@lar/contracts/auth';
import { ApiError, apiRequest } from '../api.ts';

export const MAIN_LOGIN_PATH = '/api/auth/login';
export const SUBUSER_LOGIN_PATH = '/api/auth/subuser/login';

/**
 * Logs in as a main account, then, when those credentials are refused (401), as a sub-user: one
 * form serves both kinds of account. Any other failure (rate limit, server down) stops there.
 */
export async function loginWithFallback(credentials: LoginBody): Promise<LoginSuccess> {
  try {
    return await apiRequest<LoginSuccess>(MAIN_LOGIN_PATH, {
      method: 'POST',
      body: credentials,
      auth: false,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
  }
  return apiRequest<LoginSuccess>(SUBUSER_LOGIN_PATH, { method: 'POST', body: credentials, auth: false });
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
