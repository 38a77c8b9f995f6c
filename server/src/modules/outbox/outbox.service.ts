import type { OutboxListQuery } from '@lar/contracts/outbox';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { OutboxRepository } from './outbox.repository.ts';

/** The applicant e-mails, read by admins: what was sent, what waits, what failed and why. */
export class OutboxService {
  private readonly repo: OutboxRepository;

  constructor(deps: AppDeps) {
    this.repo = new OutboxRepository(deps.database.db);
  }

  list(actor: Actor, query: OutboxListQuery): Promise<JsonPage> {
    return this.repo.list(actor.tenant, query);
  }

  async get(actor: Actor, id: number): Promise<string> {
    const message = await this.repo.find(actor.tenant, id);
    if (message === undefined) throw notFound('E-mail');
    return message;
  }
}
