import { registerNamespace } from '../../i18n/register-namespace.ts';

export const PROPERTY_COMPLIANCE_NS = 'propertyCompliance';
registerNamespace(PROPERTY_COMPLIANCE_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
