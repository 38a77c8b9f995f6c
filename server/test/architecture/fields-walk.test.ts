import { readFileSync } from 'node:fs';
import { type ApplicationValues, applicationBody } from '@lar/contracts/applications';
import { building, buildingCreateBody } from '@lar/contracts/buildings';
import { candidate, candidateBody } from '@lar/contracts/candidates';
import { occupancyBody } from '@lar/contracts/occupancies';
import { programCreateBody } from '@lar/contracts/programs';
import { propertyContactCreateBody, propertyCreateBody } from '@lar/contracts/properties';
import { managerContactCreateBody, propertyManagerCreateBody } from '@lar/contracts/property-managers';
import { unit, unitBody } from '@lar/contracts/units';
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_CONTACT_FIELD_LABELS,
  PROPERTY_CONTACT_FIELD_LABELS,
} from '../../../web/src/components/contacts/contact-fields.ts';
import { APPLICATION_FIELD_LABELS } from '../../../web/src/features/applying/application-fields.ts';
import { CANDIDATE_FIELD_LABELS } from '../../../web/src/features/candidates/components/candidate-fields.ts';
import { PROGRAM_FIELD_LABELS } from '../../../web/src/features/programs/components/program-fields.ts';
import { PROPERTY_FIELD_LABELS } from '../../../web/src/features/properties/components/property-fields.ts';
import { MANAGER_FIELD_LABELS } from '../../../web/src/features/property-managers/components/manager-fields.ts';
import { UNIT_FIELD_LABELS } from '../../../web/src/features/units/components/unit-fields.ts';
import { applications } from '../../src/db/schema/applications.ts';
import { buildings } from '../../src/db/schema/buildings.ts';
import { candidates } from '../../src/db/schema/candidates.ts';
import { programLimitTables, unitDesignations } from '../../src/db/schema/compliance.ts';
import { occupancies } from '../../src/db/schema/occupancies.ts';
import { amiLevels, govPrograms } from '../../src/db/schema/programs.ts';
import { properties, propertyContacts } from '../../src/db/schema/properties.ts';
import { propertyManagerContacts, propertyManagers } from '../../src/db/schema/property-managers.ts';
import { units } from '../../src/db/schema/units.ts';
import {
  APPLICATION_FIELDS_NOT_STORED,
  columnsOfApplicationFields,
} from '../../src/modules/applications/application-intake-columns.ts';

/**
 * The fields walk: every field of a record's body, followed to where it must also be (CONTRIBUTING.md,
 * "Adding a field"): its column, its field in the record's answer, its field in the web form's
 * typed list, and its label in en, pt and es, in the form's locales and in the record history's.
 * Every record with a form of its own has its list here (candidates, applications, units, programs,
 * properties, companies and both kinds of contacts; decision 037).
 * The compiler holds each list to the body (`satisfies Record<keyof ...>`); this walk holds the
 * lists to the tables, the answers and the locale files, which the compiler does not compare.
 */

const LANGUAGES = ['en', 'pt', 'es'] as const;
const webFile = (path: string) => new URL(`../../../web/src/${path}`, import.meta.url);
type Messages = { [key: string]: string | Messages };
const localesOf = (folder: string) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      JSON.parse(readFileSync(webFile(`${folder}/locales/${language}.json`), 'utf8')) as Messages,
    ]),
  ) as Record<(typeof LANGUAGES)[number], Messages>;

/** The text at the dotted `key`, or undefined when there is none. */
function messageAt(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

const historyLocales = localesOf('components/record-history');
const columnNames = (table: PgTable) => new Set(Object.values(getTableColumns(table)).map((c) => c.name));

interface RecordFields {
  /** The body's field names. */
  fields: readonly string[];
  /** Each field's columns, by name; a field absent from the map is stored in the column of its name. */
  columnsOf?: (field: string) => readonly string[];
  table: PgTable;
  /** A field stored as rows of a table of its own (a unit's designations), by field. */
  rowsIn?: Readonly<Record<string, PgTable>>;
  /**
   * The web form's typed list: each field's label key in `locales`, under `prefix` (the candidate's
   * and the application's lists name keys under `form.`; the others name whole keys). `null`: the
   * form does not edit the field, which its update then keeps as stored (decision 037).
   */
  form?: {
    labels: Readonly<Record<string, string | null>>;
    locales: Record<(typeof LANGUAGES)[number], Messages>;
    prefix?: string;
  };
  /** The record's answer's fields, when the answer gives back every field of the body. */
  answerFields?: readonly string[];
  /** The record history's entity, when the history shows the body's fields. */
  historyEntity?: string;
  /** The history's field for a body field shown under another name (a reference, by its name). */
  historyFieldOf?: Readonly<Record<string, string>>;
}

/** An application's columns by field, as the intake's insert stores them. */
function applicationColumnsOf(field: string): readonly string[] {
  const sample = columnsOfApplicationFields({ members: [] } as unknown as ApplicationValues, {
    propertyId: 1,
    unitId: null,
    preferenceIds: [],
    headName: '',
    birthDate: '',
    annualIncome: '0.00',
    consentAt: '',
  });
  const drizzleColumns = getTableColumns(applications) as Record<string, { name: string }>;
  const entry = sample[field as keyof typeof sample] ?? {};
  return Object.keys(entry).map((key) => drizzleColumns[key]?.name ?? `(no column for ${key})`);
}

const RECORDS: Record<string, RecordFields> = {
  candidate: {
    fields: Object.keys(candidateBody.shape),
    table: candidates,
    answerFields: Object.keys(candidate.shape),
    form: { labels: CANDIDATE_FIELD_LABELS, locales: localesOf('features/candidates') },
    historyEntity: 'candidate',
  },
  application: {
    fields: Object.keys(applicationBody.shape),
    columnsOf: applicationColumnsOf,
    table: applications,
    form: { labels: APPLICATION_FIELD_LABELS, locales: localesOf('features/applying') },
  },
  unit: {
    fields: Object.keys(unitBody.shape),
    table: units,
    answerFields: Object.keys(unit.shape),
    rowsIn: { designations: unitDesignations },
    form: { labels: UNIT_FIELD_LABELS, locales: localesOf('features/units'), prefix: '' },
    historyEntity: 'unit',
    historyFieldOf: {
      property_id: 'property_name',
      building_id: 'building_name',
      gov_program_id: 'gov_program_name',
      ami_level_id: 'ami_level_name',
    },
  },
  occupancy: {
    fields: Object.keys(occupancyBody.shape),
    table: occupancies,
    historyEntity: 'occupancy',
    historyFieldOf: { unit_id: 'unit_number', tenant_id: 'tenant_name', program_id: 'program_name' },
  },
  program: {
    fields: Object.keys(programCreateBody.shape),
    table: govPrograms,
    rowsIn: { ami_levels: amiLevels, limit_tables: programLimitTables },
    form: { labels: PROGRAM_FIELD_LABELS, locales: localesOf('features/programs'), prefix: '' },
    historyEntity: 'gov_program',
  },
  building: {
    fields: Object.keys(buildingCreateBody.shape),
    table: buildings,
    answerFields: Object.keys(building.shape),
    historyEntity: 'building',
    historyFieldOf: { property_id: 'property_name' },
  },
  property: {
    fields: Object.keys(propertyCreateBody.shape),
    table: properties,
    form: { labels: PROPERTY_FIELD_LABELS, locales: localesOf('features/properties'), prefix: '' },
    historyEntity: 'property',
  },
  property_contact: {
    fields: Object.keys(propertyContactCreateBody.shape),
    table: propertyContacts,
    form: { labels: PROPERTY_CONTACT_FIELD_LABELS, locales: localesOf('components/contacts'), prefix: '' },
    historyEntity: 'property_contact',
  },
  company: {
    fields: Object.keys(propertyManagerCreateBody.shape),
    table: propertyManagers,
    form: { labels: MANAGER_FIELD_LABELS, locales: localesOf('features/property-managers'), prefix: '' },
    historyEntity: 'property_manager',
  },
  company_contact: {
    fields: Object.keys(managerContactCreateBody.shape),
    table: propertyManagerContacts,
    form: { labels: COMPANY_CONTACT_FIELD_LABELS, locales: localesOf('components/contacts'), prefix: '' },
    historyEntity: 'property_manager_contact',
  },
};

/** The places a field of `record` is missing from, as `field: place` lines. */
function missingPlaces(record: RecordFields): string[] {
  const missing: string[] = [];
  const columns = columnNames(record.table);
  for (const field of record.fields) {
    const rows = record.rowsIn?.[field];
    const stored = rows ? [] : record.columnsOf ? record.columnsOf(field) : [field];
    const notStored =
      record.table === applications &&
      APPLICATION_FIELDS_NOT_STORED.includes(field as keyof ApplicationValues);
    if (stored.length === 0 && !rows && !notStored) missing.push(`${field}: column`);
    for (const column of stored) if (!columns.has(column)) missing.push(`${field}: column ${column}`);
    if (record.answerFields && !record.answerFields.includes(field)) missing.push(`${field}: answer`);
    const label = record.form?.labels[field];
    if (record.form && label === undefined) missing.push(`${field}: form field`);
    const labelKey = label ? `${record.form?.prefix ?? 'form.'}${label}` : undefined;
    const historyField = record.historyFieldOf?.[field] ?? field;
    for (const language of LANGUAGES) {
      if (labelKey !== undefined && !messageAt(record.form?.locales[language] ?? {}, labelKey))
        missing.push(`${field}: ${language} label ${labelKey}`);
      if (
        record.historyEntity &&
        !messageAt(historyLocales[language], `fields.${record.historyEntity}.${historyField}`)
      )
        missing.push(`${field}: ${language} history label`);
    }
  }
  return missing;
}

describe('the fields walk', () => {
  it.each(Object.keys(RECORDS))(
    "finds every field of a %s's body in its column, its form and its labels",
    (name) => {
      expect(missingPlaces(RECORDS[name] as RecordFields)).toEqual([]);
    },
  );

  it('finds the fields the application intake does not store stored nowhere', () => {
    for (const field of APPLICATION_FIELDS_NOT_STORED) expect(applicationColumnsOf(field)).toEqual([]);
  });

  it('names what is missing when a field is added to a body alone', () => {
    const record = RECORDS.candidate as RecordFields;
    expect(missingPlaces({ ...record, fields: [...record.fields, 'pet_name'] })).toEqual([
      'pet_name: column pet_name',
      'pet_name: answer',
      'pet_name: form field',
      'pet_name: en history label',
      'pet_name: pt history label',
      'pet_name: es history label',
    ]);
  });

  it("names a field a record's form list leaves out, and a label missing from one language", () => {
    const record = RECORDS.unit as RecordFields;
    const form = record.form as NonNullable<RecordFields['form']>;
    const { square_feet: _left, ...labels } = form.labels;
    const { form: _form, ...ptForm } = form.locales.pt;
    expect(
      missingPlaces({
        ...record,
        form: {
          ...form,
          labels: { ...labels, notes: 'form.unwritten' },
          locales: { ...form.locales, pt: ptForm },
        },
      }),
    ).toEqual([
      'building_id: pt label form.building',
      'unit_number: pt label form.unitNumber',
      'unit_type: pt label form.unitType',
      'unit_style: pt label form.unitStyle',
      'bathrooms: pt label form.bathrooms',
      'square_feet: form field',
      'market_rent: pt label form.marketRent',
      'gov_program_id: pt label form.program',
      'ami_level_id: pt label form.amiLevel',
      'is_ada_compliant: pt label form.adaCompliant',
      'amenities: pt label form.amenities',
      'notes: en label form.unwritten',
      'notes: pt label form.unwritten',
      'notes: es label form.unwritten',
    ]);
  });
});
