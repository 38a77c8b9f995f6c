import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  changedFields,
  type HistoryReader,
  humanizeField,
} from '../src/components/record-history/changes.ts';
import historyEn from '../src/components/record-history/locales/en.json';
import historyPt from '../src/components/record-history/locales/pt.json';

/** The history's texts as the screen reads them, in one language. */
async function readerIn(language: 'en' | 'pt'): Promise<HistoryReader> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { history: language === 'en' ? historyEn : historyPt } },
    defaultNS: 'history',
    interpolation: { escapeValue: false },
  });
  return { t: (key, options) => i18n.t(key, options), exists: (key) => i18n.exists(key), language };
}

describe('record history changes', () => {
  let en: HistoryReader;
  let pt: HistoryReader;
  beforeAll(async () => {
    en = await readerIn('en');
    pt = await readerIn('pt');
  });

  it('lists only the fields a person changed, labelled, not bookkeeping or ids', () => {
    const before = {
      id: 7,
      version: 1,
      updated_at: '2025-01-01T10:00:00Z',
      organization_id: 1,
      full_name: 'Ana',
      email: 'a@example.com',
      property_id: 3,
    };
    const after = {
      ...before,
      version: 2,
      updated_at: '2025-01-02T10:00:00Z',
      full_name: 'Ana Souza',
      property_id: 4,
    };
    expect(changedFields('candidate', before, after, en)).toEqual([
      { field: 'full_name', label: 'Full name', before: 'Ana', after: 'Ana Souza' },
    ]);
  });

  it('reads older entries kept with column names (camelCase) under the API names', () => {
    expect(changedFields('unit', { unitNumber: '4A' }, { unitNumber: '4B' }, en)).toEqual([
      { field: 'unit_number', label: 'Unit number', before: '4A', after: '4B' },
    ]);
  });

  it('shows null, empty and missing the same way, so they are not reported as changes', () => {
    expect(changedFields('candidate', { notes: null }, { notes: '' }, en)).toEqual([]);
    expect(changedFields('candidate', {}, { notes: null, amenities: [] }, en)).toEqual([]);
    expect(changedFields('unit', null, { unit_number: '4B' }, en)).toEqual([
      { field: 'unit_number', label: 'Unit number', before: '—', after: '4B' },
    ]);
  });

  it('formats dates, money, phones, enum values and booleans in the UI language', () => {
    const before = { start_date: '2025-03-01', rent_amount: 1450.5, status: 'ACTIVE' };
    const after = { start_date: '2025-03-15', rent_amount: '1500.00', status: 'ENDED' };
    // Intl puts a no-break space after the currency sign.
    const occupancy = changedFields('occupancy', before, after, pt).map((c) => ({
      ...c,
      before: c.before.replace(/\s/g, ' '),
      after: c.after.replace(/\s/g, ' '),
    }));
    expect(occupancy).toEqual([
      { field: 'start_date', label: 'Data de início', before: '01/03/2025', after: '15/03/2025' },
      { field: 'rent_amount', label: 'Aluguel mensal', before: 'US$ 1.450,50', after: 'US$ 1.500,00' },
      { field: 'status', label: 'Situação', before: 'Ativa', after: 'Encerrada' },
    ]);
    const candidate = changedFields(
      'candidate',
      { phone_number: '6175550100', is_senior: false, document_type: 'passport' },
      { phone_number: '6175550199', is_senior: true, document_type: 'ssn' },
      en,
    );
    expect(candidate.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Phone', '(617) 555-0100', '(617) 555-0199'],
      ['Senior (62 or older)', 'No', 'Yes'],
      ['Document type', 'Passport', 'Social Security Number (SSN)'],
    ]);
  });

  it('formats charges, assistance, incomes and AMI % as money and percentages, and codes as their texts', () => {
    const occupancy = changedFields(
      'occupancy',
      { ami_percentage: 50, annual_income: 30000, non_optional_charges: null, rent_assistance: 0 },
      { ami_percentage: 60, annual_income: '31500.50', non_optional_charges: 25, rent_assistance: '150.00' },
      en,
    );
    expect(occupancy.map((c) => [c.label, c.before, c.after])).toEqual([
      ['AMI %', '50%', '60%'],
      ['Annual income', '$30,000.00', '$31,500.50'],
      ['Non-optional charges', '—', '$25.00'],
      ['Rent assistance', '$0.00', '$150.00'],
    ]);
    const certification = changedFields(
      'certification',
      { type: 'MOVE_IN', status: 'DRAFT', tenant_rent: 900 },
      { type: 'ANNUAL', status: 'FINALIZED', tenant_rent: 925 },
      pt,
    ).map((c) => [c.before.replace(/\s/g, ' '), c.after.replace(/\s/g, ' ')]);
    expect(certification).toEqual([
      ['Entrada', 'Anual'],
      ['Rascunho', 'Finalizada'],
      ['US$ 900,00', 'US$ 925,00'],
    ]);
    const application = changedFields('application', { status: 'SUBMITTED' }, { status: 'WAITLISTED' }, en);
    expect(application.map((c) => [c.before, c.after])).toEqual([['Submitted', 'Waitlisted']]);
  });

  it('joins lists and summarises nested ones instead of showing their JSON', () => {
    const level = (id: number, limit_value: number) => ({ id, year: 2025, percentage: 60, limit_value });
    const [amenities] = changedFields('unit', { amenities: ['porch'] }, { amenities: ['porch', 'yard'] }, en);
    expect(amenities).toMatchObject({ label: 'Amenities', before: 'porch', after: 'porch, yard' });
    const [grown] = changedFields(
      'gov_program',
      { ami_levels: [level(1, 100)] },
      { ami_levels: [level(1, 100), level(2, 200)] },
      en,
    );
    expect(grown).toMatchObject({ label: 'AMI Levels', before: '1 level', after: '2 levels' });
    const [edited] = changedFields(
      'gov_program',
      { ami_levels: [level(1, 100), level(2, 200)] },
      { ami_levels: [level(1, 100), level(2, 250)] },
      en,
    );
    expect(edited).toMatchObject({ before: '2 levels', after: '2 levels (1 changed)' });
  });

  it('falls back to a humanized name for a field it has no label for', () => {
    expect(humanizeField('propertyManagerContactId')).toBe('Property manager contact id');
    expect(humanizeField('pet_fee_cat')).toBe('Pet fee cat');
    expect(changedFields('user', { nickname: 'a' }, { nickname: 'b' }, en)[0]?.label).toBe('Nickname');
  });
});
