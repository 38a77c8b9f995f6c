import type { APIRequestContext, Page } from '@playwright/test';
import { type Session, uniqueName } from './api.ts';
import { axeViolations, describeViolations } from './axe.ts';
import { addDays, todayIso, yearBefore } from './certifications.ts';
import type { Language } from './crm.ts';
import { expect } from './fixtures.ts';
import { getJson, post, put, seedCandidate, seedProperty, seedUnit } from './records.ts';

/** The records behind a household's online recertification (issue 40). */
export interface DueHousehold {
  occupancyId: number;
  unitNumber: string;
  head: { name: string; email: string };
  second: { name: string; email: string };
}

/** An address no other test uses, for a mailbox of the tests' SMTP server. */
export const freshAddress = (prefix: string) =>
  `${uniqueName(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}@example.com`;

/** A household of two adults placed in a unit, as its move-in certification will certify it. */
export interface TwoAdults {
  unitId: number;
  head: { id: number; full_name: string };
  secondName: string;
  /** The head's and the second adult's birth dates. */
  birthDates: [string, string];
  startDate: string;
  rent: number;
  /** The head's yearly wages; the second adult earns nothing. */
  income: number;
}

/**
 * Places the household and finalizes its move-in certification with both adults and their birth
 * dates: the certification in force whose adults may sign in to the portal (decision 075).
 */
export async function placeTwoAdults(request: APIRequestContext, admin: Session, household: TwoAdults) {
  const occupancy = await post<{ id: number }>(request, admin, '/api/occupancies', {
    unit_id: household.unitId,
    tenant_id: household.head.id,
    rent_amount: household.rent,
    start_date: household.startDate,
    household_size: 2,
    annual_income: household.income,
  });
  const [moveIn] = await getJson<Array<{ id: number }>>(
    request,
    admin,
    `/api/occupancies/${occupancy.id}/certifications`,
  );
  if (!moveIn) throw new Error('the placement made no move-in certification');
  const draft = await getJson<Record<string, unknown>>(request, admin, `/api/certifications/${moveIn.id}`);
  const income = (employment: number) => ({ employment, social_security: 0, public_assistance: 0, other: 0 });
  const [headBirth, secondBirth] = household.birthDates;
  await put(request, admin, `/api/certifications/${moveIn.id}`, {
    ...draft,
    members: [
      {
        name: household.head.full_name,
        relationship: 'HEAD',
        birth_date: headBirth,
        income: income(household.income),
      },
      { name: household.secondName, relationship: 'SPOUSE', birth_date: secondBirth, income: income(0) },
    ],
  });
  await post(request, admin, `/api/certifications/${moveIn.id}/finalize`, {}, 200);
  return { occupancyId: occupancy.id, moveInId: moveIn.id };
}

/**
 * A household of two adults (with birth dates) whose finalized move-in certification is in force
 * and whose recertification is due in `dueInDays` days; staff have sent the second adult access, so
 * both adults have an address the notices go to (decision 080), in `language`.
 */
export async function seedDueHousehold(
  request: APIRequestContext,
  admin: Session,
  options: { dueInDays: number; language: Language },
): Promise<DueHousehold> {
  const { property } = await seedProperty(request, admin, uniqueName('Recert Court'));
  const unit = await seedUnit(request, admin, property.id);
  const head = await seedCandidate(request, admin, uniqueName('Rosa Recert'), {
    language: options.language,
  });
  const secondName = uniqueName('Caio Recert');
  const { occupancyId } = await placeTwoAdults(request, admin, {
    unitId: unit.id,
    head,
    secondName,
    birthDates: ['1980-04-02', '1982-09-10'],
    startDate: yearBefore(addDays(todayIso(), options.dueInDays)),
    rent: 1234.5,
    income: 30000,
  });
  const secondEmail = freshAddress('caio');
  await post(
    request,
    admin,
    `/api/occupancies/${occupancyId}/resident-access`,
    {
      member_index: 1,
      email: secondEmail,
      language: options.language,
    },
    200,
  );
  return {
    occupancyId,
    unitNumber: unit.unit_number,
    head: { name: head.full_name, email: head.email },
    second: { name: secondName, email: secondEmail },
  };
}

/** No axe violation on the page (or in `include`, a selector), listed by rule when there are. */
export async function expectAxeClean(page: Page, include?: string) {
  expect(
    describeViolations(await axeViolations(page, ...(include ? [include] : []))),
    `axe on ${page.url()}`,
  ).toEqual([]);
}
