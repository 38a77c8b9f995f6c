import type {
  CertificationAsset,
  CertificationMember,
  CertificationStatus,
  CertificationType,
  Determination,
  PlacementChanges,
  StudentException,
} from '@lar/contracts/certifications';
import type { Language } from '@lar/contracts/languages';
import type { RecertificationBucket } from '@lar/contracts/recertifications';
import { boolean, date, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organizationColumn, organizationPrimaryKey, tenantRecordTable } from './columns.ts';

/** One income certification of an occupancy's household (migration 0029, decision 026). */
export const incomeCertifications = tenantRecordTable('income_certifications', {
  occupancyId: integer('occupancy_id').notNull(),
  type: text('type').$type<CertificationType>().notNull(),
  status: text('status').$type<CertificationStatus>().notNull().default('DRAFT'),
  effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  supersedesId: integer('supersedes_id'),
  members: jsonb('members').$type<CertificationMember[]>().notNull(),
  assets: jsonb('assets').$type<CertificationAsset[]>().notNull(),
  studentException: text('student_exception').$type<StudentException>(),
  tenantRent: numeric('tenant_rent', { precision: 12, scale: 2 }).notNull(),
  rentAssistance: numeric('rent_assistance', { precision: 12, scale: 2 }).notNull(),
  nonOptionalCharges: numeric('non_optional_charges', { precision: 12, scale: 2 }).notNull(),
  householdSize: integer('household_size').notNull(),
  annualIncome: numeric('annual_income', { precision: 14, scale: 2 }).notNull(),
  /** Entered by staff, never computed (24 CFR 5.611; migration 0052, decision 059). */
  adjustedIncome: numeric('adjusted_income', { precision: 14, scale: 2 }),
  qualified: boolean('qualified'),
  overIncome: boolean('over_income').notNull(),
  determination: jsonb('determination').$type<Determination>().notNull(),
  finalizedAt: timestamp('finalized_at', { withTimezone: true }),
  finalizedBy: text('finalized_by'),
  /** What the draft last took from its placement (migration 0054, decision 062). */
  placementChanges: jsonb('placement_changes').$type<PlacementChanges>(),
});

/** Recertification notices sent to households (migration 0029). */
export const recertificationNotices = pgTable('recertification_notices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  organizationId: organizationColumn(),
  occupancyId: integer('occupancy_id').notNull(),
  dueDate: date('due_date', { mode: 'string' }).notNull(),
  bucket: text('bucket').$type<RecertificationBucket>().notNull(),
  language: text('language').$type<Language>().notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  sentBy: text('sent_by').notNull(),
  /** LETTER: printed by staff; EMAIL: e-mailed by the daily job, once per stage (migration 0067). */
  channel: text('channel').$type<'LETTER' | 'EMAIL'>().notNull().default('LETTER'),
  /** How many members the e-mail went to (0 for a letter). */
  recipients: integer('recipients').notNull().default(0),
  /** The one reminder sent when nothing was done 14 days after the e-mail (decision 080). */
  reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'string' }),
});

/**
 * Each ACTIVE occupancy's next annual recertification and over-income mark, kept by triggers from
 * occupancies, certifications, units and properties (migration 0029); never written by the app.
 */
export const recertificationSchedule = pgTable(
  'recertification_schedule',
  {
    organizationId: organizationColumn(),
    occupancyId: integer('occupancy_id').notNull(),
    propertyId: integer('property_id').notNull(),
    unitId: integer('unit_id').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    overIncome: boolean('over_income').notNull(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.occupancyId)],
);
