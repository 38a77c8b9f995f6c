import { addYears } from '@lar/contracts/compliance/recertification';
import { type BulkColumns, bulkInsert, type Row } from './bulk.ts';
import { addDays, daysBetween, type SeedContext } from './context.ts';
import { personName } from './names.ts';
import type { ActiveOccupancy } from './occupancies.ts';
import { Random } from './random.ts';
import { REFERENCE_DATE } from './scale.ts';

/**
 * Income certifications of the ACTIVE households (issue 21, decision 026): a finalized MOVE_IN on
 * the start date and a finalized ANNUAL on each of the last anniversaries up to the reference date
 * (ANNUAL_HISTORY of them), so that the
 * calendar has households in every bucket. Some skipped their latest anniversary (overdue), a few
 * earn over 140 % of the limit at their latest annual certification, and some of those due within
 * 60 days have an annual draft in preparation. Figures go back from the current household's at
 * about 3 % a year, as incomes, limits and rents grow. The triggers of migration 0029 fill
 * `recertification_schedule` from these rows.
 */

/** The certifications' own random stream, so every row the seed made before keeps its values. */
const certificationRandom = (organizationId: number) => new Random(20_261_226 + organizationId);

/** Share of households that let their latest anniversary pass without recertifying. */
const OVERDUE_SHARE = 0.07;
/** Share of households over 140 % of their limit at their latest annual certification. */
const OVER_INCOME_SHARE = 0.02;
/** Share of households due within 60 days whose annual certification is being prepared. */
const DRAFT_SHARE = 0.35;
const GROWTH = 0.97;
/**
 * The latest annual certifications kept per household: older ones change nothing the calendar or
 * the 140 % rule read, and all of them would double the seed's time on the large data set.
 */
const ANNUAL_HISTORY = 3;

/** The names the certifications need that the seed keeps in the database only. */
export interface CertificationNames {
  /** The head of household (the tenant) by occupancy id. */
  tenants: Map<number, string>;
  programs: Map<number, string>;
  /** A unit's extra designation, the program at 50 %. */
  extras: Map<number, number>;
}

interface Certified {
  type: 'MOVE_IN' | 'ANNUAL';
  status: 'FINALIZED' | 'DRAFT';
  date: string;
  overIncome: boolean;
}

const money = (n: number) => Math.round(n * 100) / 100;

/**
 * The members as jsonb, from their names (`a|b|c`, the head first) and the row's income: the head
 * earns it all. Birth dates follow from the name and the household: the adults born 1946-1995, the
 * others 2008-2021. Built by PostgreSQL: sending every certification's JSON cost the seed more than
 * inserting the rows.
 */
const MEMBERS_SQL = `(SELECT jsonb_agg(jsonb_build_object(
    'name', m.name,
    'relationship', CASE WHEN m.i = 1 THEN 'HEAD' WHEN m.i = 2 AND t.household_size > 2 THEN 'SPOUSE'
                         WHEN m.i = 2 THEN 'OTHER_ADULT' ELSE 'DEPENDENT' END,
    'birth_date', CASE WHEN m.i <= 2 THEN DATE '1946-01-01' + abs(hashtext(m.name || t.occupancy_id)) % 18000
                       ELSE DATE '2008-01-01' + abs(hashtext(m.name || t.occupancy_id)) % 5000 END,
    'full_time_student', false, 'disabled', false,
    'income', jsonb_build_object('employment', CASE WHEN m.i = 1 THEN t.annual_income ELSE 0 END,
                                 'social_security', 0, 'public_assistance', 0, 'other', 0)) ORDER BY m.i)
  FROM unnest(string_to_array(t.members, '|')) WITH ORDINALITY AS m(name, i))`;

/** The determination from the row's figures and the few it does not hold (limit, designations). */
const DETERMINATION_SQL = `jsonb_build_object(
    'as_of', t.effective_date, 'household_size', t.household_size,
    'income_from_members', t.annual_income, 'income_from_assets', 0, 'annual_income', t.annual_income,
    'asset_cash_value', 0, 'designations', t.determination::jsonb->'d', 'binding', t.determination::jsonb->'b',
    'income_limit', t.determination::jsonb->'l',
    'over_income_limit', to_jsonb(round((t.determination::jsonb->>'l')::numeric * 1.4, 2)),
    'income_eligible', t.determination::jsonb->'e', 'over_income', t.over_income, 'missing_limit', false,
    'utility_allowance', 0, 'gross_rent', t.tenant_rent, 'max_gross_rent', NULL, 'rent_compliant', NULL,
    'student_status', 'NONE', 'qualified', t.qualified)`;

/** The occupancy's certifications, oldest first: which and on what dates, before any figure. */
function planOf(random: Random, occupancy: ActiveOccupancy, marketRate: boolean): Certified[] {
  const plan: Certified[] = [
    { type: 'MOVE_IN', status: 'FINALIZED', date: occupancy.startDate, overIncome: false },
  ];
  const anniversaries: string[] = [];
  for (let year = 1; addYears(occupancy.startDate, year) <= REFERENCE_DATE; year++) {
    anniversaries.push(addYears(occupancy.startDate, year));
  }
  if (anniversaries.length > 0 && random.chance(OVERDUE_SHARE)) anniversaries.pop();
  for (const date of anniversaries.slice(-ANNUAL_HISTORY))
    plan.push({ type: 'ANNUAL', status: 'FINALIZED', date, overIncome: false });
  const last = plan[plan.length - 1] as Certified;
  if (last.type === 'ANNUAL' && !marketRate && random.chance(OVER_INCOME_SHARE)) last.overIncome = true;
  const due = addYears(last.date, 1);
  const left = daysBetween(REFERENCE_DATE, due);
  if (left >= 0 && left <= 60 && random.chance(DRAFT_SHARE)) {
    plan.push({ type: 'ANNUAL', status: 'DRAFT', date: due, overIncome: false });
  }
  return plan;
}

/** Every ACTIVE household's certifications, ids given. */
export function certificationRows(
  ctx: SeedContext,
  active: readonly ActiveOccupancy[],
  names: CertificationNames,
): Row[] {
  const random = certificationRandom(ctx.organizationId);
  const rows: Row[] = [];
  for (const occupancy of active) {
    const { household, unit } = occupancy;
    const limitNow = household.income_limit;
    const plan = planOf(random, occupancy, limitNow === null);
    // The household's members, the tenant first: the same people on every certification.
    const members = [names.tenants.get(occupancy.id) ?? personName(random)];
    while (members.length < household.household_size) members.push(personName(random));
    const designations =
      unit.programId === null || unit.amiPercentage === null
        ? []
        : [unit.programId, names.extras.get(unit.id)]
            .filter((id): id is number => id !== undefined)
            .map((id, i) => ({
              program_id: id,
              program_name: names.programs.get(id) ?? '',
              ami_percentage: i === 0 ? (unit.amiPercentage as number) : 50,
            }));
    const designationsJson = JSON.stringify(designations);
    const bindingJson = JSON.stringify(designations[designations.length - 1] ?? null);
    for (const cert of plan) {
      const years = Math.max(0, daysBetween(cert.date, REFERENCE_DATE) / 365);
      const scale = GROWTH ** years;
      const limit = limitNow === null ? null : Math.round(limitNow * scale);
      const income = cert.overIncome
        ? money((limit ?? 0) * (1.41 + random.next() * 0.15))
        : money(Number(household.annual_income) * scale);
      const rent = money(Number(household.rent_amount) * scale);
      const eligible = limit === null ? null : income <= limit;
      // At move-in the income must be within the limit; later it may grow up to 140 % of it.
      const qualified = limit === null ? null : cert.type === 'MOVE_IN' ? eligible : true;
      const finalized =
        cert.status === 'FINALIZED' ? `${addDays(cert.date, -random.int(0, 20))}T15:00:00Z` : null;
      rows.push({
        occupancy_id: occupancy.id,
        type: cert.type,
        status: cert.status,
        effective_date: cert.date,
        members: members.join('|'),
        tenant_rent: rent.toFixed(2),
        household_size: household.household_size,
        annual_income: income.toFixed(2),
        qualified,
        over_income: cert.overIncome,
        // What the determination has besides the row's own columns (CERTIFICATION_COLUMNS builds it).
        determination: `{"l":${limit},"e":${eligible},"d":${designationsJson},"b":${bindingJson}}`,
        finalized_at: finalized,
        finalized_by: finalized === null ? null : 'seed',
        created_at: finalized ?? `${REFERENCE_DATE}T15:00:00Z`,
      });
    }
  }
  let nextId = ctx.ids.take('income_certifications', rows.length);
  return rows.map((row) => ({ ...row, id: nextId++, organization_id: ctx.organizationId }));
}

export const insertCertifications = (ctx: SeedContext, rows: readonly Row[]) =>
  bulkInsert(ctx.session, 'income_certifications', CERTIFICATION_COLUMNS, rows, ctx.batch);

/** The tenants' names of the organization's ACTIVE occupancies and its programs' names. */
export async function certificationNames(
  ctx: SeedContext,
  extras: Map<number, number>,
): Promise<CertificationNames> {
  const tenants = await ctx.session.query<{ id: number; full_name: string }>(
    `SELECT o.id, c.full_name FROM occupancies o JOIN candidates c ON c.id = o.tenant_id
      WHERE o.organization_id = $1 AND o.status = 'ACTIVE'`,
    [ctx.organizationId],
  );
  const programs = await ctx.session.query<{ id: number; name: string }>(
    'SELECT id, name FROM gov_programs WHERE organization_id = $1',
    [ctx.organizationId],
  );
  return {
    tenants: new Map(tenants.map((t) => [t.id, t.full_name])),
    programs: new Map(programs.map((p) => [p.id, p.name])),
    extras,
  };
}

const CERTIFICATION_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  occupancy_id: 'int',
  type: 'text',
  status: 'text',
  effective_date: 'date',
  members: { type: 'text', select: MEMBERS_SQL },
  tenant_rent: 'numeric',
  household_size: 'int',
  annual_income: 'numeric',
  qualified: 'boolean',
  over_income: 'boolean',
  determination: { type: 'text', select: DETERMINATION_SQL },
  finalized_at: 'timestamptz',
  finalized_by: 'text',
  created_at: 'timestamptz',
  updated_at: { type: 'timestamptz', select: 't.created_at' },
};
