import type { AmiLevel } from '@lar/contracts/ami-levels';
import { AMENITIES, type Amenity, amenityCode } from '@lar/contracts/listing-facts';
import type { Unit, UnitType } from '@lar/contracts/units';

/** A designation row as it is typed: no program chosen yet is null, an empty AMI % is ''. */
export interface DesignationRow {
  /** Identifies the row while rows are added and removed (the list has no ids of its own). */
  key: string;
  program_id: number | null;
  ami_percentage: number | string;
}

/** The unit form as it is typed; numbers are '' while empty. */
export interface UnitFormValues {
  /** The unit's building; null: the property's only one (the form asks when it has several). */
  building_id: number | null;
  unit_number: string;
  unit_type: UnitType | null;
  unit_style: string;
  bathrooms: number | string;
  square_feet: number | string;
  /** Dollars as the decimal text typed ('' while empty), never a binary float. */
  market_rent: string;
  gov_program_id: number | null;
  ami_level_id: number | null;
  is_ada_compliant: boolean;
  /** Typed comma-separated in one field; sent as a list. */
  amenities: string;
  notes: string;
  /** Programs besides the primary one, each at an AMI %. */
  designations: DesignationRow[];
}

export const EMPTY_UNIT: UnitFormValues = {
  building_id: null,
  unit_number: '',
  unit_type: null,
  unit_style: '',
  bathrooms: '',
  square_feet: '',
  market_rent: '',
  gov_program_id: null,
  ami_level_id: null,
  is_ada_compliant: false,
  amenities: '',
  notes: '',
  designations: [],
};

let rowCount = 0;
/** A key no other row of this page has. */
export const newRowKey = () => `row-${++rowCount}`;

/** An amenity's name in the staff's language (`listingFacts.amenities.<code>`). */
export type AmenityName = (code: Amenity) => string;

/** Known amenities in the staff's words, free ones as stored. */
function amenitiesText(amenities: string[], nameOf: AmenityName): string {
  return amenities.map((a) => (amenityCode(a) ? nameOf(amenityCode(a) as Amenity) : a)).join(', ');
}

/**
 * The typed amenities as stored: a known one, in the staff's words, in English or as its code,
 * becomes its code, so the public page shows it in each visitor's language (decision 056).
 */
export function amenityList(text: string, nameOf: AmenityName): string[] {
  const byName = new Map(AMENITIES.map((code) => [nameOf(code).trim().toLowerCase(), code]));
  return text
    .split(',')
    .map((a) => a.trim())
    .filter((a) => a.length > 0)
    .map((a) => byName.get(a.toLowerCase()) ?? amenityCode(a) ?? a);
}

export function unitToFormValues(unit: Unit, nameOf: AmenityName): UnitFormValues {
  return {
    building_id: unit.building_id,
    unit_number: unit.unit_number ?? '',
    unit_type: unit.unit_type,
    unit_style: unit.unit_style ?? '',
    bathrooms: unit.bathrooms ?? '',
    square_feet: unit.square_feet ?? '',
    market_rent: unit.market_rent ?? '',
    gov_program_id: unit.gov_program_id,
    ami_level_id: unit.ami_level_id,
    is_ada_compliant: unit.is_ada_compliant,
    amenities: amenitiesText(unit.amenities, nameOf),
    notes: unit.notes ?? '',
    designations: unit.designations.map((d) => ({
      key: newRowKey(),
      program_id: d.program_id,
      ami_percentage: d.ami_percentage,
    })),
  };
}

const numberOrNull = (v: number | string) => (v === '' ? null : Number(v));

/** What the shared schema checks and the API receives; `undefined` marks a missing choice. */
export function unitDraft(values: UnitFormValues, propertyId: number | null, nameOf: AmenityName) {
  return {
    property_id: propertyId ?? undefined,
    building_id: values.building_id ?? undefined,
    unit_number: values.unit_number,
    unit_type: values.unit_type ?? undefined,
    unit_style: values.unit_style,
    bathrooms: numberOrNull(values.bathrooms),
    square_feet: numberOrNull(values.square_feet),
    market_rent: values.market_rent,
    gov_program_id: values.gov_program_id,
    ami_level_id: values.ami_level_id,
    is_ada_compliant: values.is_ada_compliant,
    amenities: amenityList(values.amenities, nameOf),
    notes: values.notes,
    designations: values.designations.map((d) => ({
      program_id: d.program_id ?? undefined,
      ami_percentage: d.ami_percentage === '' ? undefined : d.ami_percentage,
    })),
  };
}

/**
 * The levels a unit may take: rent limits of its program for its unit type (the server holds the
 * same rule), newest year first, then by AMI %.
 */
export function rentLevelsFor(levels: AmiLevel[], unitType: UnitType | null): AmiLevel[] {
  if (unitType === null) return [];
  return levels
    .filter((level) => level.limit_type === 'Rent Limit' && level.unit_type === unitType)
    .sort((a, b) => b.year - a.year || a.percentage - b.percentage);
}
