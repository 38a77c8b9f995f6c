import type { Language } from '@lar/contracts/languages';
import type { VerificationStatus } from '@lar/contracts/third-party-verification';
import { bigint, integer, jsonb, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantRecordTable } from './columns.ts';

/** A third-party verification request and, once signed, its answers (migration 0066, decision 079). */
export const verificationRequests = tenantRecordTable('verification_requests', {
  occupancyId: integer('occupancy_id').notNull(),
  certificationId: integer('certification_id'),
  memberIndex: integer('member_index').notNull(),
  memberName: text('member_name').notNull(),
  kind: text('kind').$type<'EMPLOYMENT' | 'BENEFITS'>().notNull(),
  thirdPartyName: text('third_party_name').notNull(),
  thirdPartyEmail: text('third_party_email').notNull(),
  language: text('language').$type<Language>().notNull(),
  tokenHash: text('token_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  status: text('status').$type<VerificationStatus>().notNull().default('SENT'),
  answers: jsonb('answers'),
  annualCents: bigint('annual_cents', { mode: 'bigint' }),
  signerName: text('signer_name'),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  signerIp: text('signer_ip'),
  signerUserAgent: text('signer_user_agent'),
  createdBy: text('created_by').notNull(),
});
