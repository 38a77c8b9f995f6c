import { registerNamespace } from '../../i18n/register-namespace.ts';

export const SELF_AUDIT_NS = 'selfAudit';
registerNamespace(SELF_AUDIT_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
