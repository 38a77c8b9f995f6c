import type { ResidentHome, ResidentSignIn } from '@lar/contracts/residents';
import { ApiError, ClientErrorCode, toApiError } from '../../lib/api.ts';

/**
 * The resident portal's calls (decision 075). A resident's token is kept under a key of its own,
 * never the staff token's, so no staff call ever carries it and signing in as a resident leaves a
 * staff session on the same browser alone.
 */
export const RESIDENT_TOKEN_KEY = 'lar.resident.token';
export const RESIDENT_HOME_PATH = '/resident';
export const RESIDENT_SIGN_IN_PATH = '/resident/sign-in';

function store(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const readResidentToken = (): string | null => store()?.getItem(RESIDENT_TOKEN_KEY) || null;
export const storeResidentToken = (token: string): void => store()?.setItem(RESIDENT_TOKEN_KEY, token);
export const clearResidentToken = (): void => store()?.removeItem(RESIDENT_TOKEN_KEY);

/** A call of the portal's API; other portal features (the questionnaire) send theirs through it. */
export async function residentCall<T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown; token?: string | null },
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(0, ClientErrorCode.NETWORK);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** The token of the link's address: `#token=...` (kept out of server logs). */
export function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export async function signInWithLink(token: string): Promise<ResidentSignIn> {
  const answer = await residentCall<ResidentSignIn>('/api/resident/sign-in/link', {
    method: 'POST',
    body: { token },
  });
  storeResidentToken(answer.token);
  return answer;
}

export async function signInWithCode(email: string, code: string): Promise<ResidentSignIn> {
  const answer = await residentCall<ResidentSignIn>('/api/resident/sign-in/code', {
    method: 'POST',
    body: { email, code },
  });
  storeResidentToken(answer.token);
  return answer;
}

export function fetchResidentHome(): Promise<ResidentHome> {
  return residentCall<ResidentHome>('/api/resident/home', { token: readResidentToken() });
}

export async function signOutResident(): Promise<void> {
  const token = readResidentToken();
  clearResidentToken();
  if (token) await residentCall('/api/resident/sign-out', { method: 'POST', token }).catch(() => undefined);
}

/** The text key of a failed sign-in: refused, too many tries, or the connection. */
export function signInErrorKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'signIn.refused';
    if (error.status === 429) return 'signIn.tooMany';
    if (error.status === 400) return 'signIn.codeFormat';
    if (error.status === 0) return 'signIn.network';
  }
  return 'signIn.failed';
}
