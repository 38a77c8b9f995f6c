import { registerNamespace } from '../../i18n/register-namespace.ts';

export const TENANT_DATA_NS = 'tenantData';
registerNamespace(TENANT_DATA_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
