import type { APIRequestContext } from '@playwright/test';
import { authHeaders, type Session, uniqueName } from './api.ts';
import { expect } from './fixtures.ts';

/** Records the browser tests stand on, created through the API. */

export async function post<T>(
  request: APIRequestContext,
  admin: Session,
  url: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(url, { headers: authHeaders(admin), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
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
  const company = await post<{ id: number }>(request, admin, '/api/property-manager', {
    management_co: companyName,
  });
  const contact = await post<{ id: number }>(
    request,
    admin,
    `/api/property-management/${company.id}/contacts`,
    {
      full_name: 'Ana Lima',
    },
  );
  const property = await post<{ id: number; property_name: string }>(request, admin, '/api/property', {
    property_manager_id: company.id,
    property_manager_contact_id: contact.id,
    property_name: propertyName,
    ...fields,
  });
  return { company, contact, property };
}

export function seedUnit(request: APIRequestContext, admin: Session, propertyId: number) {
  return post<{ id: number; unit_number: string }>(request, admin, '/api/units', {
    property_id: propertyId,
    unit_number: uniqueName('U'),
    unit_type: '2BR',
  });
}
