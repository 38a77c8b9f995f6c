import type { ContactMessageListQuery, contactMessageBody } from '@lar/contracts/contact';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { limitPerMinute, RateLimiter } from '../../lib/rate-limiter.ts';
import { siteOrganizationId } from '../organizations/index.ts';
import { ContactMessageRepository } from './contact-message.repository.ts';

/** Messages from the public contact form: received from anyone (rate limited), read by admins. */
export class ContactMessageService {
  private readonly limiter: RateLimiter;
  private readonly repo: ContactMessageRepository;

  constructor(private readonly deps: AppDeps) {
    this.limiter = new RateLimiter(deps.database);
    this.repo = new ContactMessageRepository(deps.database.db);
  }

  async receive(ip: string, body: z.output<typeof contactMessageBody>): Promise<void> {
    // Counted in the database, so every instance behind a load balancer shares the limit.
    await limitPerMinute(
      this.limiter,
      ['contact', ip],
      this.deps.config.contactRateLimitPerMinute,
      'messages',
    );
    await this.repo.insert(await siteOrganizationId(this.deps), {
      name: body.name,
      email: body.email,
      phone: body.phone ?? null,
      message: body.message,
    });
  }

  list(actor: Actor, query: ContactMessageListQuery): Promise<JsonPage> {
    return this.repo.list(actor.tenant, query);
  }

  async markRead(actor: Actor, id: number): Promise<void> {
    if (!(await this.repo.markRead(actor.tenant, id))) throw notFound('Message');
  }
}
