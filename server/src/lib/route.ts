import type { Permission } from '@lar/contracts/permissions';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTHENTICATED, type ErrorStatus, OWN_SESSION, problems } from './route-schemas.ts';

/** Who may call a route: a capability of the permission matrix (decision 017), or anyone. */
type Access =
  | { permission: Permission; beforePasswordChange?: true; public?: never }
  | {
      public: true;
      permission?: never;
      beforePasswordChange?: never;
      /**
       * Its successful answers may be kept by browsers and proxies under the cache headers the
       * handler sets (public images addressed by their content); every other API answer is no-store.
       */
      cacheable?: true;
    };

/**
 * One API route as the OpenAPI document describes it. Its problem answers are those of every
 * authenticated route (`AUTHENTICATED`; `OWN_SESSION` for the signed-in account's own routes, none
 * for public ones) and `errors`; an error status that `response` names itself (a problem with more
 * fields) keeps the route's own schema.
 */
export type RouteSpec<P, Q, B, R> = Access & {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  tags: string[];
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  body?: B;
  /** Content types other than JSON that the route answers in. */
  produces?: string[];
  /** The route's own answers by status. */
  response: R;
  errors?: ErrorStatus[];
};

/** A handler whose request and answer types follow the route's zod schemas. */
export type RouteHandler<P, Q, B, R> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  { params: P; querystring: Q; body: B; response: R },
  ZodTypeProvider
>;

function baseErrors(access: Access): ErrorStatus[] {
  if (access.public) return [];
  return access.beforePasswordChange ? OWN_SESSION : AUTHENTICATED;
}

/**
 * Registers a route from its spec: the permission goes into its config, the rest into its schema
 * with the problem answers added, so each route says only what is its own.
 */
export function route<P = undefined, Q = undefined, B = undefined, R = unknown>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, B, R>,
  handler: RouteHandler<P, Q, B, R>,
): void {
  const { method, url, tags, summary, description, params, querystring, body, produces, response } = spec;
  const config = spec.public
    ? { public: true, ...(spec.cacheable ? { cacheable: true } : {}) }
    : spec.beforePasswordChange
      ? { beforePasswordChange: true, permission: spec.permission }
      : { permission: spec.permission };
  const schema = {
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    ...(params === undefined ? {} : { params }),
    ...(querystring === undefined ? {} : { querystring }),
    ...(body === undefined ? {} : { body }),
    ...(produces === undefined ? {} : { produces }),
    response: { ...problems(...baseErrors(spec), ...(spec.errors ?? [])), ...response },
  };
  // The handler's types were checked against the spec above; Fastify's own options type cannot
  // carry them through this generic function.
  app.route({ method, url, config, schema, handler } as unknown as RouteOptions);
}
