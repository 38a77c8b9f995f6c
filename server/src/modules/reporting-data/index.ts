/**
 * The reporting-data module's face: what other modules and the app may import from it. Its other
 * files are its own.
 */

export { default as reportingDataRoutes } from './reporting-data.routes.ts';
export { ReportingDataService } from './reporting-data.service.ts';
