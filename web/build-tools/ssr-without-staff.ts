import path from 'node:path';

/**
 * The modules whose dynamic imports load the staff area: its screens and its layout. The server's
 * renderer (dist-ssr/prerender.js) renders public pages only, and as one file it would otherwise
 * carry every staff screen with Mantine and the charts: 5.3 MB, about 40 MB of the server's memory
 * once imported, and 23 MB more after its first renders (docs/benchmarks.md, nineteenth round).
 */
export const STAFF_LOADERS = ['src/app/staff-routes.tsx', 'src/app/RequireAuth.tsx'];

const REFUSAL = "Promise.reject(new Error('the staff area is not rendered on the server'))";

/** The module's code with each `import('...')` replaced by a refusal: the imported code is left out. */
export function withoutStaffImports(code: string): string {
  return code.replace(/\bimport\((['"])[^'"]+\1\)/g, REFUSAL);
}

/** The renderer build's plugin: the staff loaders' imports refused, every other module as it is. */
export function staffLeftOut(webRoot: string) {
  const loaders = new Set(STAFF_LOADERS.map((file) => path.join(webRoot, file)));
  return {
    name: 'lar-renderer-without-staff',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      return loaders.has(id.split('?')[0] ?? '') ? { code: withoutStaffImports(code), map: null } : null;
    },
  };
}
