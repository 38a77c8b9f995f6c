import {
  VISIT_TRANSITIONS,
  VisitIssue,
  type VisitListQuery,
  type VisitRequest,
  type visitRequestBody,
  type visitStatusBody,
} from '@lar/contracts/visits';
import type { z } from 'zod';
import { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { invalidField, notFound } from '../../lib/app-error.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { limitPerMinute, RateLimiter } from '../../lib/rate-limiter.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordUpdate } from '../audit/index.ts';
import { applicationsClosed, listingIntake } from '../listings/index.ts';
import { siteOrganizationId } from '../organizations/index.ts';
import { queueVisitNotice } from '../outbox/index.ts';
import { VisitRepository } from './visit.repository.ts';

/** Visit requests: sent by anyone for a listed unit (rate limited as the contact form), handled by staff. */
export class VisitService {
  private readonly limiter: RateLimiter;

  constructor(private readonly deps: AppDeps) {
    this.limiter = new RateLimiter(deps.database);
  }

  /**
   * Stores the request for a listing of the site's organization. A filled honeypot (`website`) is
   * checked like any request (the same 400 for an unlisted unit), then answered as if stored and
   * stored nowhere, so a bot learns nothing (decision 055); it still counts against the address's
   * limit.
   */
  async receive(ip: string, body: z.output<typeof visitRequestBody>): Promise<void> {
    await limitPerMinute(this.limiter, ['visit', ip], this.deps.config.contactRateLimitPerMinute, 'requests');
    const organizationId = await siteOrganizationId(this.deps);
    const listing = await listingIntake(this.deps.database.db, organizationId, body.listing_id);
    if (!listing)
      throw invalidField('listing_id', VisitIssue.LISTING_NOT_FOUND, 'This apartment is no longer listed');
    // A unit let since (an accepted offer, decision 050) is shown to nobody: 409 with the reason.
    // A deadline passed or a lottery run still lets people see the apartment they applied for.
    if (listing.taken) throw applicationsClosed('UNIT_TAKEN');
    if (body.website !== undefined && body.website.trim() !== '') return;
    await new VisitRepository(this.deps.database.db, new Tenant(organizationId)).insert({
      unitId: body.listing_id,
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      preferredTimes: body.preferred_times.map((t) => new Date(t).toISOString()),
      message: body.message,
      language: body.language,
    });
  }

  list(actor: Actor, query: VisitListQuery): Promise<JsonPage> {
    return new VisitRepository(this.deps.database.db, actor.tenant).list(query);
  }

  async get(actor: Actor, id: number): Promise<VisitRequest> {
    const visit = await new VisitRepository(this.deps.database.db, actor.tenant).find(id);
    if (!visit) throw notFound('Visit request');
    return visit;
  }

  /**
   * A status change along VISIT_TRANSITIONS, audited before and after in the same transaction,
   * with the visitor's e-mail when the visit gets a time, a new time or is cancelled.
   */
  async setStatus(actor: Actor, id: number, body: z.output<typeof visitStatusBody>): Promise<VisitRequest> {
    const changed = await this.deps.database.db.transaction(async (tx) => {
      const repo = new VisitRepository(tx, actor.tenant);
      const before = await repo.find(id, true);
      if (!before) throw notFound('Visit request');
      versionToApply(body.version, before.version);
      if (body.status !== before.status && !VISIT_TRANSITIONS[before.status].includes(body.status))
        throw invalidField(
          'status',
          VisitIssue.TRANSITION,
          `A visit request that is ${before.status} cannot become ${body.status}`,
        );
      const scheduledAt =
        body.status === 'SCHEDULED'
          ? new Date(body.scheduled_at as string).toISOString()
          : before.scheduled_at;
      await repo.setStatus(id, body.status, scheduledAt);
      const after = (await repo.find(id)) as VisitRequest;
      await recordUpdate(tx, actor, { entity: 'visit_request', entityId: id, before, after }, body.version);
      const told = await queueVisitNotice(tx, actor.organizationId, before, after, this.deps.config);
      return { after, told };
    });
    // Committed: the visitor's e-mail may leave now rather than at the mailer's next look.
    if (changed.told) this.deps.mailer?.nudge();
    return changed.after;
  }
}
