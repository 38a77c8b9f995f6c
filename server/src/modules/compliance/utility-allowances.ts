import type { UtilityAllowances, UtilityAllowancesBody } from '@lar/contracts/compliance/api';
import { RENT_UNIT_TYPES } from '@lar/contracts/compliance/limits';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { propertyExists, replaceSchedules, schedulesOf } from './utility-allowances.repository.ts';

export class UtilityAllowanceService {
  constructor(private readonly deps: AppDeps) {}

  async get(actor: Actor, propertyId: number): Promise<UtilityAllowances> {
    const q = this.deps.database.db;
    if (!(await propertyExists(q, actor.tenant, propertyId, false))) throw notFound('Property');
    return schedulesOf(q, actor.tenant, propertyId);
  }

  /** Replaces every schedule of the property; the property's row is locked so two saves queue. */
  replace(actor: Actor, propertyId: number, body: UtilityAllowancesBody): Promise<UtilityAllowances> {
    return this.deps.database.db.transaction(async (tx) => {
      if (!(await propertyExists(tx, actor.tenant, propertyId, true))) throw notFound('Property');
      const before = await schedulesOf(tx, actor.tenant, propertyId);
      const rows = body.schedules.flatMap((schedule) =>
        RENT_UNIT_TYPES.map((unitType) => ({
          propertyId,
          effectiveDate: schedule.effective_date,
          unitType,
          amount: schedule.amounts[unitType],
        })),
      );
      await replaceSchedules(tx, actor.tenant, propertyId, rows);
      const after = await schedulesOf(tx, actor.tenant, propertyId);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'property',
        entityId: propertyId,
        before: { utility_allowances: before.schedules },
        after: { utility_allowances: after.schedules },
      });
      return after;
    });
  }
}
