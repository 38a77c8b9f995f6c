import { LANGUAGE_COOKIE } from '@lar/contracts/languages';
import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { COUNT_INTERPOLATION, countFormatter } from './count-format.ts';
import { FALLBACK_LANGUAGE, INTL_LOCALES, LANGUAGE_STORAGE_KEY, LANGUAGES, toLanguage } from './languages.ts';
import { loadNamespace, registerNamespace } from './register-namespace.ts';

/** Shell, public site and error texts: the default namespace. */
export const COMMON_NAMESPACE = 'common';
registerNamespace(COMMON_NAMESPACE, import.meta.glob('./locales/*.json', { import: 'default' }));

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    loadNamespace(language, namespace).then(
      (resource) => callback(null, resource),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function followLanguage(language: string): void {
  document.documentElement.lang = INTL_LOCALES[toLanguage(language)];
}
i18n.on('languageChanged', followLanguage);

/** Resolves once the common texts of the detected language are loaded. */
export const i18nReady = i18n
  .use(lazyBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .use(countFormatter)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    load: 'languageOnly',
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    fallbackNS: COMMON_NAMESPACE,
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Also a cookie, which the server reads to send the public pages already in this language
      // (decision 097); read back by the server only, the app keeps reading local storage.
      caches: ['localStorage', 'cookie'],
      lookupCookie: LANGUAGE_COOKIE,
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' },
      convertDetectedLanguage: (tag: string) => toLanguage(tag),
    },
    interpolation: { ...COUNT_INTERPOLATION },
    returnEmptyString: false,
  });

export { i18n };
