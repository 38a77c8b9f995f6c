import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAppCaches } from './caches.ts';
import type { AppInputs } from './deps.ts';
import { ConcurrencyLimit } from './lib/concurrency-limit.ts';
import { newKey } from './lib/sealed-data.ts';
import { UploadSpool } from './lib/upload-spool.ts';
import { allocationRoutes } from './modules/allocation/index.ts';
import { applicationRoutes, publicApplicationRoutes } from './modules/applications/index.ts';
import { auditRoutes } from './modules/audit/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { buildingRoutes } from './modules/buildings/index.ts';
import { candidateRoutes } from './modules/candidates/index.ts';
import { certificationRoutes, createMoveInDraft, followMoveInDraft } from './modules/certifications/index.ts';
import {
  complianceReportRoutes,
  complianceRoutes,
  eligibleUnitsRoutes,
  enforceCompliance,
  type ProgramTablesCache,
} from './modules/compliance/index.ts';
import { contactMessageRoutes } from './modules/contact-messages/index.ts';
import { dashboardRoutes, FiguresWarmup } from './modules/dashboard/index.ts';
import { ESignatureService, esignatureRoutes } from './modules/esignatures/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { listingRoutes, publicListingRoutes } from './modules/listings/index.ts';
import { type OccupancyWriteRules, occupancyRoutes } from './modules/occupancies/index.ts';
import { Mailer, outboxRoutes } from './modules/outbox/index.ts';
import { programRoutes, publishedLimitsImportRoutes } from './modules/programs/index.ts';
import { propertyRoutes } from './modules/properties/index.ts';
import { propertyManagerRoutes } from './modules/property-managers/index.ts';
import { NoticeSchedule, recertificationRoutes } from './modules/recertifications/index.ts';
import { reportingDataRoutes } from './modules/reporting-data/index.ts';
import { residentDocumentRoutes } from './modules/resident-documents/index.ts';
import { residentQuestionnaireRoutes } from './modules/resident-questionnaire/index.ts';
import { residentRoutes } from './modules/residents/index.ts';
import { selfAuditRoutes } from './modules/self-audit/index.ts';
import { subuserRoutes } from './modules/subusers/index.ts';
import { tenantDataRoutes } from './modules/tenant-data/index.ts';
import { verificationRoutes } from './modules/third-party-verification/index.ts';
import { unitRoutes } from './modules/units/index.ts';
import { userRoutes } from './modules/users/index.ts';
import { visitRoutes } from './modules/visits/index.ts';
import authPlugin from './plugins/auth.ts';
import drainingPlugin from './plugins/draining.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/early-errors.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import securityPlugin from './plugins/security.ts';
import webAppPlugin from './plugins/web-app.ts';
import { fastifyTrustProxy } from './proxy-trust.ts';

/**
 * What an occupancy write asks of the modules built on occupancies (the compliance gate, the
 * move-in certification), handed to occupancies here so that it imports neither of them; both read
 * programs' limit tables through the app's cache.
 */
const occupancyWriteRules = (tables: ProgramTablesCache): OccupancyWriteRules => ({
  enforceCompliance: (q, actor, values, before, today) =>
    enforceCompliance(q, actor, tables, values, before, today),
  createMoveInDraft: (q, actor, occupancy) => createMoveInDraft(q, actor, tables, occupancy),
  followMoveInDraft: (q, actor, before, after) => followMoveInDraft(q, actor, tables, before, after),
});

/**
 * Feature modules, each a plugin that registers its routes. A new domain adds one line here. The
 * signature module's rules are handed to certifications, so that it imports none of it.
 */
const modulesWith = (occupancyWriteRules: OccupancyWriteRules, signatures: ESignatureService) => [
  healthRoutes,
  authRoutes,
  subuserRoutes,
  userRoutes,
  contactMessageRoutes,
  propertyManagerRoutes,
  propertyRoutes,
  buildingRoutes,
  programRoutes,
  unitRoutes,
  candidateRoutes,
  occupancyRoutes(occupancyWriteRules),
  certificationRoutes(signatures.draftRules()),
  esignatureRoutes(signatures),
  complianceRoutes,
  eligibleUnitsRoutes,
  publishedLimitsImportRoutes,
  complianceReportRoutes,
  recertificationRoutes,
  selfAuditRoutes,
  tenantDataRoutes,
  dashboardRoutes,
  listingRoutes,
  publicListingRoutes,
  visitRoutes,
  publicApplicationRoutes,
  outboxRoutes,
  allocationRoutes,
  applicationRoutes(occupancyWriteRules),
  auditRoutes,
  residentRoutes,
  residentDocumentRoutes,
  residentQuestionnaireRoutes,
  reportingDataRoutes,
  verificationRoutes,
];

/**
 * Builds the whole application on the given dependencies. Order matters: external plugins
 * (errors, security, docs), then the auth hook, then the modules, then the web app fallback.
 */
export async function buildApp(inputs: AppInputs): Promise<FastifyInstance> {
  // Each app its own caches: two apps in one process (tests run several) never share an entry.
  // Without a key (tests, tools) the app seals with one of its own for its lifetime; a start
  // (main.ts) always passes REPORTING_DATA_KEY or the one kept in DATA_DIR (decision 066).
  const config = inputs.config.reportingDataKey
    ? inputs.config
    : { ...inputs.config, reportingDataKey: newKey() };
  const deps = {
    ...inputs,
    config,
    caches: inputs.caches ?? createAppCaches(),
    uploads: new ConcurrencyLimit(config.uploadsAtOnce),
    spool: new UploadSpool(config.uploadsWaitingDir),
  };
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : { level: deps.config.logLevel, ...(inputs.logStream ? { stream: inputs.logStream } : {}) },
    bodyLimit: deps.config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(deps.config.trustProxy),
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
  // The recertification notice e-mails (decision 080) run with the app, unless set to 0.
  if (deps.config.recertificationNoticeIntervalMs > 0) {
    const notices = new NoticeSchedule(app.deps, deps.config.recertificationNoticeIntervalMs, app.log);
    app.addHook('onReady', async () => notices.start());
    app.addHook('onClose', async () => notices.stop());
  }
  // The dashboards of a new day computed before their first call (decision 087), unless set to 0.
  if (deps.config.dashboardWarmupCheckMs > 0) {
    const warmup = new FiguresWarmup(app.deps, deps.config.dashboardWarmupCheckMs, app.log);
    app.addHook('onReady', async () => warmup.start());
    app.addHook('onClose', async () => warmup.stop());
  }
  // The API speaks JSON only; anything else is refused with 415 rather than parsed as a string.
  app.removeContentTypeParser('text/plain');

  await app.register(errorsPlugin);
  await app.register(drainingPlugin);
  await app.register(securityPlugin);
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  const signatures = new ESignatureService(app.deps);
  for (const module of modulesWith(occupancyWriteRules(deps.caches.programTables), signatures))
    await app.register(module);
  await app.register(webAppPlugin);
  return app;
}
