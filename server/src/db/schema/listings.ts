import { VISIT_LANGUAGES, VISIT_STATUSES } from '@lar/contracts/visits';
import { boolean, date, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import {
  bytea,
  changeTrackingColumns,
  createdAtColumn,
  organizationColumn,
  organizationPrimaryKey,
  tenantKeyColumns,
} from './columns.ts';

/** A unit's listing on the public site (migration 0032): one row per unit, keyed by the unit. */
export const unitListings = pgTable(
  'unit_listings',
  {
    organizationId: organizationColumn(),
    unitId: integer('unit_id').notNull(),
    listed: boolean('listed').notNull().default(false),
    availableFrom: date('available_from', { mode: 'string' }),
    askingRent: numeric('asking_rent', { precision: 10, scale: 2 }),
    description: text('description'),
    /** The last day the listing takes applications (0033). */
    applicationDeadline: date('application_deadline', { mode: 'string' }),
    ...changeTrackingColumns(),
  },
  (t) => [organizationPrimaryKey(t.organizationId, t.unitId)],
);

/** A listing's photo as two WebP sizes, with their content hashes (ETags). */
export const unitListingPhotos = pgTable('unit_listing_photos', {
  ...tenantKeyColumns(),
  unitId: integer('unit_id').notNull(),
  position: integer('position').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  largeHash: text('large_hash').notNull(),
  smallHash: text('small_hash').notNull(),
  large: bytea('large').notNull(),
  small: bytea('small').notNull(),
  createdAt: createdAtColumn(),
});

export const visitRequests = pgTable('visit_requests', {
  ...tenantKeyColumns(),
  unitId: integer('unit_id').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  preferredTimes: timestamp('preferred_times', { withTimezone: true, mode: 'string' })
    .array()
    .notNull()
    .default([]),
  message: text('message'),
  language: text('language', { enum: VISIT_LANGUAGES }).notNull().default('en'),
  status: text('status', { enum: VISIT_STATUSES }).notNull().default('NEW'),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'string' }),
  ...changeTrackingColumns(),
});
