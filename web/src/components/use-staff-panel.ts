import { useTranslation } from 'react-i18next';
import { useCan } from '../lib/auth/permissions.ts';
import { useTranslator } from '../lib/use-translator.ts';
import { showApiError } from './show-api-error.ts';

/**
 * What a staff panel of a record page needs (the certification page's resident access,
 * questionnaire, documents, signatures and verification requests): its namespace's texts, whether
 * the account may change records, and the notice of a failed call, which says `failedKey` of the
 * namespace when nothing more precise is known.
 */
export function useStaffPanel(ns: string, failedKey: string) {
  const { t, i18n } = useTranslation(ns);
  const translator = useTranslator(ns);
  const canWrite = useCan('write_records');
  const onError = (error: unknown) => showApiError(error, translator, { fallbackKey: `${ns}:${failedKey}` });
  return { t, i18n, canWrite, onError };
}
