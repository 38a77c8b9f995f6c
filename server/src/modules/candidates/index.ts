/**
 * The candidates module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { CandidateRepository } from './candidate.repository.ts';
export { default as candidateRoutes } from './candidate.routes.ts';
