import { registerNamespace } from '../../i18n/register-namespace.ts';

export const DASHBOARD_NS = 'dashboard';
registerNamespace(DASHBOARD_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
