import { registerNamespace } from '../../i18n/register-namespace.ts';

export const OCCUPANCIES_NS = 'occupancies';
registerNamespace(OCCUPANCIES_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
