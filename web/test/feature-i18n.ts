import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n as I18n } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';

const FEATURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/features');

/** A feature's texts in one language, as its `locales/<language>.json` holds them. */
export function featureTexts(feature: string, language: string): Record<string, unknown> {
  const file = path.join(FEATURES, feature, 'locales', `${language}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** An i18next instance in `language` holding one feature's texts under its namespace, for rendering. */
export async function featureI18n(feature: string, namespace: string, language: string): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { [namespace]: featureTexts(feature, language) } },
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/** A page rendered with its texts in `i18n`'s language. */
export const renderWith = (i18n: I18n, element: ReactElement) =>
  renderToString(createElement(I18nextProvider, { i18n }, element));

/** The rendered page as text, its entities read back. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
