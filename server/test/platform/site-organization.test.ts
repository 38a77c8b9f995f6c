import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteOrganizationId } from '../../src/modules/organizations/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The public site's organization, when none is configured, is the first one: kept in the app's own
 * cache (`deps.caches.siteOrganization`, architecture.md "Caches"), not a module global, and read
 * again once 5 s old.
 */
describe('the site organization', () => {
  let t: TestApp;
  /** The reads of the first organization the database has run. */
  let reads = 0;
  beforeAll(async () => {
    t = await buildTestApp(
      { siteOrganizationId: undefined },
      {
        onQuery: (text) => {
          if (/from "organizations" order by "organizations"\."id"/i.test(text)) reads += 1;
        },
      },
    );
  });
  afterAll(() => t.close());

  it('answers 503 before any organization exists, then the first one, kept in the app’s cache for 5 s', async () => {
    await expect(siteOrganizationId(t.app.deps)).rejects.toMatchObject({ status: 503 });
    expect(t.app.deps.caches.siteOrganization.size).toBe(0);

    const first = await t.createOrg('Site');
    await t.createOrg('Later');
    const readsBefore = reads;
    expect(await siteOrganizationId(t.app.deps)).toBe(first.organizationId);
    expect(t.app.deps.caches.siteOrganization.size).toBe(1);
    expect(reads).toBe(readsBefore + 1);

    // Kept: asked again within 5 s, the database is not asked …
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 4_000);
    try {
      expect(await siteOrganizationId(t.app.deps)).toBe(first.organizationId);
      expect(reads).toBe(readsBefore + 1);
      // … and once the kept id is 5 s old, it is read again.
      clock.mockReturnValue(now + 6_000);
      expect(await siteOrganizationId(t.app.deps)).toBe(first.organizationId);
      expect(reads).toBe(readsBefore + 2);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps nothing when one is configured', async () => {
    const configured = { ...t.app.deps, config: { ...t.app.deps.config, siteOrganizationId: 42 } };
    configured.caches.siteOrganization.clear();
    expect(await siteOrganizationId(configured)).toBe(42);
    expect(configured.caches.siteOrganization.size).toBe(0);
  });
});
