import { registerNamespace } from '../../i18n/register-namespace.ts';

export const RESIDENT_DOCUMENTS_NS = 'residentDocuments';
registerNamespace(RESIDENT_DOCUMENTS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
