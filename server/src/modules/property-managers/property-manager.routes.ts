import {
  type ManagerContact,
  type ManagerContactInput,
  managerContact,
  managerContactCreateBody,
  managerContactUpdateBody,
  propertyManager,
  propertyManagerCreateBody,
  propertyManagerListQuery,
  propertyManagerUpdateBody,
} from '@lar/contracts/property-managers';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../../lib/record-routes.ts';
import { ContactService, registerContactRoutes } from '../contacts/index.ts';
import { managerContacts } from './manager-contacts.repository.ts';
import { PropertyManagerService } from './property-manager.service.ts';
import { propertyManagerExportRoute } from './property-manager-export.ts';

/**
 * The original API's paths (decision 006): `/api/property-manager` for companies,
 * `/api/property-management/...` for contacts.
 */
export default async function propertyManagerRoutes(app: FastifyInstance) {
  const service = new PropertyManagerService(app.deps);
  const tags = ['property-managers'];

  const companies = recordRoutes(app, { tags, answer: propertyManager, service });

  propertyManagerExportRoute(app);

  companies.list(
    {
      url: '/api/property-manager',
      summary: 'Management companies, filtered by a piece of the name (q) and sorted by name',
      querystring: propertyManagerListQuery,
    },
    (actor, query) => service.list(actor, query),
  );

  companies.create(
    { url: '/api/property-manager', summary: 'Create a management company', body: propertyManagerCreateBody },
    (actor, body) => service.create(actor, body),
  );

  companies.get({ url: '/api/property-manager/:id', summary: 'One management company' });

  companies.update(
    {
      url: '/api/property-manager/:id',
      summary:
        'Update a management company: the fields sent, the others kept (409 if it changed since `version`)',
      body: propertyManagerUpdateBody,
    },
    (actor, id, body) => service.update(actor, id, body),
  );

  companies.delete({
    url: '/api/property-manager/:id',
    summary: 'Delete a management company and its contacts (409 while it manages properties)',
    message: 'Property manager deleted',
  });

  registerContactRoutes(
    app,
    new ContactService<ManagerContact, ManagerContactInput>(app.deps, managerContacts),
    {
      tags,
      ownerPath: '/api/property-management/:managerId/contacts',
      ownerParam: 'managerId',
      contactPath: '/api/property-management/contact/:contactId',
      listQuery: propertyManagerListQuery,
      answer: managerContact,
      createBody: managerContactCreateBody,
      updateBody: managerContactUpdateBody,
      summaries: {
        list: "A management company's contacts",
        create: 'Add a contact to a management company (a new primary contact replaces the old one)',
        update:
          "Update a management company's contact: the fields sent, the others kept (409 if it changed since `version`)",
        delete: "Delete a management company's contact (409 while a property uses it)",
      },
      deleteMayConflict: true,
    },
  );
}
