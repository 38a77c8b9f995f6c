import {
  type Unit,
  type UnitChanges,
  UnitIssue,
  type UnitListQuery,
  type UnitValues,
  unitBody,
} from '@lar/contracts/units';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { duplicate, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { onUniqueViolation } from '../../lib/database-errors.ts';
import { keptOrSent } from '../../lib/kept-fields.ts';
import { versionToApply } from '../../lib/versions.ts';
import { recordAudit, recordUpdate } from '../audit/index.ts';
import { unitBuilding } from '../buildings/index.ts';
import { checkAveragingDesignations, checkDesignations, replaceDesignations } from '../compliance/index.ts';
import { deleteUnlessOccupied } from '../occupancies/index.ts';
import { UnitRepository } from './unit.repository.ts';

const UNIT_FIELDS = Object.keys(unitBody.shape) as Array<keyof UnitChanges>;

/** What the reference checks read of a unit. */
type UnitReferences = Pick<
  UnitValues,
  'property_id' | 'gov_program_id' | 'ami_level_id' | 'unit_type' | 'designations'
>;

const numberTaken = () => duplicate('unit_number', 'This property already has a unit with this number');

export class UnitService {
  constructor(private readonly deps: AppDeps) {}

  private repo(actor: Actor, q: Tx | AppDeps['database']['db'] = this.deps.database.db) {
    return new UnitRepository(q, actor.tenant);
  }

  list(actor: Actor, query: UnitListQuery) {
    return this.repo(actor).list(query);
  }

  async get(actor: Actor, id: number): Promise<Unit> {
    const row = await this.repo(actor).find(id);
    if (!row) throw notFound('Unit');
    return row;
  }

  async create(actor: Actor, values: UnitValues): Promise<Unit> {
    return onUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const repo = this.repo(actor, tx);
          await this.checkReferences(tx, actor, repo, values);
          const buildingId = await unitBuilding(tx, actor.tenant, values.property_id, values.building_id);
          // Average income: 20-80 % in steps of 10 only, under its building's election (decisions 041, 057).
          await checkAveragingDesignations(tx, actor.tenant, { ...values, building_id: buildingId });
          if (values.unit_number && (await repo.numberTaken(values.property_id, values.unit_number)))
            throw numberTaken();
          const id = await repo.insert({ ...values, building_id: buildingId });
          await replaceDesignations(tx, actor.tenant, id, values.designations ?? []);
          const after = await repo.find(id);
          if (!after) throw new Error('the inserted unit was not found');
          await recordAudit(tx, actor, { action: 'create', entity: 'unit', entityId: after.id, after });
          return after;
        }),
      numberTaken,
    );
  }

  /**
   * At `given`, the version the client read (409 when it is older); without it the last write wins.
   * A field left out stays as stored (decision 037): the checks read the unit as it will stand.
   */
  async update(actor: Actor, id: number, given: number | undefined, values: UnitChanges): Promise<Unit> {
    return onUniqueViolation(
      () =>
        this.deps.database.db.transaction(async (tx) => {
          const repo = this.repo(actor, tx);
          const before = await repo.findForUpdate(id);
          if (!before) throw notFound('Unit');
          const version = versionToApply(given, before.version);
          // Designations left out stay as stored, and must still not repeat the unit's program.
          const kept = keptOrSent(UNIT_FIELDS, values, before);
          await this.checkReferences(tx, actor, repo, kept);
          // The unit's building, settled for the property it will be in (decision 042).
          const buildingId = await unitBuilding(tx, actor.tenant, kept.property_id, values.building_id, {
            propertyId: before.property_id,
            buildingId: before.building_id,
          });
          await checkAveragingDesignations(tx, actor.tenant, { ...kept, building_id: buildingId });
          if (values.unit_number && (await repo.numberTaken(values.property_id, values.unit_number, id))) {
            throw numberTaken();
          }
          if (!(await repo.update(id, version, { ...values, building_id: buildingId })))
            throw versionConflict();
          if (values.designations) await replaceDesignations(tx, actor.tenant, id, values.designations);
          const after = await repo.find(id);
          await recordUpdate(tx, actor, { entity: 'unit', entityId: id, before, after }, given);
          return after as Unit;
        }),
      numberTaken,
    );
  }

  async delete(actor: Actor, id: number): Promise<void> {
    await this.deps.database.db.transaction((tx) =>
      deleteUnlessOccupied(tx, actor, 'unit', id, this.repo(actor, tx)),
    );
  }

  /**
   * The property and program must be the caller's; the AMI level must be a rent limit of the chosen
   * program for this unit's type (the form offers only those; the server holds the same rule).
   */
  private async checkReferences(tx: Tx, actor: Actor, repo: UnitRepository, values: UnitReferences) {
    if (!(await repo.propertyExists(values.property_id))) {
      throw invalidField('property_id', 'not_found', 'Choose one of your properties');
    }
    if (values.gov_program_id !== null && !(await repo.programExists(values.gov_program_id))) {
      throw invalidField('gov_program_id', 'not_found', 'Choose one of your programs');
    }
    await checkDesignations(tx, actor.tenant, values.gov_program_id, values.designations ?? []);
    if (values.ami_level_id === null) return;
    if (values.gov_program_id === null) {
      throw invalidField(
        'ami_level_id',
        UnitIssue.AMI_LEVEL_WITHOUT_PROGRAM,
        'Choose a program before its AMI level',
      );
    }
    const level = await repo.amiLevel(values.ami_level_id);
    if (
      !level ||
      level.programId !== values.gov_program_id ||
      level.limitType !== 'Rent Limit' ||
      level.unitType !== values.unit_type
    ) {
      throw invalidField(
        'ami_level_id',
        UnitIssue.AMI_LEVEL_MISMATCH,
        "The AMI level must be a rent limit of the chosen program for this unit's type",
      );
    }
  }
}
