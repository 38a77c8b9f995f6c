/**
 * The tenant-data module's face: HUD's LIHTC tenant data file (form HUD-52697, decision 071), its
 * checks and its comparison with the year before.
 */
export { default as tenantDataRoutes } from './tenant-data.routes.ts';
