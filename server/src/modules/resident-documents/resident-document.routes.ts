import multipart from '@fastify/multipart';
import { idValue } from '@lar/contracts/paging';
import {
  residentDocument,
  residentDocumentList,
  residentDocumentReuseBody,
} from '@lar/contracts/resident-documents';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf, residentOf } from '../../lib/actor.ts';
import { recordActions } from '../../lib/record-action.ts';
import { residentPortalRoutes } from '../../lib/resident-portal-route.ts';
import { route } from '../../lib/route.ts';
import { documentDownload, sendDocument } from '../applications/index.ts';
import { RESIDENT_DOCUMENT_MULTIPART_LIMITS, readResidentUpload } from './document-upload.ts';
import {
  ResidentDocumentService,
  residentDocumentsActor,
  staffDocumentsActor,
} from './resident-document.service.ts';

const tags = ['resident documents'];

/**
 * A household's verification documents for its recertification (decision 077): the resident sends
 * and reads the session's household's only; staff read any household's of their organization.
 */
export default async function residentDocumentRoutes(app: FastifyInstance) {
  const service = new ResidentDocumentService(app.deps);
  // One file of 10 MB and one JSON field: this plugin's own parser, for its routes only.
  await app.register(multipart, { limits: RESIDENT_DOCUMENT_MULTIPART_LIMITS });
  const action = recordActions(app, tags);

  route(
    app,
    {
      method: 'POST',
      url: '/api/resident/documents',
      permission: 'resident_portal',
      tags,
      summary:
        'Send a verification document for the recertification (multipart: field `document` as JSON with member_key, income_source_id, asset_id, kind, document_date; one `file`: PDF, JPEG or PNG by content, or a HEIC photo converted to JPEG; 10 MB)',
      response: { 201: residentDocument },
      errors: [400, 404, 409, 413, 415],
    },
    async (req, reply) => {
      const upload = await readResidentUpload(req);
      // Stored in turn with the app's other uploads (decision 093).
      const doc = await app.deps.uploads.run(() =>
        service.upload(residentDocumentsActor(residentOf(req)), upload),
      );
      reply.code(201);
      return doc;
    },
  );

  const portal = residentPortalRoutes(app, tags);
  portal(
    {
      method: 'POST',
      url: '/api/resident/documents/reuse',
      summary:
        'Attach to this recertification a document the household already sent (its application’s or an earlier year’s) while it is still valid',
      body: residentDocumentReuseBody,
      answer: residentDocument,
      status: 201,
      errors: [400, 404, 409],
    },
    (resident, body) => service.reuse(residentDocumentsActor(resident), body),
  );
  portal(
    {
      method: 'GET',
      url: '/api/resident/documents',
      summary:
        "The household's documents for its recertification (without their content), each with its age on the effective date, and what it sent before",
      answer: residentDocumentList,
      errors: [404],
    },
    (resident) => service.list(residentDocumentsActor(resident)),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/resident/documents/:id/file',
      permission: 'resident_portal',
      tags,
      summary: "One of the household's documents, as an attachment (another household's is a 404)",
      params: z.strictObject({ id: idValue }),
      ...documentDownload,
      errors: [404],
    },
    async (req, reply) =>
      sendDocument(reply, await service.file(residentDocumentsActor(residentOf(req)), req.params.id)),
  );
  route(
    app,
    {
      method: 'DELETE',
      url: '/api/resident/documents/:id',
      permission: 'resident_portal',
      tags,
      summary: 'Remove a document of the recertification, until its submission is accepted',
      params: z.strictObject({ id: idValue }),
      response: { 204: z.null() },
      errors: [404, 409],
    },
    async (req, reply) => {
      await service.remove(residentDocumentsActor(residentOf(req)), req.params.id);
      return reply.code(204).send(null);
    },
  );

  action(
    {
      method: 'GET',
      url: '/api/occupancies/:id/resident-documents',
      permission: 'read_records',
      summary:
        "The household's verification documents for its recertification (without their content), each with its age on the effective date",
      answer: residentDocumentList,
    },
    (actor, id) => service.list(staffDocumentsActor(actor, id)),
  );
  action(
    {
      method: 'POST',
      url: '/api/occupancies/:id/resident-documents/reuse',
      permission: 'write_records',
      summary:
        'Attach to the recertification a document the household already sent (its application’s or an earlier year’s) while it is still valid',
      body: residentDocumentReuseBody,
      answer: residentDocument,
      status: 201,
      errors: [400, 409],
    },
    (actor, id, body) => service.reuse(staffDocumentsActor(actor, id), body),
  );
  route(
    app,
    {
      method: 'GET',
      url: '/api/occupancies/:id/resident-documents/:documentId/file',
      permission: 'read_records',
      tags,
      summary: "One of the household's documents, as an attachment; each download is audit-logged first",
      params: z.strictObject({ id: idValue, documentId: idValue }),
      ...documentDownload,
      errors: [404],
    },
    async (req, reply) =>
      sendDocument(
        reply,
        await service.file(staffDocumentsActor(actorOf(req), req.params.id), req.params.documentId),
      ),
  );
}
