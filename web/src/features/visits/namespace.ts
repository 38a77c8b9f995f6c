import { registerNamespace } from '../../i18n/register-namespace.ts';

export const VISITS_NS = 'visits';
registerNamespace(VISITS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
