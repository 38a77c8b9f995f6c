import { registerNamespace } from '../../i18n/register-namespace.ts';

export const UNITS_NS = 'units';
registerNamespace(UNITS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
