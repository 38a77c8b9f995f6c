import type { Unit, UnitChanges, UnitListQuery, UnitValues } from '@lar/contracts/units';
import { and, asc, eq, gt, like, not, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { buildings } from '../../db/schema/buildings.ts';
import { amiLevels, govPrograms } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import { referencedRow, type Tenant } from '../../db/tenancy.ts';
import { insertRow, type RowValues, rowExists, updateAtVersion } from '../../db/tenant-rows.ts';
import { columnsOfFields, type FieldColumns } from '../../lib/field-columns.ts';
import { jsonArray, jsonNumber, jsonTimestamp, numberText } from '../../lib/json-rows.ts';
import { containsPattern } from '../../lib/like.ts';
import { nameContains } from '../../lib/list-query.ts';
import { boundedTotal, type ListTotal, totalColumn, totalOfPage } from '../../lib/list-total.ts';
import { type Bind, listStatement, literal, placeholder, preparedPage } from '../../lib/prepared-queries.ts';
import { recordShape } from '../../lib/record-shape.ts';
import { designationsJson } from '../compliance/index.ts';

/** Each field of the unit's body and its columns: the compiler asks for a line per field (decision 037). */
const UNIT_COLUMNS = {
  property_id: (value) => ({ propertyId: value }),
  // The service sets it to the building it settled on (`unitBuilding`), sent or not.
  building_id: (value) => (value === undefined ? {} : { buildingId: value }),
  unit_number: (value) => ({ unitNumber: value }),
  unit_type: (value) => ({ unitType: value }),
  unit_style: (value) => ({ unitStyle: value }),
  bathrooms: (value) => ({ bathrooms: value === null ? null : value.toFixed(1) }),
  square_feet: (value) => ({ squareFeet: value }),
  market_rent: (value) => ({ marketRent: value }),
  gov_program_id: (value) => ({ govProgramId: value }),
  ami_level_id: (value) => ({ amiLevelId: value }),
  is_ada_compliant: (value) => ({ isAdaCompliant: value }),
  amenities: (value) => ({ amenities: value }),
  notes: (value) => ({ notes: value }),
  // Rows of unit_designations, written by the compliance module.
  designations: () => ({}),
} satisfies FieldColumns<UnitValues, typeof units.$inferInsert>;

const toColumns = (values: UnitChanges) => columnsOfFields(UNIT_COLUMNS, values);

/** The list's filters without its page: what its export takes. */
export type UnitExportFilter = Pick<UnitListQuery, 'property_id' | 'property_manager_id' | 'q' | 'vacant'>;

const filtersOf = (query: UnitExportFilter) => ({
  propertyId: query.property_id,
  managerId: query.property_manager_id,
  term: query.q ? containsPattern(query.q.toLowerCase()) : undefined,
  vacant: query.vacant ? ('vacant' as const) : undefined,
});

export class UnitRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  async list(query: UnitListQuery): Promise<{ json: string; total: ListTotal }> {
    const filters = filtersOf(query);
    // A text filter's best plan depends on the text (a short one matches most units): planned on
    // each execution. Otherwise the plan fits every value and is kept per connection.
    const scope = {
      organizationId: this.tenant.organizationId,
      filters,
      plannedEachTime: filters.term !== undefined,
    };
    const page = preparedPage(this.q, UNIT_LIST, scope, query, (plan) => {
      const where = this.filter(filters, placeholder);
      const fields = { json: unitShape.jsonColumn, total: totalColumn(this.matches(where)) };
      return this.withNames(this.q.select(fields).from(units).$dynamic())
        .where(where)
        .orderBy(asc(properties.property_name), asc(sql`lower(${units.unitNumber})`), asc(units.id))
        .limit(plan.limit)
        .offset(plan.offset)
        .prepare(plan.name);
    });
    const rows = await page.execute({
      propertyId: filters.propertyId,
      managerId: filters.managerId,
      term: filters.term,
      limit: query.limit,
      offset: query.offset,
    });
    const total = await totalOfPage(rows, query.offset, () =>
      boundedTotal(this.q, this.matches(this.filter(filters, literal))),
    );
    return { json: jsonArray(rows), total };
  }

  /** A batch of the list's export (decision 028): the list's filters, the next `size` by id after `afterId`. */
  async exportBatch(query: UnitExportFilter, afterId: number, size: number): Promise<Unit[]> {
    const where = this.filter(filtersOf(query), literal);
    const rows = await this.withNames(this.q.select(unitShape.columns).from(units).$dynamic())
      .where(and(where, gt(units.id, afterId)))
      .orderBy(asc(units.id))
      .limit(size);
    return rows.map((row) => unitShape.read(row));
  }

  private filter(
    values: {
      propertyId: number | undefined;
      managerId: number | undefined;
      term: string | undefined;
      vacant: 'vacant' | undefined;
    },
    bind: Bind,
  ): SQL {
    return this.tenant.where(
      units,
      values.propertyId === undefined
        ? undefined
        : eq(units.propertyId, bind('propertyId', values.propertyId)),
      // The company's properties: the list joins each unit's property for its name.
      values.managerId === undefined
        ? undefined
        : eq(properties.property_manager_id, bind('managerId', values.managerId)),
      values.term
        ? or(
            like(sql`lower(${units.unitNumber})`, bind('term', values.term)),
            nameContains(properties.searchName, bind('term', values.term)),
          )
        : undefined,
      // The taken mark of migration 0027: no ACTIVE or PENDING occupancy holds the unit.
      values.vacant ? not(units.taken) : undefined,
    );
  }

  private matches(where: SQL) {
    return this.q
      .select({ id: units.id })
      .from(units)
      .innerJoin(properties, referencedRow(properties, units.propertyId, units))
      .where(where)
      .$dynamic();
  }

  /** The unit's answer, or undefined when this organization has no such unit. */
  async find(id: number): Promise<Unit | undefined> {
    return unitShape.readFirst(await this.one(id));
  }

  /** The unit's answer, its row locked until the transaction ends. */
  async findForUpdate(id: number): Promise<Unit | undefined> {
    return unitShape.readFirst(await this.one(id).for('update', { of: units }));
  }

  private one(id: number) {
    return this.withNames(this.q.select(unitShape.columns).from(units).$dynamic()).where(
      this.tenant.where(units, eq(units.id, id)),
    );
  }

  propertyExists(propertyId: number): Promise<boolean> {
    return rowExists(this.q, this.tenant, properties, propertyId);
  }

  programExists(programId: number): Promise<boolean> {
    return rowExists(this.q, this.tenant, govPrograms, programId);
  }

  async amiLevel(levelId: number) {
    const [row] = await this.q
      .select({
        programId: amiLevels.programId,
        limitType: amiLevels.limitType,
        unitType: amiLevels.unitType,
      })
      .from(amiLevels)
      .where(this.tenant.where(amiLevels, eq(amiLevels.id, levelId)));
    return row;
  }

  async numberTaken(propertyId: number, unitNumber: string, exceptId?: number): Promise<boolean> {
    const [row] = await this.q
      .select({ id: units.id })
      .from(units)
      .where(
        this.tenant.where(
          units,
          eq(units.propertyId, propertyId),
          eq(sql`lower(${units.unitNumber})`, unitNumber.toLowerCase()),
        ),
      )
      .limit(1);
    return row !== undefined && row.id !== exceptId;
  }

  /** Inserts the unit; its id. */
  insert(values: UnitValues): Promise<number> {
    return insertRow(this.q, this.tenant, units, toColumns(values) as RowValues<typeof units>);
  }

  /** Updates the unit at `version`, setting the fields sent; false when that is no longer its version. */
  update(id: number, version: number, values: UnitChanges): Promise<boolean> {
    return updateAtVersion(this.q, this.tenant, units, id, version, toColumns(values));
  }

  async delete(id: number): Promise<void> {
    await this.q.delete(units).where(this.tenant.where(units, eq(units.id, id)));
  }

  /** `query`, a select from units, joined to the property, building, program and AMI level it names. */
  private withNames<Query extends PgSelect>(query: Query) {
    return query
      .innerJoin(properties, referencedRow(properties, units.propertyId, units))
      .innerJoin(buildings, referencedRow(buildings, units.buildingId, units))
      .leftJoin(govPrograms, referencedRow(govPrograms, units.govProgramId, units))
      .leftJoin(amiLevels, referencedRow(amiLevels, units.amiLevelId, units));
  }
}

/** A unit's answer, read with `withNames`' joins. */
const unitShape = recordShape<Unit>({
  id: units.id,
  property_id: units.propertyId,
  property_name: properties.property_name,
  building_id: units.buildingId,
  building_name: buildings.name,
  unit_number: units.unitNumber,
  unit_type: units.unitType,
  unit_style: units.unitStyle,
  bathrooms: jsonNumber(units.bathrooms),
  square_feet: units.squareFeet,
  market_rent: sql`${units.marketRent}::text`,
  gov_program_id: units.govProgramId,
  gov_program_name: govPrograms.name,
  ami_level_id: units.amiLevelId,
  // As `amiLevelName` writes it: the percentage as JS writes the number, then "% AMI".
  ami_level_name: sql`${numberText(amiLevels.percentage)} || '% AMI'`,
  is_ada_compliant: units.isAdaCompliant,
  amenities: units.amenities,
  notes: units.notes,
  designations: designationsJson,
  version: units.version,
  created_at: jsonTimestamp(units.createdAt),
  updated_at: jsonTimestamp(units.updatedAt),
});

/** Every filter of the unit list: each decides the statement's shape. */
const UNIT_LIST = listStatement('units.list', {
  propertyId: 'set',
  managerId: 'set',
  term: 'set',
  vacant: 'set',
});
