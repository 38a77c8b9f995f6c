/**
 * The allocation module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { default as allocationRoutes } from './allocation.routes.ts';
export { purgeApplications } from './application-purge.repository.ts';
export { verifyLotteryFile } from './lottery-verify-file.ts';
