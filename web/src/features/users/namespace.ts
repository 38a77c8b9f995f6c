import { registerNamespace } from '../../i18n/register-namespace.ts';

export const USERS_NS = 'users';
registerNamespace(USERS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
