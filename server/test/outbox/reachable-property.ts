import { expect } from 'vitest';
import { json, sendAs, type TestApp, unique } from '../helpers/test-app.ts';

/** The address and phone every reachable property of these tests has. */
export const PROPERTY_ADDRESS = '410 North Highland Avenue, Suite 2, Marfa, TX 79843';
export const PROPERTY_PHONE = '(432) 555-0142';

async function created<T>(t: TestApp, token: string, url: string, body: object): Promise<T> {
  const res = await sendAs(t, token, 'POST', url, body);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201);
  return json<T>(res);
}

/**
 * A property with an address and a phone, created through the API as staff would; `email` is the
 * property's own address, `companyEmail` its managing company's (the Reply-To's fallback).
 */
export async function reachableProperty(
  t: TestApp,
  token: string,
  options: { name: string; email?: string; companyEmail?: string },
): Promise<number> {
  const manager = await created<{ id: number }>(t, token, '/api/property-manager', {
    management_co: unique('Co '),
    ...(options.companyEmail ? { email: options.companyEmail } : {}),
  });
  const contact = await created<{ id: number }>(t, token, `/api/property-management/${manager.id}/contacts`, {
    full_name: 'Pat Contact',
  });
  const property = await created<{ id: number }>(t, token, '/api/property', {
    property_manager_id: manager.id,
    property_manager_contact_id: contact.id,
    property_name: options.name,
    street1: '410 North Highland Avenue',
    street2: 'Suite 2',
    city: 'Marfa',
    state: 'TX',
    postal_code: '79843',
    phone: '4325550142',
    ...(options.email ? { email: options.email } : {}),
  });
  return property.id;
}
