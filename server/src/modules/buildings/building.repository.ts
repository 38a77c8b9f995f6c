import type { Building, BuildingInput, BuildingListQuery } from '@lar/contracts/buildings';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { buildings } from '../../db/schema/buildings.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import { countRows, insertRow, rowExists, selectRow, updateAtVersion } from '../../db/tenant-rows.ts';
import { jsonTimestamp } from '../../lib/json-rows.ts';
import { type JsonPage, pagedJson } from '../../lib/paged-list.ts';
import { recordShape } from '../../lib/record-shape.ts';

/** A building's own fields as its columns (the table keeps the API's names). */
export type BuildingColumns = Omit<BuildingInput, 'property_id'>;

/** The units in the building: the units_building_idx range of one building. */
const unitCount: SQL<number> = sql<number>`(
  SELECT count(*)::integer FROM ${units}
   WHERE ${units.organizationId} = ${buildings.organizationId} AND ${units.buildingId} = ${buildings.id})`;

/** The building's property's name: the history names the property by it. */
const propertyName: SQL<string> = sql<string>`(
  SELECT ${properties.property_name} FROM ${properties}
   WHERE ${properties.organizationId} = ${buildings.organizationId} AND ${properties.id} = ${buildings.property_id})`;

/** A building's answer, read from its row alone (its property's name and unit count are subqueries). */
const buildingShape = recordShape<Building>({
  id: buildings.id,
  property_id: buildings.property_id,
  property_name: propertyName,
  bin: buildings.bin,
  name: buildings.name,
  street1: buildings.street1,
  street2: buildings.street2,
  city: buildings.city,
  state: buildings.state,
  postal_code: buildings.postal_code,
  placed_in_service_date: buildings.placed_in_service_date,
  first_credit_year: buildings.first_credit_year,
  gross_rent_floor_date: buildings.gross_rent_floor_date,
  set_aside_election: buildings.set_aside_election,
  unit_count: unitCount,
  version: buildings.version,
  created_at: jsonTimestamp(buildings.createdAt),
  updated_at: jsonTimestamp(buildings.updatedAt),
});

export class BuildingRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  /** A property's buildings by name (then id), a page at a time. */
  list(propertyId: number, query: BuildingListQuery): Promise<JsonPage> {
    return pagedJson({
      q: this.q,
      from: buildings,
      where: this.tenant.where(buildings, eq(buildings.property_id, propertyId)),
      orderBy: [asc(sql`lower(${buildings.name})`), asc(buildings.id)],
      json: buildingShape.jsonColumn,
      page: query,
    });
  }

  /** The building's answer, or undefined when this organization has no such building. */
  async find(id: number): Promise<Building | undefined> {
    return buildingShape.readFirst(await this.one(id));
  }

  /** The building's answer, its row locked until the transaction ends. */
  async findForUpdate(id: number): Promise<Building | undefined> {
    return buildingShape.readFirst(await this.one(id).for('update'));
  }

  private one(id: number) {
    return this.q
      .select(buildingShape.columns)
      .from(buildings)
      .where(this.tenant.where(buildings, eq(buildings.id, id)))
      .$dynamic();
  }

  propertyExists(propertyId: number): Promise<boolean> {
    return rowExists(this.q, this.tenant, properties, propertyId);
  }

  /** Whether another building of the organization has this BIN. */
  async binTaken(bin: string, exceptId?: number): Promise<boolean> {
    const rows = await this.q
      .select({ id: buildings.id })
      .from(buildings)
      .where(this.tenant.where(buildings, eq(buildings.bin, bin)))
      .limit(1);
    return rows.length > 0 && rows[0]?.id !== exceptId;
  }

  /** The ids of a property's buildings, at most `limit` (a unit's choice needs to know 0, 1 or more). */
  async idsOfProperty(propertyId: number, limit = 2): Promise<number[]> {
    const rows = await this.q
      .select({ id: buildings.id })
      .from(buildings)
      .where(this.tenant.where(buildings, eq(buildings.property_id, propertyId)))
      .orderBy(asc(buildings.id))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /** The property a building of this organization belongs to; undefined when there is none. */
  async propertyOf(id: number): Promise<number | undefined> {
    const [row] = await selectRow(this.q, this.tenant, buildings, { propertyId: buildings.property_id }, id);
    return row?.propertyId;
  }

  countUnits(id: number): Promise<number> {
    return countRows(this.q, this.tenant, units, eq(units.buildingId, id));
  }

  insert(propertyId: number, values: BuildingColumns): Promise<number> {
    return insertRow(this.q, this.tenant, buildings, { property_id: propertyId, ...values });
  }

  /** Updates the building at `version`; false when that is no longer its version. */
  update(id: number, version: number, values: BuildingColumns): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, buildings, id, version, values);
  }

  async delete(id: number): Promise<void> {
    await this.q.delete(buildings).where(this.tenant.where(buildings, eq(buildings.id, id)));
  }
}
