/**
 * The resident questionnaire module's face: what other modules and the app may import from it.
 * Its other files are its own (the lint rule in biome.json refuses imports of them from outside).
 */
export { default as residentQuestionnaireRoutes } from './questionnaire.routes.ts';
