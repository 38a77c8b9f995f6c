import { ErrorCode } from '@lar/contracts/errors';
import type { Occupancy, OccupancyListQuery, OccupancyValues } from '@lar/contracts/occupancies';
import { candidates } from '../../db/schema/candidates.ts';
import { govPrograms } from '../../db/schema/programs.ts';
import { units } from '../../db/schema/units.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, invalidField, notFound, versionConflict } from '../../lib/app-error.ts';
import { uniqueConstraintOf } from '../../lib/database-errors.ts';
import { todayIn } from '../../lib/dates.ts';
import { recordAudit } from '../audit/audit.ts';
import type { Actor } from '../auth/actor.ts';
import {
  type OccupancyListing,
  OccupancyRepository,
  type OccupancyRow,
  occupancyColumns,
} from './occupancy.repository.ts';

const unitBusy = () =>
  new AppError(409, ErrorCode.CONFLICT, 'This unit already has an active occupancy. End it first.', [
    {
      field: 'unit_id',
      code: 'unit_has_active_occupancy',
      message: 'This unit already has an active occupancy',
    },
  ]);
const tenantBusy = () =>
  new AppError(409, ErrorCode.CONFLICT, 'This tenant already has an active occupancy. End it first.', [
    {
      field: 'tenant_id',
      code: 'tenant_has_active_occupancy',
      message: 'This tenant already has an active occupancy',
    },
  ]);

/** The partial unique indexes are the last word when two requests race past the checks below. */
const BUSY_BY_INDEX: Record<string, () => AppError> = {
  occupancies_one_active_per_unit: unitBusy,
  occupancies_one_active_per_tenant: tenantBusy,
};

const money = (v: string | null) => (v === null ? null : Number(v));

export function toOccupancyDto(row: OccupancyListing): Occupancy {
  return {
    id: row.id,
    unit_id: row.unitId,
    unit_number: row.unitNumber,
    property_id: row.propertyId,
    property_name: row.propertyName,
    tenant_id: row.tenantId,
    tenant_name: row.tenantName,
    program_id: row.programId,
    program_name: row.programName,
    ami_percentage: money(row.amiPercentage),
    rent_amount: Number(row.rentAmount),
    start_date: row.startDate,
    end_date: row.endDate,
    placement_fee: money(row.placementFee),
    status: row.status,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type Change = (repo: OccupancyRepository, before: OccupancyRow) => Promise<OccupancyRow | undefined>;

export class OccupancyService {
  constructor(private readonly deps: AppDeps) {}

  private repo(
    actor: Actor,
    q: ConstructorParameters<typeof OccupancyRepository>[0] = this.deps.database.db,
  ) {
    return new OccupancyRepository(q, actor.tenant);
  }

  list(actor: Actor, query: OccupancyListQuery) {
    return this.repo(actor).list(query);
  }

  async get(actor: Actor, id: number): Promise<OccupancyListing> {
    const row = await this.repo(actor).find(id);
    if (!row) throw notFound('Occupancy');
    return row;
  }

  async create(actor: Actor, values: OccupancyValues): Promise<OccupancyListing> {
    const created = await this.guardActive(() =>
      this.deps.database.db.transaction(async (tx) => {
        const repo = this.repo(actor, tx);
        await this.checkReferences(repo, values);
        if (values.status === 'ACTIVE') await this.checkOneActive(repo, values.unit_id, values.tenant_id);
        const row = await repo.insert(values);
        await recordAudit(tx, actor, { action: 'create', entity: 'occupancy', entityId: row.id, after: row });
        return row;
      }),
    );
    return this.get(actor, created.id);
  }

  async update(
    actor: Actor,
    id: number,
    version: number,
    values: OccupancyValues,
  ): Promise<OccupancyListing> {
    return this.change(actor, id, version, async (repo, before) => {
      await this.checkReferences(repo, values);
      if (values.status === 'ACTIVE')
        await this.checkOneActive(repo, values.unit_id, values.tenant_id, before.id);
      return repo.update(id, before.version, occupancyColumns(values));
    });
  }

  /** Ends an occupancy without destroying it: end date (today unless given) and status ENDED. */
  async terminate(
    actor: Actor,
    id: number,
    endDate: string | null,
    version?: number,
  ): Promise<OccupancyListing> {
    return this.change(actor, id, version, async (repo, before) => {
      if (before.status === 'ENDED') {
        throw new AppError(409, ErrorCode.CONFLICT, 'This occupancy has already ended');
      }
      const end = endDate ?? todayIn(this.deps.config.timeZone);
      if (end < before.startDate) {
        throw invalidField('end_date', 'end_before_start', 'The end date cannot be before the start date');
      }
      return repo.update(id, before.version, { endDate: end, status: 'ENDED' });
    });
  }

  /** Clears the end date and makes it ACTIVE again, if neither the unit nor the tenant is taken meanwhile. */
  async reactivate(actor: Actor, id: number, version?: number): Promise<OccupancyListing> {
    return this.change(actor, id, version, async (repo, before) => {
      if (before.status === 'ACTIVE' && before.endDate === null) {
        throw new AppError(409, ErrorCode.CONFLICT, 'This occupancy is already active');
      }
      await this.checkOneActive(repo, before.unitId, before.tenantId, before.id);
      return repo.update(id, before.version, { endDate: null, status: 'ACTIVE' });
    });
  }

  /** Locks the row, checks the version the caller saw, applies `apply` and audits, all in one transaction. */
  private async change(actor: Actor, id: number, version: number | undefined, apply: Change) {
    await this.guardActive(() =>
      this.deps.database.db.transaction(async (tx) => {
        const repo = this.repo(actor, tx);
        const before = await repo.findForUpdate(id);
        if (!before) throw notFound('Occupancy');
        if (version !== undefined && version !== before.version) throw versionConflict();
        const after = await apply(repo, before);
        if (!after) throw versionConflict();
        await recordAudit(tx, actor, { action: 'update', entity: 'occupancy', entityId: id, before, after });
      }),
    );
    return this.get(actor, id);
  }

  private async checkReferences(repo: OccupancyRepository, values: OccupancyValues) {
    if (!(await repo.exists(units, values.unit_id))) {
      throw invalidField('unit_id', 'not_found', 'Choose one of your units');
    }
    if (!(await repo.exists(candidates, values.tenant_id))) {
      throw invalidField('tenant_id', 'not_found', 'Choose one of your candidates');
    }
    if (values.program_id !== null && !(await repo.exists(govPrograms, values.program_id))) {
      throw invalidField('program_id', 'not_found', 'Choose one of your programs');
    }
  }

  private async checkOneActive(
    repo: OccupancyRepository,
    unitId: number,
    tenantId: number,
    exceptId?: number,
  ) {
    if (await repo.activeFor('unitId', unitId, exceptId)) throw unitBusy();
    if (await repo.activeFor('tenantId', tenantId, exceptId)) throw tenantBusy();
  }

  private async guardActive<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const busy = BUSY_BY_INDEX[uniqueConstraintOf(error) ?? ''];
      if (busy) throw busy();
      throw error;
    }
  }
}
