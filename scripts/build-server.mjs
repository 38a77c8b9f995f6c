// Bundles the server (and the contracts it imports) into server/dist/main.js and cli.js;
// npm dependencies stay external and load from node_modules. Migrations are copied beside.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'server');
const dist = path.join(server, 'dist');
const started = Date.now();

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(server, 'src/main.ts'), path.join(server, 'src/cli.ts')],
  outdir: dist,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Everything from npm stays a runtime import; only our workspace sources are bundled.
  plugins: [
    {
      name: 'external-npm',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@lar/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
});
await cp(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server built in ${Date.now() - started} ms -> ${path.relative(root, dist)}`);
