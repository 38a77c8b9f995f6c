import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, tenantKeyColumns, tenantRecordTable } from './columns.ts';

export const users = tenantRecordTable('users', {
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  isAdmin: boolean('is_admin').notNull().default(false),
  /** Null only for accounts made before e-mails were asked for (migration 0016). */
  email: text('email'),
  isActive: boolean('is_active').notNull().default(true),
  /** Set by an admin's password reset: the account's sessions may only change the password. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
});

export const subusers = tenantRecordTable('subusers', {
  adminId: integer('admin_id')
    .notNull()
    .references(() => users.id),
  username: text('username').notNull(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const sessions = pgTable('sessions', {
  ...tenantKeyColumns(),
  tokenHash: text('token_hash').notNull(),
  userId: integer('user_id').references(() => users.id),
  subuserId: integer('subuser_id').references(() => subusers.id),
  createdAt: createdAtColumn(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
