/**
 * The outbox module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { queueApplicationNotice } from './application-notices.ts';
export { Mailer, type MailNudge } from './mailer.ts';
export type { NoticeSettings } from './notice-contact.ts';
export { default as outboxRoutes } from './outbox.routes.ts';
export { type EmailAddressee, queueEmail } from './queue-email.ts';
export { queueVisitNotice } from './visit-notices.ts';
