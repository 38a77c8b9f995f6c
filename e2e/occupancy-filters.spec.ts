import type { APIRequestContext } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { type Language, textsIn, useLanguage } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { post, seedCandidate, seedProperty, seedUnit } from './support/records.ts';

/** The occupancy history filtered by a typed unit id and tenant id, as the spec's filter form has them. */

/** Two tenants, each placed in a unit of their own. */
async function seed(request: APIRequestContext, admin: Session) {
  const { property } = await seedProperty(request, admin, uniqueName('Ids Court'));
  const placed = [];
  for (const name of [uniqueName('Iris Typed'), uniqueName('Otto Typed')]) {
    const unit = await seedUnit(request, admin, property.id);
    const tenant = await seedCandidate(request, admin, name);
    await post(request, admin, '/api/occupancies', {
      unit_id: unit.id,
      tenant_id: tenant.id,
      rent_amount: 1200,
      start_date: '2025-01-01',
    });
    placed.push({ name, unitId: unit.id, tenantId: tenant.id });
  }
  return placed as [(typeof placed)[number], (typeof placed)[number]];
}

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  test(`[${language}] the history filters by a typed tenant id and unit id, and refuses one that is not an id`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    const [iris, otto] = await seed(request, adminSession);
    const o = textsIn('features/occupancies/locales', language);
    await useLanguage(page, language);
    await openSignedIn(page, adminSession, '/occupancies');
    const unitId = page.getByRole('textbox', { name: o('filters.unitId'), exact: true });
    const tenantId = page.getByRole('textbox', { name: o('filters.tenantId'), exact: true });
    const apply = page.getByRole('button', { name: o('filters.apply') });
    const rowOf = (name: string) => page.getByRole('row').filter({ hasText: name });

    await tenantId.fill(String(iris.tenantId));
    await apply.click();
    await expect(rowOf(iris.name)).toBeVisible();
    await expect(rowOf(otto.name)).toHaveCount(0);

    await tenantId.fill('');
    await unitId.fill(String(otto.unitId));
    await apply.click();
    await expect(rowOf(otto.name)).toBeVisible();
    await expect(rowOf(iris.name)).toHaveCount(0);

    // Not an id: said at the field, and the list stays as it was.
    await unitId.fill('12a');
    await apply.click();
    await expect(page.getByText(o('filters.invalidId'))).toBeVisible();
    await expect(unitId).toHaveAttribute('aria-invalid', 'true');
    await expect(rowOf(otto.name)).toBeVisible();
    await unitId.fill('0');
    await apply.click();
    await expect(page.getByText(o('filters.invalidId'))).toBeVisible();

    expect(browserErrors).toEqual([]);
  });
}
