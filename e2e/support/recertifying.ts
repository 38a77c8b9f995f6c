import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Session, uniqueName } from './api.ts';
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
  const occupancy = await post<{ id: number }>(request, admin, '/api/occupancies', {
    unit_id: unit.id,
    tenant_id: head.id,
    rent_amount: 1234.5,
    start_date: yearBefore(addDays(todayIso(), options.dueInDays)),
    household_size: 2,
    annual_income: 30000,
  });
  const [moveIn] = await getJson<Array<{ id: number }>>(
    request,
    admin,
    `/api/occupancies/${occupancy.id}/certifications`,
  );
  if (!moveIn) throw new Error('the placement made no move-in certification');
  const draft = await getJson<Record<string, unknown>>(request, admin, `/api/certifications/${moveIn.id}`);
  const income = (employment: number) => ({ employment, social_security: 0, public_assistance: 0, other: 0 });
  const secondName = uniqueName('Caio Recert');
  await put(request, admin, `/api/certifications/${moveIn.id}`, {
    ...draft,
    members: [
      { name: head.full_name, relationship: 'HEAD', birth_date: '1980-04-02', income: income(30000) },
      { name: secondName, relationship: 'SPOUSE', birth_date: '1982-09-10', income: income(0) },
    ],
  });
  await post(request, admin, `/api/certifications/${moveIn.id}/finalize`, {}, 200);
  const secondEmail = freshAddress('caio');
  await post(
    request,
    admin,
    `/api/occupancies/${occupancy.id}/resident-access`,
    {
      member_index: 1,
      email: secondEmail,
      language: options.language,
    },
    200,
  );
  return {
    occupancyId: occupancy.id,
    unitNumber: unit.unit_number,
    head: { name: head.full_name, email: head.email },
    second: { name: secondName, email: secondEmail },
  };
}

/** No axe violation on the page (or in `include`, a selector), listed by rule when there are. */
export async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const result = await (include ? builder.include(include) : builder).analyze();
  expect(
    result.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('; ')})`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}
