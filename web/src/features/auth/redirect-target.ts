import { HOME_AFTER_LOGIN } from '../../lib/home-after-login.ts';

/**
 * Where to go after logging in: the page the visitor was sent away from, when it is a path of
 * this site (never another origin), else the default staff page.
 */
export function redirectTarget(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  const isLocalPath = from?.startsWith('/') && !from.startsWith('//');
  if (!from || !isLocalPath || from.startsWith('/login')) {
    return HOME_AFTER_LOGIN;
  }
  return from;
}
