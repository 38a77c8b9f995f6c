import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { ORGANIZATION_TIME_ZONE, STORAGE } from './env.ts';

/** Management companies and properties in the browser, in any of the app's languages. */

export type Language = 'en' | 'pt' | 'es';
type Tree = { [key: string]: Tree | string };

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src');

function load(relative: string, language: Language): Tree {
  return JSON.parse(readFileSync(path.join(web, relative, `${language}.json`), 'utf8')) as Tree;
}

/** `t('form.created', { name })` over one translation file, as i18next renders it. */
function translator(tree: Tree) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    let node: Tree | string | undefined = tree;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') throw new Error(`missing translation ${key}`);
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => String(values[name] ?? ''));
  };
}

/** `t(key)` over one translation folder under web/src, e.g. `textsIn('features/units/locales', 'pt')`. */
export const textsIn = (relative: string, language: Language) => translator(load(relative, language));

/** The texts a test reads and clicks, from the same files the app uses. */
export function crmTexts(language: Language) {
  return {
    pm: translator(load('features/property-managers/locales', language)),
    props: translator(load('features/properties/locales', language)),
    /** The contacts of companies and properties share their texts. */
    ct: translator(load('components/contacts/locales', language)),
  };
}

/** `t(key, values)` over one feature's texts (`web/src/features/<feature>/locales`). */
export function featureTexts(feature: string, language: Language = 'en') {
  return translator(load(`features/${feature}/locales`, language));
}

/** Makes the app start in `language` (the stored choice wins over the browser's). */
export async function useLanguage(page: Page, language: Language): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(`${key}.set-by-test`)) {
        localStorage.setItem(key, value);
        localStorage.setItem(`${key}.set-by-test`, '1');
      }
    },
    [STORAGE.language, language] as const,
  );
}

/** Sets the window to `width` px, `height` high, and makes the app start in `language`. */
export async function showIn(page: Page, language: Language, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await useLanguage(page, language);
}

/** A moment as the staff tables show its date in `locale` (two-digit day and month), in the app's time zone. */
export function dateShown(locale: 'en-US' | 'pt-BR', moment: string | Date): string {
  const format = {
    timeZone: ORGANIZATION_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  } as const;
  return new Intl.DateTimeFormat(locale, format).format(new Date(moment));
}

/** Picks `option` in a Mantine select labelled `label`, typing `search` first when given. */
export async function choose(page: Page, label: string, option: string | RegExp, search?: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  if (search !== undefined) await input.fill(search);
  await page.getByRole('option', { name: option }).click();
}

/**
 * Opens a Mantine select, types `search` (server search), picks the first matching option. On a
 * loaded machine the list can be redrawn and closed as the answers arrive: then it is opened again.
 */
export async function chooseSearched(page: Page, label: string, option: string | RegExp, search: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await expect(async () => {
    await input.click();
    await input.fill(search);
    await page.getByRole('option', { name: option }).first().click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Waits for a notification (success or refusal) that contains `text`. */
export async function expectNotice(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
}
