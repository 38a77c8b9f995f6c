import { registerNamespace } from '../../i18n/register-namespace.ts';

/** Applying online: the application form, its success page, the status check and the waitlists. */
export const APPLYING_NS = 'applying';
registerNamespace(APPLYING_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
