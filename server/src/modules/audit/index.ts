/**
 * The audit module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */

export {
  recordAudit,
  recordAuditBy,
  recordCreate,
  recordSettingChange,
  recordUpdate,
} from './audit.repository.ts';
export { default as auditRoutes } from './audit.routes.ts';
