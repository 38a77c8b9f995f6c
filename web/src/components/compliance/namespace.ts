import { registerNamespace } from '../../i18n/register-namespace.ts';

/** The compliance status texts, shared by the compliance report and the occupancies list. */
export const COMPLIANCE_STATUS_NS = 'compliance-status';
registerNamespace(COMPLIANCE_STATUS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
