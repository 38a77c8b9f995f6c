import { registerNamespace } from '../../i18n/register-namespace.ts';

export const COMPLIANCE_NS = 'compliance';
registerNamespace(COMPLIANCE_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
