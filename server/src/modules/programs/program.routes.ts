import { idParam, TOTAL_COUNT_HEADER } from '@lar/contracts/paging';
import {
  type GovProgram,
  govProgram,
  type ProgramSummary,
  programCreateBody,
  programListQuery,
  programStatusBody,
  programSummary,
  programUpdateBody,
} from '@lar/contracts/programs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { AUTHENTICATED, problems } from '../../lib/route-schemas.ts';
import { actorOf } from '../../plugins/auth.ts';
import amiImportRoutes from './ami-import.routes.ts';
import { ProgramService } from './program.service.ts';

const tags = ['programs'];

export default async function programRoutes(app: FastifyInstance) {
  const service = new ProgramService(app.deps);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/govprograms',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'Programs with their AMI levels, by name; filter by a piece of the name, status or scope',
        querystring: programListQuery,
        response: { 200: z.array(govProgram), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const { json, total } = await service.list(actorOf(req), req.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return sendJsonText<GovProgram[]>(reply, json);
    },
  );

  r.get(
    '/api/govprograms/summaries',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary:
          'Programs by name with how many AMI levels each has and their years, not the levels; same filters as the list',
        querystring: programListQuery,
        response: { 200: z.array(programSummary), ...problems(...AUTHENTICATED) },
      },
    },
    async (req, reply) => {
      const { json, total } = await service.summaries(actorOf(req), req.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return sendJsonText<ProgramSummary[]>(reply, json);
    },
  );

  r.post(
    '/api/govprograms',
    {
      config: { permission: 'write_records' },
      schema: {
        tags,
        summary: 'Create a program with its AMI levels',
        body: programCreateBody,
        response: { 201: govProgram, ...problems(...AUTHENTICATED, 409) },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return service.create(actorOf(req), req.body);
    },
  );

  r.get(
    '/api/govprograms/:id',
    {
      config: { permission: 'read_records' },
      schema: {
        tags,
        summary: 'One program with its AMI levels',
        params: idParam,
        response: { 200: govProgram, ...problems(...AUTHENTICATED, 404) },
      },
    },
    async (req, reply) => sendJsonText<GovProgram>(reply, await service.getText(actorOf(req), req.params.id)),
  );

  r.put(
    '/api/govprograms/:id',
    {
      config: { permission: 'write_records' },
      schema: {
        tags,
        summary: 'Replace a program and its whole level set (levels are matched by key and keep their ids)',
        params: idParam,
        body: programUpdateBody,
        response: { 200: govProgram, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  r.patch(
    '/api/govprograms/:id/status',
    {
      config: { permission: 'retire_programs' },
      schema: {
        tags,
        summary: 'Activate or deactivate a program (admins)',
        params: idParam,
        body: programStatusBody,
        response: { 200: govProgram, ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req) => service.setStatus(actorOf(req), req.params.id, req.body),
  );

  r.delete(
    '/api/govprograms/:id',
    {
      config: { permission: 'retire_programs' },
      schema: {
        tags,
        summary: 'Delete a program and its levels (admins); refused while units or occupancies use it',
        params: idParam,
        response: { 204: z.null(), ...problems(...AUTHENTICATED, 404, 409) },
      },
    },
    async (req, reply) => {
      await service.delete(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(amiImportRoutes);
}
