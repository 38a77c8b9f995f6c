/**
 * The property managers module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { managerContacts } from './manager-contacts.repository.ts';
export { managerExists, PropertyManagerRepository } from './property-manager.repository.ts';
export { default as propertyManagerRoutes } from './property-manager.routes.ts';
