/**
 * The applications module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { applicationRoutes } from './application.routes.ts';
// The document handling the resident portal's documents share (decision 077): recognised by their
// first bytes, named safely, sent as attachments.
export { documentDownload, sendDocument } from './application-documents.ts';
export { documentContentType, documentFileName } from './document-content.ts';
export { default as publicApplicationRoutes } from './public-application.routes.ts';
