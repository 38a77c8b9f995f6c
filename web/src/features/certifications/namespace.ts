import { registerNamespace } from '../../i18n/register-namespace.ts';

export const CERTIFICATIONS_NS = 'certifications';
registerNamespace(CERTIFICATIONS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
