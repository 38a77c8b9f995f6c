import { type SQL, sql } from 'drizzle-orm';

/**
 * The change stamps the database keeps in `dashboard_stamps` (migrations 0031, 0051): a
 * property's row (its units, designations, households, certifications, allowances, buildings) and
 * the organization's, at property 0 (programs, their levels and tables, HERA limits), both moved
 * by triggers in the writing transaction. The dashboard's figures and a property's compliance
 * answer are kept under them; these fragments are the one way their reads name a stamp.
 */

/** The organization's own stamp as text, 0 before any write moved it. */
export const organizationStampSql = (organizationId: SQL | number) =>
  sql`coalesce((SELECT o.stamp FROM dashboard_stamps o
                 WHERE o.organization_id = ${organizationId} AND o.property_id = 0), 0)::text`;

/** A property's stamp as text, 0 before any write moved it. */
export const propertyStampSql = (organizationId: SQL | number, propertyId: SQL | number) =>
  sql`coalesce((SELECT s.stamp FROM dashboard_stamps s
                 WHERE s.organization_id = ${organizationId} AND s.property_id = ${propertyId}), 0)::text`;

/**
 * The stamp a property's compliance answers are kept under (decisions 058 and 082): the property's
 * stamp and the organization's, `property:organization`, moved by every input of the checks.
 */
export const complianceStampSql = (organizationId: SQL | number, propertyId: SQL | number) =>
  sql<string>`${propertyStampSql(organizationId, propertyId)} || ':' || ${organizationStampSql(organizationId)}`;
