import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { fillPath, loadOperations, type Operation, sampleBody } from '../helpers/openapi.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer } from '../helpers/test-app.ts';
import { household, residentToken } from '../residents/resident-fixtures.ts';

/**
 * Random and hostile input for every route of the live OpenAPI document, public ones included:
 * bodies, query strings, ids and Authorization headers. Never a 5xx; every 4xx is a problem body
 * with a code; a refused write changes nothing. FUZZ_REQUESTS sets the total (default 10 000,
 * spread evenly over the routes). The resident portal's routes are called with a resident's session
 * and the verification links' with a live token, so their handlers get the input.
 */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
/** The same inputs every run unless FUZZ_SEED asks for others (a failure prints its seed). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261121);

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  '1; DROP TABLE candidates; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u0000',
  'a\u0000b',
  '../../etc/passwd',
  '%',
  '_',
  '\\',
  '😀🏠',
  'Ã§Ã£o',
  '\u202e',
  'x'.repeat(20_000),
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '2025-02-30',
  '9999999999999999999999',
  '',
  ' ',
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);

const scalar = fc.oneof(
  hostileString,
  fc.integer(),
  fc.integer({ min: -2_147_483_649, max: 2_147_483_649 }),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308, -1e308),
  fc.boolean(),
  fc.constant(null),
);

const anyValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 4 }),
  ),
})).value;

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  // fast-check prints a failing input recursively, which overflows the stack at this depth and hides
  // the failure; the symbol is not JSON, so the request's body is unchanged.
  return Object.assign(value as object, { [fc.toStringMethod]: () => `deeplyNested(${depth})` });
}

/** A body that is mostly valid with one field broken reaches deeper code than pure noise. */
function bodyFor(op: Operation) {
  const sample = sampleBody(op) ?? {};
  const keys = [...Object.keys(op.body?.properties ?? {}), 'unknown_field', '__proto__', 'constructor'];
  return fc.oneof(
    fc
      .record({ key: fc.constantFrom(...keys), value: anyValue })
      .map(({ key, value }) => ({ ...sample, [key]: value })),
    fc.dictionary(fc.constantFrom(...keys), anyValue, { maxKeys: 6 }),
    anyValue,
    fc.constant(deeplyNested(2000)),
  );
}

const rawBody = fc.constantFrom('{', '[1,', '{"a":}', 'nul', '{"version": 1,}', '\u0000', '"unterminated');
const idValue = fc.oneof(
  fc.integer({ min: -1e12, max: 1e12 }),
  hostileString.filter((s) => s.length < 200),
);

/**
 * Mostly the session that may call the route (the admin's, or a resident's on the portal's routes);
 * sometimes none, an unknown token or a malformed header.
 */
const authorization = fc.oneof(
  { weight: 6, arbitrary: fc.constant('admin') },
  fc.constantFrom(undefined, 'Bearer unknown-token', 'Bearer', 'Basic abc', 'Bearer a b', 'bearer  x'),
);

const t = useTestApp();
const org = t.org('fuzz');
let operations: Operation[];
let tried = 0;
/** The statuses each route answered. */
const answered = new Map<string, Set<number>>();
/** Signs in for the session-ending routes: logging out everywhere must not end the admin's session. */
let sessionUser: string;
/** One statement that fingerprints every table, so a refused write is checked in one round trip. */
let snapshotSql: string;
/** A resident's session, for the portal's routes (decision 075), which answer 403 to any staff account. */
let resident: string;
let residentOccupancy: number;
/** Live third-party verification tokens (decision 079), so the public routes reach past the lookup. */
const liveTokens: string[] = [];
let mailed = 0;
let address = 0;

/** E-mails one more verification request and keeps its token. */
async function mintVerificationToken() {
  const email = `fuzz-verify-${mailed++}@example.com`;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/occupancies/${residentOccupancy}/verification-requests`,
    headers: bearer(org.adminToken),
    payload: {
      member_index: 0,
      kind: 'EMPLOYMENT',
      third_party_name: 'Fuzz Payroll',
      third_party_email: email,
      language: 'en',
    },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const [row] = await t.database.query<{ body_text: string }>(
    `SELECT body_text FROM email_outbox WHERE kind = 'VERIFICATION_REQUEST' AND to_address = $1`,
    [email],
  );
  const token = /\/verify#token=([A-Za-z0-9_-]{43})/.exec(String(row?.body_text))?.[1];
  expect(token).toBeDefined();
  liveTokens.push(String(token));
}

beforeAll(async () => {
  const property = await create.property(t, org.adminToken);
  const program = await create.program(t, org.adminToken);
  const unit = await create.unit(t, org.adminToken, property.id);
  const candidate = await t.app.inject({
    method: 'POST',
    url: '/api/candidates',
    headers: bearer(org.adminToken),
    payload: { full_name: 'Fuzz Person', email: 'fuzz@example.com' },
  });
  await create.occupancy(t, org.adminToken, unit.id, (candidate.json() as { id: number }).id, {
    program_id: program.id,
  });
  const own = await household(t, org);
  residentOccupancy = own.occupancyId;
  resident = await residentToken(t, org, own.occupancyId, 'fuzz.resident@example.com');
  await mintVerificationToken();
  // Signing out ends the resident's session, so that route goes last: every other portal route
  // is fuzzed with the session alive.
  operations = (await loadOperations(t)).sort(
    (a, b) => Number(endsResidentSession(a)) - Number(endsResidentSession(b)),
  );
  sessionUser = (await t.createPlainUser(org)).username;
  const tables = await t.database.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
        -- Counting login attempts is bookkeeping, not a change made by the input.
        AND table_name <> 'rate_limit_windows' ORDER BY table_name`,
  );
  // Sessions record when they were last used (at most every 30 s, so a run longer than that
  // moves it); that is bookkeeping of the request, left out of every row as `tableSnapshot` does.
  // Staff sessions are compared by their count alone.
  const rowText = `(to_jsonb(x) - 'last_seen_at')::text`;
  snapshotSql = tables
    .map(({ table_name: name }) =>
      name === 'sessions'
        ? `SELECT '${name}' AS t, count(*)::text AS h FROM "${name}"`
        : `SELECT '${name}' AS t, count(*) || ':' || coalesce(md5(string_agg(${rowText}, '|' ORDER BY ${rowText})), '') AS h FROM "${name}" x`,
    )
    .join(' UNION ALL ');
});
afterAll(async () => {
  console.log(`bad-input suite: ${operations?.length ?? 0} routes, ${tried} requests`);
});

/**
 * The next transaction id the database will assign. Only a transaction that writes takes one, so
 * while it stays put nothing was written and the fingerprint of every table need not be taken.
 */
async function writeMark(): Promise<string> {
  const [row] = await t.database.query<{ x: string }>(
    'SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x',
  );
  return row?.x ?? '';
}

async function snapshot(): Promise<Record<string, string>> {
  const rows = await t.database.query<{ t: string; h: string }>(snapshotSql);
  return Object.fromEntries(rows.map((row) => [row.t, row.h]));
}

/** The session-ending routes get a new session of another account each time, so the admin's stays. */
const endsSession = (op: Operation) => op.path.startsWith('/api/auth/logout');
const endsResidentSession = (op: Operation) => op.path === '/api/resident/sign-out';
/** Public routes that count attempts per address: each request comes from an address of its own. */
const limitedByAddress = (op: Operation) =>
  op.path.startsWith('/api/verifications/') || op.path.startsWith('/api/resident/sign-in/');
const takesVerificationToken = (op: Operation) => op.path.startsWith('/api/verifications/');

/** Puts a live token into a body that is an object, so the handler gets past "no such request". */
function withLiveToken(op: Operation, body: unknown, useLive: boolean): unknown {
  if (!useLive || !takesVerificationToken(op) || typeof body !== 'object' || body === null) return body;
  if (Array.isArray(body) || 'raw' in body) return body;
  return { ...body, token: liveTokens[liveTokens.length - 1] };
}

function headersFor(auth: string | undefined, token: string): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (auth === 'admin') headers.authorization = `Bearer ${token}`;
  else if (auth !== undefined) headers.authorization = auth;
  return headers;
}

function checkProblem(op: Operation, status: number, body: string, label: string) {
  expect(status, `${op.method} ${op.path} ${label}: ${body.slice(0, 300)}`).toBeLessThan(500);
  if (status >= 400) {
    const parsed = JSON.parse(body) as { code?: unknown; status?: unknown };
    expect(typeof parsed.code, `${op.method} ${op.path} ${label}`).toBe('string');
    expect(parsed.status).toBe(status);
    expect(body).not.toMatch(/\bat .+\.(ts|js):\d+|SELECT |INSERT |node_modules/);
  }
}

describe('hostile input on every route', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it("the resident's document upload: hostile parts and files never answer 5xx, and a refused one stores nothing", async () => {
    // The upload is multipart (decision 077), which the JSON bodies above never reach.
    const heic = readFileSync(new URL('../resident-documents/fixtures/red-square.heic', import.meta.url));
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    const sample = {
      member_key: null,
      income_source_id: null,
      asset_id: null,
      kind: 'PAY_STUB',
      document_date: '2026-01-15',
    };
    const keys = [...Object.keys(sample), 'unknown_field', '__proto__'];
    const field = fc.oneof(
      // Good fields half the time, so the file itself is what the handler gets to refuse.
      { weight: 3, arbitrary: fc.constant(JSON.stringify(sample)) },
      fc
        .record({ key: fc.constantFrom(...keys), value: anyValue })
        .map(({ key, value }) => JSON.stringify({ ...sample, [key]: value })),
      anyValue.map((value) => JSON.stringify(value)),
      hostileString,
    );
    const bytes = fc.uint8Array({ maxLength: 256 }).map((b) => Buffer.from(b));
    const file = fc.oneof(
      fc.constant(pdf),
      bytes,
      bytes.map((b) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), b])),
      bytes.map((b) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), b])),
      // An HEIC photo cut short, or its box header over other bytes: the converter's input.
      fc.integer({ min: 0, max: heic.length }).map((n) => heic.subarray(0, n)),
      bytes.map((b) => Buffer.concat([heic.subarray(0, 32), b])),
    );
    let baseline = await snapshot();
    let mark = await writeMark();
    await fc.assert(
      fc.asyncProperty(
        fc.option(field, { nil: undefined }),
        fc.option(file, { nil: undefined }),
        hostileString.filter((s) => s.length < 200 && !/["\r\n]/.test(s)),
        fc.constantFrom('application/pdf', 'image/jpeg', 'image/heic', 'text/html', ''),
        async (fields, content, fileName, type) => {
          tried++;
          const boundary = '----larfuzz7d3a';
          const parts: Buffer[] = [];
          if (fields !== undefined)
            parts.push(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="document"\r\n\r\n${fields}\r\n`,
              ),
            );
          if (content !== undefined)
            parts.push(
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
              ),
              content,
              Buffer.from('\r\n'),
            );
          parts.push(Buffer.from(`--${boundary}--\r\n`));
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/resident/documents',
            headers: {
              authorization: `Bearer ${resident}`,
              'content-type': `multipart/form-data; boundary=${boundary}`,
            },
            payload: Buffer.concat(parts),
          });
          const label = JSON.stringify({ fields: fields?.slice(0, 120), bytes: content?.length, type });
          expect(res.statusCode, `upload ${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const parsed = JSON.parse(res.body) as { code?: unknown; status?: unknown };
            expect(typeof parsed.code, label).toBe('string');
            expect(parsed.status).toBe(res.statusCode);
          }
          const markAfter = await writeMark();
          if (res.statusCode < 400) baseline = await snapshot();
          else if (markAfter !== mark) expect(await snapshot()).toEqual(baseline);
          mark = markAfter;
        },
      ),
      { numRuns: Math.max(50, Math.ceil(REQUESTS / 50)), seed: SEED, endOnFailure: true },
    );
  }, 300_000);

  it('never answers 5xx, always a problem body, and a refused write changes nothing', async () => {
    // The state every refused write must leave behind; renewed after a write that was accepted.
    let baseline = await snapshot();
    let mark = await writeMark();
    const runs = Math.ceil(REQUESTS / operations.length);
    for (const op of operations) {
      const mutating = op.method !== 'GET';
      await fc.assert(
        fc.asyncProperty(
          idValue,
          fc.oneof(
            bodyFor(op),
            rawBody.map((raw) => ({ raw })),
          ),
          fc.dictionary(
            fc.constantFrom(...op.queryParams.map((p) => p.name), 'limit', 'offset', 'zzz'),
            fc.oneof(hostileString, fc.integer().map(String)),
            { maxKeys: 3 },
          ),
          authorization,
          fc.boolean(),
          async (id, fuzzed, query, auth, useLive) => {
            tried++;
            const body = withLiveToken(op, fuzzed, useLive);
            let token = op.permission === 'resident_portal' ? resident : org.adminToken;
            if (auth === 'admin' && endsSession(op)) {
              token = await t.login(sessionUser);
              // That login is a write of its own, made before the input under test.
              baseline = await snapshot();
              mark = await writeMark();
            }
            const isRaw =
              typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1;
            const res = await t.app.inject({
              method: op.method,
              url: `${fillPath(op.path, id)}?${new URLSearchParams(query as Record<string, string>).toString()}`,
              headers: headersFor(auth, token),
              ...(limitedByAddress(op)
                ? { remoteAddress: `10.77.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}` }
                : {}),
              ...(op.method === 'GET' || op.method === 'DELETE'
                ? {}
                : { payload: isRaw ? (body as { raw: string }).raw : JSON.stringify(body) }),
            });
            const key = `${op.method} ${op.path}`;
            answered.set(key, (answered.get(key) ?? new Set()).add(res.statusCode));
            checkProblem(op, res.statusCode, res.body, JSON.stringify({ id, query, auth }).slice(0, 200));
            if (op.path === '/api/verifications/complete' && res.statusCode === 200) {
              // The token is spent; the next inputs get a fresh one (a write of its own).
              await mintVerificationToken();
              baseline = await snapshot();
              mark = await writeMark();
              return;
            }
            const markAfter = await writeMark();
            // A read may make what it reads the first time (the resident's questionnaire of the
            // cycle, decision 076); a refused read, like a refused write, leaves everything as it was.
            if (!mutating && res.statusCode < 400) {
              if (markAfter !== mark) baseline = await snapshot();
            } else if (res.statusCode < 400) baseline = await snapshot();
            // Refused: unless a transaction wrote (and rolled back, or changed something), the
            // tables are as they were, and the fingerprint is not needed.
            else if (markAfter !== mark) expect(await snapshot()).toEqual(baseline);
            mark = markAfter;
          },
        ),
        { numRuns: runs, seed: SEED, endOnFailure: true },
      );
    }
    expect(tried).toBeGreaterThanOrEqual(REQUESTS);
    // The resident's routes and the verification links' were answered past the session and rate
    // checks: the input reached their handlers.
    const past = (op: Operation) =>
      [...(answered.get(`${op.method} ${op.path}`) ?? [])].filter((s) => ![401, 403, 429].includes(s));
    for (const op of operations.filter(
      (o) => o.permission === 'resident_portal' || takesVerificationToken(o),
    ))
      expect(past(op), `${op.method} ${op.path}`).not.toEqual([]);
  }, 600_000);
});
