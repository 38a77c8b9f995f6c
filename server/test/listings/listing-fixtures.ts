import { expect } from 'vitest';
import { createCandidate, createOccupancy, createUnit } from '../helpers/fixtures.ts';
import { sendAs, type TestApp, unique } from '../helpers/test-app.ts';

/** Properties and listed units as staff set them up through the API. */

/** A built app's shell, as the listing pages fill it in (the tests' web build holds only this). */
export const APP_SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Lar: property and affordable-housing management" />
    <title>Lar</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export async function propertyWith(t: TestApp, token: string, fields: Record<string, unknown> = {}) {
  const manager = await sendAs(t, token, 'POST', '/api/property-manager', { management_co: unique('Co ') });
  const managerId = (manager.json() as { id: number }).id;
  const contact = await sendAs(t, token, 'POST', `/api/property-management/${managerId}/contacts`, {
    full_name: 'Pat Contact',
  });
  const res = await sendAs(t, token, 'POST', '/api/property', {
    property_manager_id: managerId,
    property_manager_contact_id: (contact.json() as { id: number }).id,
    property_name: unique('Listing Court '),
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; property_name: string };
}

export async function listUnit(
  t: TestApp,
  token: string,
  unitId: number,
  listing: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const res = await sendAs(t, token, 'PUT', `/api/units/${unitId}/listing`, {
    listed: true,
    asking_rent: '1200',
    available_from: '2026-12-01',
    description: 'Bright corner unit',
    ...listing,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, unknown>;
}

/** A unit of the property, listed at `rent`. */
export async function listedUnit(
  t: TestApp,
  token: string,
  propertyId: number,
  unit: Record<string, unknown> = {},
  listing: Record<string, unknown> = {},
) {
  const created = await createUnit(t, token, propertyId, unit);
  await listUnit(t, token, created.id, listing);
  return created;
}

/** Places a household in the unit: an ACTIVE occupancy. */
export async function occupy(t: TestApp, token: string, unitId: number) {
  const candidate = await createCandidate(t, token);
  await createOccupancy(t, token, unitId, candidate.id);
}
