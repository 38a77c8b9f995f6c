import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translator } from './error-message.ts';

/** The current i18next instance as the narrow `Translator` the error and validation helpers take. */
export function useTranslator(namespace?: string): Translator {
  const { t, i18n } = useTranslation(namespace);
  return useMemo<Translator>(
    () => ({
      t: (key, options) => t(key, options),
      exists: (key) => i18n.exists(key, namespace ? { ns: [namespace, 'common'] } : undefined),
    }),
    [t, i18n, namespace],
  );
}
