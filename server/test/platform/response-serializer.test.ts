import { candidate } from '@lar/contracts/candidates';
import { ErrorCode } from '@lar/contracts/errors';
import { occupancy } from '@lar/contracts/occupancies';
import { govProgram } from '@lar/contracts/programs';
import { unit } from '@lar/contracts/units';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { validatorCompiler, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type CompiledResponse,
  compilesToFastPath,
  createResponseSerializerCompiler,
  type ResponseSerializerCompiler,
  ResponseShapeError,
} from '../../src/lib/response-serializer.ts';
import { problemSchema, problems } from '../../src/lib/route-schemas.ts';
import errorsPlugin, { problem } from '../../src/plugins/errors.ts';
import {
  createCandidate,
  createOccupancy,
  createProgram,
  createProperty,
  createUnit,
} from '../helpers/fixtures.ts';
import { bearer, buildTestApp, type TestApp, type TestOrg } from '../helpers/test-app.ts';
import { incomeLevels, rentLevels } from '../programs/program-fixtures.ts';

/**
 * The app's responses are written by fast-json-stringify compiled from the routes' zod schemas. These
 * tests hold every route and status to what zod's serializer writes for the same value, on generated
 * values and on real answers, and check the two safeguards: unknown keys are dropped, a missing
 * required field is a bare 500.
 */

let t: TestApp;
let org: TestOrg;
let compiled: readonly CompiledResponse[];

beforeAll(async () => {
  t = await buildTestApp();
  org = await t.createOrg('serializer');
  compiled = (t.app.serializerCompiler as Partial<ResponseSerializerCompiler>).compiled ?? [];
});
afterAll(() => t.close());

/** What fastify-type-provider-zod's serializer, used before, writes for `data`. */
function zodOutput(entry: CompiledResponse, data: unknown): string {
  const { method, url, httpStatus, schema } = entry;
  return zodSerializerCompiler({ schema, method, url, httpStatus })(data);
}

type JsonNode = z.core.JSONSchema._JSONSchema;
const outputJsonSchema = (schema: z.core.$ZodType): JsonNode =>
  z.toJSONSchema(schema, { io: 'output', target: 'draft-07', reused: 'inline' });

/**
 * fast-json-stringify writes an object's required keys before its optional ones; zod keeps the
 * schema's order. Where a schema has an optional key before a required one (the AMI import preview's
 * `action`), the two differ in key order only.
 */
function reordersKeys(node: JsonNode | undefined): boolean {
  if (node === undefined || typeof node === 'boolean') return false;
  const required = node.required ?? [];
  const keys = Object.keys(node.properties ?? {});
  const firstOptional = keys.findIndex((key) => !required.includes(key));
  if (firstOptional !== -1 && keys.slice(firstOptional).some((key) => required.includes(key))) return true;
  const children = [
    ...Object.values(node.properties ?? {}),
    ...(node.anyOf ?? []),
    ...(Array.isArray(node.items) ? node.items : [node.items]),
    node.additionalProperties,
  ];
  return children.some(reordersKeys);
}

function expectSameAsZod(entry: CompiledResponse, data: unknown): string {
  const where = `${entry.method} ${entry.url} ${entry.httpStatus}`;
  const expected = zodOutput(entry, data);
  const actual = entry.serialize(data);
  expect(JSON.parse(actual), where).toStrictEqual(JSON.parse(expected));
  if (reordersKeys(outputJsonSchema(entry.schema))) expect(actual.length, where).toBe(expected.length);
  else expect(actual, where).toBe(expected);
  return actual;
}

function routeOf(method: string, url: string, status = '200'): CompiledResponse {
  const entry = compiled.find((e) => e.method === method && e.url === url && e.httpStatus === status);
  if (!entry) throw new Error(`no compiled response for ${method} ${url} ${status}`);
  return entry;
}

/** The real answer's bytes are what zod's serializer writes for the same value. */
function expectRealAnswer(res: LightMyRequestResponse, method: string, url: string): unknown {
  const body: unknown = res.json();
  const entry = routeOf(method, url, String(res.statusCode));
  expect(entry.fast).toBe(true);
  expect(res.body).toBe(zodOutput(entry, body));
  expect(entry.serialize(body)).toBe(res.body);
  return body;
}

const isNull = (node: JsonNode) => typeof node === 'object' && node.type === 'null';
const TEXT = 'Text with "quotes", a \\ back-slash, é, 日本, \u2028, a tab\tand a\nnew line';

/**
 * A value of the output JSON Schema: `values` fills every field, nullable and optional ones included,
 * and adds a key no schema has to every object; `nulls` sets nullables to null and leaves optional
 * fields out.
 */
function sample(node: JsonNode | undefined, mode: 'values' | 'nulls'): unknown {
  if (node === undefined || typeof node === 'boolean') return { any: [1, 'two', null, { three: true }] };
  if (node.anyOf) {
    if (mode === 'nulls' && node.anyOf.some(isNull)) return null;
    return sample(node.anyOf.find((option) => !isNull(option)) ?? node.anyOf[0], mode);
  }
  if (node.const !== undefined) return node.const;
  if (node.enum) return node.enum[node.enum.length - 1];
  const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  if ((mode === 'nulls' && types.includes('null')) || (types.length === 1 && types[0] === 'null'))
    return null;
  switch (types.find((type) => type !== 'null')) {
    case 'object': {
      const required = node.required ?? [];
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(node.properties ?? {})) {
        if (mode === 'values' || required.includes(key)) out[key] = sample(property, mode);
      }
      const extra = node.additionalProperties;
      if (typeof extra === 'object') {
        out['a key'] = sample(extra, mode);
        out.another = sample(extra, mode);
      } else if (mode === 'values') {
        out.leaked_column = 'must not be written';
      }
      return out;
    }
    case 'array':
      return Array.isArray(node.items) ? [] : [sample(node.items, mode), sample(node.items, mode)];
    case 'integer':
      return 42;
    case 'number':
      return 1234.5;
    case 'boolean':
      return true;
    case 'string':
      return TEXT;
    default:
      return { any: [1, 'two', null, { three: true }] };
  }
}

describe('the app compiles its responses with fast-json-stringify', () => {
  it('the compiler in use is this one and the hot routes take the fast path', () => {
    expect(compiled.length).toBeGreaterThan(100);
    for (const [method, url] of [
      ['GET', '/api/occupancies'],
      ['GET', '/api/candidates'],
      ['GET', '/api/units'],
      ['GET', '/api/properties'],
      ['GET', '/api/govprograms'],
      ['GET', '/api/govprograms/:id'],
    ] as const) {
      expect(routeOf(method, url).fast, `${method} ${url}`).toBe(true);
      expect(routeOf(method, url, '500').fast, `${method} ${url} 500`).toBe(true);
    }
    expect(compilesToFastPath(z.array(occupancy))).toBe(true);
    expect(compilesToFastPath(candidate)).toBe(true);
    expect(compilesToFastPath(govProgram)).toBe(true);
    expect(compilesToFastPath(problemSchema)).toBe(true);
  });

  it('every response of the OpenAPI document was compiled', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = res.json() as { paths: Record<string, Record<string, { responses?: object }>> };
    let responses = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      for (const [method, operation] of Object.entries(methods)) {
        for (const status of Object.keys(operation.responses ?? {})) {
          responses++;
          expect(routeOf(method.toUpperCase(), url, status)).toBeDefined();
        }
      }
    }
    expect(responses).toBeGreaterThan(100);
  });

  it('writes what zod writes for every route and status, nullable fields null and set', () => {
    expect(compiled.length).toBeGreaterThan(100);
    for (const entry of compiled) {
      const json = outputJsonSchema(entry.schema);
      for (const mode of ['values', 'nulls'] as const) {
        const out = expectSameAsZod(entry, sample(json, mode));
        expect(out).not.toContain('leaked_column');
      }
    }
  });
});

describe('what the fast path keeps from zod', () => {
  const row = {
    id: 7,
    unit_id: 3,
    unit_number: '4B',
    property_id: 2,
    property_name: 'Elm Terrace',
    tenant_id: 9,
    tenant_name: 'Ana Souza',
    program_id: null,
    program_name: null,
    ami_percentage: 60.5,
    rent_amount: 1450,
    start_date: '2025-02-01',
    end_date: null,
    placement_fee: null,
    status: 'ACTIVE',
    version: 1,
    created_at: '2025-02-01T12:30:00.123Z',
    updated_at: '2025-02-03T08:00:00.000Z',
  };

  it('drops properties the schema does not name, at any depth', () => {
    const list = routeOf('GET', '/api/occupancies');
    const out = expectSameAsZod(list, [{ ...row, organization_id: 1, password_hash: 'x' }]);
    expect(JSON.parse(out)).toEqual([row]);

    const one = routeOf('GET', '/api/candidates/:id');
    // A candidate with every field set, its current occupancy included (parsing drops the sample's extra key).
    const tenant = candidate.parse(sample(outputJsonSchema(candidate), 'values'));
    expect(tenant.occupancy).not.toBeNull();
    const leaky = { ...tenant, search_key: 'ana souza', occupancy: { ...tenant.occupancy, rent_amount: 1 } };
    expect(JSON.parse(expectSameAsZod(one, leaky))).toEqual(tenant);
    expect(JSON.parse(expectSameAsZod(one, { ...tenant, occupancy: null }))).toEqual({
      ...tenant,
      occupancy: null,
    });
  });

  it('refuses an answer with a required field missing, as zod does', () => {
    const { program_name: _missing, ...partial } = row;
    const entry = routeOf('GET', '/api/occupancies/:id');
    expect(() => zodOutput(entry, partial)).toThrow();
    expect(() => entry.serialize(partial)).toThrow(ResponseShapeError);
    expect(() => routeOf('GET', '/api/occupancies').serialize([row, partial])).toThrow(ResponseShapeError);
  });

  it('writes fields of any value as zod does, an undefined one left out', () => {
    const entry = routeOf('GET', '/api/audit-log');
    const change = { id: 1, action: 'update', actor_username: null, at: '2025-02-01T12:30:00.000Z' };
    expectSameAsZod(entry, [{ ...change, before: { rent: '1450.00', tags: ['a', null] }, after: null }]);
    expect(expectSameAsZod(entry, [{ ...change, before: undefined, after: 'text' }])).not.toContain('before');
  });

  it('writes date strings as they are', () => {
    const out = JSON.parse(routeOf('GET', '/api/occupancies/:id').serialize(row)) as typeof row;
    expect(out.start_date).toBe('2025-02-01');
    expect(out.created_at).toBe('2025-02-01T12:30:00.123Z');
  });

  it('keeps zod for schemas whose encoding is not the value itself', () => {
    const compile = createResponseSerializerCompiler();
    const cents = z.codec(z.number(), z.string(), {
      decode: (n) => n.toFixed(2),
      encode: (s) => Number(s),
    });
    const kept = {
      codec: z.object({ amount: cents }),
      pipe: z.object({ email: z.string().pipe(z.email()) }),
      transform: z.object({ n: z.string().transform(Number) }),
      date: z.object({ at: z.date() }),
      default: z.object({ status: z.string().default('ACTIVE') }),
      trim: z.object({ name: z.string().trim() }),
      strict: z.strictObject({ id: z.number() }),
      loose: z.looseObject({ id: z.number() }),
      lazy: z.object({ id: z.lazy(() => z.number()) }),
      objects: z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]),
      tuple: z.tuple([z.string(), z.number()]),
      anyItems: z.array(z.unknown()),
    };
    for (const [name, schema] of Object.entries(kept)) {
      expect(compilesToFastPath(schema), name).toBe(false);
      compile({ schema, method: 'GET', url: `/${name}`, httpStatus: '200' });
    }
    expect(compile.compiled.every((entry) => !entry.fast)).toBe(true);
    const codec = compile.compiled[0]!;
    expect(codec.serialize({ amount: '12.50' })).toBe('{"amount":12.5}');
    expect(() => compile.compiled[2]!.serialize({ n: 1 })).toThrow();
  });

  it.each([
    ['fast-json-stringify', createResponseSerializerCompiler()],
    ['zod, as before', zodSerializerCompiler],
  ])('with %s, an answer that does not fit its schema is a bare 500', async (_name, compiler) => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(compiler);
    await app.register(errorsPlugin);
    const response = { 200: occupancy, ...problems(404) };
    const { program_name: _missing, ...partial } = row;
    app.get('/partial', { schema: { response } }, async () => partial);
    app.get('/extra', { schema: { response } }, async () => ({ ...row, organization_id: 1 }));
    try {
      const bad = await app.inject({ method: 'GET', url: '/partial' });
      expect(bad.statusCode).toBe(500);
      expect(bad.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(bad.json()).toEqual(problem(500, ErrorCode.INTERNAL, 'Something went wrong'));
      const extra = await app.inject({ method: 'GET', url: '/extra' });
      expect(extra.statusCode).toBe(200);
      expect(extra.json()).toEqual(row);
    } finally {
      await app.close();
    }
  });
});

describe('real answers', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) });

  it('occupancies, candidates, units and a program with its levels parse with the contracts', async () => {
    const token = org.adminToken;
    const property = await createProperty(t, token);
    const program = await createProgram(t, token);
    const years = [2024, 2025, 2026];
    const percentages = [30, 50, 60, 80, 100];
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/govprograms',
      headers: bearer(token),
      payload: {
        name: 'Many levels',
        jurisdiction: 'Boston',
        eligibility_criteria: { senior_only: true, max_household: 8, note: 'Two "quoted" words', none: null },
        required_documents: ['ID', 'Pay stubs'],
        notes: 'Line one\nline two',
        ami_levels: years.flatMap((year) =>
          percentages.flatMap((p) => [...incomeLevels(year, p), ...rentLevels(year, p)]),
        ),
      },
    });
    expect(big.statusCode, big.body).toBe(201);

    const furnished = await createUnit(t, token, property.id, {
      gov_program_id: program.id,
      bathrooms: 1.5,
      square_feet: 820,
      amenities: ['Balcony', 'Dishwasher'],
      notes: 'Corner unit',
    });
    const bare = await createUnit(t, token, property.id);
    const full = await createCandidate(t, token, {
      phone_number: '(617) 555-0142',
      birth_date: '1980-05-04',
      income: '41000.50',
      household_size: 3,
      is_senior: true,
      postal_code: '02115',
      document_type: 'passport',
      document_number: 'X1234567',
    });
    const plain = await createCandidate(t, token);
    await createOccupancy(t, token, furnished.id, full.id, {
      program_id: program.id,
      ami_percentage: '60.5',
      placement_fee: 250,
    });
    await createOccupancy(t, token, bare.id, plain.id, { end_date: '2025-12-31', status: 'ENDED' });

    const occupancies = await get('/api/occupancies');
    expect(occupancies.statusCode).toBe(200);
    const rows = z.array(occupancy).parse(expectRealAnswer(occupancies, 'GET', '/api/occupancies'));
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.program_id === null).sort()).toEqual([false, true]);

    const candidates = await get('/api/candidates');
    const tenants = z.array(candidate).parse(expectRealAnswer(candidates, 'GET', '/api/candidates'));
    expect(tenants.find((c) => c.id === full.id)?.occupancy).not.toBeNull();
    const one = await get(`/api/candidates/${plain.id}`);
    expect(candidate.parse(expectRealAnswer(one, 'GET', '/api/candidates/:id')).phone_number).toBeNull();

    const units = await get(`/api/units?property_id=${property.id}`);
    expect(z.array(unit).parse(expectRealAnswer(units, 'GET', '/api/units'))).toHaveLength(2);

    const levels = await get(`/api/govprograms/${big.json().id}`);
    const parsed = govProgram.parse(expectRealAnswer(levels, 'GET', '/api/govprograms/:id'));
    expect(parsed.ami_levels).toHaveLength(years.length * percentages.length * 15);
    expect(parsed.eligibility_criteria).toEqual({
      senior_only: true,
      max_household: 8,
      note: 'Two "quoted" words',
      none: null,
    });
  });

  it('problem details, with and without field errors', async () => {
    const missing = await get('/api/occupancies/999999');
    expect(missing.statusCode).toBe(404);
    problemSchema.parse(expectRealAnswer(missing, 'GET', '/api/occupancies/:id'));

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/occupancies',
      headers: bearer(org.adminToken),
      payload: { unit_id: 'x', rent_amount: -1 },
    });
    expect(invalid.statusCode).toBe(400);
    const body = problemSchema.parse(expectRealAnswer(invalid, 'POST', '/api/occupancies'));
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
