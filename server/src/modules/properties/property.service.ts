import { ErrorCode } from '@lar/contracts/errors';
import type {
  Property,
  PropertyChanges,
  PropertyDetailsInput,
  PropertyInput,
} from '@lar/contracts/properties';
import type { ManagerContact, ManagerContactInput } from '@lar/contracts/property-managers';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, found, inUse, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { countOf } from '../../lib/count-of.ts';
import { TenantRepositories } from '../../lib/tenant-repositories.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordCreate, recordUpdate } from '../audit/index.ts';
import { checkAveragingElection } from '../compliance/index.ts';
import { ContactRepository } from '../contacts/index.ts';
import { managerContacts, PropertyManagerRepository } from '../property-managers/index.ts';
import {
  type PropertyDetailsColumns,
  type PropertyListFilter,
  PropertyRepository,
} from './property.repository.ts';

const propertyNotFound = () => notFound('Property');

export const PROPERTY_ENTITY = 'property';

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

/**
 * Properties: the rules, each change in one audited transaction whose snapshots are the property's
 * answer. Their contacts follow the shared contact rules (property-contacts.ts).
 */
export class PropertyService {
  private readonly repos: TenantRepositories<PropertyRepository>;

  constructor(deps: AppDeps) {
    this.repos = new TenantRepositories(deps.database.db, (q, tenant) => new PropertyRepository(q, tenant));
  }

  list(actor: Actor, filter: PropertyListFilter) {
    return this.repos.of(actor).list(filter);
  }

  /** The property's answer as JSON text. */
  async get(actor: Actor, id: number): Promise<string> {
    return found(await this.repos.of(actor).findText(id), propertyNotFound);
  }

  create(actor: Actor, input: PropertyInput): Promise<Property> {
    return this.repos.transaction(actor, async (repo, tx) => {
      await this.assertCompanyContact(tx, actor, input);
      return recordCreate(tx, actor, PROPERTY_ENTITY, await this.reread(repo, await repo.insert(input)));
    });
  }

  update(
    actor: Actor,
    id: number,
    { version, ...input }: PropertyChanges & { version?: number | undefined },
  ): Promise<Property> {
    return this.repos.transaction(actor, (repo, tx) =>
      this.applyUpdate(tx, actor, repo, id, version, input, async (before) => {
        await this.assertCompanyContact(tx, actor, input);
        // The switch to average income: every unit's designation must be one it allows (decision 041).
        if (input.set_aside_election === 'AVERAGE_INCOME' && before.set_aside_election !== 'AVERAGE_INCOME') {
          await checkAveragingElection(tx, actor.tenant, id);
        }
      }),
    );
  }

  /** PUT /api/properties/{id}: the simpler details form, mapped onto the property's own columns. */
  updateDetails(actor: Actor, id: number, input: PropertyDetailsInput): Promise<Property> {
    return this.repos.transaction(actor, (repo, tx) =>
      this.applyUpdate(tx, actor, repo, id, input.version, detailsColumns(input)),
    );
  }

  /** Refused with 409 while something depends on the property; its contacts go with it. */
  delete(actor: Actor, id: number): Promise<void> {
    return this.repos.transaction(actor, async (repo, tx) => {
      const before = await repo.findForUpdate(id);
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
    const unitCount = await this.repos.of(actor, tx).countUnits(id);
    if (unitCount > 0) {
      throw inUse(`This property has ${countOf(unitCount, 'unit', 'units')}. Delete its units first.`);
    }
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
      throw new AppError(ErrorCode.NOT_FOUND, 'Property manager not found', [
        { field: 'property_manager_id', code: 'not_found', message: 'Property manager not found' },
      ]);
    }
    const contact = await new ContactRepository<ManagerContact, ManagerContactInput>(
      tx,
      actor.tenant,
      managerContacts,
    ).find(input.property_manager_contact_id);
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
    given: number | undefined,
    values: PropertyChanges | PropertyDetailsColumns,
    checkReferences?: (before: Property) => Promise<void>,
  ): Promise<Property> {
    const before = await repo.findForUpdate(id);
    if (!before) throw propertyNotFound();
    const version = versionToApply(given, before.version);
    await checkReferences?.(before);
    if (!(await repo.update(id, version, values))) throw versionConflict();
    const after = await this.reread(repo, id);
    await recordUpdate(tx, actor, { entity: PROPERTY_ENTITY, entityId: id, before, after }, given);
    return after;
  }

  private async reread(repo: PropertyRepository, id: number): Promise<Property> {
    return found(await repo.find(id), propertyNotFound);
  }
}
