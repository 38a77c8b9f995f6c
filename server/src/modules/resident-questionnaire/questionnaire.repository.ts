import type {
  FigureTrace,
  QuestionnaireAnswers,
  QuestionnaireBaseline,
  SubmissionStatus,
} from '@lar/contracts/resident-questionnaire';
import type { ResidentLanguage } from '@lar/contracts/residents';
import { type SQL, sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';

/**
 * The questionnaire's statements (decision 076). Every statement names the organization and the
 * occupancy together: for a resident both come from their session, for staff from their account
 * and the checked occupancy.
 */

export interface SubmissionRow {
  id: number;
  occupancy_id: number;
  effective_date: string;
  status: SubmissionStatus;
  answers: QuestionnaireAnswers;
  baseline: QuestionnaireBaseline;
  correction_note: string | null;
  submitted_at: string | null;
  submitted_by_email: string | null;
  submitted_language: ResidentLanguage | null;
  reviewed_at: string | null;
  reviewed_by: string | null;
  certification_id: number | null;
  trace: FigureTrace[] | null;
  version: number;
  updated_at: string;
}

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

const columns = sql`id, occupancy_id, effective_date::text AS effective_date, status, answers, baseline,
  correction_note, ${iso('submitted_at')} AS submitted_at, submitted_by_email, submitted_language,
  ${iso('reviewed_at')} AS reviewed_at, reviewed_by, certification_id, trace, version,
  ${iso('updated_at')} AS updated_at`;

async function one(q: Queryable, statement: SQL): Promise<SubmissionRow | undefined> {
  const [row] = await rowsOf<SubmissionRow>(q, statement);
  return row;
}

/** Which submission: the cycle's effective on a date, or the newest (of the latest cycle). */
export type SubmissionCycle = { effectiveDate: string } | 'latest';

/** The occupancy's submission of `cycle`; locked when `lock`. */
export function submissionOf(
  q: Queryable,
  organizationId: number,
  occupancyId: number,
  cycle: SubmissionCycle,
  lock = false,
): Promise<SubmissionRow | undefined> {
  return one(
    q,
    sql`SELECT ${columns} FROM resident_submissions
         WHERE organization_id = ${organizationId} AND occupancy_id = ${occupancyId}
         ${cycle === 'latest' ? sql`ORDER BY effective_date DESC LIMIT 1` : sql`AND effective_date = ${cycle.effectiveDate}::date`}
         ${lock ? sql`FOR UPDATE` : sql``}`,
  );
}

/**
 * Stores the cycle's first submission unless another request just did: two first reads at once
 * make one row (the unique key), and both read it back.
 */
export async function insertSubmission(
  q: Queryable,
  s: {
    organizationId: number;
    occupancyId: number;
    effectiveDate: string;
    answers: QuestionnaireAnswers;
    baseline: QuestionnaireBaseline;
  },
): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    q,
    sql`INSERT INTO resident_submissions (organization_id, occupancy_id, effective_date, answers, baseline)
        VALUES (${s.organizationId}, ${s.occupancyId}, ${s.effectiveDate}::date,
                ${JSON.stringify(s.answers)}::jsonb, ${JSON.stringify(s.baseline)}::jsonb)
        ON CONFLICT (organization_id, occupancy_id, effective_date) DO NOTHING
        RETURNING id`,
  );
  return row === undefined ? undefined : Number(row.id);
}

/** Replaces the answers at `version`; nothing when another save came first. */
export function saveAnswers(
  q: Queryable,
  organizationId: number,
  id: number,
  version: number,
  answers: QuestionnaireAnswers,
): Promise<SubmissionRow | undefined> {
  return one(
    q,
    sql`UPDATE resident_submissions
           SET answers = ${JSON.stringify(answers)}::jsonb, version = version + 1, updated_at = now()
         WHERE organization_id = ${organizationId} AND id = ${id} AND version = ${version}
        RETURNING ${columns}`,
  );
}

/** Marks the submission SUBMITTED by the resident at `email`; the correction note is answered. */
export function markSubmitted(
  q: Queryable,
  organizationId: number,
  id: number,
  email: string,
  language: ResidentLanguage,
): Promise<SubmissionRow | undefined> {
  return one(
    q,
    sql`UPDATE resident_submissions
           SET status = 'SUBMITTED', submitted_at = now(), submitted_by_email = ${email},
               submitted_language = ${language}, correction_note = NULL,
               version = version + 1, updated_at = now()
         WHERE organization_id = ${organizationId} AND id = ${id}
        RETURNING ${columns}`,
  );
}

/** Sends the submission back to the resident with staff's note. */
export function markCorrectionRequested(
  q: Queryable,
  organizationId: number,
  id: number,
  note: string,
  reviewer: string,
): Promise<SubmissionRow | undefined> {
  return one(
    q,
    sql`UPDATE resident_submissions
           SET status = 'CORRECTION_REQUESTED', correction_note = ${note}, reviewed_at = now(),
               reviewed_by = ${reviewer}, version = version + 1, updated_at = now()
         WHERE organization_id = ${organizationId} AND id = ${id}
        RETURNING ${columns}`,
  );
}

/** Accepts the submission as the draft `certificationId`, with where each figure came from. */
export function markAccepted(
  q: Queryable,
  organizationId: number,
  id: number,
  reviewer: string,
  certificationId: number,
  trace: FigureTrace[],
): Promise<SubmissionRow | undefined> {
  return one(
    q,
    sql`UPDATE resident_submissions
           SET status = 'ACCEPTED', reviewed_at = now(), reviewed_by = ${reviewer},
               certification_id = ${certificationId}, trace = ${JSON.stringify(trace)}::jsonb,
               version = version + 1, updated_at = now()
         WHERE organization_id = ${organizationId} AND id = ${id}
        RETURNING ${columns}`,
  );
}
