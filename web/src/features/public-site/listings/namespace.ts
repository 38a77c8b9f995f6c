import { registerNamespace } from '../../../i18n/register-namespace.ts';

/** The apartment search's, a listing's and the visit request's texts, loaded with those pages only. */
export const APARTMENTS_NS = 'apartments';
registerNamespace(APARTMENTS_NS, import.meta.glob('../locales/*.json', { import: 'default' }));
