import type { APIRequestContext } from '@playwright/test';
import { openSignedIn, type Session, uniqueName } from './support/api.ts';
import { featureTexts, showIn } from './support/crm.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { getJson, seedProperty } from './support/records.ts';
import { expectNoSidewaysScroll } from './support/responsive.ts';

/**
 * An admin reads the e-mails to applicants. The e2e server sends them to the tests' SMTP server
 * (playwright.config.ts), so a notice queued by an application reaches the applicant's mailbox and
 * stays in the outbox, marked sent. It is queued by the public application form
 * (`POST /api/public/applications`, multipart as its contract says): the only public route that
 * writes one.
 */
async function apply(
  request: APIRequestContext,
  admin: Session,
  email: string,
  language: 'en' | 'pt' | 'es',
) {
  const { property } = await seedProperty(request, admin);
  const application = {
    property_id: property.id,
    email,
    language,
    members: [
      {
        name: 'Ana Lima',
        relationship: 'HEAD',
        birth_date: '1990-04-02',
        full_time_student: false,
        disabled: false,
        income: { employment: 30000, social_security: 0, public_assistance: 0, other: 0 },
      },
    ],
    consent: true,
  };
  const response = await request.post('/api/public/applications', {
    multipart: { application: JSON.stringify(application) },
  });
  return { status: response.status(), body: await response.text() };
}

for (const [language, width] of [
  ['en', 1280],
  ['pt', 375],
  ['es', 1280],
  ['en', 375],
  ['pt', 1280],
  ['es', 375],
] as const) {
  test(`an admin reads an applicant's e-mail in the outbox (${language}, ${width} px)`, async ({
    page,
    request,
    adminSession,
    browserErrors,
  }) => {
    const o = featureTexts('outbox', language);
    const email = `${uniqueName('applicant')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}@example.com`;
    const sent = await apply(request, adminSession, email, language);
    expect(sent.status, sent.body).toBe(201);
    const { reference } = JSON.parse(sent.body) as { reference: string };
    const listed = await getJson<Array<{ id: number; subject: string }>>(
      request,
      adminSession,
      `/api/outbox?q=${encodeURIComponent(email)}`,
    );
    expect(listed).toHaveLength(1);
    const subject = listed[0]?.subject ?? '';
    expect(subject).toContain(reference);
    // The applicant has it, and the outbox says it was sent.
    const mail = await waitForMail(email);
    expect(mail.subject).toBe(subject);
    await expect
      .poll(async () => {
        const [item] = await getJson<Array<{ status: string }>>(
          request,
          adminSession,
          `/api/outbox?q=${encodeURIComponent(email)}`,
        );
        return item?.status;
      })
      .toBe('SENT');

    await showIn(page, language, width);
    await openSignedIn(page, adminSession, '/outbox?shown=sent');
    await expect(page.getByRole('heading', { level: 1, name: o('title') })).toBeVisible();
    await page.getByRole('textbox', { name: o('filters.search') }).fill(email);
    // The search applies once typing pauses, and is kept in the address.
    await expect(page).toHaveURL(/[?&]q=/);
    const table = page.getByRole('table', { name: o('table.label') });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').filter({ hasText: subject });
    await expect(row.getByText(o('statuses.SENT'), { exact: true })).toBeVisible();
    await row.getByRole('button', { name: o('openLabel', { subject }) }).click();

    const dialog = page.getByRole('dialog', { name: subject });
    await expect(dialog.getByText(email)).toBeVisible();
    // "Sent <when>": the status line with its time, not the status alone.
    const sentAt = new RegExp(`^${o('detail.sentAt', { at: '' }).trim()} \\S`);
    await expect(dialog.getByText(sentAt)).toBeVisible();
    const body = dialog.getByTestId('outbox-body');
    await expect(body).toContainText(reference);
    await expect(body).toContainText('/application-status?reference=');
    // The address keeps the open message: a reload shows it again.
    await expect(page).toHaveURL(/message=\d+/);
    await page.reload();
    await expect(page.getByRole('dialog', { name: subject })).toBeVisible();

    await expectNoSidewaysScroll(page);
    expect(browserErrors).toEqual([]);
  });
}

test('the outbox is in the sidebar of admins only, and reads its filters from the address', async ({
  page,
  adminSession,
  subuserSession,
}) => {
  const o = featureTexts('outbox', 'en');
  await openSignedIn(page, adminSession, '/outbox?shown=sent&q=nobody-at-all');
  await expect(page.getByRole('heading', { level: 1, name: o('title') })).toBeVisible();
  await expect(page.getByRole('radio', { name: o('filters.sent'), exact: true })).toBeChecked();
  await expect(page.getByRole('textbox', { name: o('filters.search') })).toHaveValue('nobody-at-all');
  await expect(page.getByText(o('table.empty'))).toBeVisible();
  await expect(page.getByRole('link', { name: o('title'), exact: true })).toBeVisible();

  await openSignedIn(page, subuserSession, '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: o('title'), exact: true })).toHaveCount(0);
});
