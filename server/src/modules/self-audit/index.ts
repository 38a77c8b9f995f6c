/**
 * The self-audit module's face: a property's findings by IRS Form 8823 line (decision 067), built
 * on the compliance module's tests and the recertification calendar.
 */
export { default as selfAuditRoutes } from './self-audit.routes.ts';
