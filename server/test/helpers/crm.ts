import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, json, type Method, sendAs, type TestApp, type TestOrg, unique } from './test-app.ts';

/** Companies, contacts and properties through the API, for the CRM's tests. */

export type Row = Record<string, unknown> & { id: number; version: number };
type Response = Awaited<ReturnType<TestApp['app']['inject']>>;

/** `app` gives the test file's app when called (it is built before the tests run). */
export function crm(app: () => TestApp) {
  const call = (token: string, method: Method, url: string, payload?: object) =>
    sendAs(app(), token, method, url, payload);

  async function created(res: Response): Promise<Row> {
    expect(res.statusCode, res.body).toBe(201);
    return json<Row>(res);
  }

  const createManager = async (token: string, body: Record<string, unknown> = {}) =>
    created(await call(token, 'POST', '/api/property-manager', { management_co: unique('Co '), ...body }));

  const createManagerContact = async (token: string, managerId: number, body: Record<string, unknown> = {}) =>
    created(
      await call(token, 'POST', `/api/property-management/${managerId}/contacts`, {
        full_name: unique('Contact '),
        ...body,
      }),
    );

  /** A company with two contacts, the first preferential. */
  async function createCompany(token: string) {
    const manager = await createManager(token, { management_co: unique('Company ') });
    const contact = await createManagerContact(token, manager.id, {
      full_name: 'Carla Preferred',
      preferencial: true,
    });
    const other = await createManagerContact(token, manager.id, { full_name: 'Otto Other' });
    return { id: manager.id, contactId: contact.id, otherContactId: other.id };
  }

  const createProperty = async (token: string, managerId: number, contactId: number, body: object = {}) =>
    created(
      await call(token, 'POST', '/api/property', {
        property_manager_id: managerId,
        property_manager_contact_id: contactId,
        property_name: unique('Property '),
        ...body,
      }),
    );

  const auditRows = (entity: string, entityId: number) =>
    app().database.query<{ action: string; actor_username: string; before: unknown; after: unknown }>(
      'SELECT action, actor_username, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
      [entity, entityId],
    );

  return { call, created, createManager, createManagerContact, createCompany, createProperty, auditRows };
}

export type Crm = ReturnType<typeof crm>;

/** A test file's app and two organizations, set up before its tests and closed after them. */
export interface CrmSuite extends Crm {
  t: TestApp;
  orgA: TestOrg;
  orgB: TestOrg;
}

export function crmSuite(labelA: string, labelB: string): CrmSuite {
  const suite = crm(() => suite.t) as CrmSuite;
  beforeAll(async () => {
    suite.t = await buildTestApp();
    suite.orgA = await suite.t.createOrg(labelA);
    suite.orgB = await suite.t.createOrg(labelB);
  });
  afterAll(() => suite.t.close());
  return suite;
}
