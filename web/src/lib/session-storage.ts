import type { SessionUser } from '@lar/contracts/auth';

/** Local storage entries of a session: the user (for display) and, separately, the bearer token. */
export const USER_STORAGE_KEY = 'lar.user';
export const TOKEN_STORAGE_KEY = 'lar.token';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the session then lives in memory only.
    return null;
  }
}

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return typeof user.username === 'string' && typeof user.id === 'number';
}

/** Reads the stored user; an entry wrapped as `{ user: {...} }` (older clients) is unwrapped. */
export function readStoredUser(store: KeyValueStore | null = browserStore()): SessionUser | null {
  const raw = store?.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isSessionUser(parsed)) return parsed;
    if (typeof parsed === 'object' && parsed !== null && 'user' in parsed && isSessionUser(parsed.user)) {
      return parsed.user;
    }
  } catch {
    // A corrupt entry is treated as no session.
  }
  return null;
}

export function readStoredToken(store: KeyValueStore | null = browserStore()): string | null {
  return store?.getItem(TOKEN_STORAGE_KEY) || null;
}

export function storeSession(token: string, user: SessionUser, store = browserStore()): void {
  store?.setItem(TOKEN_STORAGE_KEY, token);
  store?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

export function storeUser(user: SessionUser, store = browserStore()): void {
  store?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
}

/** Removes both entries: a token left behind after logout would be a live credential. */
export function clearSession(store = browserStore()): void {
  store?.removeItem(TOKEN_STORAGE_KEY);
  store?.removeItem(USER_STORAGE_KEY);
}
