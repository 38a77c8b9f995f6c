import { registerNamespace } from '../../i18n/register-namespace.ts';

export const OUTBOX_NS = 'outbox';
registerNamespace(OUTBOX_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
