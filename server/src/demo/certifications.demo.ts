import { addDays, addYears } from '@lar/contracts/compliance/recertification';
import { asc } from 'drizzle-orm';
import { isActiveOccupancy, occupancies } from '../db/schema/occupancies.ts';
import { Tenant } from '../db/tenancy.ts';
import {
  CertificationRepository,
  type DraftContent,
  draftColumns,
  householdDraft,
} from '../modules/certifications/index.ts';
import { newProgramTablesCache } from '../modules/compliance/index.ts';
import { OccupancyRepository } from '../modules/occupancies/index.ts';
import type { DemoContext } from './demo-data.ts';

/**
 * The demo households' income certifications, as a manager keeps them: each ACTIVE household's
 * move-in certification and its annual ones, finalized, except an anniversary passed in the last
 * 60 days, whose annual certification is a draft in preparation, so the recertification calendar
 * shows a household past due next to households coming due. The figures are the occupancies'
 * (after the compliance demo set them), computed by the same code as the API's.
 */
const RECENT_DAYS = 60;

/** Given names for the demo's further household members, who share the head's family name. */
const GIVEN_NAMES = ['Maria', 'José', 'Ana', 'Lucas', 'Sofia', 'Daniel', 'Julia', 'Pedro'];

/**
 * A draft's household with every member named, as a manager would have entered them before
 * finalizing: the drafts leave further members' names empty (household-draft.ts).
 */
function withDemoNames(content: DraftContent): DraftContent {
  const head = content.members.find((m) => m.relationship === 'HEAD');
  const family = head?.name.trim().split(/\s+/).slice(1).join(' ') || 'Silva';
  let next = 0;
  return {
    ...content,
    members: content.members.map((m) => {
      if (m.name.trim() !== '') return m;
      const given = GIVEN_NAMES[next % GIVEN_NAMES.length] ?? 'Alex';
      next += 1;
      return { ...m, name: `${given} ${family}` };
    }),
  };
}

export async function certificationsDemo({ tx, organizationId }: DemoContext): Promise<void> {
  const tenant = new Tenant(organizationId);
  // Outside any app: the demo keeps the tables it reads for itself.
  const tables = newProgramTablesCache();
  // The demo's dates are relative to today in UTC, like the occupancies' (occupancy.demo.ts).
  const today = new Date().toISOString().slice(0, 10);
  const certifications = new CertificationRepository(tx, tenant);
  const occupancyRepo = new OccupancyRepository(tx, tenant);
  const active = await tx
    .select({ id: occupancies.id })
    .from(occupancies)
    .where(tenant.where(occupancies, isActiveOccupancy))
    .orderBy(asc(occupancies.id));
  for (const { id } of active) {
    const occupancy = await occupancyRepo.find(id);
    if (!occupancy) continue;
    const certify = async (type: 'MOVE_IN' | 'ANNUAL', date: string, finalized: boolean) => {
      const content = withDemoNames(await householdDraft(tx, tenant, occupancy, date));
      const columns = await draftColumns(tx, tenant, tables, occupancy.unit_id, type, content);
      await certifications.insert({
        occupancyId: id,
        type,
        supersedesId: null,
        ...columns,
        ...(finalized ? { status: 'FINALIZED' as const, finalizedAt: new Date(), finalizedBy: 'admin' } : {}),
      });
    };
    await certify('MOVE_IN', occupancy.start_date, true);
    for (let date = addYears(occupancy.start_date, 1); date <= today; date = addYears(date, 1)) {
      const recent = date > addDays(today, -RECENT_DAYS);
      await certify('ANNUAL', date, !recent);
      if (recent) break;
    }
  }
}
