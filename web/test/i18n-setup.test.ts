import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, toLanguage } from '../src/i18n/languages.ts';
import { hasNamespace, loadNamespace, registerNamespace } from '../src/i18n/register-namespace.ts';

describe('toLanguage', () => {
  it('maps browser tags to a supported language, English otherwise', () => {
    expect(toLanguage('pt-BR')).toBe('pt');
    expect(toLanguage('es_MX')).toBe('es');
    expect(toLanguage('EN-gb')).toBe('en');
    expect(toLanguage('fr-FR')).toBe('en');
    expect(toLanguage(undefined)).toBe('en');
  });

  it('uses Brazilian Portuguese for dates and the page language', () => {
    expect(INTL_LOCALES.pt).toBe('pt-BR');
  });
});

describe('registerNamespace', () => {
  it('loads one language of a registered namespace on demand', async () => {
    const loaded: string[] = [];
    const loader = (language: string) => async () => {
      loaded.push(language);
      return { title: `title-${language}` };
    };
    registerNamespace('demo-feature', {
      './locales/en.json': loader('en'),
      './locales/pt.json': loader('pt'),
      './locales/es.json': loader('es'),
      './locales/README.md': loader('readme'),
    });
    expect(hasNamespace('demo-feature')).toBe(true);
    expect(await loadNamespace('pt', 'demo-feature')).toEqual({ title: 'title-pt' });
    expect(loaded).toEqual(['pt']);
  });

  it('answers empty for unknown namespaces and languages, so i18next falls back', async () => {
    expect(await loadNamespace('en', 'nobody-registered-this')).toEqual({});
    expect(await loadNamespace('de', 'demo-feature')).toEqual({});
  });
});
