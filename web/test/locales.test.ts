import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ALLOCATION_METHODS, lotteryRun, preference } from '@lar/contracts/allocation';
import { applicationSnapshot } from '@lar/contracts/application-review';
import { APPLICATION_STATUSES, DECLINE_REASONS } from '@lar/contracts/applications';
import { AUDIT_ENTITIES, type AuditEntity } from '@lar/contracts/audit';
import { mainUser, subuser } from '@lar/contracts/auth';
import { building } from '@lar/contracts/buildings';
import { candidate, DOCUMENT_TYPES } from '@lar/contracts/candidates';
import {
  CERTIFICATION_STATUSES,
  CERTIFICATION_TYPES,
  certification,
  STUDENT_EXCEPTIONS,
} from '@lar/contracts/certifications';
import { ErrorCode } from '@lar/contracts/errors';
import { FIELD_ISSUE_CODES } from '@lar/contracts/field-issues';
import { listing } from '@lar/contracts/listings';
import { OCCUPANCY_STATUSES, occupancy } from '@lar/contracts/occupancies';
import { govProgram, PROGRAM_SCOPES, PROGRAM_STATUSES, SUBSIDY_TYPES } from '@lar/contracts/programs';
import { property, propertyContact, STOVE_TYPES, UTILITY_PAYERS, YES_NO } from '@lar/contracts/properties';
import { managerContact, propertyManager } from '@lar/contracts/property-managers';
import { UNIT_TYPES, unit } from '@lar/contracts/units';
import { VISIT_STATUSES, visitRequest } from '@lar/contracts/visits';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../src/i18n/languages.ts';
import { localeFolders, readLocale, SRC, type Tree } from './locale-files.ts';

/** `a.b.c` → value for every leaf. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const dotted = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, dotted)) leaves.set(k, v);
    } else {
      leaves.set(dotted, value);
    }
  }
  return leaves;
}

function load(folder: string, language: string): Map<string, unknown> {
  return flatten(readLocale(folder, language));
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * The keys of a text counted in plural forms (`units_one`, `units_other`) stand for one text whose
 * forms are the language's (CLDR: en one/other; pt and es also many, e.g. 1,000,000): the key
 * sets are compared on the texts, and the forms per language by `pluralForms`.
 */
function textKeys(texts: Map<string, unknown>): string[] {
  return [...new Set([...texts.keys()].map((k) => k.replace(PLURAL_SUFFIX, '')))].sort();
}

/** Each counted text of a file and the forms it has: `units` -> [many, one, other]. */
function pluralForms(texts: Map<string, unknown>): Map<string, string[]> {
  const forms = new Map<string, string[]>();
  for (const key of texts.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    forms.set(base, [...(forms.get(base) ?? []), match[1] ?? ''].sort());
  }
  // A key that merely ends like a form (`pet_fee_other`) is no counted text: those have an `_other`.
  for (const [base, found] of forms) if (!found.includes('other') || found.length < 2) forms.delete(base);
  return forms;
}

/** `{{name}}` placeholders of a text, sorted. */
function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const folders = localeFolders(SRC);

/** Each audited record's API answer: its history snapshots carry the same fields. */
const AUDITED_SHAPES: Record<AuditEntity, { shape: object }> = {
  application: applicationSnapshot,
  building,
  candidate,
  certification,
  gov_program: govProgram,
  lottery_run: lotteryRun,
  occupancy,
  property,
  property_contact: propertyContact,
  property_manager: propertyManager,
  property_manager_contact: managerContact,
  property_preference: preference,
  subuser,
  unit,
  unit_listing: listing,
  user: mainUser,
  visit_request: visitRequest,
};

describe('translation files', () => {
  it('finds the common texts and the feature namespaces', () => {
    const relative = folders.map((f) => path.relative(SRC, f));
    expect(relative).toContain(path.join('i18n', 'locales'));
    expect(relative).toContain(path.join('features', 'subusers', 'locales'));
    expect(folders.length).toBeGreaterThanOrEqual(4);
  });

  for (const folder of folders) {
    const name = path.relative(SRC, folder);

    it(`${name}: has exactly en, pt and es files`, () => {
      const files = readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort();
      expect(files).toEqual([...LANGUAGES].map((l) => `${l}.json`).sort());
    });

    it(`${name}: en, pt and es have the same keys, no empty texts and the same placeholders`, () => {
      const en = load(folder, 'en');
      for (const language of LANGUAGES) {
        const other = load(folder, language);
        expect(textKeys(other), `${language} keys`).toEqual(textKeys(en));
        for (const [key, value] of other) {
          expect(typeof value, `${language}:${key} is text`).toBe('string');
          expect(String(value).trim(), `${language}:${key} is empty`).not.toBe('');
          const english = en.get(key) ?? en.get(key.replace(PLURAL_SUFFIX, '_other'));
          expect(placeholders(value), `${language}:${key} placeholders`).toEqual(placeholders(english));
        }
      }
    });

    it(`${name}: every counted text has each plural form its language's rules choose`, () => {
      const counted = [...pluralForms(load(folder, 'en')).keys()];
      for (const language of LANGUAGES) {
        const categories = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
        const forms = pluralForms(load(folder, language));
        // `_zero` is i18next's own text for 0 in any language (e.g. "Studio" for 0 bedrooms), beside the rules' forms.
        for (const base of counted) {
          const own = (forms.get(base) ?? []).filter((form) => form !== 'zero');
          expect(own, `${language}:${base}`).toEqual(categories);
        }
      }
    });
  }

  // Parity above carries each check to pt and es.
  it('translates every server error code and every field issue code', () => {
    const common = load(path.join(SRC, 'i18n', 'locales'), 'en');
    for (const code of Object.values(ErrorCode)) expect(common.has(`errors.${code}`), code).toBe(true);
    for (const code of FIELD_ISSUE_CODES) expect(common.has(`validation.${code}`), code).toBe(true);
  });

  it('labels every field of every audited record in its history', () => {
    const history = load(path.join(SRC, 'components', 'record-history', 'locales'), 'en');
    const bookkeeping = /^(id|version|created_at|updated_at)$|_id$/;
    for (const entity of AUDIT_ENTITIES) {
      const fields = Object.keys(AUDITED_SHAPES[entity].shape).filter((f) => !bookkeeping.test(f));
      expect(fields.length, entity).toBeGreaterThan(0);
      for (const field of fields) {
        expect(history.has(`fields.${entity}.${field}`), `${entity}.${field}`).toBe(true);
      }
    }
  });

  it('names every enum value a history shows', () => {
    const history = load(path.join(SRC, 'components', 'record-history', 'locales'), 'en');
    const sets: Record<string, readonly string[]> = {
      documentTypes: DOCUMENT_TYPES,
      unitTypes: UNIT_TYPES,
      occupancyStatuses: OCCUPANCY_STATUSES,
      payers: UTILITY_PAYERS,
      stoves: STOVE_TYPES,
      yesNo: YES_NO,
      programScopes: PROGRAM_SCOPES,
      subsidyTypes: SUBSIDY_TYPES,
      programStatuses: PROGRAM_STATUSES,
      certificationTypes: CERTIFICATION_TYPES,
      certificationStatuses: CERTIFICATION_STATUSES,
      studentExceptions: STUDENT_EXCEPTIONS,
      applicationStatuses: APPLICATION_STATUSES,
      declineReasons: DECLINE_REASONS,
      visitStatuses: VISIT_STATUSES,
      allocationMethods: ALLOCATION_METHODS,
      boolean: ['true', 'false'],
    };
    for (const [set, values] of Object.entries(sets)) {
      for (const value of values) expect(history.has(`values.${set}.${value}`), `${set}.${value}`).toBe(true);
    }
  });

  it('keeps the original Portuguese texts', () => {
    const pt = load(path.join(SRC, 'i18n', 'locales'), 'pt');
    expect(pt.get('landing.hero.title')).toBe('Encontre seu Novo Lar');
    expect(pt.get('landing.cta.button')).toBe('Comece Agora');
    expect(pt.get('contact.form.success')).toBe('Mensagem enviada com sucesso!');
    expect(pt.get('login.invalidCredentials')).toBe('Credenciais inválidas');
    expect(pt.get('login.loginError')).toBe('Erro ao tentar login');
    expect(load(path.join(SRC, 'features', 'subusers', 'locales'), 'pt').get('table.active')).toBe('Ativo');
    expect(load(path.join(SRC, 'features', 'users', 'locales'), 'pt').get('title')).toBe(
      'Gerenciamento de Usuários',
    );
  });
});
