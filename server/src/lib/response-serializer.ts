import fastJson, { type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Response serialization compiled from the routes' zod schemas. fastify-type-provider-zod encodes
 * every answer with zod and then runs JSON.stringify: a few per cent of the server's CPU on a page
 * of 50 rows, far more on a program with hundreds of AMI levels. Here each route and status is
 * compiled once, at start-up, to a fast-json-stringify function built from the schema's JSON
 * Schema. A schema whose zod encode could give anything other than the value itself (pipes and
 * codecs, transforms, defaults, dates, trimming checks...) keeps zod's serializer, so what a client
 * receives does not change. One difference remains, in key order only: fast-json-stringify writes an
 * object's required keys before its optional ones, where zod keeps the schema's order (the AMI import
 * preview's optional `action` comes after `level`).
 *
 * What the fast path keeps: unknown keys are never written (a row with an extra column does not
 * reach the client) and a missing required field throws, which the errors plugin turns into a bare
 * 500. What it gives up: zod also refused values of the wrong kind, enum or range on the way out;
 * fast-json-stringify only writes them (a number as text, say), as Fastify's own default does.
 */

/** A route's response schema as fastify-type-provider-zod takes it: a zod type, or one under `properties`. */
export type ResponseSchema = z.core.$ZodType | { properties: z.core.$ZodType };
type Serialize = (data: unknown) => string;
type RouteResponse = Parameters<FastifySerializerCompiler<ResponseSchema>>[0];

/** What one route, status and content type compiled to. */
export interface CompiledResponse {
  method: string;
  url: string;
  httpStatus: string | undefined;
  contentType: string | undefined;
  schema: z.core.$ZodType;
  serialize: Serialize;
  /** True for fast-json-stringify, false where zod's serializer was kept. */
  fast: boolean;
}

export interface ResponseSerializerCompiler extends FastifySerializerCompiler<ResponseSchema> {
  /** Every response schema compiled so far, in order; tests hold each route to zod's output with it. */
  readonly compiled: readonly CompiledResponse[];
}

/**
 * The answer did not fit its schema (a required field missing, a value of a kind the schema does not
 * allow). Same code and status as fastify-type-provider-zod's ResponseSerializationError, so the
 * errors plugin answers it the same way: a bare 500, the detail only in the log.
 */
export class ResponseShapeError extends Error {
  readonly code = 'FST_ERR_RESPONSE_SERIALIZATION';
  readonly statusCode = 500;
  readonly method: string;
  readonly url: string;

  constructor(method: string, url: string, cause: unknown) {
    super(`The response of ${method} ${url} does not match its schema`, { cause });
    this.name = 'ResponseShapeError';
    this.method = method;
    this.url = url;
  }
}

type FastType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

/** The JSON Schema the fast path compiles: only what fast-json-stringify needs to write a value. */
interface FastSchema {
  type?: FastType | FastType[];
  properties?: Record<string, FastSchema>;
  required?: string[];
  additionalProperties?: false | FastSchema;
  items?: FastSchema;
}

type JsonNode = z.core.JSONSchema._JSONSchema;
type JsonObjectSchema = z.core.JSONSchema.JSONSchema;

/**
 * Zod types whose encoded output is the input itself (objects less their unknown keys), so writing
 * the input as the JSON Schema says gives what zod's encode and JSON.stringify give. Pipes and codecs
 * encode, transforms refuse to, defaults and catches fill in values: those and every type not listed
 * keep zod.
 */
const PASS_THROUGH_TYPES = new Set([
  'object',
  'array',
  'string',
  'number',
  'boolean',
  'null',
  'literal',
  'enum',
  'nullable',
  'optional',
  'union',
  'record',
  'unknown',
  'any',
]);

function changesValue(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def;
  if (!PASS_THROUGH_TYPES.has(def.type)) return true;
  // `.trim()`, `.toLowerCase()` and the like are `overwrite` checks: encoding rewrites the value.
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return true;
  // A strict object refuses unknown keys and a loose one writes them; only the default, which drops
  // them, behaves as fast-json-stringify does.
  return 'catchall' in def && def.catchall !== undefined;
}

// Ids and descriptions registered globally (for the OpenAPI document) would turn into `$ref`s.
const noMetadata = z.registry<Record<string, unknown>>();

/** The output JSON Schema of `schema`, or undefined when zod cannot represent it or encoding changes values. */
function outputJsonSchema(schema: z.core.$ZodType): JsonNode | undefined {
  let passesThrough = true;
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-07',
      io: 'output',
      metadata: noMetadata,
      reused: 'inline',
      cycles: 'throw',
      unrepresentable: 'throw',
      // Called once for every zod schema the conversion visits, nested ones included.
      override: ({ zodSchema }) => {
        if (changesValue(zodSchema)) passesThrough = false;
      },
    });
    return passesThrough ? json : undefined;
  } catch {
    // Dates, bigints, transforms, cycles: not representable, so zod keeps serializing them.
    return undefined;
  }
}

const SCALARS: ReadonlySet<string> = new Set<FastType>(['string', 'number', 'integer', 'boolean', 'null']);
const CONTAINERS: ReadonlySet<string> = new Set<FastType>(['object', 'array']);
// Keywords that decide which value is written and how; a schema with none of them takes any value.
const SHAPE_KEYWORDS = [
  'type',
  'nullable',
  'anyOf',
  'oneOf',
  'allOf',
  'not',
  'if',
  'then',
  'else',
  '$ref',
  '$dynamicRef',
  'properties',
  'patternProperties',
  'additionalProperties',
  'unevaluatedProperties',
  'dependentSchemas',
  'items',
  'prefixItems',
  'additionalItems',
  'unevaluatedItems',
];
// The ones the fast path translates; any other shape keyword keeps the schema with zod.
const TRANSLATED_KEYWORDS = new Set(['type', 'properties', 'additionalProperties', 'items']);

const typesOf = <T extends string>(schema: { type?: T | T[] }): T[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
const typeOrTypes = (types: FastType[]): FastType | FastType[] => (types.length === 1 ? types[0]! : types);

/**
 * Rewrites zod's JSON Schema into what fast-json-stringify writes quickly and exactly; undefined for
 * anything it would have to decide at run time or could get wrong. Dropped on the way: `const` (it
 * writes the constant whatever the value is), `format` (it only changes how Date objects are written,
 * 'date' and 'time' in the server's time zone; the DTOs send strings, which go out as they are),
 * `enum`, lengths and ranges (it checks none of them) and the draft's `$schema`.
 */
function toFastSchema(node: JsonNode | undefined): FastSchema | undefined {
  if (node === undefined || node === false) return undefined;
  if (node === true) return {};
  const keywords = SHAPE_KEYWORDS.filter((keyword) => node[keyword] !== undefined);
  // Any value, written with JSON.stringify as zod's serializer writes it.
  if (keywords.length === 0) return {};
  if (node.anyOf !== undefined) return keywords.length === 1 ? fromUnion(node.anyOf) : undefined;
  if (keywords.some((keyword) => !TRANSLATED_KEYWORDS.has(keyword))) return undefined;
  const types = typesOf(node);
  if (types.length === 0) return undefined;
  const containers = types.filter((type) => CONTAINERS.has(type));
  if (containers.length === 0) return { type: typeOrTypes(types) };
  // One shape, possibly null: fast-json-stringify tells the two apart by `typeof`, not with ajv.
  if (containers.length > 1 || types.some((type) => type !== containers[0] && type !== 'null')) {
    return undefined;
  }
  return containers[0] === 'object' ? fromObject(node, types) : fromArray(node, types);
}

function fromObject(node: JsonObjectSchema, types: FastType[]): FastSchema | undefined {
  const properties: Record<string, FastSchema> = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    const property = toFastSchema(value);
    if (property === undefined) return undefined;
    properties[key] = property;
  }
  // Keys not in `properties` are written only where the schema types them (a record's values); with
  // `false` they are dropped, so a row's extra columns never reach the client.
  const extra = node.additionalProperties;
  const additionalProperties = extra === undefined || extra === false ? false : toFastSchema(extra);
  if (additionalProperties === undefined) return undefined;
  // zod takes `{ before: undefined }` for a required z.unknown() and writes `{}`; fast-json-stringify
  // would throw on it, so a field of any value is not required here (its absence writes the same `{}`).
  const required = (node.required ?? []).filter((key) => properties[key]?.type !== undefined);
  return { type: typeOrTypes(types), properties, required, additionalProperties };
}

function fromArray(node: JsonObjectSchema, types: FastType[]): FastSchema | undefined {
  // A list of item schemas is a tuple, which zod's JSON Schema never gives for z.array. Items of any
  // value stay with zod: fast-json-stringify would write an undefined item as `undefined`, not `null`.
  const items = Array.isArray(node.items) ? undefined : toFastSchema(node.items);
  if (items === undefined || items.type === undefined) return undefined;
  return { type: typeOrTypes(types), items };
}

/**
 * `anyOf` becomes a list of types: zod's nullable output (`anyOf: [{...}, {type: 'null'}]`) and
 * unions of scalars. fast-json-stringify would otherwise run ajv on every value to pick a branch.
 */
function fromUnion(branches: JsonNode[]): FastSchema | undefined {
  const scalars = new Set<FastType>();
  let container: FastSchema | undefined;
  for (const branch of branches) {
    const part = toFastSchema(branch);
    // A branch that takes any value: which branch zod picks would matter, so it stays with zod.
    if (part === undefined || part.type === undefined) return undefined;
    for (const type of typesOf(part)) {
      if (SCALARS.has(type)) scalars.add(type);
      else if (container !== undefined && container !== part) return undefined;
      else container = part;
    }
  }
  if (container === undefined) return scalars.size > 0 ? { type: typeOrTypes([...scalars]) } : undefined;
  if ([...scalars].some((type) => type !== 'null')) return undefined;
  const shape = typesOf(container).find((type) => CONTAINERS.has(type))!;
  return { ...container, type: [shape, 'null'] };
}

// Shared by every app in the process: schemas are immutable and a problem schema serves hundreds of routes.
const fastSerializers = new WeakMap<z.core.$ZodType, Serialize | null>();

/** The fast-json-stringify function for `schema`, or undefined when it stays with zod. */
function fastSerializerFor(schema: z.core.$ZodType): Serialize | undefined {
  let serialize = fastSerializers.get(schema);
  if (serialize === undefined) {
    const json = outputJsonSchema(schema);
    const fast = json === undefined ? undefined : toFastSchema(json);
    serialize = null;
    if (fast !== undefined) {
      try {
        // Its typings have no object schema with a list of types; the schema is checked when built.
        serialize = fastJson(fast as AnySchema) as Serialize;
      } catch {
        // A schema fast-json-stringify refuses to build is zod's to write.
      }
    }
    fastSerializers.set(schema, serialize);
  }
  return serialize ?? undefined;
}

/** Whether responses of `schema` are written by fast-json-stringify rather than zod. */
export function compilesToFastPath(schema: z.core.$ZodType): boolean {
  return fastSerializerFor(schema) !== undefined;
}

function zodSchemaOf(schema: ResponseSchema): z.core.$ZodType | undefined {
  if (schema instanceof z.core.$ZodType) return schema;
  return 'properties' in schema && schema.properties instanceof z.core.$ZodType
    ? schema.properties
    : undefined;
}

/** A serializer compiler for `app.setSerializerCompiler`: fast-json-stringify where faithful, zod elsewhere. */
export function createResponseSerializerCompiler(): ResponseSerializerCompiler {
  const compiled: CompiledResponse[] = [];
  const compile = (route: RouteResponse): Serialize => {
    const schema = zodSchemaOf(route.schema);
    // Not a zod schema: zod's compiler refuses it at start-up with its usual error.
    if (schema === undefined) return zodSerializerCompiler(route);
    const fast = fastSerializerFor(schema);
    const { method, url } = route;
    const serialize: Serialize =
      fast === undefined
        ? zodSerializerCompiler(route)
        : (data) => {
            try {
              return fast(data);
            } catch (cause) {
              throw new ResponseShapeError(method, url, cause);
            }
          };
    compiled.push({
      method,
      url,
      httpStatus: route.httpStatus,
      contentType: route.contentType,
      schema,
      serialize,
      fast: fast !== undefined,
    });
    return serialize;
  };
  return Object.assign(compile, { compiled });
}
