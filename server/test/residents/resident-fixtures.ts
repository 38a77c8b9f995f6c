import { expect } from 'vitest';
import { createCandidate, createOccupancy, createProperty, createUnit } from '../helpers/fixtures.ts';
import { json, sendAs, type TestApp, type TestOrg } from '../helpers/test-app.ts';

/** The resident portal's records (decision 075), made through the API where it has a way. */

export const MEMBERS = [
  { name: 'Ana Head', relationship: 'HEAD', birth_date: '1980-05-01' },
  { name: 'Bruno Spouse', relationship: 'SPOUSE', birth_date: '1982-03-10' },
  { name: 'Caio Child', relationship: 'DEPENDENT', birth_date: '2015-07-20' },
];

/**
 * An active household whose move-in certification is finalized with `members` (two adults and a
 * child by default). The draft made with the placement is finalized in place, as a finalize would.
 */
export async function household(
  t: TestApp,
  org: TestOrg,
  members: ReadonlyArray<{
    name: string;
    relationship: string;
    birth_date: string | null;
    income?: Record<string, number>;
  }> = MEMBERS,
  assets: ReadonlyArray<object> = [],
): Promise<{ occupancyId: number; certificationId: number; unitNumber: string; propertyName: string }> {
  const property = await createProperty(t, org.adminToken);
  const unit = await createUnit(t, org.adminToken, property.id);
  const candidate = await createCandidate(t, org.adminToken);
  const occupancy = await createOccupancy(t, org.adminToken, unit.id, candidate.id, {
    rent_amount: '1234.50',
  });
  const full = members.map((m) => ({
    ...m,
    full_time_student: false,
    disabled: false,
    income: { employment: 0, social_security: 0, public_assistance: 0, other: 0, ...m.income },
  }));
  const [row] = await t.database.query<{ id: number }>(
    `UPDATE income_certifications SET members = $2::jsonb, household_size = $3, assets = $4::jsonb,
            status = 'FINALIZED', finalized_at = now(), finalized_by = 'test'
      WHERE occupancy_id = $1 RETURNING id`,
    [occupancy.id, JSON.stringify(full), full.length, JSON.stringify(assets)],
  );
  const [named] = await t.database.query<{ property_name: string }>(
    'SELECT property_name FROM properties WHERE id = $1',
    [property.id],
  );
  return {
    occupancyId: occupancy.id,
    certificationId: Number(row?.id),
    unitNumber: unit.unit_number,
    propertyName: String(named?.property_name),
  };
}

export function sendAccess(
  t: TestApp,
  token: string,
  occupancyId: number,
  memberIndex: number,
  email: string,
  language = 'en',
) {
  return sendAs(t, token, 'POST', `/api/occupancies/${occupancyId}/resident-access`, {
    member_index: memberIndex,
    email,
    language,
  });
}

/** The link's token and the code of the last invitation e-mailed to `email`, read from the outbox. */
export async function invitationTo(
  t: TestApp,
  email: string,
): Promise<{ token: string; code: string; body: string; subject: string; language: string }> {
  const [row] = await t.database.query<{ body_text: string; subject: string; language: string }>(
    `SELECT body_text, subject, language FROM email_outbox
      WHERE kind = 'RESIDENT_ACCESS' AND to_address = $1 ORDER BY id DESC LIMIT 1`,
    [email],
  );
  const body = String(row?.body_text);
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  const code = /: ([0-9]{6})\n/.exec(body)?.[1];
  expect(token, body).toBeDefined();
  expect(code, body).toBeDefined();
  return {
    token: String(token),
    code: String(code),
    body,
    subject: String(row?.subject),
    language: String(row?.language),
  };
}

/** Sends a member access and signs in with the link: the resident session's token. */
export async function residentToken(
  t: TestApp,
  org: TestOrg,
  occupancyId: number,
  email: string,
  memberIndex = 0,
): Promise<string> {
  const sent = await sendAccess(t, org.adminToken, occupancyId, memberIndex, email);
  expect(sent.statusCode, sent.body).toBe(200);
  const { token } = await invitationTo(t, email);
  const res = await t.app.inject({ method: 'POST', url: '/api/resident/sign-in/link', payload: { token } });
  expect(res.statusCode, res.body).toBe(200);
  return json<{ token: string }>(res).token;
}
