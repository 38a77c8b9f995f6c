import { property, propertyCreateBody } from '@lar/contracts/properties';
import { managerContact, propertyManager, propertyManagerCreateBody } from '@lar/contracts/property-managers';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../helpers/suite.ts';

const t = useDemoApp('crm');

describe('CRM demo data', () => {
  it('has companies with contacts and properties that pass the same rules as the forms', async () => {
    const managers = await t.get<Array<{ id: number; properties_count: number }>>('/api/property-manager');
    expect(managers.length).toBeGreaterThanOrEqual(3);
    expect(managers.some((m) => m.properties_count > 0)).toBe(true);
    // A company without properties can be deleted in the demo, one with properties cannot.
    expect(managers.some((m) => m.properties_count === 0)).toBe(true);
    for (const m of managers) {
      const { id, name, properties_count, version, created_at, updated_at, ...fields } =
        propertyManager.parse(m);
      expect(name).toBe(fields.management_co);
      expect(propertyManagerCreateBody.safeParse(fields).success).toBe(true);
      const contacts = await t.get<unknown[]>(`/api/property-management/${m.id}/contacts`);
      expect(contacts.length).toBeGreaterThan(0);
      const parsedContacts = contacts.map((c) => managerContact.parse(c));
      expect(parsedContacts.filter((c) => c.primary_contact)).toHaveLength(1);
      expect(parsedContacts.some((c) => c.preferencial)).toBe(true);
    }

    const list = await t.get<Array<{ id: number }>>('/api/properties');
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const { id } of list) {
      const full = property.parse(await t.get(`/api/property/${id}`));
      const {
        id: _id,
        version: _v,
        created_at: _c,
        updated_at: _u,
        property_manager_name: _m,
        property_manager_contact_name: _n,
        allocation_method: _a,
        ...fields
      } = full;
      const check = propertyCreateBody.safeParse(fields);
      expect(check.success, JSON.stringify(check.error?.issues)).toBe(true);
    }
  });
});
