import { describe, expect, it } from 'vitest';
import {
  clearSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '../src/lib/session-storage.ts';
import { MemoryStorage } from './storage-stub.ts';

const user = {
  id: 1,
  username: 'admin',
  is_admin: true,
  is_subuser: false,
  role: 'admin' as const,
  admin_id: null,
  organization_id: 1,
  organization_name: 'Demo',
  must_change_password: false,
  time_zone: 'America/New_York',
};

describe('session storage', () => {
  it('keeps the user and the token in separate entries', () => {
    const store = new MemoryStorage();
    storeSession('tok', user, store);
    expect(store.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
    expect(JSON.parse(store.getItem(USER_STORAGE_KEY) ?? '')).toEqual(user);
    expect(readStoredUser(store)).toEqual(user);
    expect(readStoredToken(store)).toBe('tok');
  });

  it('unwraps a user stored as { user: {...} }', () => {
    const store = new MemoryStorage();
    store.setItem(USER_STORAGE_KEY, JSON.stringify({ user }));
    expect(readStoredUser(store)).toEqual(user);
  });

  it('treats corrupt entries as no session', () => {
    const store = new MemoryStorage();
    store.setItem(USER_STORAGE_KEY, '{not json');
    expect(readStoredUser(store)).toBeNull();
    store.setItem(USER_STORAGE_KEY, JSON.stringify({ name: 'x' }));
    expect(readStoredUser(store)).toBeNull();
  });

  it('logout removes both entries, the token included', () => {
    const store = new MemoryStorage();
    storeSession('tok', user, store);
    clearSession(store);
    expect(store.keys()).toEqual([]);
  });
});
