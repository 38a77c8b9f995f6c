import type { CertificationMember, PlacementChange } from '@lar/contracts/certifications';
import { toCents } from '@lar/contracts/compliance/money';
import type { DraftContent } from './certification-figures.ts';
import { blankMember, NO_INCOME, type OccupancyHousehold } from './household-draft.ts';

/** A draft field that took the placement's new value, from what to what. */
type FollowedChange = PlacementChange;

const sameMoney = (a: number | null, b: number | null) => toCents(a ?? 0) === toCents(b ?? 0);

const incomeOf = (m: CertificationMember) =>
  toCents(m.income.employment) +
  toCents(m.income.social_security) +
  toCents(m.income.public_assistance) +
  toCents(m.income.other);

/** A member nobody has filled in: no name, no birth date, no income. */
const isBlank = (m: CertificationMember) =>
  m.relationship !== 'HEAD' && m.name.trim() === '' && m.birth_date === null && incomeOf(m) === 0;

/**
 * The household as drafted from `before`'s one income figure (householdDraft): the head holds it
 * all under "other", nobody else earns. Only then does the placement's new income replace it;
 * incomes someone entered member by member are the certification's own.
 */
function stillDraftedIncome(members: readonly CertificationMember[], before: OccupancyHousehold): boolean {
  return members.every((m) =>
    m.relationship === 'HEAD'
      ? incomeOf(m) === toCents(m.income.other) && sameMoney(m.income.other, before.annual_income)
      : incomeOf(m) === 0,
  );
}

/** Adds empty members up to `size`, or drops trailing blank ones down to it (never a named one). */
function resize(members: CertificationMember[], size: number): CertificationMember[] {
  const next = [...members];
  while (next.length < size) {
    next.push(blankMember());
  }
  while (next.length > size && next.at(-1) !== undefined && isBlank(next.at(-1) as CertificationMember))
    next.pop();
  return next;
}

/**
 * A move-in draft after its placement changed from `before` to `after` (decision 062): each figure
 * the placement changed is taken from it (the rent, the assistance, the charges, the start date as
 * the effective date, the household size and its one income figure), and what changed is listed.
 * Figures the placement did not change stay as staff entered them.
 */
export function followPlacement(
  draft: DraftContent,
  before: OccupancyHousehold,
  after: OccupancyHousehold,
): { content: DraftContent; changes: FollowedChange[] } {
  const content: DraftContent = { ...draft, members: [...draft.members] };
  const changes: FollowedChange[] = [];
  const take = <K extends 'tenant_rent' | 'rent_assistance' | 'non_optional_charges'>(
    field: K,
    placed: (o: OccupancyHousehold) => number | null,
  ) => {
    if (sameMoney(placed(before), placed(after)) || sameMoney(content[field], placed(after))) return;
    changes.push({ field, from: content[field], to: placed(after) ?? 0 });
    content[field] = placed(after) ?? 0;
  };
  take('tenant_rent', (o) => o.rent_amount);
  take('rent_assistance', (o) => o.rent_assistance);
  take('non_optional_charges', (o) => o.non_optional_charges);
  if (before.start_date !== after.start_date && content.effective_date !== after.start_date) {
    changes.push({ field: 'effective_date', from: content.effective_date, to: after.start_date });
    content.effective_date = after.start_date;
  }
  if (!sameMoney(before.annual_income, after.annual_income) && stillDraftedIncome(content.members, before)) {
    content.members = content.members.map((m) =>
      m.relationship === 'HEAD' ? { ...m, income: { ...NO_INCOME, other: after.annual_income ?? 0 } } : m,
    );
    changes.push({ field: 'annual_income', from: before.annual_income ?? 0, to: after.annual_income ?? 0 });
  }
  const size = Math.max(after.household_size ?? 1, 1);
  if ((before.household_size ?? 1) !== (after.household_size ?? 1) && content.members.length !== size) {
    const from = content.members.length;
    content.members = resize(content.members, size);
    if (content.members.length !== from)
      changes.push({ field: 'household_size', from, to: content.members.length });
  }
  return { content, changes };
}
