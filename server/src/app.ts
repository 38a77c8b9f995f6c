import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAppCaches } from './caches.ts';
import type { AppInputs } from './deps.ts';
import allocationRoutes from './modules/allocation/allocation.routes.ts';
import applicationRoutes from './modules/applications/application.routes.ts';
import publicApplicationRoutes from './modules/applications/public-application.routes.ts';
import auditRoutes from './modules/audit/audit.routes.ts';
import authRoutes from './modules/auth/auth.routes.ts';
import candidateRoutes from './modules/candidates/candidate.routes.ts';
import certificationRoutes from './modules/certifications/certification.routes.ts';
import complianceRoutes from './modules/compliance/compliance.routes.ts';
import eligibleUnitsRoutes from './modules/compliance/eligible-units.routes.ts';
import complianceReportRoutes from './modules/compliance/report.routes.ts';
import contactMessageRoutes from './modules/contact-messages/contact-message.routes.ts';
import dashboardRoutes from './modules/dashboard/dashboard.routes.ts';
import healthRoutes from './modules/health/health.routes.ts';
import listingRoutes from './modules/listings/listing.routes.ts';
import publicListingRoutes from './modules/listings/public-listing.routes.ts';
import { Mailer } from './modules/notifications/mailer.ts';
import outboxRoutes from './modules/notifications/outbox.routes.ts';
import occupancyRoutes from './modules/occupancies/occupancy.routes.ts';
import hudImportRoutes from './modules/programs/hud-import.routes.ts';
import programRoutes from './modules/programs/program.routes.ts';
import propertyRoutes from './modules/properties/property.routes.ts';
import propertyManagerRoutes from './modules/property-managers/property-manager.routes.ts';
import recertificationRoutes from './modules/recertifications/recertification.routes.ts';
import subuserRoutes from './modules/subusers/subuser.routes.ts';
import unitRoutes from './modules/units/unit.routes.ts';
import userRoutes from './modules/users/user.routes.ts';
import visitRoutes from './modules/visits/visit.routes.ts';
import authPlugin from './plugins/auth.ts';
import drainingPlugin from './plugins/draining.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/early-errors.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import webAppPlugin from './plugins/web-app.ts';

/** Feature modules, each a plugin that registers its routes. A new domain adds one line here. */
const modules = [
  healthRoutes,
  authRoutes,
  subuserRoutes,
  userRoutes,
  contactMessageRoutes,
  propertyManagerRoutes,
  propertyRoutes,
  programRoutes,
  unitRoutes,
  candidateRoutes,
  occupancyRoutes,
  certificationRoutes,
  complianceRoutes,
  eligibleUnitsRoutes,
  hudImportRoutes,
  complianceReportRoutes,
  recertificationRoutes,
  dashboardRoutes,
  listingRoutes,
  publicListingRoutes,
  visitRoutes,
  publicApplicationRoutes,
  outboxRoutes,
  allocationRoutes,
  applicationRoutes,
  auditRoutes,
];

/**
 * Builds the whole application on the given dependencies. Order matters: external plugins
 * (errors, security, docs), then the auth hook, then the modules, then the web app fallback.
 */
export async function buildApp(inputs: AppInputs): Promise<FastifyInstance> {
  // Each app its own caches: two apps in one process (tests run several) never share an entry.
  const deps = { ...inputs, caches: inputs.caches ?? createAppCaches() };
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel },
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: deps.config.trustProxy,
    // Ids in paths stay short; longer params are refused before they reach a handler.
    routerOptions: { maxParamLength: 100 },
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    ajv: { customOptions: { removeAdditional: false } },
    // Errors raised before a route answer problem details too.
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers that are objects go through the route's zod schema. Lists and records are written as
  // JSON by PostgreSQL (record shapes) and sent as they are, so no faster serializer pays here.
  app.setSerializerCompiler(serializerCompiler);
  // The applicant mailer runs with the app: started once it is ready, stopped before the database
  // closes. Without SMTP_URL there is none and the e-mails wait in the outbox for admins.
  const mailer =
    deps.mailer === undefined && deps.config.smtpUrl !== undefined
      ? new Mailer({
          database: deps.database,
          smtpUrl: deps.config.smtpUrl,
          from: deps.config.mailFrom,
          pollMs: deps.config.mailPollMs,
          retryBaseMs: deps.config.mailRetryBaseMs,
          log: app.log,
        })
      : undefined;
  if (mailer) {
    app.addHook('onReady', async () => mailer.start());
    app.addHook('onClose', async () => mailer.stop());
  }
  app.decorate('deps', mailer ? { ...deps, mailer } : deps);
  // The API speaks JSON only; anything else is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser('text/plain');

  await app.register(errorsPlugin);
  await app.register(drainingPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  for (const module of modules) await app.register(module);
  await app.register(webAppPlugin);
  return app;
}
