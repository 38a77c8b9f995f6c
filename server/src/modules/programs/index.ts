/**
 * The programs module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { AmiLevelRepository } from './ami-level.repository.ts';
export { ProgramRepository } from './program.repository.ts';
export { default as programRoutes } from './program.routes.ts';
export { default as publishedLimitsImportRoutes } from './published-limits-import.routes.ts';
