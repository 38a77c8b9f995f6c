import type { APIRequestContext } from '@playwright/test';
import { authHeaders, type Session, uniqueName } from './api.ts';
import { expect } from './fixtures.ts';

/** Records the browser tests stand on, created through the API. */

/**
 * Creates a record (or runs an action) through the API as `admin`; its answer. Any status but
 * `status` (201 Created unless said) fails the test.
 */
export async function post<T = { id: number }>(
  request: APIRequestContext,
  admin: Session,
  url: string,
  data: unknown,
  status = 201,
): Promise<T> {
  const response = await request.post(url, { headers: authHeaders(admin), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** Reads through the API as `admin`. Anything but 200 fails the test. */
export async function getJson<T>(request: APIRequestContext, admin: Session, url: string): Promise<T> {
  const response = await request.get(url, { headers: authHeaders(admin) });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Changes a record through the API as `admin`. Anything but 200 fails the test. */
export async function put(request: APIRequestContext, admin: Session, url: string, data: unknown) {
  const response = await request.put(url, { headers: authHeaders(admin), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
}

/**
 * A company named `companyName` with one contact, and a property of it named `propertyName` with
 * `fields` besides.
 */
export async function seedProperty(
  request: APIRequestContext,
  admin: Session,
  propertyName = uniqueName('Elm Court'),
  companyName = uniqueName('Harbor Homes'),
  fields: Record<string, string> = {},
) {
  const company = await post<{ id: number; management_co: string }>(request, admin, '/api/property-manager', {
    management_co: companyName,
  });
  const contact = await post(request, admin, `/api/property-management/${company.id}/contacts`, {
    full_name: 'Ana Lima',
  });
  const property = await post<{ id: number; property_name: string }>(request, admin, '/api/property', {
    property_manager_id: company.id,
    property_manager_contact_id: contact.id,
    property_name: propertyName,
    ...fields,
  });
  return { company, contact, property };
}

/** A 2BR of the property, numbered uniquely unless `fields` say otherwise. */
export function seedUnit(
  request: APIRequestContext,
  admin: Session,
  propertyId: number,
  fields: Record<string, unknown> = {},
) {
  return post<{ id: number; unit_number: string }>(request, admin, '/api/units', {
    property_id: propertyId,
    unit_number: uniqueName('U'),
    unit_type: '2BR',
    ...fields,
  });
}

/** A candidate named `fullName`, with the e-mail every candidate needs made from that name. */
export function seedCandidate(
  request: APIRequestContext,
  admin: Session,
  fullName: string,
  fields: Record<string, unknown> = {},
) {
  return post<{ id: number; full_name: string; email: string }>(request, admin, '/api/candidates', {
    full_name: fullName,
    email: `${fullName.replace(/\W/g, '').toLowerCase()}@example.com`,
    ...fields,
  });
}

/** A main account of the admin's organization, without the admin right. */
export function seedMainAccount(
  request: APIRequestContext,
  admin: Session,
  username: string,
  password: string,
) {
  return post<{ user: { id: number } }>(request, admin, '/api/users', {
    username,
    email: `${username}@example.com`,
    password,
    is_admin: false,
  });
}

export interface AmiLevelDraft {
  year: number;
  percentage: number;
  limit_type: string;
  unit_type: string;
  limit_value: number;
}

/**
 * A program with `ami_levels`: a Boston municipal rent restriction named from `HOME` unless
 * `fields` say otherwise.
 */
export function seedProgram(
  request: APIRequestContext,
  admin: Session,
  fields: { ami_levels: AmiLevelDraft[] } & Record<string, unknown>,
) {
  return post<{ id: number; name: string; ami_levels: Array<{ id: number; limit_type: string }> }>(
    request,
    admin,
    '/api/govprograms',
    {
      name: uniqueName('HOME'),
      scope: 'Municipal',
      jurisdiction: 'Boston',
      subsidy_type: 'Rent restriction',
      ...fields,
    },
  );
}

/**
 * A 2BR of the property designated at 60 % of `programId`, the property's utility allowances in
 * effect from `allowancesFrom` ($80 for a 2BR).
 */
export async function seedDesignatedUnit(
  request: APIRequestContext,
  admin: Session,
  propertyId: number,
  programId: number,
  allowancesFrom: string,
) {
  const unit = await seedUnit(request, admin, propertyId, {
    designations: [{ program_id: programId, ami_percentage: 60 }],
  });
  await seedUtilityAllowances(request, admin, propertyId, allowancesFrom);
  return unit;
}

/** The property's utility allowances in effect from `effectiveDate`: $80 for a 2BR. */
export function seedUtilityAllowances(
  request: APIRequestContext,
  admin: Session,
  propertyId: number,
  effectiveDate: string,
) {
  const amounts = { SRO: 40, Studio: 45, '1BR': 60, '2BR': 80, '3BR': 95, '4BR': 110, '5BR': 125 };
  return put(request, admin, `/api/property/${propertyId}/utility-allowances`, {
    schedules: [{ effective_date: effectiveDate, amounts }],
  });
}

/** The property's minimum set-aside election (IRC 42(g)(1)), its other fields as they are. */
export async function electSetAside(
  request: APIRequestContext,
  admin: Session,
  propertyId: number,
  election: '20_50' | '40_60',
) {
  const current = await getJson<Record<string, unknown>>(request, admin, `/api/property/${propertyId}`);
  await put(request, admin, `/api/property/${propertyId}`, { ...current, set_aside_election: election });
}

/**
 * Figures of a household placed through the API: the occupancy's body but for its unit and tenant.
 * `override_reason` places a household whose figures the compliance checks would refuse.
 */
export type HouseholdTerms = { rent_amount: number; start_date: string } & Record<string, unknown>;

/** The override that places a household before its figures are tested. */
export const PLACED_UNTESTED = { override_reason: 'Placed before the test of its figures' } as const;

/** A candidate named `fullName` placed in the unit on `terms`; the candidate and the occupancy. */
export async function seedHousehold(
  request: APIRequestContext,
  admin: Session,
  unitId: number,
  terms: HouseholdTerms,
  fullName = uniqueName('Household'),
) {
  const tenant = await seedCandidate(request, admin, fullName);
  const occupancy = await post(request, admin, '/api/occupancies', {
    unit_id: unitId,
    tenant_id: tenant.id,
    ...terms,
  });
  return { tenant, occupancy };
}

/** A 900 sq ft 2BR numbered `unitNumber` in the property, designated at 50 % of AMI under the program. */
export function seedUnitAt50(
  request: APIRequestContext,
  admin: Session,
  propertyId: number,
  programId: number,
  unitNumber: string,
) {
  return seedUnit(request, admin, propertyId, {
    unit_number: unitNumber,
    square_feet: 900,
    designations: [{ program_id: programId, ami_percentage: 50 }],
  });
}

/** A household of 3 earning `income` a year, placed in the unit at `rent` from `startDate`, untested. */
export function seedHouseholdOfThree(
  request: APIRequestContext,
  admin: Session,
  unitId: number,
  { rent, income, startDate }: { rent: number; income: number; startDate: string },
) {
  return seedHousehold(request, admin, unitId, {
    rent_amount: rent,
    start_date: startDate,
    household_size: 3,
    annual_income: income,
    ...PLACED_UNTESTED,
  });
}
