import { registerNamespace } from '../../i18n/register-namespace.ts';

export const APPLICATIONS_NS = 'applications';
registerNamespace(APPLICATIONS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
