import { expect, test } from './support/fixtures.ts';

/** Every public address: the page it shows (after redirects) and its main heading. */
const PUBLIC_PAGES = [
  { path: '/', url: '/', heading: 'Find Your New Home' },
  { path: '/about', url: '/about', heading: 'About us' },
  { path: '/contact', url: '/contact', heading: 'Contact us' },
  { path: '/login', url: '/login', heading: 'Welcome back' },
  { path: '/success', url: '/success', heading: 'Nothing to confirm' },
  { path: '/servicos', url: '/servicos', heading: 'Services' },
  { path: '/faq', url: '/faq', heading: 'Frequently asked questions' },
  { path: '/politica-privacidade', url: '/politica-privacidade', heading: 'Privacy policy' },
  { path: '/termos-uso', url: '/termos-uso', heading: 'Terms of use' },
  { path: '/sobre', url: '/about', heading: 'About us' },
  { path: '/contato', url: '/contact', heading: 'Contact us' },
  { path: '/no-such-page', url: '/no-such-page', heading: 'Page not found' },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, url, heading } of PUBLIC_PAGES) {
      test(`${path} renders without errors or sideways scrolling`, async ({ page, browserErrors }) => {
        await page.goto(path);
        await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        // The browser reports the not-found page's own 404 status (with the page's address); nothing else may fail.
        const pageStatus = 'Failed to load resource: the server responded with a status of 404 (Not Found)';
        const ownStatus = `console: ${pageStatus} (${page.url()})`;
        const missing = heading === 'Page not found';
        expect(browserErrors.filter((e) => !(missing && e === ownStatus))).toEqual([]);
      });
    }
  });
}

test.describe('footer', () => {
  const FOOTER_LINKS = [
    { name: 'About us', url: /\/about$/, heading: 'About us' },
    { name: 'Services', url: /\/servicos$/, heading: 'Services' },
    { name: 'Contact', url: /\/contact$/, heading: 'Contact us' },
    { name: 'Application status', url: /\/application-status$/, heading: 'Application status' },
    { name: 'FAQ', url: /\/faq$/, heading: 'Frequently asked questions' },
    { name: 'Staff login', url: /\/login$/, heading: 'Welcome back' },
    { name: 'Privacy policy', url: /\/politica-privacidade$/, heading: 'Privacy policy' },
    { name: 'Terms of use', url: /\/termos-uso$/, heading: 'Terms of use' },
  ];

  for (const width of [375, 1280]) {
    test(`every link leads to a real page at ${width} px`, async ({ page, browserErrors }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const link of FOOTER_LINKS) {
        // Once the page is running: a click while it hydrates can be lost to the swap.
        await page.goto('/', { waitUntil: 'networkidle' });
        await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
        await expect(page).toHaveURL(link.url);
        await expect(page.getByRole('heading', { level: 1, name: link.heading })).toBeVisible();
      }
      expect(browserErrors).toEqual([]);
    });
  }

  test('shows the current year', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Lar.`);
  });
});

test.describe('header', () => {
  test('folds its links into a menu on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // The landing page is prerendered: a click before the app has hydrated it has no handler yet
    // (seen on a loaded machine), so wait until its scripts have loaded and run.
    await page.goto('/', { waitUntil: 'networkidle' });
    const header = page.getByRole('banner');
    const about = header.getByRole('link', { name: 'About', exact: true });
    await expect(about).toBeHidden();
    const menuButton = header.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(about).toBeHidden();

    // Escape closes it again, back on the menu button.
    await menuButton.click();
    await expect(about).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('shows its links and the staff login on wide screens, with the current page marked', async ({
    page,
  }) => {
    await page.goto('/contact');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    for (const name of ['Apartments', 'Waitlists', 'Application status', 'About', 'Contact', 'Staff login']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('landing page', () => {
  test('has the hero, four features, the trusted-by strip, three five-star testimonials and the call to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your New Home' })).toBeVisible();
    for (const name of ['Studio', 'One bedroom', 'Two bedrooms', 'Amenities']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { name: 'Trusted by housing organizations across the region' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the hero buttons lead to the apartment search, where a visit is asked for', async ({ page }) => {
    for (const name of ['Search Apartments', 'Schedule a Visit']) {
      await page.goto('/');
      await page.getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/apartments$/);
    }
  });

  test('the hero animates in 0.6 s', async ({ page }) => {
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1, name: 'Find Your New Home' });
    const animation = await title.evaluate((el) => {
      const style = getComputedStyle(el.parentElement as Element);
      return { name: style.animationName, duration: style.animationDuration };
    });
    expect(animation.name).not.toBe('none');
    expect(animation.duration).toBe('0.6s');
  });

  test('the hero does not move for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1, name: 'Find Your New Home' });
    const name = await title.evaluate((el) => getComputedStyle(el.parentElement as Element).animationName);
    expect(name).toBe('none');
  });
});

test('a page that cannot load shows the error screen with a way out', async ({ page }) => {
  // The About page's code fails to download (e.g. a deploy replaced it while the tab was open).
  await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await page.getByRole('link', { name: 'Home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Find Your New Home' })).toBeVisible();
});
