import {
  APPLICATION_LANGUAGES,
  APPLICATION_STATUSES,
  DOCUMENT_CONTENT_TYPES,
} from '@lar/contracts/applications';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  changeTrackingColumns,
  createdAtColumn,
  organizationColumn,
  organizationPrimaryKey,
  tenantKeyColumns,
  tenantRecordTable,
} from './columns.ts';

/** A property's preferences, ordered by `rank` (migration 0033). */
export const propertyPreferences = tenantRecordTable('property_preferences', {
  propertyId: integer('property_id').notNull(),
  rank: integer('rank').notNull(),
  name: text('name').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
});

/** An application from the public site (migration 0033); `members` as contracts' applications. */
export const applications = pgTable('applications', {
  ...tenantKeyColumns(),
  propertyId: integer('property_id').notNull(),
  unitId: integer('unit_id'),
  reference: text('reference').notNull(),
  status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('SUBMITTED'),
  declineReason: text('decline_reason'),
  statusNote: text('status_note'),
  headName: text('head_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  language: text('language', { enum: APPLICATION_LANGUAGES }).notNull().default('en'),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  members: jsonb('members').notNull(),
  householdSize: integer('household_size').notNull(),
  annualIncome: numeric('annual_income', { precision: 12, scale: 2 }).notNull(),
  totalAssets: numeric('total_assets', { precision: 12, scale: 2 }).notNull().default('0'),
  claimedPreferenceIds: integer('claimed_preference_ids').array().notNull().default([]),
  consentAt: timestamp('consent_at', { withTimezone: true, mode: 'string' }).notNull(),
  duplicateFlag: boolean('duplicate_flag').notNull().default(false),
  duplicateOfIds: integer('duplicate_of_ids').array().notNull().default([]),
  duplicateClearedAt: timestamp('duplicate_cleared_at', { withTimezone: true, mode: 'string' }),
  duplicateClearedBy: text('duplicate_cleared_by'),
  lotteryRank: integer('lottery_rank'),
  offeredUnitId: integer('offered_unit_id'),
  candidateId: integer('candidate_id'),
  occupancyId: integer('occupancy_id'),
  submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
  ...changeTrackingColumns(),
});

/** The property id under which application_counts keeps the whole organization's counts (ids start at 1). */
export const ALL_PROPERTIES = 0;

/**
 * Applications per organization, property and status, and per organization and status under
 * `ALL_PROPERTIES`, kept by triggers (migration 0070): the list's total.
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    organizationId: organizationColumn(),
    propertyId: integer('property_id').notNull(),
    status: text('status').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.propertyId, t.status)],
);

/** A document of an application, kept with its SHA-256. */
export const applicationDocuments = pgTable('application_documents', {
  ...tenantKeyColumns(),
  applicationId: integer('application_id').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type', { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: createdAtColumn(),
});

/** A listing's lottery run: its seed, the entries in id order and the order it gave. */
export const lotteryRuns = pgTable('lottery_runs', {
  ...tenantKeyColumns(),
  unitId: integer('unit_id').notNull(),
  seed: text('seed').notNull(),
  algorithm: text('algorithm').notNull(),
  entryIds: integer('entry_ids').array().notNull(),
  rankedIds: integer('ranked_ids').array().notNull(),
  runBy: text('run_by').notNull(),
  runAt: timestamp('run_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** E-mails to applicants and visitors, written with the change they tell of and sent after it. */
export const emailOutbox = pgTable('email_outbox', {
  ...tenantKeyColumns(),
  applicationId: integer('application_id'),
  kind: text('kind').notNull(),
  toAddress: text('to_address').notNull(),
  language: text('language', { enum: APPLICATION_LANGUAGES }).notNull(),
  subject: text('subject').notNull(),
  bodyText: text('body_text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /** When the mailer may next try it: its claim's lease, then its backoff after a failure (migration 0037). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'string' }),
  /** Where an answer goes: the property's or its company's e-mail (migration 0046, decision 052). */
  replyTo: text('reply_to'),
  /** A visit's calendar file (RFC 5545), attached as visit.ics (migration 0046). */
  calendar: text('calendar'),
  /**
   * The body with its secrets (a sign-in link and code) replaced by a placeholder: it takes
   * `body_text`'s place once the e-mail is sent, so the secrets do not rest in the outbox
   * (migration 0067, decision 080).
   */
  redactedBodyText: text('redacted_body_text'),
});
