import { registerNamespace } from '../../i18n/register-namespace.ts';

/** The contacts of management companies and of properties share their texts. */
export const CONTACTS_NS = 'contacts';
registerNamespace(CONTACTS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
