/**
 * The contacts module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */

export { ContactRepository } from './contact.repository.ts';
export { registerContactRoutes } from './contact.routes.ts';
export { ContactService } from './contact.service.ts';
export type { ContactOwner } from './contact-owner.ts';
