import {
  allocation,
  allocationBody,
  LOTTERY_BLOCKERS,
  type LotteryExportRow,
  lotteryListing,
  lotteryRun,
  lotteryState,
  preference,
  preferenceCreateBody,
  preferenceDeleteAnswer,
  preferenceOrderBody,
  preferenceUpdateBody,
  waitlistEntry,
  waitlistQuery,
} from '@lar/contracts/allocation';
import { exportParams } from '@lar/contracts/exports';
import { idParam, idParamNamed } from '@lar/contracts/paging';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../lib/actor.ts';
import { EXPORT_BATCH } from '../../lib/export/batches.ts';
import { fieldColumns } from '../../lib/export/columns.ts';
import { exportRoute } from '../../lib/export/export-route.ts';
import { sendTotal } from '../../lib/list-total.ts';
import { recordActions } from '../../lib/record-action.ts';
import { route } from '../../lib/route.ts';
import { problemSchema } from '../../lib/route-schemas.ts';
import { AllocationService } from './allocation.service.ts';

const unitParam = idParamNamed('unitId');
const lotteryExportQuery = z.strictObject(exportParams);

/**
 * A property's preferences, allocation method and waitlist, and a listing's lottery (decision 033).
 * Reading is every account's; defining preferences and allocation, and running a lottery, are
 * `manage_allocation`'s (main accounts).
 */
export default async function allocationRoutes(app: FastifyInstance) {
  const service = new AllocationService(app.deps);
  const tags = ['allocation'];

  const onRecord = recordActions(app, tags);

  onRecord(
    {
      method: 'GET',
      url: '/api/property/:id/preferences',
      permission: 'read_records',
      summary: "A property's preferences in rank order (1: the waitlist's first group)",
      answer: z.array(preference),
    },
    (actor, id) => service.preferences(actor, id),
  );

  onRecord(
    {
      method: 'POST',
      url: '/api/property/:id/preferences',
      permission: 'manage_allocation',
      summary: 'Add a preference to a property, ranked last',
      body: preferenceCreateBody,
      answer: preference,
      status: 201,
      errors: [409],
    },
    (actor, id, body) => service.createPreference(actor, id, body),
  );

  onRecord(
    {
      method: 'PUT',
      url: '/api/property/:id/preferences/order',
      permission: 'manage_allocation',
      summary: "Rank a property's preferences: every one of their ids, in the new order",
      body: preferenceOrderBody,
      answer: z.array(preference),
    },
    (actor, id, body) => service.reorderPreferences(actor, id, body.ids),
  );

  onRecord(
    {
      method: 'PUT',
      url: '/api/property-preferences/:id',
      permission: 'manage_allocation',
      summary:
        "Change a preference's name, description or whether it is active (409 if it changed since `version`)",
      body: preferenceUpdateBody,
      answer: preference,
      errors: [409],
    },
    (actor, id, body) => service.updatePreference(actor, id, body),
  );

  onRecord(
    {
      method: 'DELETE',
      url: '/api/property-preferences/:id',
      permission: 'manage_allocation',
      summary:
        'Delete a preference; one that applications claim is deactivated instead (`outcome` says which)',
      answer: preferenceDeleteAnswer,
    },
    (actor, id) => service.deletePreference(actor, id),
  );

  onRecord(
    {
      method: 'GET',
      url: '/api/property/:id/allocation',
      permission: 'read_records',
      summary: 'How a property allocates within a preference group: FIRST_COME or LOTTERY',
      answer: allocation,
    },
    (actor, id) => service.allocation(actor, id),
  );

  onRecord(
    {
      method: 'PUT',
      url: '/api/property/:id/allocation',
      permission: 'manage_allocation',
      summary: 'Set how a property allocates within a preference group: FIRST_COME or LOTTERY',
      body: allocationBody,
      answer: allocation,
    },
    (actor, id, body) => service.setAllocation(actor, id, body.allocation_method),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/property/:id/waitlist',
      permission: 'review_applications',
      tags,
      summary:
        "A property's waitlist in order: by preference group, then lottery rank (LOTTERY) or submission time",
      params: idParam,
      querystring: waitlistQuery,
      response: { 200: z.array(waitlistEntry) },
      errors: [404],
    },
    async (req, reply) => {
      const page = await service.waitlist(actorOf(req), req.params.id, req.query);
      sendTotal(reply, { total: page.total, capped: false });
      return page.rows;
    },
  );

  onRecord(
    {
      method: 'GET',
      url: '/api/property/:id/lotteries',
      permission: 'review_applications',
      summary: "A property's listings with their application deadline, entries and lottery state",
      answer: z.array(lotteryListing),
    },
    (actor, id) => service.propertyListings(actor, id),
  );

  route(
    app,
    {
      method: 'GET',
      url: '/api/listings/:unitId/lottery',
      permission: 'review_applications',
      tags,
      summary: "A listing's lottery: its deadline, whether it may run, and the run (seed, algorithm, ranks)",
      params: unitParam,
      response: { 200: lotteryState },
      errors: [404],
    },
    (req) => service.lottery(actorOf(req), req.params.unitId),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/api/listings/:unitId/lottery',
      permission: 'manage_allocation',
      tags,
      summary:
        "Run a listing's lottery once, after its application deadline, over its SUBMITTED and WAITLISTED applications",
      description:
        'The server draws a seed of 32 random bytes and shuffles the entries (their ids in ascending order) with the algorithm of decision 033; the seed, the entries and the order are stored and each application gets its rank. 409 (`reason`) before or without a deadline, with no entries, or when it already ran.',
      params: unitParam,
      response: {
        201: lotteryRun,
        409: problemSchema.extend({ reason: z.enum(LOTTERY_BLOCKERS).optional() }),
      },
      errors: [404],
    },
    async (req, reply) => {
      const run = await service.runLottery(actorOf(req), req.params.unitId);
      reply.code(201);
      return run;
    },
  );

  exportRoute<'lottery', z.output<typeof lotteryExportQuery>, { unitId: number }, LotteryExportRow>(app, {
    list: 'lottery',
    url: '/api/listings/:unitId/lottery/export',
    tags,
    summary:
      "A listing's lottery ranks as CSV or XLSX: rank, application id, reference, head of household, preference group, and the run's seed, algorithm and version (re-run it with `npm run cli -- lottery:verify FILE`, decision 051)",
    permission: 'review_applications',
    querystring: lotteryExportQuery,
    params: unitParam,
    errors: [404],
    columns: fieldColumns<'lottery', LotteryExportRow>('lottery', {}),
    name: (_query, params) => `lottery-${params.unitId}`,
    rows: async (actor, _query, params) => {
      const ranks = await service.lotteryRanks(actor, params.unitId);
      return (async function* () {
        for (let i = 0; i < ranks.length; i += EXPORT_BATCH) yield ranks.slice(i, i + EXPORT_BATCH);
      })();
    },
  });
}
