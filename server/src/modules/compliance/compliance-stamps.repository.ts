import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import { sql } from 'drizzle-orm';
import { complianceStampSql } from '../../db/change-stamps.ts';
import { firstRowOf, type Queryable } from '../../db/client.ts';
import type { Tenant } from '../../db/tenancy.ts';

/** What a property's kept compliance answer is looked up by, and what working it out starts from. */
export interface PropertyComplianceKey {
  /** The property's and the organization's stamps (decision 058), `property:organization`. */
  stamp: string;
  election: SetAsideElection;
}

/**
 * The stamps a property's compliance answer is kept under (decision 058), with the property's
 * set-aside election, in the one read of the property a request makes whether the answer is kept
 * or not. Undefined when the organization has no such property.
 */
export async function propertyComplianceKey(q: Queryable, tenant: Tenant, propertyId: number) {
  return firstRowOf<PropertyComplianceKey>(
    q,
    sql`SELECT ${complianceStampSql(sql`p.organization_id`, sql`p.id`)} AS stamp,
               p.set_aside_election AS election
          FROM properties p
         WHERE p.organization_id = ${tenant.organizationId} AND p.id = ${propertyId}`,
  );
}
