import { registerNamespace } from '../../i18n/register-namespace.ts';

/** The listing search's, a listing page's and the visit request's texts, loaded with those pages only. */
export const PUBLIC_LISTINGS_NS = 'publicListings';
registerNamespace(PUBLIC_LISTINGS_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
