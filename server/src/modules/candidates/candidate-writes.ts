import type { CandidateValues } from '@lar/contracts/candidates';
import { type Column, fillPlaceholders, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbHandle } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { isActiveOccupancy, occupancies } from '../../db/schema/occupancies.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import { units } from '../../db/schema/units.ts';
import { isoTimestamp, jsonColumn, jsonWhenPresent } from '../../lib/json-rows.ts';
import type { Actor } from '../auth/actor.ts';
import { candidateJsonOf, maskedDocumentNumber, toColumns } from './candidate.repository.ts';

/**
 * A candidate's create and update, each one statement: the row, its audit record and the answer's
 * JSON in a single round trip. Written with a transaction, a create took four round trips (BEGIN,
 * insert, audit, COMMIT) and an update six (the row read for update, the answer read after the
 * commit); the connection's waits, and the locks held across them, were most of a write's time.
 * One statement is atomic by itself: the audit record stands or falls with the change.
 *
 * Each statement's text is built once per process and prepared by name on PostgreSQL, with the
 * organization a bound value like the others, so building SQL costs nothing per request.
 */

/** The statement's text, and its parameters in order as placeholders to fill. */
interface Statement {
  name: string;
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();
const render = (name: string, query: SQL): Statement => ({ name, ...toStatement(query) });
function toStatement(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, params };
}

const param = (name: string) => sql.placeholder(name);

type WrittenColumns = ReturnType<typeof toColumns>;
/** The columns a form writes, by property name: every one `toColumns` returns (checked below). */
const WRITTEN = [
  'idWp',
  'fullName',
  'searchName',
  'email',
  'phoneNumber',
  'birthDate',
  'income',
  'householdSize',
  'isDisabled',
  'isSenior',
  'postalCode',
  'documentType',
  'documentNumber',
] as const satisfies ReadonlyArray<keyof WrittenColumns>;
/** Fails to compile when `toColumns` gains a column this list lacks. */
const _everyColumnWritten: Exclude<keyof WrittenColumns, (typeof WRITTEN)[number]> extends never
  ? true
  : never = true;
const columnOf = (key: keyof typeof candidates.$inferSelect): Column => getTableColumns(candidates)[key];
const columnName = (key: keyof typeof candidates.$inferSelect) => sql.identifier(columnOf(key).name);

/**
 * A candidate row of relation `alias` as the audit log keeps it: the JSON of the row as the
 * application reads it (property names, timestamps as `Date` writes them, numerics and dates as
 * text), without the derived search name and with the document number masked, as `auditView` in
 * the service writes it for a delete.
 */
function auditJsonOf(alias: string): SQL {
  const fields = Object.entries(getTableColumns(candidates))
    .filter(([key]) => key !== 'searchName')
    .flatMap(([key, column]) => {
      const value = sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
      return [sql.raw(`'${key}'`), auditValue(key, column.columnType, value)];
    });
  return sql`jsonb_build_object(${sql.join(fields, sql`, `)})`;
}

function auditValue(key: string, columnType: string, value: SQL): SQL {
  if (key === 'documentNumber') return maskedDocumentNumber(value);
  if (columnType === 'PgTimestamp') return isoTimestamp(value);
  if (columnType === 'PgNumeric' || columnType === 'PgDateString') return sql`${value}::text`;
  return value;
}

/** The audit record of the change from `before` to `after` (relation aliases), for the actor bound. */
function auditInsert(action: 'create' | 'update', from: SQL, before: string | null, after: string): SQL {
  return sql`insert into ${auditLog} (organization_id, actor_user_id, actor_subuser_id, actor_username,
      action, entity, entity_id, before, after)
    select ${sql.identifier(after)}.organization_id, ${param('actorUserId')}::integer,
      ${param('actorSubuserId')}::integer, ${param('actorUsername')}::text, ${action}, 'candidate',
      ${sql.identifier(after)}.id, ${before ? auditJsonOf(before) : sql`null`}, ${auditJsonOf(after)}
    ${from}`;
}

/**
 * The written row (relation `written`, read as `candidates`) as the answer's JSON: the candidate in
 * full with its current occupancy, as `toCandidateDto` writes it.
 */
const answerJson = jsonColumn(jsonWhenPresent(candidates.id, candidateJsonOf(candidates.documentNumber)));
const answerJoins = sql`left join ${occupancies}
    on ${occupancies.organizationId} = ${candidates.organizationId}
   and ${occupancies.tenantId} = ${candidates.id} and ${isActiveOccupancy}
  left join ${units} on ${units.id} = ${occupancies.unitId} and ${units.organizationId} = ${occupancies.organizationId}
  left join ${govPrograms}
    on ${govPrograms.id} = ${occupancies.programId} and ${govPrograms.organizationId} = ${occupancies.organizationId}`;

const CREATE = render(
  'candidates.create',
  sql`with written as (
    insert into ${candidates} (organization_id, ${sql.join(WRITTEN.map(columnName), sql`, `)})
    values (${param('organizationId')}, ${sql.join(
      WRITTEN.map((key) => param(key)),
      sql`, `,
    )})
    returning *
  ), audited as (${auditInsert('create', sql`from written`, null, 'written')})
  select ${answerJson} as json from written as candidates ${answerJoins}`,
);

/**
 * The row is locked as it was (`before`, for the audit), then changed only if its version is the
 * one the form was read at. No row: not in this organization; a row without an answer: a newer
 * version (409).
 */
const UPDATE = render(
  'candidates.update',
  sql`with before as (
    select * from ${candidates}
     where organization_id = ${param('organizationId')} and id = ${param('id')}
       for update
  ), written as (
    update ${candidates} as changed set ${sql.join(
      WRITTEN.map((key) => sql`${columnName(key)} = ${param(key)}`),
      sql`, `,
    )}, version = changed.version + 1, updated_at = now()
      from before
     where changed.organization_id = before.organization_id and changed.id = before.id
       and changed.version = ${param('version')}
    returning changed.*
  ), audited as (${auditInsert('update', sql`from written join before on before.id = written.id`, 'before', 'written')})
  select ${answerJson} as json from before left join written as candidates on true ${answerJoins}`,
);

/** What the statements bind besides the form's columns. */
function actorValues(actor: Actor) {
  return {
    organizationId: actor.organizationId,
    actorUserId: actor.kind === 'user' ? actor.id : null,
    actorSubuserId: actor.kind === 'subuser' ? actor.id : null,
    actorUsername: actor.username,
  };
}

async function run(database: DbHandle, statement: Statement, values: Record<string, unknown>) {
  const params = fillPlaceholders(statement.params, values);
  return database.query<{ json: string | null }>(statement.text, params, { name: statement.name });
}

/** Inserts the candidate and its audit record; the answer's JSON. A taken e-mail throws 23505. */
export async function createCandidate(
  database: DbHandle,
  actor: Actor,
  values: CandidateValues,
): Promise<string> {
  const [row] = await run(database, CREATE, { ...actorValues(actor), ...toColumns(values) });
  if (!row?.json) throw new Error('the insert returned no row');
  return row.json;
}

/**
 * Updates the candidate at `version` and records the change. `undefined` when this organization
 * has no such candidate, `null` when its version is no longer `version`, else the answer's JSON.
 */
export async function updateCandidate(
  database: DbHandle,
  actor: Actor,
  id: number,
  version: number,
  values: CandidateValues,
): Promise<string | null | undefined> {
  const [row] = await run(database, UPDATE, { ...actorValues(actor), ...toColumns(values), id, version });
  return row ? row.json : undefined;
}
