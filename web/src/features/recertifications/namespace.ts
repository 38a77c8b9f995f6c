import { registerNamespace } from '../../i18n/register-namespace.ts';

export const RECERTIFICATIONS_NS = 'recertifications';
registerNamespace(RECERTIFICATIONS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
