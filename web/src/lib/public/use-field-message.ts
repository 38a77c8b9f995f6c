import { useTranslation } from 'react-i18next';

/**
 * A field's error as a public form shows it: its key translated (the form's namespace first, then
 * common), or the text as it came when it is not a key (a server's own message).
 */
export function useFieldMessage(namespace: string) {
  const { t, i18n } = useTranslation(namespace);
  const ns = [namespace, 'common'];
  return (key: string | undefined) =>
    key === undefined ? undefined : i18n.exists(key, { ns }) ? t(key, { ns }) : key;
}
