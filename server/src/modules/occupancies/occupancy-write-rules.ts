import type { Certification } from '@lar/contracts/certifications';
import type { Occupancy, OccupancyValues } from '@lar/contracts/occupancies';
import type { Queryable } from '../../db/client.ts';
import type { Actor } from '../../lib/actor.ts';

/** What the compliance gate reads of a write: a body's values, or a stored occupancy made ACTIVE again. */
export type GatedValues = Pick<OccupancyValues, 'status' | 'unit_id' | 'start_date' | 'override_reason'> & {
  household_size?: number | null;
  // Decimal strings from a body, numbers of dollars from a stored occupancy.
  annual_income?: string | number | null;
  non_optional_charges?: string | number | null;
  rent_amount: string | number;
};

/**
 * What an occupancy write asks of the modules built on occupancies, passed in by the app (app.ts)
 * so that occupancies imports neither of them: compliance and certifications read occupancies.
 * Both run in the write's transaction `q`.
 */
export interface OccupancyWriteRules {
  /** Refuses a placement the unit's limits or the next available unit rule refuse (compliance). */
  enforceCompliance(
    q: Queryable,
    actor: Actor,
    values: GatedValues,
    before: Occupancy | undefined,
    today: string,
  ): Promise<void>;
  /** The new occupancy's move-in certification draft (certifications). */
  createMoveInDraft(q: Queryable, actor: Actor, occupancy: Occupancy): Promise<Certification>;
  /** Its move-in draft, if still a draft, takes what the placement changed (certifications). */
  followMoveInDraft(q: Queryable, actor: Actor, before: Occupancy, after: Occupancy): Promise<unknown>;
}
