import type { UnitListQuery, UnitValues } from '@lar/contracts/units';
import { and, asc, count, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { occupancies } from '../../db/schema/occupancies.ts';
import { amiLevels, govPrograms } from '../../db/schema/programs.ts';
import { properties } from '../../db/schema/properties.ts';
import { units } from '../../db/schema/units.ts';
import type { Tenant } from '../../db/tenancy.ts';
import {
  jsonArray,
  jsonColumn,
  jsonNumber,
  jsonObject,
  jsonTimestamp,
  numberText,
} from '../../lib/json-rows.ts';
import { containsPattern } from '../../lib/like.ts';
import { boundedTotal, type ListTotal, totalColumn, totalOfPage } from '../../lib/list-total.ts';
import { type Bind, literal, placeholder, preparedPage } from '../../lib/prepared-queries.ts';

export type UnitRow = typeof units.$inferSelect;
export type UnitListing = UnitRow & {
  propertyName: string;
  programName: string | null;
  amiPercentage: number | null;
};

function toColumns(values: UnitValues) {
  return {
    propertyId: values.property_id,
    unitNumber: values.unit_number,
    unitType: values.unit_type,
    unitStyle: values.unit_style,
    bathrooms: values.bathrooms === null ? null : values.bathrooms.toFixed(1),
    squareFeet: values.square_feet,
    govProgramId: values.gov_program_id,
    amiLevelId: values.ami_level_id,
    isAdaCompliant: values.is_ada_compliant,
    amenities: values.amenities,
    notes: values.notes,
  };
}

export class UnitRepository {
  constructor(
    private readonly q: Queryable,
    private readonly tenant: Tenant,
  ) {}

  async list(query: UnitListQuery): Promise<{ json: string; total: ListTotal }> {
    const values = {
      propertyId: query.property_id,
      term: query.q ? containsPattern(query.q.toLowerCase()) : undefined,
      limit: query.limit,
      offset: query.offset,
    };
    const shape = `${values.propertyId === undefined ? '' : 'property'}|${values.term ? 'term' : ''}`;
    // A text filter's best plan depends on the text (a short one matches most units): planned on
    // each execution. Otherwise the plan fits every value and is kept per connection.
    const statement = {
      family: 'units.list',
      organizationId: this.tenant.organizationId,
      shape,
      plannedEachTime: values.term !== undefined,
    };
    const page = preparedPage(this.q, statement, query, (plan) => {
      const where = this.filter(values, placeholder);
      const fields = { json: unitJson, total: totalColumn(this.matches(where)) };
      return this.withNames(this.q.select(fields).from(units).$dynamic())
        .where(where)
        .orderBy(asc(properties.property_name), asc(sql`lower(${units.unitNumber})`), asc(units.id))
        .limit(plan.limit)
        .offset(plan.offset)
        .prepare(plan.name);
    });
    const rows = await page.execute(values);
    const total = await totalOfPage(rows, query.offset, () =>
      boundedTotal(this.q, this.matches(this.filter(values, literal))),
    );
    return { json: jsonArray(rows), total };
  }

  private filter(values: { propertyId: number | undefined; term: string | undefined }, bind: Bind): SQL {
    return this.tenant.where(
      units,
      values.propertyId === undefined
        ? undefined
        : eq(units.propertyId, bind('propertyId', values.propertyId)),
      values.term
        ? or(
            like(sql`lower(${units.unitNumber})`, bind('term', values.term)),
            ilike(properties.property_name, bind('term', values.term)),
          )
        : undefined,
    );
  }

  private matches(where: SQL) {
    return this.q
      .select({ id: units.id })
      .from(units)
      .innerJoin(properties, this.sameOrg(eq(properties.id, units.propertyId), properties.organizationId))
      .where(where)
      .$dynamic();
  }

  async find(id: number): Promise<UnitListing | undefined> {
    const [row] = await this.withNames(this.q.select(unitListingFields).from(units).$dynamic()).where(
      this.tenant.where(units, eq(units.id, id)),
    );
    return row ? flatten(row) : undefined;
  }

  async findForUpdate(id: number): Promise<UnitRow | undefined> {
    const [row] = await this.q
      .select()
      .from(units)
      .where(this.tenant.where(units, eq(units.id, id)))
      .for('update');
    return row;
  }

  async propertyExists(propertyId: number): Promise<boolean> {
    const [row] = await this.q
      .select({ id: properties.id })
      .from(properties)
      .where(this.tenant.where(properties, eq(properties.id, propertyId)));
    return row !== undefined;
  }

  async programExists(programId: number): Promise<boolean> {
    const [row] = await this.q
      .select({ id: govPrograms.id })
      .from(govPrograms)
      .where(this.tenant.where(govPrograms, eq(govPrograms.id, programId)));
    return row !== undefined;
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

  async insert(values: UnitValues): Promise<UnitRow> {
    const [row] = await this.q
      .insert(units)
      .values(this.tenant.values(toColumns(values)))
      .returning();
    return row as UnitRow;
  }

  async update(id: number, version: number, values: UnitValues): Promise<UnitRow | undefined> {
    const [row] = await this.q
      .update(units)
      .set({ ...toColumns(values), version: version + 1, updatedAt: new Date() })
      .where(this.tenant.where(units, eq(units.id, id), eq(units.version, version)))
      .returning();
    return row;
  }

  async hasOccupancies(id: number): Promise<boolean> {
    const [row] = await this.q
      .select({ n: count() })
      .from(occupancies)
      .where(this.tenant.where(occupancies, eq(occupancies.unitId, id)));
    return (row?.n ?? 0) > 0;
  }

  async delete(id: number): Promise<void> {
    await this.q.delete(units).where(this.tenant.where(units, eq(units.id, id)));
  }

  private sameOrg(condition: SQL, organizationColumn: typeof properties.organizationId) {
    return and(condition, eq(organizationColumn, units.organizationId)) as SQL;
  }

  /** `query`, a select from units, joined to the property, program and AMI level it names. */
  private withNames<Query extends PgSelect>(query: Query) {
    return query
      .innerJoin(properties, this.sameOrg(eq(properties.id, units.propertyId), properties.organizationId))
      .leftJoin(
        govPrograms,
        and(eq(govPrograms.id, units.govProgramId), eq(govPrograms.organizationId, units.organizationId)),
      )
      .leftJoin(
        amiLevels,
        and(eq(amiLevels.id, units.amiLevelId), eq(amiLevels.organizationId, units.organizationId)),
      );
  }
}

const unitListingFields = {
  unit: units,
  propertyName: properties.property_name,
  programName: govPrograms.name,
  amiPercentage: amiLevels.percentage,
};

/** A unit of the list as JSON text, field for field as `toUnitDto` writes it. */
const unitJson = jsonColumn(
  jsonObject({
    id: units.id,
    property_id: units.propertyId,
    property_name: properties.property_name,
    unit_number: units.unitNumber,
    unit_type: units.unitType,
    unit_style: units.unitStyle,
    bathrooms: jsonNumber(units.bathrooms),
    square_feet: units.squareFeet,
    gov_program_id: units.govProgramId,
    gov_program_name: govPrograms.name,
    ami_level_id: units.amiLevelId,
    // amiLevelName: the percentage as JS writes the number, then "% AMI".
    ami_level_name: sql`${numberText(amiLevels.percentage)} || '% AMI'`,
    is_ada_compliant: units.isAdaCompliant,
    amenities: units.amenities,
    notes: units.notes,
    version: units.version,
    created_at: jsonTimestamp(units.createdAt),
    updated_at: jsonTimestamp(units.updatedAt),
  }),
);

function flatten(row: {
  unit: UnitRow;
  propertyName: string;
  programName: string | null;
  amiPercentage: number | null;
}): UnitListing {
  // Named fields, not a spread of the row: see the occupancy repository's `flatten`.
  const u = row.unit;
  return {
    id: u.id,
    organizationId: u.organizationId,
    propertyId: u.propertyId,
    unitNumber: u.unitNumber,
    unitType: u.unitType,
    unitStyle: u.unitStyle,
    bathrooms: u.bathrooms,
    squareFeet: u.squareFeet,
    govProgramId: u.govProgramId,
    amiLevelId: u.amiLevelId,
    isAdaCompliant: u.isAdaCompliant,
    amenities: u.amenities,
    notes: u.notes,
    createdAt: u.createdAt,
    updatedAt: u.updatedAt,
    version: u.version,
    propertyName: row.propertyName,
    programName: row.programName,
    amiPercentage: row.amiPercentage,
  };
}
