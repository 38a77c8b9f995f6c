import {
  correctionBody,
  questionnaireSaveBody,
  questionnaireSubmitBody,
  residentSubmission,
} from '@lar/contracts/resident-questionnaire';
import type { FastifyInstance } from 'fastify';
import { residentOf } from '../../lib/actor.ts';
import { recordActions } from '../../lib/record-action.ts';
import { route } from '../../lib/route.ts';
import { QuestionnaireService } from './questionnaire.service.ts';

const tags = ['resident-questionnaire'];

/**
 * The recertification questionnaire (decision 076): the resident answers it for their own
 * household (the session's, never an id from the client); staff read, accept or send it back.
 */
export default async function questionnaireRoutes(app: FastifyInstance) {
  const service = new QuestionnaireService(app.deps);
  const action = recordActions(app, tags);

  route(
    app,
    {
      method: 'GET',
      url: '/api/resident/questionnaire',
      permission: 'resident_portal',
      tags,
      summary:
        "The household's questionnaire of the current recertification, prefilled from the certification in force on first read, with what changed",
      response: { 200: residentSubmission },
      errors: [409],
    },
    (req) => service.read(residentOf(req)),
  );
  route(
    app,
    {
      method: 'PUT',
      url: '/api/resident/questionnaire',
      permission: 'resident_portal',
      tags,
      summary: 'Save the answers whole, at the version last read (409 when older or when already sent)',
      body: questionnaireSaveBody,
      response: { 200: residentSubmission },
      errors: [400, 409],
    },
    (req) => service.save(residentOf(req), req.body),
  );
  route(
    app,
    {
      method: 'POST',
      url: '/api/resident/questionnaire/submit',
      permission: 'resident_portal',
      tags,
      summary: 'Send the answers to the office; refused with each missing answer',
      body: questionnaireSubmitBody,
      response: { 200: residentSubmission },
      errors: [400, 409],
    },
    (req) => service.submit(residentOf(req), req.body.version),
  );

  action(
    {
      method: 'GET',
      url: '/api/occupancies/:id/resident-submission',
      permission: 'read_records',
      summary:
        "The household's latest questionnaire, its answers and what changed; null while the household has not opened one",
      answer: residentSubmission.nullable(),
    },
    (actor, id) => service.review(actor, id),
  );
  action(
    {
      method: 'POST',
      url: '/api/occupancies/:id/resident-submission/accept',
      permission: 'write_records',
      summary:
        'Accept the sent questionnaire: it becomes the ANNUAL draft, each figure traced to its answers',
      answer: residentSubmission,
      errors: [409],
    },
    (actor, id) => service.accept(actor, id),
  );
  action(
    {
      method: 'POST',
      url: '/api/occupancies/:id/resident-submission/request-correction',
      permission: 'write_records',
      summary: 'Send the questionnaire back with a note; the resident sees it on the portal and by e-mail',
      body: correctionBody,
      answer: residentSubmission,
      errors: [409],
    },
    (actor, id, body) => service.requestCorrection(actor, id, body.note),
  );
}
