import multipart from '@fastify/multipart';
import {
  paperSignatureBody,
  residentSignature,
  residentSignBody,
  signatureRequestBody,
  signatureStatus,
  signedPdfVerification,
} from '@lar/contracts/esignatures';
import { idParam } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { actorOf, residentOf } from '../../lib/actor.ts';
import { pdfRoute } from '../../lib/pdf-reply.ts';
import { recordActions } from '../../lib/record-action.ts';
import { residentPortalRoutes } from '../../lib/resident-portal-route.ts';
import { route } from '../../lib/route.ts';
import { uploadedFile } from '../../lib/uploaded-file.ts';
import type { ESignatureService } from './esignature.service.ts';
import { ResidentSignatureService } from './resident-signature.service.ts';

const tags = ['esignatures'];

/** A TIC is a few hundred kilobytes; a file past this is no sealed certification. */
const VERIFY_BYTES_MAX = 10 * 1024 * 1024;

/**
 * Electronic signatures of a certification (decision 078): staff send a draft for signature,
 * follow and record signatures, download and verify the sealed PDF; the household's adults read
 * and sign it from the resident portal.
 */
export const esignatureRoutes = (service: ESignatureService) => async (app: FastifyInstance) => {
  // One file a request; registered in this plugin only, so no other route accepts multipart.
  await app.register(multipart, {
    limits: { fileSize: VERIFY_BYTES_MAX, files: 1, fields: 0, parts: 1, headerPairs: 100 },
  });
  const action = recordActions(app, tags);

  action(
    {
      method: 'POST',
      url: '/api/certifications/:id/signature-request',
      permission: 'write_records',
      summary:
        'Send a draft for signature: its PDF is rendered once and frozen with its SHA-256; changing the draft afterwards voids it',
      body: signatureRequestBody.nullish(),
      answer: signatureStatus,
      status: 201,
      errors: [409],
    },
    (actor, id, body) => service.send(actor, id, body ?? {}),
  );
  action(
    {
      method: 'GET',
      url: '/api/certifications/:id/signatures',
      permission: 'read_records',
      summary: 'The adult members who sign the certification, who has signed its live request and how',
      answer: signatureStatus,
    },
    (actor, id) => service.status(actor, id),
  );
  action(
    {
      method: 'POST',
      url: '/api/certifications/:id/signatures/paper',
      permission: 'write_records',
      summary: 'Record that a member signed the printed frozen PDF (the paper alternative)',
      body: paperSignatureBody,
      answer: signatureStatus,
      errors: [409],
    },
    (actor, id, body) => service.recordPaper(actor, id, body.member_index),
  );
  pdfRoute(
    app,
    {
      method: 'GET',
      url: '/api/certifications/:id/signed-pdf',
      permission: 'read_records',
      tags,
      summary:
        'The sealed PDF once every adult has signed: the certification and its signature certificate page; its bytes never change',
      params: idParam,
      errors: [404],
    },
    async (req) => {
      const sealed = await service.signedPdf(actorOf(req), req.params.id);
      return { filename: `tic-${req.params.id}-signed.pdf`, pdf: sealed.pdf, download: true };
    },
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/certifications/signed-pdf/verify',
      permission: 'read_records',
      tags,
      summary:
        'Whether an uploaded PDF (multipart, field `file`) is byte for byte a sealed signed certification of the organization, by its SHA-256',
      response: { 200: signedPdfVerification },
      errors: [400, 413, 415],
    },
    async (req) => {
      const file = await uploadedFile(req, 'the PDF', 'A signed PDF to verify may have at most 10 MB');
      // Checked in turn with the app's other uploads (decision 093).
      return app.deps.uploads.run(() => service.verify(actorOf(req), file));
    },
  );

  const residentSignatures = new ResidentSignatureService(app.deps);
  const portal = residentPortalRoutes(app, tags);
  portal(
    {
      method: 'GET',
      url: '/api/resident/signature',
      summary:
        "The household's certification waiting for signature, its SHA-256, and whether this member signed",
      answer: residentSignature,
    },
    (resident) => residentSignatures.view(resident),
  );
  pdfRoute(
    app,
    {
      method: 'GET',
      url: '/api/resident/signature/pdf',
      permission: 'resident_portal',
      tags,
      summary: 'The frozen PDF of the certification waiting for signature: exactly the bytes signed',
      errors: [404],
    },
    async (req) => {
      const { pdf, certificationId } = await residentSignatures.pdf(residentOf(req));
      return { filename: `certification-${certificationId}.pdf`, pdf };
    },
  );
  portal(
    {
      method: 'POST',
      url: '/api/resident/signature',
      summary:
        'Sign the certification electronically: consent required, and the SHA-256 sent must be that of the frozen PDF',
      body: residentSignBody,
      answer: residentSignature,
      errors: [400, 403, 404, 409],
    },
    (resident, body, req) =>
      residentSignatures.sign(resident, body.sha256, {
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      }),
  );
};
