import type { LoginBody, SessionUser } from '@lar/contracts/auth';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError, setSessionExpiredListener } from '../api.ts';
import { setOrganizationTimeZone } from '../organization-clock.ts';
import {
  clearSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  storeUser,
} from '../session-storage.ts';
import { fetchCurrentUser, login as requestLogin, revokeAllSessions, revokeSession } from './auth-api.ts';
import { AuthContext, type AuthContextValue, type AuthStatus, type SessionEnd } from './auth-context.ts';

interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  sessionEnd: SessionEnd;
}

function initialState(): AuthState {
  const hasToken = readStoredToken() !== null;
  return {
    status: hasToken ? 'restoring' : 'anonymous',
    user: hasToken ? readStoredUser() : null,
    sessionEnd: null,
  };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(initialState);
  // Set before the children render, so their first dates are already on the organization's clock.
  setOrganizationTimeZone(state.user?.time_zone);

  const expire = useCallback(() => {
    clearSession();
    setState({ status: 'anonymous', user: null, sessionEnd: 'expired' });
  }, []);

  useEffect(() => {
    setSessionExpiredListener(expire);
    return () => setSessionExpiredListener(null);
  }, [expire]);

  // A stored token is only trusted once the server confirms it.
  useEffect(() => {
    if (readStoredToken() === null) return;
    let cancelled = false;
    fetchCurrentUser().then(
      (user) => {
        if (cancelled) return;
        storeUser(user);
        setState({ status: 'authenticated', user, sessionEnd: null });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) {
          expire();
          return;
        }
        // Server unreachable or failing: keep the stored user; the next call that gets a 401 ends it.
        const user = readStoredUser();
        setState(
          user
            ? { status: 'authenticated', user, sessionEnd: null }
            : { status: 'anonymous', user: null, sessionEnd: null },
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [expire]);

  const login = useCallback(async (credentials: LoginBody) => {
    const { token, user } = await requestLogin(credentials);
    storeSession(token, user);
    setState({ status: 'authenticated', user, sessionEnd: null });
    return user;
  }, []);

  const logout = useCallback(async () => {
    try {
      await revokeSession();
    } catch {
      // The local session ends even when the server cannot be told; the token expires on its own.
    }
    clearSession();
    setState({ status: 'anonymous', user: null, sessionEnd: 'logout' });
  }, []);

  const passwordChanged = useCallback(() => {
    setState((current) => {
      if (!current.user?.must_change_password) return current;
      const user = { ...current.user, must_change_password: false };
      storeUser(user);
      return { ...current, user };
    });
  }, []);

  const logoutEverywhere = useCallback(async () => {
    // Unlike logout, a failure is the user's to see: the other sessions would still be alive.
    await revokeAllSessions();
    clearSession();
    setState({ status: 'anonymous', user: null, sessionEnd: 'logout' });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, passwordChanged, logoutEverywhere }),
    [state, login, logout, passwordChanged, logoutEverywhere],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
