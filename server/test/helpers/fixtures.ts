import { expect } from 'vitest';
import { bearer, type TestApp, unique } from './test-app.ts';

/** Records other tests stand on, created through the API as a user would. */

async function post<T>(t: TestApp, token: string, url: string, payload: unknown): Promise<T> {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return res.json() as T;
}

export async function createProperty(t: TestApp, token: string, name = unique('Property ')) {
  const manager = await post<{ id: number }>(t, token, '/api/property-manager', {
    management_co: unique('Co '),
  });
  const contact = await post<{ id: number }>(t, token, `/api/property-management/${manager.id}/contacts`, {
    full_name: 'Pat Contact',
  });
  return post<{ id: number; property_name: string }>(t, token, '/api/property', {
    property_manager_id: manager.id,
    property_manager_contact_id: contact.id,
    property_name: name,
  });
}

export interface ProgramFixture {
  id: number;
  name: string;
  ami_levels: Array<{ id: number; percentage: number; limit_type: string; unit_type: string }>;
}

/** A program with rent limits at 60 % for Studio and 2BR, and an income limit for 2 people. */
export async function createProgram(t: TestApp, token: string, name = unique('Program ')) {
  const year = 2026;
  return post<ProgramFixture>(t, token, '/api/govprograms', {
    name,
    scope: 'Municipal',
    jurisdiction: 'Boston',
    subsidy_type: 'Rent restriction',
    ami_levels: [
      { year, percentage: 60, limit_type: 'Rent Limit', unit_type: 'Studio', limit_value: 1650 },
      { year, percentage: 60, limit_type: 'Rent Limit', unit_type: '2BR', limit_value: 2100 },
      { year, percentage: 60, limit_type: 'Income Limit', unit_type: '2', limit_value: 85000 },
    ],
  });
}

export function levelOf(program: ProgramFixture, limitType: string, unitType: string) {
  const level = program.ami_levels.find((l) => l.limit_type === limitType && l.unit_type === unitType);
  if (!level) throw new Error(`no ${limitType} ${unitType} level`);
  return level;
}

export async function createUnit(
  t: TestApp,
  token: string,
  propertyId: number,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; unit_number: string; version: number }> {
  return post(t, token, '/api/units', {
    property_id: propertyId,
    unit_number: unique('U'),
    unit_type: '2BR',
    ...extra,
  });
}

export async function createCandidate(
  t: TestApp,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; full_name: string; version: number }> {
  const name = unique('Candidate ');
  return post(t, token, '/api/candidates', {
    full_name: name,
    email: `${name.replace(/\W/g, '').toLowerCase()}@example.com`,
    ...extra,
  });
}

export async function createOccupancy(
  t: TestApp,
  token: string,
  unitId: number,
  tenantId: number,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; status: string; version: number }> {
  return post(t, token, '/api/occupancies', {
    unit_id: unitId,
    tenant_id: tenantId,
    rent_amount: 1200,
    start_date: '2025-01-01',
    ...extra,
  });
}

/**
 * A new candidate placed in the unit on `terms` (rent, start date, household size, income, ...)
 * past the compliance checks, as an admin's override places one, so that a test can build the
 * household the checks would refuse; the occupancy.
 */
export async function placeHousehold(
  t: TestApp,
  token: string,
  unitId: number,
  terms: Record<string, unknown>,
): Promise<{ id: number; status: string; version: number }> {
  const tenant = await createCandidate(t, token);
  return createOccupancy(t, token, unitId, tenant.id, {
    override_reason: 'Placed before the test of its figures',
    ...terms,
  });
}

/**
 * A household of 3 with `income` at a rent of 900.00 in the unit, ACTIVE from `startDate` (an
 * admin's override where over).
 */
export async function placeThree(
  t: TestApp,
  token: string,
  unitId: number,
  startDate: string,
  income: string,
): Promise<void> {
  await placeHousehold(t, token, unitId, {
    rent_amount: '900.00',
    start_date: startDate,
    household_size: 3,
    annual_income: income,
  });
}

async function put<T>(t: TestApp, token: string, url: string, payload: unknown): Promise<T> {
  const res = await t.app.inject({ method: 'PUT', url, headers: bearer(token), payload: payload as object });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

/**
 * Elects the property's minimum set-aside (IRC 42(g)(1)) through its full-replace PUT, its other
 * fields as read; the property as answered.
 */
export async function electSetAside(t: TestApp, token: string, propertyId: number, election: string) {
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/property/${propertyId}`,
    headers: bearer(token),
  });
  expect(read.statusCode, read.body).toBe(200);
  return put<{ id: number } & Record<string, unknown>>(t, token, `/api/property/${propertyId}`, {
    ...(read.json() as object),
    set_aside_election: election,
  });
}

/** Utility allowances by unit type, per month: $80 for a 2BR. */
export const ALLOWANCES = { SRO: 40, Studio: 45, '1BR': 60, '2BR': 80, '3BR': 95, '4BR': 110, '5BR': 125 };

/** Replaces the property's utility allowance schedules. */
export function setUtilityAllowances(
  t: TestApp,
  token: string,
  propertyId: number,
  schedules: Array<{ effective_date: string; amounts: Record<string, number | string> }>,
) {
  return put(t, token, `/api/property/${propertyId}/utility-allowances`, { schedules });
}

/** The records a test sets up, by name: `create.unit(t, token, propertyId)`. */
export const create = {
  property: createProperty,
  program: createProgram,
  unit: createUnit,
  candidate: createCandidate,
  occupancy: createOccupancy,
};
