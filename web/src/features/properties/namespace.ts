import { registerNamespace } from '../../i18n/register-namespace.ts';

export const PROPERTIES_NS = 'properties';
registerNamespace(PROPERTIES_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
