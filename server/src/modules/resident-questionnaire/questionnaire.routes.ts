import {
  correctionBody,
  questionnaireSaveBody,
  questionnaireSubmitBody,
  residentSubmission,
} from '@lar/contracts/resident-questionnaire';
import type { FastifyInstance } from 'fastify';
import { recordActions } from '../../lib/record-action.ts';
import { residentPortalRoutes } from '../../lib/resident-portal-route.ts';
import { QuestionnaireService } from './questionnaire.service.ts';

const tags = ['resident-questionnaire'];

/**
 * The recertification questionnaire (decision 076): the resident answers it for their own
 * household (the session's, never an id from the client); staff read, accept or send it back.
 */
export default async function questionnaireRoutes(app: FastifyInstance) {
  const service = new QuestionnaireService(app.deps);
  const portal = residentPortalRoutes(app, tags);

  portal(
    {
      method: 'GET',
      url: '/api/resident/questionnaire',
      summary:
        "The household's questionnaire of the current recertification, prefilled from the certification in force on first read, with what changed",
      answer: residentSubmission,
      errors: [409],
    },
    (resident) => service.read(resident),
  );
  portal(
    {
      method: 'PUT',
      url: '/api/resident/questionnaire',
      summary: 'Save the answers whole, at the version last read (409 when older or when already sent)',
      body: questionnaireSaveBody,
      answer: residentSubmission,
      errors: [400, 409],
    },
    (resident, body) => service.save(resident, body),
  );
  portal(
    {
      method: 'POST',
      url: '/api/resident/questionnaire/submit',
      summary: 'Send the answers to the office; refused with each missing answer',
      body: questionnaireSubmitBody,
      answer: residentSubmission,
      errors: [400, 409],
    },
    (resident, body) => service.submit(resident, body.version),
  );

  const action = recordActions(app, tags);

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
