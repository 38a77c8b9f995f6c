import { authHeaders, openSignedIn, uniqueName } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('contact form', () => {
  test('checks the fields before sending anything', async ({ page }) => {
    let posts = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/contact-messages') && req.method() === 'POST') posts += 1;
    });
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send message' });
    await send.click();

    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.getByText('This field is required.')).toHaveCount(3);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana Souza');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('ana@example');
    await page.getByRole('textbox', { name: 'Phone (optional)', exact: true }).fill('617555');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Hello');
    await send.click();
    await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
    await expect(page.getByText('Enter the phone as (XXX) XXX-XXXX.')).toBeVisible();
    await expect(page.getByText('This field is required.')).toHaveCount(0);
    expect(posts).toBe(0);
  });

  test('shapes the phone while typing', async ({ page }) => {
    await page.goto('/contact');
    const phone = page.getByRole('textbox', { name: 'Phone (optional)', exact: true });
    await phone.pressSequentially('6175550142');
    await expect(phone).toHaveValue('(617) 555-0142');
  });

  test('sends the message, clears the form, and the admin sees it in the staff area', async ({
    page,
    request,
    adminSession,
  }) => {
    const text = `Looking for a two-bedroom apartment (${uniqueName('msg')}).`;
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Marcus Johnson');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('marcus@example.com');
    await page.getByRole('textbox', { name: 'Phone (optional)', exact: true }).fill('6175550199');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('status')).toHaveText('Message sent successfully!');
    for (const label of ['Name', 'E-mail', 'Phone (optional)', 'Message']) {
      await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue('');
    }

    const list = await request.get('/api/contact-messages?limit=50', { headers: authHeaders(adminSession) });
    expect(list.status()).toBe(200);
    const messages = (await list.json()) as { message: string; phone: string | null; email: string }[];
    const stored = messages.find((m) => m.message === text);
    expect(stored).toMatchObject({ email: 'marcus@example.com', phone: '6175550199' });

    // The staff area lists it for the admin.
    await openSignedIn(page, adminSession, '/messages');
    const row = page.getByRole('row').filter({ hasText: text });
    await expect(row).toBeVisible();
    // The phone is a low-priority column: the table shows it from 1,440 px (list-table).
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(row).toContainText('(617) 555-0199');
  });

  test('keeps the input and says so when sending fails', async ({ page }) => {
    await page.route('**/api/contact-messages', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        body: JSON.stringify({ code: 'SERVICE_UNAVAILABLE', detail: 'database is down', status: 503 }),
      }),
    );
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lucía Fernández');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('lucia@example.com');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Do you have studios?');
    await page.getByRole('button', { name: 'Send message' }).click();

    await expect(page.getByRole('alert')).toContainText('Your message could not be sent.');
    await expect(page.getByRole('alert')).not.toContainText('database is down');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Lucía Fernández');
    await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(
      'Do you have studios?',
    );
  });
});
