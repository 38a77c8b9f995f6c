import { beforeAll, expect } from 'vitest';
import { usePresidioPrograms } from '../compliance/compliance-fixtures.ts';
import { createCandidate, createProperty } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, sendAs, type TestApp, type TestOrg } from '../helpers/test-app.ts';

/** The certification tests' records, created through the API as a user would. */

export interface Cert {
  id: number;
  occupancy_id: number;
  type: string;
  status: string;
  effective_date: string;
  supersedes_id: number | null;
  superseded_by_id: number | null;
  members: Array<Record<string, unknown> & { name: string; income: Record<string, number> }>;
  household_size: number;
  annual_income: number;
  qualified: boolean | null;
  over_income: boolean;
  tenant_rent: number;
  adjusted_income: number | null;
  determination: Record<string, unknown>;
  finalized_at: string | null;
  finalized_by: string | null;
  version: number;
}

export const property = (t: TestApp, org: TestOrg) => createProperty(t, org.adminToken);

let unitCount = 0;

/**
 * Two organizations, the Presidio programs of the first and one property of it, made before the
 * file's own `beforeAll` (call it above that hook); the property's id is read as `ground.propertyId`.
 */
export function usePresidioGround(label: string) {
  const { t, org, other } = useTwoOrgs(label);
  const programs = usePresidioPrograms(t, org);
  const ground = { propertyId: 0 };
  beforeAll(async () => {
    ground.propertyId = (await property(t, org)).id;
  });
  return { t, org, other, programs, ground };
}

/** A unit of the property; designations at an AMI % each, none for a market-rate unit. */
export async function unitIn(
  t: TestApp,
  org: TestOrg,
  propertyId: number,
  unitType: string,
  designations: Array<{ program_id: number; ami_percentage: number }> = [],
): Promise<number> {
  const res = await sendAs(t, org.adminToken, 'POST', '/api/units', {
    property_id: propertyId,
    unit_number: `N${++unitCount}`,
    unit_type: unitType,
    designations,
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

/** The occupancy body of a new candidate of 3 people earning `income` in the unit. */
export async function placement(
  t: TestApp,
  org: TestOrg,
  unitId: number,
  income: string,
  extra: Record<string, unknown> = {},
) {
  const candidate = await createCandidate(t, org.adminToken, {
    household_size: 3,
    income,
    birth_date: '1980-05-01',
    is_disabled: true,
  });
  return {
    unit_id: unitId,
    tenant_id: candidate.id,
    rent_amount: '1000.00',
    start_date: '2026-06-01',
    ...extra,
  };
}

/** Places a household of 3 earning `income` in the unit; the occupancy's id. */
export async function place(t: TestApp, org: TestOrg, unitId: number, income: string): Promise<number> {
  const res = await sendAs(
    t,
    org.adminToken,
    'POST',
    '/api/occupancies',
    await placement(t, org, unitId, income),
  );
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: number }>(res).id;
}

export async function certificationsOf(t: TestApp, org: TestOrg, occupancyId: number): Promise<Cert[]> {
  const res = await sendAs(t, org.adminToken, 'GET', `/api/occupancies/${occupancyId}/certifications`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Cert[]>(res);
}

export async function draftOf(t: TestApp, org: TestOrg, occupancyId: number): Promise<Cert> {
  const draft = (await certificationsOf(t, org, occupancyId)).find((c) => c.status === 'DRAFT');
  if (!draft) throw new Error(`occupancy ${occupancyId} has no draft`);
  return draft;
}

/** `send` expecting `status`; the answer's body. */
export async function expectStatus<T = Cert>(
  t: TestApp,
  token: string,
  status: number,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
): Promise<T> {
  const res = await sendAs(t, token, method, url, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return (res.body === '' ? undefined : res.json()) as T;
}

/**
 * Names the draft's unnamed members (drafts leave them empty and finalizing waits for them), as a
 * manager does before finalizing; the draft's answer is sent back whole with the names filled in.
 */
export async function nameEveryMember(t: TestApp, org: TestOrg, id: number): Promise<void> {
  const draft = await expectStatus<Cert>(t, org.adminToken, 200, 'GET', `/api/certifications/${id}`);
  if (draft.status !== 'DRAFT' || draft.members.every((m) => m.name !== '')) return;
  const members = draft.members.map((m, i) => (m.name === '' ? { ...m, name: `Member ${i + 1}` } : m));
  await expectStatus(t, org.adminToken, 200, 'PUT', `/api/certifications/${id}`, { ...draft, members });
}

export async function finalize(t: TestApp, org: TestOrg, id: number): Promise<Cert> {
  await nameEveryMember(t, org, id);
  return expectStatus(t, org.adminToken, 200, 'POST', `/api/certifications/${id}/finalize`, {});
}

/** Three members, the head first, earning these employment incomes. */
export const household = (incomes: [number, number, number], extra: Record<string, unknown> = {}) =>
  incomes.map((employment, i) => ({
    name: `Member ${i + 1}`,
    relationship: i === 0 ? 'HEAD' : i === 1 ? 'SPOUSE' : 'DEPENDENT',
    birth_date: i === 2 ? '2010-01-01' : '1985-01-01',
    income: { employment },
    ...extra,
  }));

/** An annual certification's body: 3 people earning `total` in all, effective on `date`. */
/**
 * Members as a certification stores them (its `members` JSON), not students, not disabled and
 * without income unless given: for tests that write a certification straight into the table.
 */
export const storedMembers = (members: object[]) =>
  JSON.stringify(
    members.map((m) => ({
      full_time_student: false,
      disabled: false,
      income: { employment: 0, social_security: 0, public_assistance: 0, other: 0 },
      ...m,
    })),
  );

export const annual = (total: number, date = '2026-10-01') => ({
  type: 'ANNUAL',
  effective_date: date,
  members: household([total - 20000, 20000, 0]),
});

/** A household placed at move-in within the limit, its move-in certification finalized, then its annual one for `income`. */
export async function overIncomeHousehold(t: TestApp, org: TestOrg, unitId: number, income: number) {
  const occupancyId = await place(t, org, unitId, '45240');
  await finalize(t, org, (await draftOf(t, org, occupancyId)).id);
  const draft = await expectStatus(
    t,
    org.adminToken,
    201,
    'POST',
    `/api/occupancies/${occupancyId}/certifications`,
    annual(income),
  );
  return { occupancyId, annual: await finalize(t, org, draft.id) };
}
