import { daysBetween } from '@lar/contracts/compliance/recertification';
import type { NoticeEmailRun, RecertificationBucket } from '@lar/contracts/recertifications';
import type { Queryable } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { todayIn } from '../../lib/dates.ts';
import { recordAuditBy } from '../audit/index.ts';
import { issueAccess, noticeRecipients, queueResidentEmail, residentLink } from '../residents/index.ts';
import { dueRange } from './buckets.ts';
import {
  claimEmailNotice,
  claimReminder,
  organizationsDue,
  questionnaireSent,
  remindersOwed,
  setNoticeRecipients,
} from './notice.repository.ts';
import { noticeEmail } from './notice-email-texts.ts';
import { type RecertificationRow, recertificationRows } from './recertification.repository.ts';

/**
 * The recertification notices e-mailed with a sign-in link (issue 40, decision 080). HUD's
 * multifamily handbook has owners send a first reminder notice 120 days before the recertification
 * anniversary, a second at least 90 and a third at least 60 days before it (HUD Handbook 4350.3
 * REV-1, chapter 7, section 1): the calendar's DUE_120, DUE_90 and DUE_60 buckets. Each
 * stage is e-mailed once per occupancy and due date, the first day the household is in it, to the
 * adult members with an address (residents module, `noticeRecipients`), each with a fresh link
 * and code; 14 days on, a household that has not sent its questionnaire gets one reminder. The
 * handbook's second and third notices are reminders to households that have not responded, so a
 * household that sent its questionnaire for the due date (SUBMITTED or ACCEPTED, decision 076)
 * gets no further stage notice and no reminder; one sent back for a correction still does.
 */

/** The stages e-mailed: the calendar's buckets of the 120-, 90- and 60-day notices. */
export const NOTICE_STAGES: readonly RecertificationBucket[] = ['DUE_120', 'DUE_90', 'DUE_60'];
/** Days after a notice with no questionnaire sent before its one reminder. */
export const REMINDER_AFTER_DAYS = 14;
/** Who the job's notices, access and audit entries are recorded as. */
export const NOTICE_JOB = 'system:recertification-notices';
/** Households read per page of a stage. */
const PAGE = 500;

interface Org {
  id: number;
  name: string;
}

/**
 * Sends the notices and reminders due on `asOf` (today in the configured time zone by default),
 * for one organization or all. Safe to run again, and on several servers at once: each notice and
 * each reminder is claimed by a row the database writes once.
 */
export async function sendNoticeEmails(
  deps: AppDeps,
  options: { asOf?: string; organizationId?: number } = {},
): Promise<NoticeEmailRun> {
  const asOf = options.asOf ?? todayIn(deps.config.timeZone);
  const { db } = deps.database;
  const run: NoticeEmailRun = { as_of: asOf, notices: 0, reminders: 0, emails: 0 };
  const orgs = (await organizationsDue(db, dueRange(asOf, undefined))).filter(
    (o) => options.organizationId === undefined || o.id === options.organizationId,
  );
  for (const org of orgs) {
    for (const stage of NOTICE_STAGES) {
      for (let offset = 0; ; offset += PAGE) {
        const rows = await recertificationRows(
          deps.database,
          {
            organizationId: org.id,
            propertyId: undefined,
            managerId: undefined,
            asOf,
            range: dueRange(asOf, stage),
          },
          { limit: PAGE, offset },
          PAGE,
        );
        for (const row of rows) {
          const emails = await db.transaction((tx) => notify(deps, tx, org, row, stage, asOf));
          if (emails > 0) {
            run.notices += 1;
            run.emails += emails;
          }
        }
        if (rows.length < PAGE) break;
      }
    }
    for (const owed of await remindersOwed(db, org.id, REMINDER_AFTER_DAYS)) {
      // "Nothing done" is no questionnaire sent for this due date: a sign-in alone is not an answer.
      if (await questionnaireSent(db, org.id, owed.occupancy_id, owed.due_date)) continue;
      const emails = await db.transaction((tx) => remind(deps, tx, org, owed, asOf));
      if (emails > 0) {
        run.reminders += 1;
        run.emails += emails;
      }
    }
  }
  if (run.emails > 0) deps.mailer?.nudge();
  return run;
}

interface Household {
  occupancy_id: number;
  due_date: string;
  unit_number: string;
  property_name: string;
}

/**
 * E-mails each recipient of the household a fresh link and code with the notice text in their
 * language, in `tx`; answers how many e-mails were queued.
 */
async function mailHousehold(
  deps: AppDeps,
  tx: Queryable,
  org: Org,
  household: Household,
  asOf: string,
  kind: 'RECERTIFICATION_NOTICE' | 'RECERTIFICATION_REMINDER',
  recipients: NonNullable<Awaited<ReturnType<typeof noticeRecipients>>>,
): Promise<void> {
  const who = { organizationId: org.id, username: NOTICE_JOB };
  for (const member of recipients.recipients) {
    const { id, token, code } = await issueAccess(tx, {
      organizationId: org.id,
      occupancyId: household.occupancy_id,
      certificationId: recipients.certificationId,
      memberIndex: member.memberIndex,
      memberName: member.name,
      email: member.email,
      language: member.language,
    });
    await recordAuditBy(tx, who, {
      action: 'create',
      entity: 'resident_access',
      entityId: id,
      after: {
        occupancy_id: household.occupancy_id,
        member_index: member.memberIndex,
        email: member.email,
        language: member.language,
        with: kind,
      },
    });
    const text = noticeEmail(member.language, {
      memberName: member.name,
      organizationName: org.name,
      unit: household.unit_number,
      property: household.property_name,
      dueDate: household.due_date,
      daysLeft: daysBetween(asOf, household.due_date),
      link: residentLink(deps.config.publicUrl, token),
      code,
      reminder: kind === 'RECERTIFICATION_REMINDER',
    });
    const to = { organizationId: org.id, email: member.email, language: member.language };
    await queueResidentEmail(tx, kind, to, text, { token, code });
  }
}

/** The stage's notice of one household, if not sent yet and someone has an address: e-mails queued. */
async function notify(
  deps: AppDeps,
  tx: Queryable,
  org: Org,
  row: RecertificationRow,
  stage: RecertificationBucket,
  asOf: string,
): Promise<number> {
  // A household that answered is not reminded again (HUD Handbook 4350.3 REV-1, chapter 7,
  // section 1: the later notices are reminders to households that have not responded).
  if (await questionnaireSent(tx, org.id, row.occupancy_id, row.due_date)) return 0;
  const recipients = await noticeRecipients(tx, org.id, row.occupancy_id, asOf);
  // Nobody to e-mail: nothing is recorded, so the calendar does not show a notice as sent.
  if (!recipients || recipients.recipients.length === 0) return 0;
  const noticeId = await claimEmailNotice(tx, {
    organizationId: org.id,
    occupancyId: row.occupancy_id,
    dueDate: row.due_date,
    bucket: stage,
    language: recipients.recipients[0]?.language ?? row.language ?? 'en',
    sentBy: NOTICE_JOB,
  });
  if (noticeId === undefined) return 0;
  await mailHousehold(deps, tx, org, row, asOf, 'RECERTIFICATION_NOTICE', recipients);
  const count = recipients.recipients.length;
  await setNoticeRecipients(tx, noticeId, count);
  await recordAuditBy(
    tx,
    { organizationId: org.id, username: NOTICE_JOB },
    {
      action: 'create',
      entity: 'recertification_notices',
      entityId: noticeId,
      after: {
        occupancy_id: row.occupancy_id,
        due_date: row.due_date,
        bucket: stage,
        channel: 'EMAIL',
        as_of: asOf,
        member_indexes: recipients.recipients.map((r) => r.memberIndex),
      },
    },
  );
  return count;
}

/** The one reminder of an e-mailed notice, if not sent yet: e-mails queued. */
async function remind(
  deps: AppDeps,
  tx: Queryable,
  org: Org,
  owed: Awaited<ReturnType<typeof remindersOwed>>[number],
  asOf: string,
): Promise<number> {
  const recipients = await noticeRecipients(tx, org.id, owed.occupancy_id, asOf);
  if (!recipients || recipients.recipients.length === 0) return 0;
  if (!(await claimReminder(tx, owed.id))) return 0;
  await mailHousehold(deps, tx, org, owed, asOf, 'RECERTIFICATION_REMINDER', recipients);
  await recordAuditBy(
    tx,
    { organizationId: org.id, username: NOTICE_JOB },
    {
      action: 'update',
      entity: 'recertification_notices',
      entityId: owed.id,
      after: {
        reminder_sent: true,
        as_of: asOf,
        member_indexes: recipients.recipients.map((r) => r.memberIndex),
      },
    },
  );
  return recipients.recipients.length;
}
