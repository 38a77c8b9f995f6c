import path from 'node:path';
import i18next, { type i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_INTERPOLATION, countFormatter } from '../src/i18n/count-format.ts';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { localeFolders, readLocale, SRC, type Tree } from './locale-files.ts';

/** Dotted keys of the counted texts of a file (`verdict.units` for `verdict.units_one`/`_other`). */
function countedTexts(tree: Tree, prefix = ''): string[] {
  const found: string[] = [];
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object') found.push(...countedTexts(value, dotted));
    else if (key.endsWith('_other') && `${key.slice(0, -'_other'.length)}_one` in tree) {
      // `_zero` in English is a text of its own (0 bedrooms: "Studio"), not a plural form.
      if (!(`${key.slice(0, -'_other'.length)}_zero` in tree)) found.push(dotted.slice(0, -'_other'.length));
    }
  }
  return found;
}

const folders = localeFolders(SRC).map((folder) => ({ folder, ns: path.relative(SRC, folder) }));

/** An i18next set up as the app's (i18n.ts): the same plural rules, interpolation and formatter. */
async function instance(): Promise<I18n> {
  const resources: Record<string, Record<string, Tree>> = {};
  for (const language of LANGUAGES) {
    resources[language] = Object.fromEntries(
      folders.map(({ folder, ns }) => [ns, readLocale(folder, language)]),
    );
  }
  const i18n = i18next.createInstance();
  await i18n.use(countFormatter).init({
    resources,
    lng: 'en',
    fallbackLng: false,
    ns: folders.map((f) => f.ns),
    interpolation: { ...COUNT_INTERPOLATION },
    returnEmptyString: false,
  });
  return i18n;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await instance();
});

describe('counts of zero', () => {
  // CLDR's Portuguese (Brazil) rule puts 0 in "one" (i = 0,1), so without a `_zero` text i18next
  // wrote "0 unidade"; Brazilian usage writes zero in the plural ("0 unidades": Academia Brasileira
  // de Letras, "Concordância com zero"; Bechara, Moderna Gramática Portuguesa, §concordância).
  it('Portuguese reads 0 in the plural', () => {
    const t = i18n.getFixedT('pt', 'features/applications/locales');
    expect(t('verdict.units', { type: 'Studio', count: 0 })).toBe('Studio (0 unidades)');
    expect(t('verdict.units', { type: 'Studio', count: 1 })).toBe('Studio (1 unidade)');
  });

  it('Spanish reads 0 in the plural', () => {
    const t = i18n.getFixedT('es', 'features/applications/locales');
    expect(t('verdict.units', { type: 'Estudio', count: 0 })).toMatch(/\(0 unidades\)$/);
  });

  for (const { folder, ns } of folders) {
    it(`${ns}: every counted text reads 0 as its plural in en, pt and es`, () => {
      for (const key of countedTexts(readLocale(folder, 'en'))) {
        for (const language of LANGUAGES) {
          const t = i18n.getFixedT(language, ns);
          // The `_other` text itself, looked up without plural handling, with the same values.
          const plural = i18n.getResource(language, ns, `${key}_other`) as string;
          const rendered = t(key, { count: 0, defaultValue: '' });
          expect(rendered, `${language}:${key}`).toBe(
            i18n.services.interpolator.interpolate(plural, { count: 0 }, language, {}),
          );
        }
      }
    });
  }
});

describe('counts in texts', () => {
  it('write thousands in the language number format', () => {
    expect(
      i18n.getFixedT('en', 'features/applications/locales')('verdict.units', { type: 'Studio', count: 1234 }),
    ).toBe('Studio (1,234 units)');
    expect(
      i18n.getFixedT('pt', 'features/applications/locales')('verdict.units', { type: 'Studio', count: 1234 }),
    ).toBe('Studio (1.234 unidades)');
    expect(
      i18n.getFixedT('es', 'features/applications/locales')('verdict.units', {
        type: 'Estudio',
        count: 1234,
      }),
    ).toMatch(/\(1,234 unidades\)$/);
  });

  it('write the pagination totals in the language number format', () => {
    expect(
      i18n.getFixedT('en', 'i18n/locales')('table.pagination', { from: 1001, to: 1025, total: 12345 }),
    ).toBe('1,001–1,025 of 12,345');
    expect(
      i18n.getFixedT('pt', 'i18n/locales')('table.pagination', { from: 1001, to: 1025, total: 12345 }),
    ).toBe('1.001–1.025 de 12.345');
  });

  it('leave other numbers as given (unit numbers, years)', () => {
    const t = i18n.getFixedT('en', 'features/applications/locales');
    expect(t('verdict.units', { type: 2026, count: 2 })).toBe('2026 (2 units)');
  });
});
