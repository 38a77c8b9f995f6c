import { describe, expect, it } from 'vitest';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, unique } from '../helpers/test-app.ts';

/**
 * Company and property names are searched without regard to accents or case, like candidates'
 * (migration 0021): the lists, the property picker of units and the unit picker of occupancies.
 */
const { t, org, other } = useTwoOrgs('accents');
const tag = unique('').replace(/\W/g, '');

const names = async (url: string, token = org.adminToken) => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json<Array<Record<string, string>>>(res);
};

describe('accent- and case-insensitive name search', () => {
  it("finds 'Gestão' among companies when 'gestao' or 'GESTÃO' is typed, in its organization only", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property-manager',
      headers: bearer(org.adminToken),
      payload: { management_co: `Gestão Imobiliária ${tag}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    for (const typed of ['gestao', 'GESTÃO', 'imobiliaria', 'Gestao Imob']) {
      const found = await names(`/api/property-manager?q=${encodeURIComponent(`${typed}`)}`);
      expect(
        found.map((m) => m.management_co),
        typed,
      ).toContain(`Gestão Imobiliária ${tag}`);
    }
    expect(await names('/api/property-manager?q=gestao', other.adminToken)).toEqual([]);
    // Wildcards typed are still taken literally.
    expect(await names('/api/property-manager?q=gest%25o')).toEqual([]);
  });

  it("finds 'Esperança' among properties, in the units' property picker and by unit search", async () => {
    const property = await createProperty(t, org.adminToken, `Residencial Esperança ${tag}`);
    await createUnit(t, org.adminToken, property.id, { unit_number: `E${tag}` });

    const properties = await names('/api/properties?q=esperanca&sort=name');
    expect(properties.map((p) => p.property_name)).toEqual([`Residencial Esperança ${tag}`]);
    expect((await names('/api/properties?q=ESPERANÇA')).map((p) => p.id)).toEqual([property.id]);

    // The occupancy filters' unit picker searches units by number or property name.
    const units = await names('/api/units?q=esperanca');
    expect(units.map((u) => u.property_name)).toEqual([`Residencial Esperança ${tag}`]);
  });

  it('follows a rename', async () => {
    const property = await createProperty(t, org.adminToken, `Vila Conceição ${tag}`);
    expect((await names('/api/properties?q=conceicao')).map((p) => p.id)).toEqual([property.id]);
    const current = (await names(`/api/property/${property.id}`)) as unknown as Record<string, unknown>;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/properties/${property.id}`,
      headers: bearer(org.adminToken),
      payload: { name: `Jardim São João ${tag}`, version: current.version },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names('/api/properties?q=conceicao')).toEqual([]);
    expect((await names('/api/properties?q=sao joao')).map((p) => p.id)).toEqual([property.id]);
  });
});
