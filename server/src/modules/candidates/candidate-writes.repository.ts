import {
  type CandidateChanges,
  type CandidateValues,
  candidateBody,
  searchKey,
} from '@lar/contracts/candidates';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { DbHandle } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { candidates } from '../../db/schema/candidates.ts';
import type { Actor } from '../../lib/actor.ts';
import { type RenderedStatement, renderStatement, runStatement } from '../../lib/rendered-statements.ts';
import { candidateShape, currentOccupancyJoins, maskedCandidateShape } from './candidate-shape.ts';

/**
 * A candidate's create and update, each one statement: the row, its audit record and the answer's
 * JSON in a single round trip. Written with a transaction, a create took four round trips (BEGIN,
 * insert, audit, COMMIT) and an update six (the row read for update, the answer read after the
 * commit); the connection's waits, and the locks held across them, were most of a write's time.
 * One statement is atomic by itself: the audit record stands or falls with the change.
 *
 * The answer and the audit snapshots are the candidate's shapes (candidate-shape.ts) selected from
 * the statement's own rows, read as `candidates`. Each statement's text is built once per process
 * and prepared by name on PostgreSQL, with the organization a bound value like the others, so
 * building SQL costs nothing per request.
 */

const param = (name: string) => sql.placeholder(name);

type CandidateColumns = (typeof candidates)['_']['columns'];
type ColumnName = { [K in keyof CandidateColumns]: CandidateColumns[K]['_']['name'] }[keyof CandidateColumns];

/**
 * The form's fields, each stored in the column of its own name (the API's names are the columns'),
 * so a field added to the form and the table is written without a line here.
 */
const FORM_FIELDS = Object.keys(candidateBody.shape) as Array<keyof CandidateValues>;
/** Fails to compile when a form field has no column of its name. */
const _everyFieldHasItsColumn: Exclude<keyof CandidateValues, ColumnName> extends never ? true : never = true;
/** The columns a create or an update writes: the form's, and the search name derived from the name. */
const WRITTEN: readonly string[] = [...FORM_FIELDS, 'search_name'];
const columnNames = new Set(Object.values(getTableColumns(candidates)).map((column) => column.name));
for (const name of WRITTEN) if (!columnNames.has(name)) throw new Error(`candidates has no column ${name}`);

/** The written columns' values, by column name. */
function writtenValues(values: CandidateValues): Record<string, unknown> {
  const row: Record<string, unknown> = { search_name: searchKey(values.full_name) };
  for (const field of FORM_FIELDS) row[field] = values[field] ?? null;
  return row;
}

/** The binding that says a column is left as stored: the field was not sent (decision 037). */
const keptName = (name: string) => `kept_${name}`;

/**
 * An update's values: the fields sent, and for each column whether it is kept as stored. A field
 * sent is never `undefined` (it parses to a value or `null`), so `undefined` means left out.
 */
function changedValues(changes: CandidateChanges): Record<string, unknown> {
  const row: Record<string, unknown> = {
    search_name: searchKey(changes.full_name),
    [keptName('search_name')]: false,
  };
  for (const field of FORM_FIELDS) {
    row[field] = changes[field] ?? null;
    row[keptName(field)] = changes[field] === undefined;
  }
  return row;
}

/**
 * The candidate of the statement's relation `row` read as `candidates`, with its current
 * occupancy: its audit snapshot (`maskedCandidateShape`) and, for a written row, the answer.
 */
const shaped = (row: 'before' | 'written') => sql`select ${candidates.organizationId} as organization_id,
    ${candidates.id} as id, ${maskedCandidateShape.jsonColumn} as audit,
    ${row === 'written' ? candidateShape.jsonColumn : sql`null`} as answer
  from ${sql.identifier(row)} as candidates ${currentOccupancyJoins}`;

/**
 * The audit record of `after_shaped`, from `before_shaped` for an update, for the actor bound. An
 * update's record says whether a version was given (decision 018).
 */
function auditInsert(action: 'create' | 'update'): SQL {
  const updated = action === 'update';
  return sql`insert into ${auditLog} (organization_id, actor_user_id, actor_subuser_id, actor_username,
      action, entity, entity_id, before, after, version_given)
    select after_shaped.organization_id, ${param('actorUserId')}::integer, ${param('actorSubuserId')}::integer,
      ${param('actorUsername')}::text, ${action}, 'candidate', after_shaped.id,
      ${updated ? sql`before_shaped.audit::jsonb` : sql`null`}, after_shaped.audit::jsonb,
      ${updated ? sql`${param('version')}::integer is not null` : sql`null`}
    from after_shaped${updated ? sql` cross join before_shaped` : sql``}`;
}

const CREATE = renderStatement(
  'candidates.create',
  sql`with written as (
    insert into ${candidates} (organization_id, ${sql.join(
      WRITTEN.map((name) => sql.identifier(name)),
      sql`, `,
    )})
    values (${param('organizationId')}, ${sql.join(
      WRITTEN.map((name) => param(name)),
      sql`, `,
    )})
    returning *
  ), after_shaped as (${shaped('written')}),
  audited as (${auditInsert('create')})
  select answer as json from after_shaped`,
);

/**
 * The row is locked as it was (`before`, for the audit), then changed only if its version is the
 * one the form was read at, each column set from its field, or kept as stored when the field was
 * not sent, or whatever it is when no version was given (the last write wins,
 * decision 018). No row: not in this organization; a row without an answer: a newer version (409).
 */
const UPDATE = renderStatement(
  'candidates.update',
  sql`with before as (
    select * from ${candidates}
     where organization_id = ${param('organizationId')} and id = ${param('id')}
       for update
  ), before_shaped as (${shaped('before')}),
  written as (
    update ${candidates} as changed set ${sql.join(
      WRITTEN.map(
        (name) =>
          sql`${sql.identifier(name)} = case when ${param(keptName(name))}::boolean then changed.${sql.identifier(name)} else ${param(name)} end`,
      ),
      sql`, `,
    )}, version = changed.version + 1, updated_at = now()
      from before
     where changed.organization_id = before.organization_id and changed.id = before.id
       and changed.version = coalesce(${param('version')}::integer, before.version)
    returning changed.*
  ), after_shaped as (${shaped('written')}),
  audited as (${auditInsert('update')})
  select (select answer from after_shaped) as json from before`,
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

const run = (database: DbHandle, statement: RenderedStatement, values: Record<string, unknown>) =>
  runStatement<{ json: string | null }>(database, statement, values);

/** Inserts the candidate and its audit record; the answer's JSON. A taken e-mail throws 23505. */
export async function createCandidate(
  database: DbHandle,
  actor: Actor,
  values: CandidateValues,
): Promise<string> {
  const [row] = await run(database, CREATE, { ...actorValues(actor), ...writtenValues(values) });
  if (!row?.json) throw new Error('the insert returned no row');
  return row.json;
}

/**
 * Updates the candidate at `version` (at its current one when `undefined`) and records the change.
 * `undefined` when this organization has no such candidate, `null` when its version is no longer
 * `version`, else the answer's JSON.
 */
export async function updateCandidate(
  database: DbHandle,
  actor: Actor,
  id: number,
  version: number | undefined,
  changes: CandidateChanges,
): Promise<string | null | undefined> {
  const [row] = await run(database, UPDATE, {
    ...actorValues(actor),
    ...changedValues(changes),
    id,
    version: version ?? null,
  });
  return row ? row.json : undefined;
}
