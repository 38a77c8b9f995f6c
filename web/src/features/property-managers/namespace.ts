import { registerNamespace } from '../../i18n/register-namespace.ts';

export const PROPERTY_MANAGERS_NS = 'propertyManagers';
registerNamespace(PROPERTY_MANAGERS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
