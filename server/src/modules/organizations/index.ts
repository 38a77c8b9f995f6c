/**
 * The organizations module's face: what other modules and the app (app.ts, cli, demo, plugins) may
 * import from it. Its other files are its own (the lint rule in biome.json refuses imports of them
 * from outside the module).
 */
export { createMainAccount, createOrganization } from './organization.service.ts';
export { type FirstOrganization, newSiteOrganizationCache, siteOrganizationId } from './site-organization.ts';
