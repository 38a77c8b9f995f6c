import { registerNamespace } from '../../i18n/register-namespace.ts';

/** The labels of the household data for reporting (decision 066), shared by the staff screens. */
export const REPORTING_DATA_NS = 'reporting-data';
registerNamespace(REPORTING_DATA_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
