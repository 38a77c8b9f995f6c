import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOccupancy, createProgram, createProperty, createUnit } from '../helpers/fixtures.ts';
import { fillPath, loadOperations, type Operation, sampleBody } from '../helpers/openapi.ts';
import { bearer, buildTestApp, type TestApp, type TestOrg, tableSnapshot } from '../helpers/test-app.ts';

/**
 * Random and hostile input for every route of the live OpenAPI document: bodies, query strings and
 * ids. Never a 5xx; every 4xx is a problem body with a code; a refused write changes nothing.
 * FUZZ_RUNS raises the number of cases per route (default 25, so the suite stays quick).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

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
  return value;
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

let t: TestApp;
let org: TestOrg;
let operations: Operation[];
let tried = 0;

beforeAll(async () => {
  t = await buildTestApp();
  org = await t.createOrg('fuzz');
  const property = await createProperty(t, org.adminToken);
  const program = await createProgram(t, org.adminToken);
  const unit = await createUnit(t, org.adminToken, property.id);
  const candidate = await t.app.inject({
    method: 'POST',
    url: '/api/candidates',
    headers: bearer(org.adminToken),
    payload: { full_name: 'Fuzz Person', email: 'fuzz@example.com' },
  });
  await createOccupancy(t, org.adminToken, unit.id, (candidate.json() as { id: number }).id, {
    program_id: program.id,
  });
  operations = await loadOperations(t);
});
afterAll(async () => {
  console.log(`bad-input suite: ${operations?.length ?? 0} routes, ${tried} requests`);
  await t.close();
});

async function snapshot() {
  const s = await tableSnapshot(t.database);
  // Sessions record when they were last used; that is bookkeeping, not a change made by the input.
  delete s['sessions#hash'];
  return s;
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

  it('never answers 5xx, always a problem body, and a refused write changes nothing', async () => {
    // The state every refused write must leave behind; renewed after a write that was accepted.
    let baseline = await snapshot();
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
          async (id, body, query) => {
            tried++;
            const isRaw =
              typeof body === 'object' && body !== null && 'raw' in body && Object.keys(body).length === 1;
            const res = await t.app.inject({
              method: op.method,
              url: `${fillPath(op.path, id)}?${new URLSearchParams(query as Record<string, string>).toString()}`,
              headers: { ...bearer(org.adminToken), 'content-type': 'application/json' },
              ...(op.method === 'GET' || op.method === 'DELETE'
                ? {}
                : { payload: isRaw ? (body as { raw: string }).raw : JSON.stringify(body) }),
            });
            checkProblem(op, res.statusCode, res.body, JSON.stringify({ id, query }).slice(0, 200));
            if (!mutating) return;
            if (res.statusCode >= 400) expect(await snapshot()).toEqual(baseline);
            else baseline = await snapshot();
          },
        ),
        { numRuns: RUNS, seed: 20261121, endOnFailure: true },
      );
    }
  }, 600_000);
});
