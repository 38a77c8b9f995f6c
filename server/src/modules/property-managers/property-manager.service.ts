import type { NameListQuery } from '@lar/contracts/paging';
import type {
  PropertyManager,
  PropertyManagerChanges,
  PropertyManagerInput,
} from '@lar/contracts/property-managers';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { found, inUse, notFound, versionConflict } from '../../lib/app-error.ts';
import { countOf } from '../../lib/count-of.ts';
import { TenantRepositories } from '../../lib/tenant-repositories.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordCreate, recordUpdate } from '../audit/index.ts';
import { PropertyManagerRepository } from './property-manager.repository.ts';

const managerNotFound = () => notFound('Property manager');

export const MANAGER_ENTITY = 'property_manager';

/**
 * Management companies: the rules, each change in one audited transaction whose snapshots are the
 * company's answer. Their contacts follow the shared contact rules (manager-contacts.ts).
 */
export class PropertyManagerService {
  private readonly repos: TenantRepositories<PropertyManagerRepository>;

  constructor(deps: AppDeps) {
    this.repos = new TenantRepositories(
      deps.database.db,
      (q, tenant) => new PropertyManagerRepository(q, tenant),
    );
  }

  list(actor: Actor, query: NameListQuery) {
    return this.repos.of(actor).list(query);
  }

  /** The company's answer as JSON text. */
  async get(actor: Actor, id: number): Promise<string> {
    return found(await this.repos.of(actor).findText(id), managerNotFound);
  }

  create(actor: Actor, input: PropertyManagerInput): Promise<PropertyManager> {
    return this.repos.transaction(actor, async (repo, tx) =>
      recordCreate(tx, actor, MANAGER_ENTITY, await this.reread(repo, await repo.insert(input))),
    );
  }

  update(
    actor: Actor,
    id: number,
    { version: given, ...input }: PropertyManagerChanges & { version?: number | undefined },
  ): Promise<PropertyManager> {
    return this.repos.transaction(actor, async (repo, tx) => {
      const before = await this.locked(repo, id);
      const version = versionToApply(given, before.version);
      if (!(await repo.update(id, version, input))) throw versionConflict();
      const after = await this.reread(repo, id);
      await recordUpdate(tx, actor, { entity: MANAGER_ENTITY, entityId: id, before, after }, given);
      return after;
    });
  }

  /** Refused with 409 while the company manages properties; its contacts go with it. */
  delete(actor: Actor, id: number): Promise<void> {
    return this.repos.transaction(actor, async (repo, tx) => {
      const before = await this.locked(repo, id);
      if (before.properties_count > 0) {
        throw inUse(
          `This management company manages ${countOf(before.properties_count, 'property', 'properties')}. ` +
            'Delete its properties or move them to another company first.',
        );
      }
      await repo.delete(id);
      await recordAudit(tx, actor, { action: 'delete', entity: MANAGER_ENTITY, entityId: id, before });
    });
  }

  /**
   * The company's answer, its row locked first: read after the lock, so its count of properties
   * includes any attached while this transaction waited for it.
   */
  private async locked(repo: PropertyManagerRepository, id: number): Promise<PropertyManager> {
    if (!(await repo.lock(id, 'update'))) throw managerNotFound();
    return this.reread(repo, id);
  }

  private async reread(repo: PropertyManagerRepository, id: number): Promise<PropertyManager> {
    return found(await repo.find(id), managerNotFound);
  }
}
