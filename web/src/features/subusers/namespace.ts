import { registerNamespace } from '../../i18n/register-namespace.ts';

export const SUBUSERS_NS = 'subusers';
registerNamespace(SUBUSERS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
