import { describe, expect, it } from 'vitest';
import { changedFields, humanizeField } from '../src/components/record-history/changes.ts';

describe('record history changes', () => {
  it('lists only the fields a person changed, not bookkeeping columns', () => {
    const before = {
      id: 7,
      version: 1,
      updatedAt: 'a',
      fullName: 'Ana',
      email: 'a@example.com',
      amenities: [],
    };
    const after = {
      id: 7,
      version: 2,
      updatedAt: 'b',
      fullName: 'Ana Souza',
      email: 'a@example.com',
      amenities: ['porch'],
    };
    expect(changedFields(before, after)).toEqual([
      { field: 'fullName', before: 'Ana', after: 'Ana Souza' },
      { field: 'amenities', before: '—', after: 'porch' },
    ]);
  });

  it('shows null, empty and missing the same way, so they are not reported as changes', () => {
    expect(changedFields({ notes: null }, { notes: '' })).toEqual([]);
    expect(changedFields({}, { notes: null })).toEqual([]);
    expect(changedFields(null, { unitNumber: '4B' })).toEqual([
      { field: 'unitNumber', before: '—', after: '4B' },
    ]);
  });

  it('humanizes camelCase and snake_case names', () => {
    expect(humanizeField('propertyManagerContactId')).toBe('property manager contact id');
    expect(humanizeField('pet_fee_cat')).toBe('pet fee cat');
  });
});
