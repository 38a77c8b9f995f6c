import { readFileSync } from 'node:fs';
import { PERMISSION_NAMES, PERMISSIONS, ROLES, type Role } from '@lar/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { insertApplication } from '../applications/application-fixtures.ts';
import {
  createCandidate,
  createOccupancy,
  createProgram,
  createProperty,
  createUnit,
} from '../helpers/fixtures.ts';
import { fillPath, loadOperations, type Operation, sampleBody } from '../helpers/openapi.ts';
import {
  bearer,
  buildTestApp,
  expectForbidden,
  json,
  type Method,
  sendAs,
  snapshotBesidesSessions,
  TEST_PASSWORD,
  type TestApp,
  type TestOrg,
} from '../helpers/test-app.ts';
import { household, residentToken } from '../residents/resident-fixtures.ts';

/**
 * Decision 017, driven by the live OpenAPI document like the isolation suite: every route says who
 * may call it, the decision record lists the same rules, and every operation is called by each of
 * the three kinds of account and by a resident's session (decision 075): the ones the matrix
 * refuses get 403 `FORBIDDEN` and change nothing, the ones it allows get past the check. A new
 * route is covered without a new test.
 */

const RECORD = new URL('../../../docs/decisions/017-permission-matrix.md', import.meta.url);

let t: TestApp;
let org: TestOrg;
let operations: Operation[];
const accounts = {} as Record<Role, { username: string; kind: 'main' | 'subuser' }>;
const tokens = {} as Record<Role, string>;
/** A resident signed in to the portal: the actor that is no staff account (decision 075). */
let residentSession: string;
/** The record each path's ids name, so a refused request aims at something it could change. */
let recordOf: Array<[RegExp, number]>;

async function post(token: string, url: string, payload: object): Promise<{ id: number; version: number }> {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; version: number };
}

/** The management company of a property made by `createProperty`. */
async function companyOf(propertyId: number): Promise<number> {
  const [row] = await t.database.query<{ property_manager_id: number }>(
    'SELECT property_manager_id FROM properties WHERE id = $1',
    [propertyId],
  );
  return Number(row?.property_manager_id);
}

beforeAll(async () => {
  t = await buildTestApp();
  org = await t.createOrg('perm');
  const admin = org.adminToken;
  const property = await createProperty(t, admin);
  const managerId = await companyOf(property.id);
  // Contacts nothing else uses, so a delete that got through would go through.
  const managerContact = await post(admin, `/api/property-management/${managerId}/contacts`, {
    full_name: 'Free Contact',
  });
  const propertyContact = await post(admin, `/api/property/${property.id}/contacts`, {
    full_name: 'Free Lee',
  });
  const program = await createProgram(t, admin);
  // A building nothing is in (another property's first), so a delete that got through would go through.
  const [building = { id: 0 }] = await t.database.query<{ id: number }>(
    'SELECT id FROM buildings WHERE property_id = $1',
    [(await createProperty(t, admin)).id],
  );
  const unit = await createUnit(t, admin, property.id);
  const candidate = await createCandidate(t, admin);
  const occupancy = await createOccupancy(t, admin, unit.id, candidate.id, { program_id: program.id });
  // The occupancy's move-in draft, made with it.
  const [{ id: certificationId } = { id: 0 }] = await t.database.query<{ id: number }>(
    'SELECT id FROM income_certifications WHERE occupancy_id = $1',
    [occupancy.id],
  );
  const [{ id: messageId } = { id: 0 }] = await t.database.query<{ id: number }>(
    `INSERT INTO contact_messages (organization_id, name, email, message)
     VALUES ($1, 'Ana', 'ana@example.com', 'Hello') RETURNING id`,
    [org.organizationId],
  );
  const [{ id: outboxId } = { id: 0 }] = await t.database.query<{ id: number }>(
    `INSERT INTO email_outbox (organization_id, kind, to_address, language, subject, body_text)
     VALUES ($1, 'RECEIVED', 'ana@example.com', 'en', 'Received', 'Hello') RETURNING id`,
    [org.organizationId],
  );
  // A visit request for a vacant unit listed on the public site (this organization is the site's).
  const vacant = await createUnit(t, admin, property.id);
  await sendAs(t, admin, 'PUT', `/api/units/${vacant.id}/listing`, { listed: true, asking_rent: '1000' });
  const visit = await t.app.inject({
    method: 'POST',
    url: '/api/public/visit-requests',
    payload: { listing_id: vacant.id, name: 'Visitor', email: 'visitor@example.com' },
  });
  expect(visit.statusCode, visit.body).toBe(201);
  const [{ id: visitId } = { id: 0 }] = await t.database.query<{ id: number }>(
    'SELECT id FROM visit_requests',
  );
  const [{ id: preferenceId } = { id: 0 }] = await t.database.query<{ id: number }>(
    `INSERT INTO property_preferences (organization_id, property_id, rank, name)
     VALUES ($1, $2, 1, 'Works in the city') RETURNING id`,
    [org.organizationId, property.id],
  );
  const application = await insertApplication(t, org.organizationId, { propertyId: property.id });
  // The accounts the account routes aim at: not the ones making the requests.
  const targetUser = await t.createPlainUser(org);
  const targetSubuser = await t.createSubuser(org, 'target');
  // By the resource the path names first: a new route under it (`/api/units/{id}/...`) aims at
  // the same record; a path under a new resource fails below until it is given one here.
  recordOf = [
    [/^\/api\/property-management\/\{managerId\}\//, managerId],
    [/^\/api\/property-management\/contact\//, managerContact.id],
    [/^\/api\/property-manager\/\{id\}/, managerId],
    [/^\/api\/property\/\{propertyId\}\//, property.id],
    [/^\/api\/property\/contact\//, propertyContact.id],
    [/^\/api\/propert(y|ies)\/\{id\}/, property.id],
    [/^\/api\/govprograms\/\{id\}/, program.id],
    [/^\/api\/buildings\/\{id\}/, building.id],
    [/^\/api\/units\/\{id\}/, unit.id],
    [/^\/api\/candidates\/\{id\}/, candidate.id],
    [/^\/api\/occupancies\/\{id\}/, occupancy.id],
    [/^\/api\/certifications\/\{id\}/, certificationId],
    [/^\/api\/users\/\{id\}/, targetUser.id],
    [/^\/api\/subuser\/\{id\}/, targetSubuser.id],
    [/^\/api\/contact-messages\/\{id\}/, messageId],
    [/^\/api\/visit-requests\/\{id\}/, visitId],
    [/^\/api\/outbox\/\{id\}/, outboxId],
    [/^\/api\/listings\/\{unitId\}/, unit.id],
    [/^\/api\/property-preferences\/\{id\}/, preferenceId],
    [/^\/api\/applications\/\{id\}/, application.id],
  ];

  const main = await t.createPlainUser(org);
  const subuser = await t.createSubuser(org, 'agent');
  accounts.admin = { username: org.adminUsername, kind: 'main' };
  accounts.main = { username: main.username, kind: 'main' };
  accounts.subuser = { username: subuser.username, kind: 'subuser' };
  for (const role of ROLES) await signIn(role);
  const home = await household(t, org);
  residentSession = await residentToken(t, org, home.occupancyId, 'matrix.resident@example.com');
  // A document of the resident's household (decision 077), so its routes aim at one it could read or remove.
  const [{ id: documentId } = { id: 0 }] = await t.database.query<{ id: number }>(
    `WITH d AS (
       INSERT INTO resident_documents (organization_id, occupancy_id, effective_date, kind, file_name,
           content_type, byte_size, sha256, document_date, received_on, uploaded_by)
       VALUES ($1, $2, current_date, 'OTHER', 'a.pdf', 'application/pdf', 5, repeat('a', 64),
           current_date, current_date, 'test') RETURNING id)
     INSERT INTO resident_document_parts (document_id, part, content)
     SELECT id, 0, '%PDF-'::bytea FROM d RETURNING document_id AS id`,
    [org.organizationId, home.occupancyId],
  );
  recordOf.push([/^\/api\/resident\/documents\/\{id\}/, documentId]);
  operations = await loadOperations(t);
});
afterAll(() => t.close());

function urlOf(op: Operation): string {
  if (op.pathParams.length === 0) return op.path;
  const found = recordOf.find(([pattern]) => pattern.test(op.path));
  if (!found) throw new Error(`no record for ${op.path}: add one to recordOf`);
  return fillPath(op.path, found[1]);
}

function send(op: Operation, token: string) {
  const body = sampleBody(op);
  return t.app.inject({
    method: op.method,
    url: urlOf(op),
    headers: bearer(token),
    ...(body === undefined ? {} : { payload: body }),
  });
}

const guarded = () => operations.filter((o) => !o.isPublic);

async function signIn(role: Role): Promise<void> {
  const { username, kind } = accounts[role];
  tokens[role] = await t.login(username, TEST_PASSWORD, kind);
}

/** `#### \`name\``, then `- \`METHOD /path\`` lines: the record's routes by capability. */
function routesOfRecord(text: string): Map<string, string> {
  const routes = new Map<string, string>();
  let heading: string | undefined;
  for (const line of text.split('\n')) {
    const title = /^#### `([a-z_]+)`/.exec(line);
    if (title) heading = title[1];
    else if (line.startsWith('#')) heading = undefined;
    const route = /^- `(GET|POST|PUT|PATCH|DELETE) (\/api\/\S+)`/.exec(line);
    if (route && heading) {
      const key = `${route[1]} ${route[2]}`;
      if (routes.has(key)) throw new Error(`${key} is listed twice in the record`);
      routes.set(key, heading);
    }
  }
  return routes;
}

/** `| \`name\` | summary | yes | no | ... |`: the record's table of capabilities and roles. */
function matrixOfRecord(text: string): Map<string, Role[]> {
  const matrix = new Map<string, Role[]>();
  for (const line of text.split('\n')) {
    const row = /^\| `([a-z_]+)` \|[^|]*\| (yes|no) \| (yes|no) \| (yes|no) \|$/.exec(line);
    if (row)
      matrix.set(
        row[1] as string,
        ROLES.filter((_, i) => row[i + 2] === 'yes'),
      );
  }
  return matrix;
}

describe('the permission matrix (decision 017)', () => {
  it('is named by every operation that is not public, as contracts/src/permissions.ts has it', () => {
    expect(operations.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      if (op.isPublic) {
        if (op.permission !== undefined) wrong.push(`${name} is public and names ${op.permission}`);
      } else if (!op.permission || !PERMISSION_NAMES.includes(op.permission as never)) {
        wrong.push(`${name} names no known permission: ${op.permission}`);
      } else {
        const expected = [...PERMISSIONS[op.permission as keyof typeof PERMISSIONS].roles];
        if (JSON.stringify(op.allowedRoles) !== JSON.stringify(expected))
          wrong.push(`${name} allows ${op.allowedRoles.join(',')}, the matrix ${expected.join(',')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('is the decision record: the same roles per capability and every route under its capability', () => {
    const text = readFileSync(RECORD, 'utf8');
    const matrix = matrixOfRecord(text);
    expect(Object.fromEntries(matrix)).toEqual(
      Object.fromEntries(PERMISSION_NAMES.map((p) => [p, [...PERMISSIONS[p].roles]])),
    );
    const documented = Object.fromEntries(routesOfRecord(text));
    const served = Object.fromEntries(
      operations.map((op) => [`${op.method} ${op.path}`, op.isPublic ? 'public' : op.permission]),
    );
    expect(documented).toEqual(served);
  });

  it('refuses every kind of account what the matrix does not allow it with 403, changing nothing', async () => {
    const before = await snapshotBesidesSessions(t.database);
    const wrong: string[] = [];
    const refused: Record<Role, number> = { admin: 0, main: 0, subuser: 0 };
    for (const role of ROLES) {
      for (const op of guarded().filter((o) => !o.allowedRoles.includes(role))) {
        const res = await send(op, tokens[role]);
        refused[role] += 1;
        const code = res.statusCode === 403 ? json<{ code: string }>(res).code : undefined;
        if (code !== 'FORBIDDEN')
          wrong.push(`${role} ${op.method} ${op.path} -> ${res.statusCode} ${code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await snapshotBesidesSessions(t.database)).toEqual(before);
    // The matrix bites: admins do everything; main accounts lack the admin capabilities; sub-users
    // lack those and every create, edit and delete outside candidates and occupancies.
    // The resident portal's routes are no staff account's, not even an admin's.
    expect(refused.admin).toBe(guarded().filter((o) => o.permission === 'resident_portal').length);
    expect(refused.admin).toBeGreaterThan(0);
    expect(refused.main).toBeGreaterThanOrEqual(10);
    expect(refused.subuser).toBeGreaterThanOrEqual(refused.main + 20);
  });

  it('lets every kind of account past the check on everything the matrix allows it', async () => {
    const wrong: string[] = [];
    // Sub-users first and admins last, so no change an admin may make (an account deactivated, a
    // record deleted) stands in another's way.
    for (const role of ['subuser', 'main', 'admin'] as const) {
      for (const op of guarded().filter((o) => o.allowedRoles.includes(role))) {
        const res = await send(op, tokens[role]);
        if (res.statusCode === 401 || res.statusCode === 403)
          wrong.push(`${role} ${op.method} ${op.path} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        // Logging out (everywhere) ends the session used: the next request needs a new one.
        if (op.permission === 'own_session') await signIn(role);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('a resident session, the third actor (decision 075)', () => {
  it('is refused every operation but the resident portal with 403, changing nothing', async () => {
    const before = await snapshotBesidesSessions(t.database);
    const wrong: string[] = [];
    const staffOnly = guarded().filter((o) => o.permission !== 'resident_portal');
    expect(staffOnly.length).toBeGreaterThan(50);
    for (const op of staffOnly) {
      const res = await send(op, residentSession);
      const code = res.statusCode === 403 ? json<{ code: string }>(res).code : undefined;
      if (code !== 'FORBIDDEN')
        wrong.push(`resident ${op.method} ${op.path} -> ${res.statusCode} ${code ?? ''}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshotBesidesSessions(t.database)).toEqual(before);
  });

  it('gets past the check on every resident portal operation', async () => {
    const portal = guarded().filter((o) => o.permission === 'resident_portal');
    expect(portal.map((o) => `${o.method} ${o.path}`)).toContain('GET /api/resident/home');
    const wrong: string[] = [];
    // Reads first, signing out last: it ends the session.
    const order = (o: Operation) => (o.method === 'GET' ? 0 : o.path === '/api/resident/sign-out' ? 2 : 1);
    for (const op of [...portal].sort((x, y) => order(x) - order(y))) {
      const res = await send(op, residentSession);
      if (res.statusCode === 401 || res.statusCode === 403)
        wrong.push(`resident ${op.method} ${op.path} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("a leasing agent's day (issue 19)", () => {
  const call = (token: string, method: Method, url: string, payload?: object) =>
    sendAs(t, token, method, url, payload);

  it('registers and edits a candidate, places them in a unit and ends the occupancy', async () => {
    const agent = await t.createSubuser({ ...org, adminToken: tokens.admin }, 'day');
    const property = await createProperty(t, tokens.admin);
    const unit = await createUnit(t, tokens.admin, property.id);
    const candidate = await createCandidate(t, agent.token);
    const edited = await call(agent.token, 'PUT', `/api/candidates/${candidate.id}`, {
      full_name: 'Edited By Agent',
      email: 'edited.by.agent@example.com',
      version: candidate.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const placed = await createOccupancy(t, agent.token, unit.id, candidate.id);
    const ended = await call(agent.token, 'POST', `/api/occupancies/${placed.id}/terminate`, {});
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await call(agent.token, 'GET', `/api/candidates/${candidate.id}`)).statusCode).toBe(200);
  });

  it('may not delete a company, a property or a unit, nor replace limits by import; a main account may', async () => {
    const agent = await t.createSubuser({ ...org, adminToken: tokens.admin }, 'nodelete');
    const main = await t.createPlainUser(org);
    const property = await createProperty(t, tokens.admin);
    const company = await companyOf(property.id);
    const unit = await createUnit(t, tokens.admin, property.id);
    const program = await createProgram(t, tokens.admin);
    const csv =
      'year,percentage,limit_type,household_size,unit_type,limit_value\n2027,50,Income Limit,1,,40000';
    await expectForbidden(t.database, [
      () => call(agent.token, 'DELETE', `/api/units/${unit.id}`),
      () => call(agent.token, 'DELETE', `/api/property/${property.id}`),
      () => call(agent.token, 'DELETE', `/api/property-manager/${company}`),
      () =>
        call(agent.token, 'POST', `/api/govprograms/${program.id}/ami-levels/import`, {
          csv,
          mode: 'replace',
        }),
    ]);
    const refusal = await call(agent.token, 'DELETE', `/api/units/${unit.id}`);
    expect(json(refusal)).toMatchObject({ status: 403, detail: 'Sub-users cannot do this' });
    // The same requests from a main account do what they say: the refusals above were the rule.
    const imported = await call(main.token, 'POST', `/api/govprograms/${program.id}/ami-levels/import`, {
      csv,
      mode: 'replace',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await call(main.token, 'DELETE', `/api/units/${unit.id}`)).statusCode).toBe(204);
    expect((await call(main.token, 'GET', `/api/units/${unit.id}`)).statusCode).toBe(404);
  });

  it('tells every session its kind of account', async () => {
    for (const role of ROLES) {
      const me = await call(tokens[role], 'GET', '/api/auth/me');
      expect(json<{ user: { role: Role } }>(me).user.role).toBe(role);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/subuser/login',
      payload: { username: accounts.subuser.username, password: TEST_PASSWORD },
    });
    expect(json<{ user: { role: Role } }>(login).user).toMatchObject({ role: 'subuser', is_subuser: true });
  });
});

describe('a route without a rule', () => {
  it('cannot be registered: the app would not start', async () => {
    const app: FastifyInstance = await buildApp({ config: t.config, database: t.database });
    try {
      expect(() =>
        app.get('/api/unruled', { schema: { tags: ['test'] } }, async () => ({ ok: true })),
      ).toThrow(/GET \/api\/unruled names no permission/);
      expect(() =>
        app.get('/api/both', { config: { public: true, permission: 'read_records' } }, async () => ({})),
      ).toThrow(/public and names a permission/);
      // Outside the API (the web app's pages) no rule is asked for.
      expect(() => app.get('/not-api', async () => ({}))).not.toThrow();
    } finally {
      await app.close();
    }
  });
});
