/**
 * The auth module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */

export { AccountRepository } from './account.repository.ts';
export { createAccount, revokeAccountSessions } from './account-writes.repository.ts';
export { default as authRoutes } from './auth.routes.ts';
export { hashToken, newToken, SessionRepository, type SessionRow } from './session.repository.ts';
export { SessionCache } from './session-cache.ts';
export { followSessionChanges } from './session-changes.ts';
