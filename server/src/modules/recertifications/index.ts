/**
 * The recertifications module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { type DueRange, dueRange } from './buckets.ts';
export { sendNoticeEmails } from './notice-emails.ts';
export { NoticeSchedule } from './notice-schedule.ts';
export { default as recertificationRoutes } from './recertification.routes.ts';
export { overdueHouseholds } from './recertification.service.ts';
