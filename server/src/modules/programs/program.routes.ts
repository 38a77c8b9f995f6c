import { idParam } from '@lar/contracts/paging';
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
import { z } from 'zod';
import { sendJsonText } from '../../lib/json-reply.ts';
import { sendPage } from '../../lib/paged-list.ts';
import { route } from '../../lib/route.ts';
import { actorOf } from '../../plugins/auth.ts';
import amiImportRoutes from './ami-import.routes.ts';
import { ProgramService } from './program.service.ts';

const tags = ['programs'];

export default async function programRoutes(app: FastifyInstance) {
  const service = new ProgramService(app.deps);

  route(
    app,
    {
      method: 'GET',
      url: '/api/govprograms',
      permission: 'read_records',
      tags,
      summary: 'Programs with their AMI levels, by name; filter by a piece of the name, status or scope',
      querystring: programListQuery,
      response: { 200: z.array(govProgram) },
    },
    async (req, reply) => sendPage<GovProgram>(reply, await service.list(actorOf(req), req.query)),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/govprograms/summaries',
      permission: 'read_records',
      tags,
      summary:
        'Programs by name with how many AMI levels each has and their years, not the levels; same filters as the list',
      querystring: programListQuery,
      response: { 200: z.array(programSummary) },
    },
    async (req, reply) => sendPage<ProgramSummary>(reply, await service.summaries(actorOf(req), req.query)),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/govprograms',
      permission: 'write_records',
      tags,
      summary: 'Create a program with its AMI levels',
      body: programCreateBody,
      response: { 201: govProgram },
      errors: [409],
    },
    async (req, reply) => {
      reply.code(201);
      return service.create(actorOf(req), req.body);
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/govprograms/:id',
      permission: 'read_records',
      tags,
      summary: 'One program with its AMI levels',
      params: idParam,
      response: { 200: govProgram },
      errors: [404],
    },
    async (req, reply) => sendJsonText<GovProgram>(reply, await service.getText(actorOf(req), req.params.id)),
  );

  route(
    app,
    {
      method: 'PUT',
      url: '/api/govprograms/:id',
      permission: 'write_records',
      tags,
      summary: 'Replace a program and its whole level set (levels are matched by key and keep their ids)',
      params: idParam,
      body: programUpdateBody,
      response: { 200: govProgram },
      errors: [404, 409],
    },
    async (req) => service.update(actorOf(req), req.params.id, req.body),
  );

  route(
    app,
    {
      method: 'PATCH',
      url: '/api/govprograms/:id/status',
      permission: 'retire_programs',
      tags,
      summary: 'Activate or deactivate a program (admins)',
      params: idParam,
      body: programStatusBody,
      response: { 200: govProgram },
      errors: [404, 409],
    },
    async (req) => service.setStatus(actorOf(req), req.params.id, req.body),
  );

  route(
    app,
    {
      method: 'DELETE',
      url: '/api/govprograms/:id',
      permission: 'retire_programs',
      tags,
      summary: 'Delete a program and its levels (admins); refused while units or occupancies use it',
      params: idParam,
      response: { 204: z.null() },
      errors: [404, 409],
    },
    async (req, reply) => {
      await service.delete(actorOf(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(amiImportRoutes);
}
