import { z } from 'zod';
import { CERTIFICATION_TYPES } from './certifications.ts';
import { RECERTIFICATION_BUCKETS } from './compliance/recertification.ts';
import { sameSchema } from './fields.ts';
import {
  dashboardScopeQuery,
  idValue,
  optionalChoiceQuery,
  optionalDateQuery,
  pagingQuery,
} from './paging.ts';

export { RECERTIFICATION_BUCKETS, type RecertificationBucket } from './compliance/recertification.ts';

/**
 * The recertification calendar (issue 21): the households due for their annual certification,
 * counted by bucket, and the notice letters sent to them. Changes with the calendar's pages and
 * filters, not with what a certification holds (`certifications.ts`).
 */

export const recertificationListQuery = pagingQuery.extend({
  bucket: optionalChoiceQuery(RECERTIFICATION_BUCKETS),
  ...dashboardScopeQuery,
  as_of: optionalDateQuery,
});
export type RecertificationListQuery = z.infer<typeof recertificationListQuery>;

export const recertificationSummaryQuery = z.strictObject({
  ...dashboardScopeQuery,
  as_of: optionalDateQuery,
});
export type RecertificationSummaryQuery = z.infer<typeof recertificationSummaryQuery>;

/** One household due (or overdue) for its annual recertification on `as_of`. */
export const recertificationItem = z.object({
  occupancy_id: z.number().int(),
  tenant_id: z.number().int(),
  household: z.string(),
  unit_id: z.number().int(),
  unit_number: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  due_date: z.string(),
  /** Negative when overdue. */
  days_left: z.number().int(),
  bucket: z.enum(RECERTIFICATION_BUCKETS),
  over_income: z.boolean(),
  /** The draft certification in preparation, if any. */
  draft: z.object({ id: z.number().int(), type: z.enum(CERTIFICATION_TYPES) }).nullable(),
  /** When a notice about this due date was last sent. */
  notice_sent_at: z.string().nullable(),
});
export type RecertificationItem = z.infer<typeof recertificationItem>;

export const recertificationSummary = z.object({
  as_of: z.string(),
  /** How many households each bucket holds. */
  counts: z.object(sameSchema(RECERTIFICATION_BUCKETS, z.number().int())),
});
export type RecertificationSummary = z.infer<typeof recertificationSummary>;

/** The notice letters of one bucket of one property, as one PDF; their sending is recorded. */
export const noticesBody = z.strictObject({
  property_id: idValue,
  bucket: z.enum(RECERTIFICATION_BUCKETS),
  as_of: z.iso.date('Enter a date as YYYY-MM-DD').optional(),
});
export type NoticesBody = z.infer<typeof noticesBody>;

/** What one run of the recertification notice e-mails sent (decision 080). */
export const noticeEmailRun = z.strictObject({
  as_of: z.iso.date(),
  /** Households e-mailed a 120-, 90- or 60-day notice. */
  notices: z.number().int().min(0),
  /** Households e-mailed their one reminder. */
  reminders: z.number().int().min(0),
  /** E-mails queued in all, one per adult member with an address. */
  emails: z.number().int().min(0),
});
export type NoticeEmailRun = z.infer<typeof noticeEmailRun>;
