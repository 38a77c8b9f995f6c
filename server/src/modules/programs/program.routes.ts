import {
  govProgram,
  programCreateBody,
  programListQuery,
  programStatusBody,
  programSummary,
  programUpdateBody,
} from '@lar/contracts/programs';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../../lib/record-routes.ts';
import amiImportRoutes from './ami-import.routes.ts';
import { ProgramService } from './program.service.ts';
import { programLevelsExportRoute } from './program-levels-export.ts';

const tags = ['programs'];

export default async function programRoutes(app: FastifyInstance) {
  const service = new ProgramService(app.deps);

  const programs = recordRoutes(app, { tags, answer: govProgram, service });

  programs.list(
    {
      url: '/api/govprograms',
      summary: 'Programs with their AMI levels, by name; filter by a piece of the name, status or scope',
      querystring: programListQuery,
    },
    (actor, query) => service.list(actor, query),
  );

  programLevelsExportRoute(app);

  programs.list(
    {
      url: '/api/govprograms/summaries',
      summary:
        'Programs by name with how many AMI levels each has and their years, not the levels; same filters as the list',
      querystring: programListQuery,
      item: programSummary,
    },
    (actor, query) => service.summaries(actor, query),
  );

  programs.create(
    {
      url: '/api/govprograms',
      summary: 'Create a program with its AMI levels',
      body: programCreateBody,
      errors: [409],
    },
    (actor, body) => service.create(actor, body),
  );

  programs.get({ url: '/api/govprograms/:id', summary: 'One program with its AMI levels' }, (actor, id) =>
    service.getText(actor, id),
  );

  programs.update(
    {
      url: '/api/govprograms/:id',
      summary:
        'Update a program: the fields sent, the others kept; a level set sent replaces the whole set (levels are matched by key and keep their ids)',
      body: programUpdateBody,
    },
    (actor, id, body) => service.update(actor, id, body),
  );

  programs.update(
    {
      method: 'PATCH',
      url: '/api/govprograms/:id/status',
      permission: 'retire_programs',
      summary: 'Activate or deactivate a program (admins)',
      body: programStatusBody,
    },
    (actor, id, body) => service.setStatus(actor, id, body),
  );

  programs.delete({
    url: '/api/govprograms/:id',
    permission: 'retire_programs',
    summary: 'Delete a program and its levels (admins); refused while units or occupancies use it',
  });

  await app.register(amiImportRoutes);
}
