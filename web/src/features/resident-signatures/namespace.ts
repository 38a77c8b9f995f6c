import { registerNamespace } from '../../i18n/register-namespace.ts';

export const SIGNATURES_NS = 'residentSignatures';
registerNamespace(SIGNATURES_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
