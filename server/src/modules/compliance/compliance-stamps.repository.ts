import { sql } from 'drizzle-orm';
import { type Queryable, rowsOf } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';

/**
 * The stamps a property's compliance answer is kept under (decision 058): the property's own
 * (its units, designations, households and their certifications, allowances, buildings) and the
 * organization's (programs, their levels and tables, HERA limits), both moved by triggers in the
 * writing transaction (migrations 0031, 0051). Undefined when the organization has no such property.
 */
export async function propertyComplianceStamp(
  q: Queryable,
  tenant: Tenant,
  propertyId: number,
): Promise<string | undefined> {
  const [row] = await rowsOf<{ stamp: string }>(
    q,
    sql`SELECT coalesce((SELECT s.stamp FROM dashboard_stamps s
                          WHERE s.organization_id = p.organization_id AND s.property_id = p.id), 0)::text
               || ':' ||
               coalesce((SELECT o.stamp FROM dashboard_stamps o
                          WHERE o.organization_id = p.organization_id AND o.property_id = 0), 0)::text AS stamp
          FROM properties p
         WHERE p.organization_id = ${tenant.organizationId} AND p.id = ${propertyId}`,
  );
  return row?.stamp;
}
