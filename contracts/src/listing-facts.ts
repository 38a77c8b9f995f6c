/**
 * Facts about a unit or a building that staff pick from a list, named by codes so the public
 * listing page can show each in the visitor's language (decision 056); anything else staff type
 * is free text and is shown as typed. No schema library: the public pages use it.
 *
 * The English label of each code is how staff wrote it before codes (the demo's "Storage", a
 * parking field holding "Yes"), so such a value is read as its code wherever it is stored.
 */

export const AMENITIES = [
  'air_conditioning',
  'balcony',
  'dishwasher',
  'elevator',
  'hardwood_floors',
  'in_unit_laundry',
  'microwave',
  'parking',
  'patio',
  'storage',
  'wheelchair_access',
] as const;
export type Amenity = (typeof AMENITIES)[number];

const AMENITY_LABELS: Record<Amenity, readonly string[]> = {
  air_conditioning: ['Air conditioning', 'A/C', 'AC'],
  balcony: ['Balcony'],
  dishwasher: ['Dishwasher'],
  elevator: ['Elevator'],
  hardwood_floors: ['Hardwood floors'],
  in_unit_laundry: ['In-unit laundry', 'Washer/dryer in unit'],
  microwave: ['Microwave'],
  parking: ['Parking'],
  patio: ['Patio'],
  storage: ['Storage'],
  wheelchair_access: ['Wheelchair access', 'Wheelchair accessible'],
};

/** What a building's parking field holds when staff pick it; free text otherwise. */
export const PARKING_OPTIONS = ['yes', 'no', 'included', 'for_a_fee', 'garage', 'street'] as const;
export type ParkingOption = (typeof PARKING_OPTIONS)[number];

const PARKING_LABELS: Record<ParkingOption, readonly string[]> = {
  yes: ['Yes'],
  no: ['No', 'None'],
  included: ['Included'],
  for_a_fee: ['For a fee', 'Paid'],
  garage: ['Garage'],
  street: ['Street', 'Street parking'],
};

/** Letters and digits only, in lower case: `In-unit laundry` and `in_unit laundry` are one. */
const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

function recogniser<Code extends string>(labels: Record<Code, readonly string[]>) {
  const byKey = new Map<string, Code>();
  for (const [code, names] of Object.entries(labels) as Array<[Code, readonly string[]]>) {
    for (const name of [code, ...names]) byKey.set(key(name), code);
  }
  return (text: string): Code | null => byKey.get(key(text)) ?? null;
}

/** The amenity's code when `text` is one (or its English label); null for free text. */
export const amenityCode = recogniser(AMENITY_LABELS);

/** The parking option's code when `text` is one (or its English label); null for free text. */
export const parkingCode = recogniser(PARKING_LABELS);
