import { ErrorCode } from '@lar/contracts/errors';
import type { NameListQuery } from '@lar/contracts/paging';
import type {
  Property,
  PropertyContact,
  PropertyContactInput,
  PropertyDetailsInput,
  PropertyInput,
} from '@lar/contracts/properties';
import type { Queryable, Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, inUse, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { recordDto } from '../../lib/record-dto.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Actor } from '../auth/actor.ts';
import { ContactRules, countOf } from '../property-managers/contact-rules.ts';
import { PropertyManagerRepository } from '../property-managers/property-manager.repository.ts';
import {
  type PropertyContactRow,
  type PropertyDetailsColumns,
  type PropertyListFilter,
  PropertyRepository,
  type PropertyWithNames,
} from './property.repository.ts';

const propertyNotFound = () => notFound('Property');
const contactNotFound = () => notFound('Contact');

export const PROPERTY_ENTITY = 'property';
export const PROPERTY_CONTACT_ENTITY = 'property_contact';

export function toPropertyDto(row: PropertyWithNames): Property {
  return recordDto(row);
}

export function toPropertyContactDto(row: PropertyContactRow): PropertyContact {
  return recordDto(row);
}

/** The details form's names mapped onto the property's own columns (see `propertyDetailsBody`). */
function detailsColumns(input: PropertyDetailsInput): PropertyDetailsColumns {
  return {
    property_name: input.name,
    property_type: input.property_type,
    property_location: input.property_location,
    street1: input.address1,
    street2: input.address2,
    city: input.city,
    state: input.state,
    postal_code: input.postal_code,
  };
}

/** Properties and their contacts: the rules, each change in one audited transaction. */
export class PropertyService {
  constructor(private readonly deps: AppDeps) {}

  private repo(actor: Actor, q: Queryable = this.deps.database.db) {
    return new PropertyRepository(q, actor.tenant);
  }

  private transaction<T>(actor: Actor, fn: (repo: PropertyRepository, tx: Tx) => Promise<T>) {
    return this.deps.database.db.transaction((tx) => fn(this.repo(actor, tx), tx));
  }

  private contactRules(tx: Tx, actor: Actor, repo: PropertyRepository) {
    return new ContactRules<PropertyContactRow, PropertyContactInput>(
      tx,
      actor,
      PROPERTY_CONTACT_ENTITY,
      {
        lockParent: (propertyId) => repo.lock(propertyId),
        parentOf: (row) => row.property_id,
        findContact: (id) => repo.findContact(id),
        insertContact: (propertyId, input) => repo.insertContact(propertyId, input),
        updateContact: (id, version, input) => repo.updateContact(id, version, input),
        clearOtherPrimaries: (propertyId, exceptId) => repo.clearOtherPrimaries(propertyId, exceptId),
      },
      propertyNotFound,
    );
  }

  list(actor: Actor, filter: PropertyListFilter) {
    return this.repo(actor).list(filter);
  }

  async get(actor: Actor, id: number): Promise<PropertyWithNames> {
    const row = await this.repo(actor).find(id);
    if (!row) throw propertyNotFound();
    return row;
  }

  create(actor: Actor, input: PropertyInput): Promise<PropertyWithNames> {
    return this.transaction(actor, async (repo, tx) => {
      await this.assertCompanyContact(tx, actor, input);
      const row = await repo.insert(input);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: PROPERTY_ENTITY,
        entityId: row.id,
        after: row,
      });
      return this.reread(repo, row.id);
    });
  }

  update(
    actor: Actor,
    id: number,
    { version, ...input }: PropertyInput & { version: number },
  ): Promise<PropertyWithNames> {
    return this.transaction(actor, (repo, tx) =>
      this.applyUpdate(tx, actor, repo, id, version, input, () =>
        this.assertCompanyContact(tx, actor, input),
      ),
    );
  }

  /** PUT /api/properties/{id}: the simpler details form, mapped onto the property's own columns. */
  updateDetails(actor: Actor, id: number, input: PropertyDetailsInput): Promise<PropertyWithNames> {
    return this.transaction(actor, (repo, tx) =>
      this.applyUpdate(tx, actor, repo, id, input.version, detailsColumns(input)),
    );
  }

  /** Refused with 409 while something depends on the property; its contacts go with it. */
  delete(actor: Actor, id: number): Promise<void> {
    return this.transaction(actor, async (repo, tx) => {
      if (!(await repo.lock(id))) throw propertyNotFound();
      const before = await repo.find(id);
      if (!before) throw propertyNotFound();
      await this.assertDeletable(tx, actor, id);
      await repo.delete(id);
      await recordAudit(tx, actor, { action: 'delete', entity: PROPERTY_ENTITY, entityId: id, before });
    });
  }

  /**
   * Refuses (409 IN_USE, with a message that names them) while records need the property. A new
   * kind of dependent record adds its check here. The foreign keys stay the safety net: any
   * dependent row missed here still blocks the delete, and the error plugin answers 409 IN_USE.
   */
  async assertDeletable(tx: Tx, actor: Actor, id: number): Promise<void> {
    const unitCount = await this.repo(actor, tx).countUnits(id);
    if (unitCount > 0) {
      throw inUse(`This property has ${countOf(unitCount, 'unit', 'units')}. Delete its units first.`);
    }
  }

  async listContacts(actor: Actor, propertyId: number, query: NameListQuery) {
    const repo = this.repo(actor);
    if (!(await repo.find(propertyId))) throw propertyNotFound();
    return repo.listContacts(propertyId, query);
  }

  createContact(actor: Actor, propertyId: number, input: PropertyContactInput): Promise<PropertyContactRow> {
    return this.transaction(actor, (repo, tx) =>
      this.contactRules(tx, actor, repo).create(propertyId, input),
    );
  }

  updateContact(
    actor: Actor,
    contactId: number,
    { version, ...input }: PropertyContactInput & { version: number },
  ): Promise<PropertyContactRow> {
    return this.transaction(actor, (repo, tx) =>
      this.contactRules(tx, actor, repo).update(contactId, version, input),
    );
  }

  deleteContact(actor: Actor, contactId: number): Promise<void> {
    return this.transaction(actor, async (repo, tx) => {
      const before = await repo.findContact(contactId);
      if (!before) throw contactNotFound();
      await repo.deleteContact(contactId);
      await recordAudit(tx, actor, {
        action: 'delete',
        entity: PROPERTY_CONTACT_ENTITY,
        entityId: contactId,
        before,
      });
    });
  }

  /**
   * A property needs a company of the caller's organization (a foreign id answers 404) and one of
   * that company's contacts (any other contact is a field error).
   */
  private async assertCompanyContact(
    tx: Tx,
    actor: Actor,
    input: Pick<PropertyInput, 'property_manager_id' | 'property_manager_contact_id'>,
  ): Promise<void> {
    const managers = new PropertyManagerRepository(tx, actor.tenant);
    // Shared lock: the company cannot be deleted while this property is being attached to it.
    if (!(await managers.lock(input.property_manager_id, 'share'))) {
      throw new AppError(404, ErrorCode.NOT_FOUND, 'Property manager not found', [
        { field: 'property_manager_id', code: 'not_found', message: 'Property manager not found' },
      ]);
    }
    const contact = await managers.findContact(input.property_manager_contact_id);
    if (contact?.property_manager_id !== input.property_manager_id) {
      throw invalidField(
        'property_manager_contact_id',
        'contact_not_of_manager',
        'Choose a contact of the chosen management company',
      );
    }
  }

  private async applyUpdate(
    tx: Tx,
    actor: Actor,
    repo: PropertyRepository,
    id: number,
    version: number,
    values: PropertyInput | PropertyDetailsColumns,
    checkReferences?: () => Promise<void>,
  ): Promise<PropertyWithNames> {
    const before = await repo.find(id);
    if (!before) throw propertyNotFound();
    if (before.version !== version) throw versionConflict();
    await checkReferences?.();
    const after = await repo.update(id, version, values);
    if (!after) throw versionConflict();
    const { property_manager_name: _m, property_manager_contact_name: _c, ...beforeRow } = before;
    await recordAudit(tx, actor, {
      action: 'update',
      entity: PROPERTY_ENTITY,
      entityId: id,
      before: beforeRow,
      after,
    });
    return this.reread(repo, id);
  }

  private async reread(repo: PropertyRepository, id: number): Promise<PropertyWithNames> {
    const row = await repo.find(id);
    if (!row) throw propertyNotFound();
    return row;
  }
}
