import type { NameListQuery } from '@lar/contracts/paging';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound, versionConflict } from '../../lib/app-error.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { TenantRepositories } from '../../lib/tenant-repositories.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordCreate, recordUpdate } from '../audit/index.ts';
import { ContactRepository } from './contact.repository.ts';
import type { ContactAnswer, ContactInput, ContactOwner } from './contact-owner.ts';

const contactNotFound = () => notFound('Contact');

/**
 * The rules of a company's or a property's contacts: at most one primary contact per owner (saving
 * one clears the flag on the others, each such change audited on its own), updates carry the
 * version they started from, and every change is audited in the same transaction, its snapshots
 * being the contact's answer. The owner's row is locked first, so two contacts cannot both become
 * its primary at once.
 */
export class ContactService<Answer extends ContactAnswer, Input extends ContactInput> {
  private readonly repos: TenantRepositories<ContactRepository<Answer, Input>>;

  constructor(
    deps: AppDeps,
    private readonly owner: ContactOwner<Answer>,
  ) {
    this.repos = new TenantRepositories(
      deps.database.db,
      (q, tenant) => new ContactRepository(q, tenant, owner),
    );
  }

  private readonly ownerNotFound = () => notFound(this.owner.ownerName);

  async list(actor: Actor, ownerId: number, query: NameListQuery): Promise<JsonPage> {
    const repo = this.repos.of(actor);
    if (!(await repo.ownerExists(ownerId))) throw this.ownerNotFound();
    return repo.list(ownerId, query);
  }

  create(actor: Actor, ownerId: number, input: Input): Promise<Answer> {
    return this.repos.transaction(actor, async (repo, tx) => {
      if (!(await repo.ownerExists(ownerId, true))) throw this.ownerNotFound();
      if (input.primary_contact) await this.demoteOthers(repo, tx, actor, ownerId);
      return recordCreate(
        tx,
        actor,
        this.owner.entity,
        await this.reread(repo, await repo.insert(ownerId, input)),
      );
    });
  }

  /** Sets the fields sent; a field left out stays as stored (decision 037). */
  update(
    actor: Actor,
    contactId: number,
    body: Partial<Input> & { version?: number | undefined },
  ): Promise<Answer> {
    return this.repos.transaction(actor, async (repo, tx) => {
      const found = await repo.find(contactId);
      if (!found) throw contactNotFound();
      // The owner first, then the contact: the order every change of its contacts takes.
      const ownerId = this.owner.ownerOf(found);
      await repo.ownerExists(ownerId, true);
      const before = await repo.find(contactId, true);
      if (!before) throw contactNotFound();
      const version = versionToApply(body.version, before.version);
      if (body.primary_contact) await this.demoteOthers(repo, tx, actor, ownerId, contactId);
      if (!(await repo.update(contactId, version, body))) throw versionConflict();
      const after = await this.reread(repo, contactId);
      await recordUpdate(
        tx,
        actor,
        { entity: this.owner.entity, entityId: contactId, before, after },
        body.version,
      );
      return after;
    });
  }

  delete(actor: Actor, contactId: number): Promise<void> {
    return this.repos.transaction(actor, async (repo, tx) => {
      const before = await repo.find(contactId, true);
      if (!before) throw contactNotFound();
      await this.owner.assertDeletable?.(tx, actor.tenant, contactId);
      await repo.delete(contactId);
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: this.owner.entity,
        entityId: contactId,
        before,
      });
    });
  }

  private async demoteOthers(
    repo: ContactRepository<Answer, Input>,
    tx: Tx,
    actor: Actor,
    ownerId: number,
    exceptId?: number,
  ): Promise<void> {
    for (const before of await repo.otherPrimaries(ownerId, exceptId)) {
      await repo.clearPrimary(before.id);
      const after = await this.reread(repo, before.id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: this.owner.entity,
        entityId: before.id,
        before,
        after,
      });
    }
  }

  private async reread(repo: ContactRepository<Answer, Input>, contactId: number): Promise<Answer> {
    const answer = await repo.find(contactId);
    if (!answer) throw new Error(`contact ${contactId} was not found after its change`);
    return answer;
  }
}
