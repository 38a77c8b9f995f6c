import { registerNamespace } from '../../i18n/register-namespace.ts';

export const PROGRAMS_NS = 'programs';
registerNamespace(PROGRAMS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
