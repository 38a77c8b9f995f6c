/**
 * The e-signatures module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { esignatureRoutes } from './esignature.routes.ts';
export { ESignatureService } from './esignature.service.ts';
