import { searchKey } from '@lar/contracts/candidates';
import type { OccupancyStatus } from '@lar/contracts/occupancies';
import type { UnitType } from '@lar/contracts/units';
import { asc, eq, inArray } from 'drizzle-orm';
import { buildings } from '../db/schema/buildings.ts';
import { candidates } from '../db/schema/candidates.ts';
import { occupancies } from '../db/schema/occupancies.ts';
import { amiLevels, govPrograms } from '../db/schema/programs.ts';
import { properties } from '../db/schema/properties.ts';
import { units } from '../db/schema/units.ts';
import { Tenant } from '../db/tenancy.ts';
import { CANDIDATES } from './candidates.demo-data.ts';
import type { DemoContext } from './demo-data.ts';

/**
 * Units for the demo properties, applicants with Portuguese, Spanish and English names, and an
 * occupancy history in every status. It reads the properties and programs the loaders before it
 * created, so it follows whatever they hold.
 */

interface UnitSeed {
  number: string;
  type: UnitType;
  style: string;
  bathrooms: number;
  squareFeet: number;
  amenities: string[];
  /** Rented under the first program at this AMI %; null for a market-rate unit. */
  ami: number | null;
  ada?: boolean;
  notes?: string;
}

const UNIT_PLAN: UnitSeed[] = [
  {
    number: '101',
    type: 'Studio',
    style: 'Garden level',
    bathrooms: 1,
    squareFeet: 480,
    amenities: ['Dishwasher'],
    ami: 60,
    ada: true,
    notes: 'Roll-in shower and lowered counters.',
  },
  {
    number: '102',
    type: '1BR',
    style: 'Corner',
    bathrooms: 1,
    squareFeet: 690,
    amenities: ['Balcony', 'Dishwasher'],
    ami: 60,
  },
  {
    number: '201',
    type: '2BR',
    style: 'Townhouse',
    bathrooms: 1.5,
    squareFeet: 940,
    amenities: ['Balcony', 'In-unit laundry'],
    ami: 50,
  },
  {
    number: '202',
    type: '2BR',
    style: 'Flat',
    bathrooms: 1,
    squareFeet: 900,
    amenities: ['Storage'],
    ami: 80,
  },
  {
    number: '301',
    type: '3BR',
    style: 'Duplex',
    bathrooms: 2,
    squareFeet: 1240,
    amenities: ['In-unit laundry', 'Storage', 'Parking'],
    ami: 60,
  },
  {
    number: '302',
    type: '1BR',
    style: 'Flat',
    bathrooms: 1,
    squareFeet: 650,
    amenities: [],
    ami: null,
    notes: 'Market-rate unit.',
  },
];

type Status = OccupancyStatus;

/** Which unit (property index, unit number) and which candidate, when, and how it went. */
interface PlacementSeed {
  property: number;
  unit: string;
  tenant: number;
  status: Status;
  /** Days from the loading day; negative is in the past. */
  start: number;
  end?: number;
  fee?: string;
}

const PLACEMENTS: PlacementSeed[] = [
  { property: 0, unit: '101', tenant: 0, status: 'ACTIVE', start: -610, fee: '350.00' },
  { property: 0, unit: '102', tenant: 8, status: 'ENDED', start: -980, end: -240 },
  { property: 0, unit: '102', tenant: 5, status: 'ACTIVE', start: -180, fee: '250.00' },
  { property: 0, unit: '201', tenant: 6, status: 'PENDING', start: 21 },
  { property: 0, unit: '301', tenant: 4, status: 'ACTIVE', start: -420, fee: '500.00' },
  { property: 1, unit: '101', tenant: 1, status: 'ACTIVE', start: -660 },
  { property: 1, unit: '202', tenant: 7, status: 'ENDED', start: -720, end: -60 },
  { property: 1, unit: '202', tenant: 9, status: 'PENDING', start: 14 },
  { property: 1, unit: '102', tenant: 2, status: 'ACTIVE', start: -95, fee: '300.00' },
  { property: 2, unit: '201', tenant: 3, status: 'ENDED', start: -400, end: -30 },
  { property: 2, unit: '101', tenant: 10, status: 'ACTIVE', start: -45 },
];

function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The three demo properties the units are placed in, oldest first (the compliance demo reads them too). */
export function firstDemoProperties(tx: DemoContext['tx'], tenant: Tenant) {
  return tx
    .select({ id: properties.id })
    .from(properties)
    .where(tenant.where(properties))
    .orderBy(asc(properties.id))
    .limit(3);
}

export async function occupancyDemo({ tx, organizationId }: DemoContext): Promise<void> {
  const tenant = new Tenant(organizationId);

  const people = await tx
    .insert(candidates)
    .values(
      CANDIDATES.map((c) =>
        tenant.values({
          fullName: c.name,
          searchName: searchKey(c.name),
          email: c.email,
          phoneNumber: c.phone,
          birthDate: c.birth,
          income: c.income,
          householdSize: c.household,
          isSenior: c.senior ?? false,
          isDisabled: c.disabled ?? false,
          postalCode: c.postal,
          documentType: c.document?.[0] ?? null,
          documentNumber: c.document?.[1] ?? null,
        }),
      ),
    )
    .returning({ id: candidates.id });

  const demoProperties = await firstDemoProperties(tx, tenant);
  if (demoProperties.length === 0) return;

  const [program] = await tx
    .select({ id: govPrograms.id })
    .from(govPrograms)
    .where(tenant.where(govPrograms))
    .orderBy(asc(govPrograms.id))
    .limit(1);
  const rentLevels = program
    ? await tx
        .select()
        .from(amiLevels)
        .where(
          tenant.where(amiLevels, eq(amiLevels.programId, program.id), eq(amiLevels.limitType, 'Rent Limit')),
        )
    : [];
  /** The newest rent limit of the program for a unit type and AMI %. */
  const levelFor = (type: UnitType, ami: number | null) =>
    ami === null
      ? undefined
      : rentLevels
          .filter((l) => l.unitType === type && l.percentage === ami)
          .sort((a, b) => b.year - a.year)[0];

  // Each property's first building, made with the property (migration 0039); buildings.demo.ts adds more.
  const firstBuildings = await tx
    .select({ id: buildings.id, propertyId: buildings.property_id })
    .from(buildings)
    .where(
      tenant.where(
        buildings,
        inArray(
          buildings.property_id,
          demoProperties.map((p) => p.id),
        ),
      ),
    )
    .orderBy(asc(buildings.id));
  const buildingOf = (propertyId: number) => {
    const found = firstBuildings.find((b) => b.propertyId === propertyId);
    if (!found) throw new Error(`demo property ${propertyId} has no building`);
    return found.id;
  };

  const planned = demoProperties.flatMap((property, index) =>
    UNIT_PLAN.map((seed) => ({
      key: `${index}/${seed.number}`,
      property,
      seed,
      level: levelFor(seed.type, seed.ami),
    })),
  );
  const inserted = await tx
    .insert(units)
    .values(
      planned.map(({ property, seed, level }) =>
        tenant.values({
          propertyId: property.id,
          buildingId: buildingOf(property.id),
          unitNumber: seed.number,
          unitType: seed.type,
          unitStyle: seed.style,
          bathrooms: String(seed.bathrooms),
          squareFeet: seed.squareFeet,
          govProgramId: level ? (program?.id ?? null) : null,
          amiLevelId: level?.id ?? null,
          isAdaCompliant: seed.ada ?? false,
          amenities: seed.amenities,
          notes: seed.notes ?? null,
        }),
      ),
    )
    .returning({ id: units.id, propertyId: units.propertyId, unitNumber: units.unitNumber });
  const unitIds = new Map(
    planned.flatMap(({ key, property, seed, level }) => {
      const row = inserted.find((u) => u.propertyId === property.id && u.unitNumber === seed.number);
      if (!row) return [];
      const unit = {
        id: row.id,
        programId: level ? (program?.id ?? null) : null,
        ami: level ? level.percentage : null,
        // Market-rate units rent above the restricted ones.
        rent: level ? level.limitValue : 2450,
      };
      return [[key, unit] as const];
    }),
  );

  const rows = PLACEMENTS.flatMap((p) => {
    const unit = unitIds.get(`${p.property}/${p.unit}`);
    const person = people[p.tenant];
    if (!unit || !person) return [];
    return [
      tenant.values({
        unitId: unit.id,
        tenantId: person.id,
        programId: unit.programId,
        amiPercentage: unit.ami === null ? null : unit.ami.toFixed(2),
        rentAmount: unit.rent.toFixed(2),
        startDate: dayFromToday(p.start),
        endDate: p.end === undefined ? null : dayFromToday(p.end),
        placementFee: p.fee ?? null,
        status: p.status,
      }),
    ];
  });
  if (rows.length > 0) await tx.insert(occupancies).values(rows);
}
