import type { AmiLevel } from '@lar/contracts/ami-levels';
import type { Amenity } from '@lar/contracts/listing-facts';
import { unitBody } from '@lar/contracts/units';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseTypedDate } from '../src/components/DateField.tsx';
import occupanciesEn from '../src/features/occupancies/locales/en.json';
import { occupancyErrorMessage } from '../src/features/occupancies/occupancy-errors.ts';
import { amenityList, EMPTY_UNIT, rentLevelsFor, unitDraft } from '../src/features/units/unit-form-values.ts';
import en from '../src/i18n/locales/en.json';
import pt from '../src/i18n/locales/pt.json';
import { ApiError } from '../src/lib/api.ts';
import type { Translator } from '../src/lib/error-message.ts';

describe('dates typed in the UI language', () => {
  it('reads day and month in the order of the language', () => {
    expect(parseTypedDate('03/01/2025', 'en')).toBe('2025-03-01');
    expect(parseTypedDate('01/03/2025', 'pt')).toBe('2025-03-01');
    expect(parseTypedDate('01/03/2025', 'es')).toBe('2025-03-01');
    expect(parseTypedDate('2025-03-01', 'pt')).toBe('2025-03-01');
  });

  it('refuses what is not a real date', () => {
    expect(parseTypedDate('02/30/2025', 'en')).toBeNull();
    expect(parseTypedDate('31/04/2025', 'pt')).toBeNull();
    expect(parseTypedDate('1/2', 'en')).toBeNull();
    expect(parseTypedDate('01/02/25', 'en')).toBeNull();
    expect(parseTypedDate('soon', 'en')).toBeNull();
  });
});

const level = (
  id: number,
  year: number,
  percentage: number,
  limit_type: AmiLevel['limit_type'],
  unit_type: string,
) => ({ id, year, percentage, limit_type, unit_type, limit_value: 1000, version: 1 }) satisfies AmiLevel;

describe('unit form', () => {
  it("offers the program's rent limits for the unit's type only, newest year first", () => {
    const levels = [
      level(1, 2024, 60, 'Rent Limit', '2BR'),
      level(2, 2025, 80, 'Rent Limit', '2BR'),
      level(3, 2025, 60, 'Rent Limit', '2BR'),
      level(4, 2025, 60, 'Rent Limit', 'Studio'),
      level(5, 2025, 60, 'Income Limit', '2'),
    ];
    expect(rentLevelsFor(levels, '2BR').map((l) => l.id)).toEqual([3, 2, 1]);
    expect(rentLevelsFor(levels, null)).toEqual([]);
  });

  it('sends amenities typed with commas as a list, known ones as codes, and empty numbers as nothing', () => {
    const english = (code: Amenity) => en.listingFacts.amenities[code];
    const draft = unitDraft(
      {
        ...EMPTY_UNIT,
        unit_number: '1A',
        unit_type: 'Studio',
        amenities: ' Balcony, ,Storage , Rooftop garden',
      },
      7,
      english,
    );
    const body = unitBody.parse(draft);
    expect(body).toMatchObject({
      property_id: 7,
      amenities: ['balcony', 'storage', 'Rooftop garden'],
      bathrooms: null,
    });
    expect(unitBody.safeParse(unitDraft(EMPTY_UNIT, null, english)).success).toBe(false);
    // Typed in Portuguese (decision 056): the staff's words for a known amenity are its code too,
    // and a stored code is shown in them.
    const portuguese = (code: Amenity) => pt.listingFacts.amenities[code];
    expect(amenityList('Depósito, varanda, Horta', portuguese)).toEqual(['storage', 'balcony', 'Horta']);
  });
});

describe('occupancy error messages', () => {
  const i18n = i18next.createInstance();
  let translator: Translator;
  beforeAll(async () => {
    await i18n.init({
      lng: 'en',
      resources: { en: { common: en, occupancies: occupanciesEn } },
      // As the screen's translator: its own texts first, then the common ones.
      defaultNS: 'occupancies',
      fallbackNS: 'common',
      interpolation: { escapeValue: false },
    });
    translator = {
      t: (key, options) => i18n.t(key, options),
      exists: (key) => i18n.exists(key, { ns: ['occupancies', 'common'] }),
    };
  });
  const options = {
    fallbackKey: 'occupancies:errors.save',
    conflictKey: 'occupancies:conflicts.alreadyEnded',
  };

  it('names which rule a 409 broke', () => {
    const unitBusy = new ApiError(409, 'CONFLICT', 'busy', [
      { field: 'unit_id', code: 'unit_has_active_occupancy', message: 'busy' },
    ]);
    expect(occupancyErrorMessage(unitBusy, translator, options)).toBe(
      occupanciesEn.conflicts.unit_has_active_occupancy,
    );
    expect(occupancyErrorMessage(new ApiError(409, 'CONFLICT', 'ended'), translator, options)).toBe(
      occupanciesEn.conflicts.alreadyEnded,
    );
  });

  it('shows a field rule as the message where there is no form, and common codes as usual', () => {
    const early = new ApiError(400, 'VALIDATION_FAILED', 'early', [
      { field: 'end_date', code: 'end_before_start', message: 'early' },
    ]);
    expect(occupancyErrorMessage(early, translator, options)).toBe(en.validation.end_before_start);
    expect(occupancyErrorMessage(new ApiError(409, 'VERSION_CONFLICT'), translator, options)).toBe(
      en.errors.VERSION_CONFLICT,
    );
  });
});
