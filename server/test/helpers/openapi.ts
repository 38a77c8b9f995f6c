import type { Role } from '@lar/contracts/permissions';
import type { TestApp } from './test-app.ts';

/** Just enough of OpenAPI 3 to walk every operation of the live document. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  /** A field of the record's answer that an update accepts back and ignores. */
  readOnly?: boolean;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  pathParams: string[];
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  body: JsonSchema | undefined;
  /** The capability the route names (decision 017); undefined on public routes. */
  permission: string | undefined;
  /** The kinds of account allowed to call it, as the document says (empty on public routes). */
  allowedRoles: Role[];
  isPublic: boolean;
}

interface RawOperation {
  parameters?: Array<{ in: string; name: string; schema: JsonSchema; required?: boolean }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
  'x-permission'?: string;
  'x-allowed-roles'?: Role[];
}

export async function loadOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const doc = res.json() as { paths: Record<string, Record<string, RawOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
        body: op.requestBody?.content['application/json']?.schema,
        permission: op['x-permission'],
        allowedRoles: op['x-allowed-roles'] ?? [],
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return operations;
}

export function fillPath(path: string, value: string | number): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(String(value)));
}

/** A small value that satisfies `schema`, for the required fields of a body. */
export function sampleValue(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return null;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return sampleValue(variants.find((v) => v.type !== 'null') ?? variants[0], name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) out[key] = sampleValue(schema.properties?.[key], key);
      // A body of optional fields only (a partial change) gets its yes/no fields, so it says something.
      if (Object.keys(out).length === 0) {
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          if (property.type === 'boolean') out[key] = false;
        }
      }
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items, name));
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email' || name.includes('email')) return 'probe@example.com';
      if (schema.format === 'date' || name.endsWith('_date')) return '2025-01-01';
      if (schema.format === 'uri' || name.endsWith('_url')) return 'https://example.com';
      if (name === 'csv')
        return 'year,percentage,limit_type,unit_type,limit_value\n2026,60,Income Limit,1,50000';
      return 'Probe value';
    default:
      return null;
  }
}

/** A query string with a small valid value for each required parameter ('' when none is required). */
export function sampleQuery(op: Operation): string {
  const required = op.queryParams.filter((p) => p.required);
  if (required.length === 0) return '';
  const pairs = required.map((p) => `${p.name}=${encodeURIComponent(String(sampleValue(p.schema, p.name)))}`);
  return `?${pairs.join('&')}`;
}

export function sampleBody(op: Operation): Record<string, unknown> | undefined {
  if (!op.body) return undefined;
  const body = sampleValue(op.body) as Record<string, unknown>;
  // A version, when the body takes one, is the first: the record's own is unknown to a stranger.
  if (op.body.properties?.version && body.version === undefined) body.version = 1;
  return body;
}
