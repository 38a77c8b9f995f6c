import { z } from 'zod';
import { senderFields } from './contact.ts';
import { addFieldIssue, multiLine, singleLine } from './fields.ts';
import { LANGUAGES } from './languages.ts';
import { idField, optionalChoiceQuery, optionalDateQuery, optionalIdQuery, pagingQuery } from './paging.ts';
import { recordAnswer, unitPlace } from './record-answer.ts';
import { acceptingEcho, optionalVersion } from './update-body.ts';

/** Requests to visit a listed unit (issue 23): sent from the public site, handled by staff. */

export const VISIT_STATUSES = ['NEW', 'SCHEDULED', 'DONE', 'CANCELLED', 'NO_SHOW'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_LANGUAGES = LANGUAGES;
export const VISIT_MESSAGE_MAX = 2000;
export const VISIT_TIMES_MAX = 3;

/**
 * Where each status may go next; DONE, CANCELLED and NO_SHOW are final. Saving a request in its
 * own status is always allowed (a client sending the record back; a new time for a SCHEDULED one).
 */
export const VISIT_TRANSITIONS: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  NEW: ['SCHEDULED', 'CANCELLED'],
  SCHEDULED: ['DONE', 'CANCELLED', 'NO_SHOW'],
  DONE: [],
  CANCELLED: [],
  NO_SHOW: [],
};

export const VisitIssue = {
  TRANSITION: 'visit_transition',
  SCHEDULED_AT_REQUIRED: 'visit_scheduled_at_required',
  LISTING_NOT_FOUND: 'visit_listing_not_found',
} as const;

/** A date and time with its offset, e.g. 2026-12-01T15:00:00-05:00 or ...Z. */
const dateTime = z.iso.datetime({ offset: true, error: 'Enter a date and time, e.g. 2026-12-01T15:00:00Z' });

export const visitRequestBody = z.strictObject({
  listing_id: idField,
  ...senderFields,
  preferred_times: z.array(dateTime).max(VISIT_TIMES_MAX, 'At most three preferred times').default([]),
  message: multiLine()
    .trim()
    .max(VISIT_MESSAGE_MAX, `Message must have at most ${VISIT_MESSAGE_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
  language: z.enum(VISIT_LANGUAGES).default('en'),
  /** Left empty by people; bots fill every field. A filled one is answered as sent and not stored. */
  website: singleLine().max(500).optional(),
});
export type VisitRequestBody = z.input<typeof visitRequestBody>;

export const visitRequest = recordAnswer({
  ...unitPlace,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  preferred_times: z.array(z.string()),
  message: z.string().nullable(),
  language: z.enum(VISIT_LANGUAGES),
  status: z.enum(VISIT_STATUSES),
  scheduled_at: z.string().nullable(),
});
export type VisitRequest = z.infer<typeof visitRequest>;

const visitStatusFields = z
  .strictObject({
    status: z.enum(VISIT_STATUSES),
    /** The confirmed date and time: required to schedule. */
    scheduled_at: dateTime.nullish(),
    version: optionalVersion,
  })
  .superRefine((v, ctx) => {
    if (v.status === 'SCHEDULED' && !v.scheduled_at)
      addFieldIssue(
        ctx,
        'scheduled_at',
        VisitIssue.SCHEDULED_AT_REQUIRED,
        'Give the confirmed date and time',
      );
  });
/** PATCH /api/visit-requests/{id}; the request's answer may be sent back whole (decision 018). */
export const visitStatusBody = acceptingEcho(visitStatusFields, visitRequest);
export type VisitStatusBody = z.input<typeof visitStatusBody>;

export const visitListQuery = pagingQuery.extend({
  status: optionalChoiceQuery(VISIT_STATUSES),
  unit_id: optionalIdQuery,
  property_id: optionalIdQuery,
  /** Received on or after this date (UTC). */
  from: optionalDateQuery,
  /** Received on or before this date (UTC). */
  to: optionalDateQuery,
});
export type VisitListQuery = z.infer<typeof visitListQuery>;
