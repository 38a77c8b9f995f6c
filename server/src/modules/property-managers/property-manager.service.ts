import type { NameListQuery } from '@lar/contracts/paging';
import type {
  ManagerContact,
  ManagerContactInput,
  PropertyManager,
  PropertyManagerInput,
} from '@lar/contracts/property-managers';
import type { Queryable, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { inUse, notFound, versionConflict } from '../../lib/app-error.ts';
import { recordDto } from '../../lib/record-dto.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Actor } from '../auth/actor.ts';
import { ContactRules, countOf } from './contact-rules.ts';
import {
  type ManagerContactRow,
  PropertyManagerRepository,
  type PropertyManagerWithCount,
} from './property-manager.repository.ts';

const managerNotFound = () => notFound('Property manager');
const contactNotFound = () => notFound('Contact');

export const MANAGER_ENTITY = 'property_manager';
export const MANAGER_CONTACT_ENTITY = 'property_manager_contact';

export function toPropertyManagerDto(row: PropertyManagerWithCount): PropertyManager {
  return { ...recordDto(row), name: row.management_co };
}

export function toManagerContactDto(row: ManagerContactRow): ManagerContact {
  return recordDto(row);
}

/** Management companies and their contacts: the rules, each change in one audited transaction. */
export class PropertyManagerService {
  constructor(private readonly deps: AppDeps) {}

  private repo(actor: Actor, q: Queryable = this.deps.database.db) {
    return new PropertyManagerRepository(q, actor.tenant);
  }

  private transaction<T>(actor: Actor, fn: (repo: PropertyManagerRepository, tx: Tx) => Promise<T>) {
    return this.deps.database.db.transaction((tx) => fn(this.repo(actor, tx), tx));
  }

  private contactRules(tx: Tx, actor: Actor, repo: PropertyManagerRepository) {
    return new ContactRules<ManagerContactRow, ManagerContactInput>(
      tx,
      actor,
      MANAGER_CONTACT_ENTITY,
      {
        lockParent: (managerId) => repo.lock(managerId),
        parentOf: (row) => row.property_manager_id,
        findContact: (id) => repo.findContact(id),
        insertContact: (managerId, input) => repo.insertContact(managerId, input),
        updateContact: (id, version, input) => repo.updateContact(id, version, input),
        clearOtherPrimaries: (managerId, exceptId) => repo.clearOtherPrimaries(managerId, exceptId),
      },
      managerNotFound,
    );
  }

  list(actor: Actor, query: NameListQuery) {
    return this.repo(actor).list(query);
  }

  async get(actor: Actor, id: number): Promise<PropertyManagerWithCount> {
    const row = await this.repo(actor).find(id);
    if (!row) throw managerNotFound();
    return row;
  }

  create(actor: Actor, input: PropertyManagerInput): Promise<PropertyManagerWithCount> {
    return this.transaction(actor, async (repo, tx) => {
      const row = await repo.insert(input);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: MANAGER_ENTITY,
        entityId: row.id,
        after: row,
      });
      return { ...row, properties_count: 0 };
    });
  }

  update(
    actor: Actor,
    id: number,
    { version, ...input }: PropertyManagerInput & { version: number },
  ): Promise<PropertyManagerWithCount> {
    return this.transaction(actor, async (repo, tx) => {
      const before = await repo.find(id);
      if (!before) throw managerNotFound();
      if (before.version !== version) throw versionConflict();
      const after = await repo.update(id, version, input);
      if (!after) throw versionConflict();
      const { properties_count, ...beforeRow } = before;
      await recordAudit(tx, actor, {
        action: 'update',
        entity: MANAGER_ENTITY,
        entityId: id,
        before: beforeRow,
        after,
      });
      return { ...after, properties_count };
    });
  }

  /** Refused with 409 while the company manages properties; its contacts go with it. */
  delete(actor: Actor, id: number): Promise<void> {
    return this.transaction(actor, async (repo, tx) => {
      if (!(await repo.lock(id))) throw managerNotFound();
      const before = await repo.find(id);
      if (!before) throw managerNotFound();
      if (before.properties_count > 0) {
        throw inUse(
          `This management company manages ${countOf(before.properties_count, 'property', 'properties')}. ` +
            'Delete its properties or move them to another company first.',
        );
      }
      await repo.delete(id);
      const { properties_count: _none, ...row } = before;
      await recordAudit(tx, actor, { action: 'delete', entity: MANAGER_ENTITY, entityId: id, before: row });
    });
  }

  async listContacts(actor: Actor, managerId: number, query: NameListQuery) {
    const repo = this.repo(actor);
    if (!(await repo.find(managerId))) throw managerNotFound();
    return repo.listContacts(managerId, query);
  }

  createContact(actor: Actor, managerId: number, input: ManagerContactInput): Promise<ManagerContactRow> {
    return this.transaction(actor, (repo, tx) => this.contactRules(tx, actor, repo).create(managerId, input));
  }

  updateContact(
    actor: Actor,
    contactId: number,
    { version, ...input }: ManagerContactInput & { version: number },
  ): Promise<ManagerContactRow> {
    return this.transaction(actor, (repo, tx) =>
      this.contactRules(tx, actor, repo).update(contactId, version, input),
    );
  }

  /** Refused with 409 while a property names this contact as its company contact. */
  deleteContact(actor: Actor, contactId: number): Promise<void> {
    return this.transaction(actor, async (repo, tx) => {
      const before = await repo.findContact(contactId);
      if (!before) throw contactNotFound();
      const using = await repo.propertiesUsingContact(contactId);
      if (using > 0) {
        throw inUse(
          `This contact is the company contact of ${countOf(using, 'property', 'properties')}. ` +
            'Choose another contact for them first.',
        );
      }
      await repo.deleteContact(contactId);
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: MANAGER_CONTACT_ENTITY,
        entityId: contactId,
        before,
      });
    });
  }
}
