import type { CandidateLanguage } from '@lar/contracts/candidates';
import { bigint, boolean, date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { organizationColumn, organizationPrimaryKey, tenantRecordTable } from './columns.ts';

export const candidates = tenantRecordTable('candidates', {
  idWp: text('id_wp'),
  fullName: text('full_name').notNull(),
  searchName: text('search_name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  birthDate: date('birth_date', { mode: 'string' }),
  income: numeric('income', { precision: 12, scale: 2 }),
  householdSize: integer('household_size'),
  isDisabled: boolean('is_disabled').notNull().default(false),
  isSenior: boolean('is_senior').notNull().default(false),
  postalCode: text('postal_code'),
  documentType: text('document_type'),
  documentNumber: text('document_number'),
  language: text('language').$type<CandidateLanguage>(),
});

/**
 * The words of each candidate's search_name, kept by triggers (migration 0009): name search finds
 * a candidate by the start of any word. `previous_word` is the word before in byte order ('' for
 * the first), so a prefix counts each candidate once.
 */
export const candidateNameWords = pgTable(
  'candidate_name_words',
  {
    organizationId: integer('organization_id').notNull(),
    candidateId: integer('candidate_id').notNull(),
    word: text('word').notNull(),
    previousWord: text('previous_word').notNull(),
    searchName: text('search_name').notNull(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.candidateId, t.word)],
);

/**
 * Candidates per name word and per number of characters the word shares with the name's previous
 * word, kept by triggers on candidate_name_words (migration 0011): a one-word name search's total.
 * Each count is split over up to 16 rows by the candidate's id (`stripe`, migration 0014), so that
 * registrations of names sharing a word do not all wait for one row; readers sum them.
 */
export const candidateNameWordCounts = pgTable(
  'candidate_name_word_counts',
  {
    organizationId: organizationColumn(),
    word: text('word').notNull(),
    sharedPrefix: integer('shared_prefix').notNull(),
    stripe: smallint('stripe').notNull(),
    candidates: bigint('candidates', { mode: 'number' }).notNull(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.word, t.sharedPrefix, t.stripe)],
);
