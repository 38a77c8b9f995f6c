/**
 * The dashboard module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { default as dashboardRoutes } from './dashboard.routes.ts';
export { FiguresCache } from './figures-cache.ts';
export { FiguresWarmup } from './figures-warmup.ts';
