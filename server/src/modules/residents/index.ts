/**
 * The residents module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */

export type { AccessFor } from './resident.repository.ts';
export { default as residentRoutes } from './resident.routes.ts';
export { issueAccess, type NoticeRecipient, noticeRecipients } from './resident-access.ts';
// The whole of resident-email.ts: other modules write their own e-mails to households with it
// (correction requests, third-party verifications, recertification notices), secrets included.
export * from './resident-email.ts';
export { residentLink } from './resident-invitation.ts';
export { residentOfToken } from './resident-sessions.ts';
