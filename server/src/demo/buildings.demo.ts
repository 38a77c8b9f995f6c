import { asc, eq, like } from 'drizzle-orm';
import { buildings } from '../db/schema/buildings.ts';
import { units } from '../db/schema/units.ts';
import { Tenant } from '../db/tenancy.ts';
import type { DemoContext } from './demo-data.ts';
import { firstDemoProperties } from './occupancy.demo.ts';

/**
 * The first demo property as a two-building LIHTC project (decision 042): its first building gets
 * a BIN and a placed-in-service date, and a second building takes its third-floor units.
 */
export async function buildingsDemo({ tx, organizationId }: DemoContext): Promise<void> {
  const tenant = new Tenant(organizationId);
  const [property] = await firstDemoProperties(tx, tenant);
  if (!property) return;
  const [first] = await tx
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(tenant.where(buildings, eq(buildings.property_id, property.id)))
    .orderBy(asc(buildings.id))
    .limit(1);
  if (!first) return;
  await tx
    .update(buildings)
    .set({
      name: `${first.name} - A`,
      bin: 'MA-23-00101',
      placed_in_service_date: '2023-06-15',
      first_credit_year: 2023,
    })
    .where(tenant.where(buildings, eq(buildings.id, first.id)));
  const [second] = await tx
    .insert(buildings)
    .values(
      tenant.values({
        property_id: property.id,
        name: `${first.name} - B`,
        bin: 'MA-23-00102',
        placed_in_service_date: '2023-11-20',
        // IRC 42(f)(1): placed in service late in the year, credits elected from the next one.
        first_credit_year: 2024,
      }),
    )
    .returning({ id: buildings.id });
  if (!second) return;
  await tx
    .update(units)
    .set({ buildingId: second.id })
    .where(tenant.where(units, eq(units.propertyId, property.id), like(units.unitNumber, '3%')));
}
