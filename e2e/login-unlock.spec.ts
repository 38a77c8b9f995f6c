import { authHeaders, createSubuser } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Wrong passwords from elsewhere make an account wait (decision 055); its owner, opening the link
 * of the unlock e-mail, signs in through the login form at once. The e-mail is read from the
 * outbox, as an admin would without SMTP_URL.
 */
test('an account made to wait signs in at once through the unlock link of its e-mail', async ({
  page,
  request,
  adminSession,
}) => {
  test.setTimeout(120_000);
  const sub = await createSubuser(request, adminSession, 'e2e-unlock');
  const wrong = () =>
    request.post('/api/auth/staff/login', { data: { username: sub.username, password: 'wrong-password' } });
  // Eleven wrong passwords start the wait (1 s); five more, each after the wait, leave 32 s.
  for (let i = 0; i < 11; i++) expect((await wrong()).status()).toBe(401);
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 1000 * 2 ** i + 150));
    expect((await wrong()).status()).toBe(401);
  }

  const signIn = async () => {
    await page.getByLabel('Username').fill(sub.username);
    await page.getByLabel('Password').fill(sub.password);
    await page.getByRole('button', { name: 'Log in' }).click();
  };

  // Without the link, the right password waits too.
  await page.goto('/login');
  await signIn();
  await expect(page.getByRole('alert')).toHaveText('Too many attempts. Please wait a moment and try again.');

  const listed = await request.get(`/api/outbox?q=${encodeURIComponent(sub.email)}`, {
    headers: authHeaders(adminSession),
  });
  const [item] = (await listed.json()) as Array<{ id: number; kind: string }>;
  expect(item?.kind).toBe('LOGIN_UNLOCK');
  const detail = await request.get(`/api/outbox/${item?.id}`, { headers: authHeaders(adminSession) });
  const { body_text: body } = (await detail.json()) as { body_text: string };
  const link = /\/login\?unlock=[A-Za-z0-9_-]{43}/.exec(body)?.[0];
  expect(link, body).toBeTruthy();

  await page.goto(link ?? '/login');
  await signIn();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByTestId('signed-in-user')).toHaveText(sub.username);
});
