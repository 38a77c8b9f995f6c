import { registerNamespace } from '../../i18n/register-namespace.ts';

export const ACCOUNT_NS = 'account';
registerNamespace(ACCOUNT_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
