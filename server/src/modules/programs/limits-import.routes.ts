import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type Actor, actorOf } from '../../lib/actor.ts';
import { route } from '../../lib/route.ts';

/** A file of limits for one program: checked first, writing nothing, then written in one transaction. */
export interface LimitsImport<Body> {
  preview(actor: Actor, programId: number, body: Body): Promise<unknown>;
  import(actor: Actor, programId: number, body: Body): Promise<unknown>;
}

/** One of the two routes: its path, what it does and the schema of its answer. */
interface ImportStep {
  url: string;
  summary: string;
  answer: z.ZodType;
}

/**
 * The preview and import routes of one kind of limits file, both taking the program's id and the
 * same body, both for those who may import limits. A file too large is refused with 413; the
 * import, which changes the program, can also meet a conflicting change (409).
 */
export function limitsImportRoutes<Body>(
  app: FastifyInstance,
  spec: { body: z.ZodType<Body, unknown>; preview: ImportStep; import: ImportStep },
  service: LimitsImport<Body>,
): void {
  const common = {
    permission: 'import_limits' as const,
    tags: ['programs'],
    params: idParam,
    body: spec.body,
  };
  // The zod type provider cannot follow the generic body schema; it still validates the body.
  const bodyOf = (req: { body: unknown }) => req.body as Body;
  route(
    app,
    {
      ...common,
      method: 'POST',
      url: spec.preview.url,
      summary: spec.preview.summary,
      response: { 200: spec.preview.answer },
      errors: [404, 413],
    },
    async (req) => service.preview(actorOf(req), req.params.id, bodyOf(req)),
  );
  route(
    app,
    {
      ...common,
      method: 'POST',
      url: spec.import.url,
      summary: spec.import.summary,
      response: { 200: spec.import.answer },
      errors: [404, 409, 413],
    },
    async (req) => service.import(actorOf(req), req.params.id, bodyOf(req)),
  );
}
