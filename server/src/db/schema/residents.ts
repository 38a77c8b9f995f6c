import type { Language } from '@lar/contracts/languages';
import type {
  FigureTrace,
  QuestionnaireAnswers,
  QuestionnaireBaseline,
  SubmissionStatus,
} from '@lar/contracts/resident-questionnaire';
import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantKeyColumns, tenantRecordTable } from './columns.ts';

/** An adult member's invitation to the resident portal: a link and a code, stored hashed (migration 0062). */
export const residentAccess = tenantRecordTable('resident_access', {
  occupancyId: integer('occupancy_id').notNull(),
  certificationId: integer('certification_id').notNull(),
  memberIndex: integer('member_index').notNull(),
  memberName: text('member_name').notNull(),
  email: text('email').notNull(),
  language: text('language').$type<Language>().notNull(),
  linkHash: text('link_hash').notNull(),
  linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
  codeHash: text('code_hash').notNull(),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
  codeTries: integer('code_tries').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** A resident's session: apart from staff sessions, so no staff lookup ever finds one. */
export const residentSessions = pgTable('resident_sessions', {
  ...tenantKeyColumns(),
  residentAccessId: integer('resident_access_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** A household's recertification questionnaire of one cycle, and its review (migration 0063). */
export const residentSubmissions = tenantRecordTable('resident_submissions', {
  occupancyId: integer('occupancy_id').notNull(),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  status: text('status').$type<SubmissionStatus>().notNull().default('IN_PROGRESS'),
  answers: jsonb('answers').$type<QuestionnaireAnswers>().notNull(),
  baseline: jsonb('baseline').$type<QuestionnaireBaseline>().notNull(),
  correctionNote: text('correction_note'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  submittedByEmail: text('submitted_by_email'),
  submittedLanguage: text('submitted_language').$type<Language>(),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  reviewedBy: text('reviewed_by'),
  certificationId: integer('certification_id'),
  trace: jsonb('trace').$type<FigureTrace[]>(),
});
