import { type BulkColumns, bulkInsert, type Row } from './bulk.ts';
import type { SeededProperty } from './companies.ts';
import type { SeedContext } from './context.ts';
import { type RentLevels, rentLevelKey, type SeededPrograms } from './programs.ts';

const UNIT_TYPES: ReadonlyArray<readonly [string, number]> = [
  ['SRO', 2],
  ['Studio', 12],
  ['1BR', 35],
  ['2BR', 30],
  ['3BR', 15],
  ['4BR', 5],
  ['5BR', 1],
];
const SQUARE_FEET: Record<string, number> = {
  SRO: 200,
  Studio: 450,
  '1BR': 650,
  '2BR': 900,
  '3BR': 1150,
  '4BR': 1400,
  '5BR': 1650,
};
const STYLES = ['Garden', 'Walk-up', 'High-rise', 'Mid-rise', 'Townhouse', 'Duplex'];
const AMENITIES = [
  'Balcony',
  'Dishwasher',
  'Air conditioning',
  'Laundry in unit',
  'Hardwood floors',
  'Storage',
];

export interface SeededUnit {
  id: number;
  unitType: string;
  programId: number | null;
  amiPercentage: number | null;
}

function rentLevelFor(ctx: SeedContext, levels: RentLevels, programId: number, unitType: string) {
  const options = levels.get(rentLevelKey(programId, unitType));
  return options && options.length > 0 ? ctx.random.pick(options) : undefined;
}

/**
 * Each property's buildings by id: the one migration 0039's trigger gave it, and for a property of
 * several the others, added here (identity ids, so they never collide with the trigger's).
 */
async function buildingsOf(ctx: SeedContext, property: SeededProperty): Promise<number[]> {
  if (property.buildingCount > 1) {
    await ctx.session.query(
      `INSERT INTO buildings (organization_id, property_id, name, placed_in_service_date, first_credit_year)
       SELECT $1, $2, 'Building ' || g, DATE '2019-01-15' + g * 30, 2019 FROM generate_series(2, $3) AS g`,
      [ctx.organizationId, property.id, property.buildingCount],
    );
  }
  const rows = await ctx.session.query<{ id: number }>(
    'SELECT id FROM buildings WHERE organization_id = $1 AND property_id = $2 ORDER BY id',
    [ctx.organizationId, property.id],
  );
  return rows.map((r) => r.id);
}

/**
 * Units numbered by floor ("305") within each property. Most properties run one program; a unit
 * under it points at a rent limit of that program for its own type, as the API requires.
 */
export async function seedUnits(
  ctx: SeedContext,
  properties: readonly SeededProperty[],
  programs: SeededPrograms,
): Promise<SeededUnit[]> {
  const { random, organizationId } = ctx;
  const total = properties.reduce((sum, p) => sum + p.unitCount, 0);
  let nextId = ctx.ids.take('units', total);
  const rows: Row[] = [];
  const seeded: SeededUnit[] = [];
  for (const property of properties) {
    // A one-building property's units find their building by the trigger of migration 0039.
    const buildings = property.buildingCount > 1 ? await buildingsOf(ctx, property) : [];
    const propertyProgram = random.chance(0.8) ? random.pick(programs.ids) : null;
    const perFloor = random.int(4, 16);
    const style = random.pick(STYLES);
    for (let i = 0; i < property.unitCount; i++) {
      const id = nextId++;
      const unitType = random.weighted(UNIT_TYPES);
      const programId = propertyProgram !== null && random.chance(0.85) ? propertyProgram : null;
      const level =
        programId === null ? undefined : rentLevelFor(ctx, programs.rentLevels, programId, unitType);
      rows.push({
        id,
        organization_id: organizationId,
        property_id: property.id,
        building_id: buildings.length > 0 ? (buildings[i % buildings.length] ?? null) : null,
        unit_number: `${Math.floor(i / perFloor) + 1}${String((i % perFloor) + 1).padStart(2, '0')}`,
        unit_type: unitType,
        unit_style: style,
        bathrooms:
          unitType === 'SRO' || unitType === 'Studio' ? '1.0' : random.pick(['1.0', '1.5', '2.0', '2.5']),
        square_feet: (SQUARE_FEET[unitType] ?? 600) + random.int(-80, 120),
        gov_program_id: programId,
        ami_level_id: level?.id ?? null,
        is_ada_compliant: random.chance(0.08),
        amenities: AMENITIES.filter(() => random.chance(0.3)).join('|'),
      });
      seeded.push({ id, unitType, programId, amiPercentage: level?.percentage ?? null });
    }
  }
  await bulkInsert(ctx.session, 'units', UNIT_COLUMNS, rows, ctx.batch);
  return seeded;
}

const UNIT_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  property_id: 'int',
  building_id: 'int',
  unit_number: 'text',
  unit_type: 'text',
  unit_style: 'text',
  bathrooms: 'numeric',
  square_feet: 'int',
  gov_program_id: 'int',
  ami_level_id: 'int',
  is_ada_compliant: 'boolean',
  amenities: { type: 'text', select: "string_to_array(t.amenities, '|')" },
};
