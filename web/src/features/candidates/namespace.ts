import { registerNamespace } from '../../i18n/register-namespace.ts';

export const CANDIDATES_NS = 'candidates';
registerNamespace(CANDIDATES_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
