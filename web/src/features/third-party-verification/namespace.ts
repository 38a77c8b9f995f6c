import { registerNamespace } from '../../i18n/register-namespace.ts';

export const VERIFICATION_NS = 'verification';
registerNamespace(VERIFICATION_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
