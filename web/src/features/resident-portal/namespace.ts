import { registerNamespace } from '../../i18n/register-namespace.ts';

export const RESIDENT_NS = 'resident';
registerNamespace(RESIDENT_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
