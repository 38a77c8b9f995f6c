import { registerNamespace } from '../../i18n/register-namespace.ts';

export const MESSAGES_NS = 'messages';
registerNamespace(MESSAGES_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
