import type {
  Building,
  BuildingInput,
  BuildingListQuery,
  BuildingUpdateInput,
} from '@lar/contracts/buildings';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { duplicate, inUse, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { onUniqueViolation } from '../../lib/database-errors.ts';
import type { JsonPage } from '../../lib/paged-list.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordCreate, recordUpdate } from '../audit/index.ts';
import { checkAveragingElection } from '../compliance/index.ts';
import { BuildingRepository } from './building.repository.ts';

const BUILDING_ENTITY = 'building';
const binTaken = () => duplicate('bin', 'Another building already has this BIN');
const buildingNotFound = () => notFound('Building');

export class BuildingService {
  constructor(private readonly deps: AppDeps) {}

  private repo(actor: Actor, q: Tx | AppDeps['database']['db'] = this.deps.database.db) {
    return new BuildingRepository(q, actor.tenant);
  }

  /** A property's buildings; another organization's property (or none) is 404. */
  async list(actor: Actor, propertyId: number, query: BuildingListQuery): Promise<JsonPage> {
    const repo = this.repo(actor);
    if (!(await repo.propertyExists(propertyId))) throw notFound('Property');
    return repo.list(propertyId, query);
  }

  async get(actor: Actor, id: number): Promise<Building> {
    const found = await this.repo(actor).find(id);
    if (!found) throw buildingNotFound();
    return found;
  }

  create(actor: Actor, { property_id, ...values }: BuildingInput): Promise<Building> {
    return onUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const repo = this.repo(actor, tx);
          // A reference in the body, as a unit's property: a field error, whoever owns the id.
          if (!(await repo.propertyExists(property_id))) {
            throw invalidField('property_id', 'not_found', 'Choose one of your properties');
          }
          if (values.bin !== null && (await repo.binTaken(values.bin))) throw binTaken();
          const after = await repo.find(await repo.insert(property_id, values));
          if (!after) throw new Error('the inserted building was not found');
          return recordCreate(tx, actor, BUILDING_ENTITY, after);
        }),
      binTaken,
    );
  }

  /** At `version`, the one the client read (409 when it is older); without it the last write wins. */
  update(actor: Actor, id: number, { version: given, ...values }: BuildingUpdateInput): Promise<Building> {
    return onUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const repo = this.repo(actor, tx);
          const before = await repo.findForUpdate(id);
          if (!before) throw buildingNotFound();
          const version = versionToApply(given, before.version);
          if (values.bin !== null && (await repo.binTaken(values.bin, id))) throw binTaken();
          // Its own switch to average income: its units' designations must be ones it allows (decision 057).
          if (
            values.set_aside_election === 'AVERAGE_INCOME' &&
            before.set_aside_election !== 'AVERAGE_INCOME'
          ) {
            await checkAveragingElection(tx, actor.tenant, before.property_id, id);
          }
          if (!(await repo.update(id, version, values))) throw versionConflict();
          const after = (await repo.find(id)) as Building;
          await recordUpdate(tx, actor, { entity: BUILDING_ENTITY, entityId: id, before, after }, given);
          return after;
        }),
      binTaken,
    );
  }

  /** Refused with 409 while units are in the building: they would have no building. */
  delete(actor: Actor, id: number): Promise<void> {
    return this.deps.database.db.transaction(async (tx) => {
      const repo = this.repo(actor, tx);
      const before = await repo.findForUpdate(id);
      if (!before) throw buildingNotFound();
      const unitCount = await repo.countUnits(id);
      if (unitCount > 0) {
        const units = unitCount === 1 ? '1 unit' : `${unitCount} units`;
        throw inUse(`This building has ${units}. Move them to another building or delete them first.`);
      }
      await repo.delete(id);
      await recordAudit(tx, actor, { action: 'delete', entity: BUILDING_ENTITY, entityId: id, before });
    });
  }
}
