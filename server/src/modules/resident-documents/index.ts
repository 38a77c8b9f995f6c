/**
 * The resident documents module's face: what other modules and the app (app.ts, cli, demo, plugins)
 * may import from it. Its other files are its own (the lint rule in biome.json refuses imports of
 * them from outside the module).
 */

export { assignToSubmission, type DocumentTarget } from './resident-document.repository.ts';
export { default as residentDocumentRoutes } from './resident-document.routes.ts';
export { checkVerificationAges } from './verification-age.ts';
