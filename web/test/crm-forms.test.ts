import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNT_FIELDS, type Property, propertyCreateBody, URL_FIELDS } from '@lar/contracts/properties';
import { describe, expect, it } from 'vitest';
import { formValuesToInput, propertyToFormValues } from '../src/features/properties/property-form-values.ts';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

const stored: Property = {
  ...(Object.fromEntries([...URL_FIELDS, ...COUNT_FIELDS].map((f) => [f, null])) as unknown as Property),
  id: 7,
  property_manager_id: 3,
  property_manager_name: 'Harborview',
  property_manager_contact_id: 9,
  property_manager_contact_name: 'Maria',
  property_name: 'Dorchester Commons',
  property_type: null,
  property_location: null,
  phone: '6175550121',
  fax: null,
  email: 'leasing@example.com',
  neighborhood: null,
  street1: '1450 Dorchester Ave',
  street2: null,
  city: 'Boston',
  state: 'MA',
  postal_code: '02122',
  due_at_lease_signing: null,
  move_in_timeline: 30,
  utilities_heat: 'property',
  utilities_hot_water: null,
  utilities_sewage: null,
  utilities_water: null,
  utilities_electricity: 'tenant',
  utilities_internet_cable: null,
  utilities_gas: null,
  parking: null,
  parking_details: null,
  stove_type: 'Gas',
  washer_dryer_included: null,
  pet_policy: null,
  pet_allowed: 'Yes',
  pet_fee_cat: '25.00',
  pet_fee_dog: null,
  pet_fee_other: null,
  breed_restriction: null,
  lottery_preferences: null,
  min_income_language: null,
  website_url: 'https://example.com',
  tour_dates: null,
  contract_expiration: '2027-12-31',
  contract_type: null,
  contract_placement_fee: '1500.00',
  units_managed: 84,
  buildings_count: 2,
  annual_recertification_waived: true,
  deep_rent_skewed: true,
  set_aside_election: '40_60',
  allocation_method: 'LOTTERY',
  version: 4,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('property form values', () => {
  it('round-trip a stored property through the form and the shared schema unchanged', () => {
    const values = propertyToFormValues(stored);
    expect(values.phone).toBe('6175550121');
    expect(values.fax).toBe('');
    expect(values.pet_fee_cat).toBe(25);
    expect(values.floors_count).toBe('');
    expect(values.stove_type).toBe('Gas');
    expect(values.annual_recertification_waived).toBe(true);
    expect(values.set_aside_election).toBe('40_60');
    const parsed = propertyCreateBody.parse(formValuesToInput(values));
    const {
      id: _id,
      version: _v,
      created_at: _c,
      updated_at: _u,
      property_manager_name: _m,
      property_manager_contact_name: _n,
      allocation_method: _a,
      ...fields
    } = stored;
    expect(parsed).toEqual(fields);
  });

  it('start empty for a new property, which the schema refuses until company, contact and name are given', () => {
    const values = propertyToFormValues(null);
    const result = propertyCreateBody.safeParse(formValuesToInput(values));
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['property_manager_contact_id', 'property_manager_id', 'property_name']);
  });
});

describe('translations of the management company screen', () => {
  it('keeps the original Portuguese texts of the management company screen', () => {
    const pt = JSON.parse(
      readFileSync(path.join(SRC, 'features/property-managers/locales/pt.json'), 'utf8'),
    ) as { errors: Record<string, string>; delete: Record<string, string> };
    expect(pt.errors.create).toBe('Erro ao cadastrar Property Manager');
    expect(pt.errors.load).toBe('Erro ao carregar dados');
    expect(pt.errors.delete).toBe('Erro ao excluir');
    expect(pt.errors.update).toBe('Erro ao editar');
    expect(pt.delete.message).toContain('Deseja realmente excluir este Property Manager?');
  });
});
