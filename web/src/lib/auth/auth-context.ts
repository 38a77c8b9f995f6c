import type { LoginBody, SessionUser } from '@lar/contracts/auth';
import { createContext, useContext } from 'react';

/** `restoring`: a stored token is being checked with the server; the outcome is not known yet. */
export type AuthStatus = 'restoring' | 'authenticated' | 'anonymous';

/** Why the last session ended: the user's choice, or the server no longer accepting the token. */
export type SessionEnd = 'logout' | 'expired' | null;

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  sessionEnd: SessionEnd;
  login(credentials: LoginBody): Promise<SessionUser>;
  logout(): Promise<void>;
  /** The signed-in account changed its password: a change an admin's reset asked for is done. */
  passwordChanged(): void;
  /** Ends every session of the account on the server, then this one; rejects if the server refused. */
  logoutEverywhere(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
