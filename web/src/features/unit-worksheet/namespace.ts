import { registerNamespace } from '../../i18n/register-namespace.ts';

export const UNIT_WORKSHEET_NS = 'unitWorksheet';
registerNamespace(UNIT_WORKSHEET_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
