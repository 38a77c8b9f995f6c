import { registerNamespace } from '../../i18n/register-namespace.ts';

export const ALLOCATION_NS = 'allocation';
registerNamespace(ALLOCATION_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
