import { registerNamespace } from '../../i18n/register-namespace.ts';

export const HISTORY_NS = 'history';
registerNamespace(HISTORY_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
