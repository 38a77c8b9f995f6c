import { registerNamespace } from '../../i18n/register-namespace.ts';

export const QUESTIONNAIRE_NS = 'residentQuestionnaire';
registerNamespace(QUESTIONNAIRE_NS, import.meta.glob('./locales/*.json', { import: 'default' }));
