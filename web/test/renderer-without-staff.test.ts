import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STAFF_LOADERS, staffLeftOut, withoutStaffImports } from '../build-tools/ssr-without-staff.ts';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = (file: string) => readFileSync(path.join(web, file), 'utf8');
const dynamicImports = (code: string) => code.match(/\bimport\((['"])[^'"]+\1\)/g) ?? [];

/**
 * The server's renderer is built without the staff area (docs/benchmarks.md, nineteenth round:
 * 5.3 MB of staff screens, Mantine and charts cost the server about 40 MB once imported). The
 * staff area's loaders have their imports refused in that build; the public pages' are kept.
 */
describe('the renderer build without the staff area', () => {
  it("refuses every import of the staff area's loaders, so none of its code is bundled", async () => {
    for (const file of STAFF_LOADERS) {
      const code = source(file);
      expect(dynamicImports(code).length, file).toBeGreaterThan(0);
      const built = withoutStaffImports(code);
      expect(dynamicImports(built), file).toEqual([]);
      expect(built.split('the staff area is not rendered on the server').length - 1).toBe(
        dynamicImports(code).length,
      );
    }
    await expect(
      new Function(`return ${withoutStaffImports("import('./staff/StaffLayout.tsx')")}`)(),
    ).rejects.toThrow(/not rendered on the server/);
  });

  it("leaves the public pages' imports and every other module as they are", () => {
    const plugin = staffLeftOut(web);
    const router = path.join(web, 'src/app/router.tsx');
    expect(plugin.transform(source('src/app/router.tsx'), router)).toBeNull();
    expect(dynamicImports(source('src/app/router.tsx')).some((i) => i.includes('ListingSearchPage'))).toBe(
      true,
    );
    const staff = path.join(web, 'src/app/staff-routes.tsx');
    expect(plugin.transform(source('src/app/staff-routes.tsx'), staff)?.code).not.toMatch(/\bimport\(/);
  });
});
