import type { ResidentHome, ResidentSignIn } from '@lar/contracts/residents';
import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, ClientErrorCode, toApiError } from '../../lib/api.ts';
import { errorKeyByStatus } from '../../lib/error-message.ts';

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

/** A response body as JSON, or nothing when it is empty or not JSON (an HTML error page). */
export function parsedJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

export interface ResidentRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The resident's bearer token; none for sign-in and for the public verification page. */
  token?: string | null;
}

/**
 * A request of the portal's features, sent apart from the staff client so it never carries the
 * staff token; the response when it succeeded, an ApiError otherwise (status 0 when unreached).
 */
export async function residentFetch(path: string, init: ResidentRequest = {}): Promise<Response> {
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
  if (!response.ok) throw toApiError(response.status, parsedJson(await response.text()));
  return response;
}

/** A JSON call of the portal's API; other portal features (the questionnaire) send theirs through it. */
export async function residentCall<T>(path: string, init: ResidentRequest = {}): Promise<T> {
  const response = await residentFetch(path, init);
  return parsedJson(await response.text()) as T;
}

/**
 * A resident page's data as it loads: `ended` when the server no longer knows the session (its
 * token is then forgotten), `failed` with the error otherwise.
 */
export type ResidentLoad<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T }
  | { kind: 'ended' }
  | { kind: 'failed'; error: unknown };

/**
 * Loads a resident page's data once with the resident's session, or goes to sign-in without one.
 * `load` must keep its identity (a module's function); the setter lets an action show new data.
 */
export function useResidentLoad<T>(
  load: () => Promise<T>,
): [ResidentLoad<T>, Dispatch<SetStateAction<ResidentLoad<T>>>] {
  const navigate = useNavigate();
  const [state, setState] = useState<ResidentLoad<T>>({ kind: 'loading' });
  useEffect(() => {
    if (!readResidentToken()) {
      navigate(RESIDENT_SIGN_IN_PATH, { replace: true });
      return;
    }
    let live = true;
    load()
      .then((data) => live && setState({ kind: 'ready', data }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) {
          clearResidentToken();
          setState({ kind: 'ended' });
        } else setState({ kind: 'failed', error });
      });
    return () => {
      live = false;
    };
  }, [navigate, load]);
  return [state, setState];
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
export const signInErrorKey = (error: unknown): string =>
  errorKeyByStatus(
    error,
    { 401: 'signIn.refused', 429: 'signIn.tooMany', 400: 'signIn.codeFormat', 0: 'signIn.network' },
    'signIn.failed',
  );
