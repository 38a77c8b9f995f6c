// Bundles the server (and the contracts it imports) into server/dist/main.js and cli.js;
// npm dependencies stay external and load from node_modules. Migrations are copied beside.
import { cp, readFile, rm } from 'node:fs/promises';
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
// V8 keeps a script's source in memory for as long as it runs, two bytes a character if one of them
// is outside Latin-1: the 1.3 MB bundle would take 2.5 MB. esbuild escapes strings, but not the raw
// text of tagged templates or of regular expressions, so such characters are escaped in our sources.
for (const file of ['main.js', 'cli.js']) {
  const lines = (await readFile(path.join(dist, file), 'utf8')).split('\n');
  const found = lines.findIndex((line) => /[^\p{ASCII}]/u.test(line));
  if (found !== -1) {
    console.error(
      `server/dist/${file}:${found + 1} is not ASCII; escape the character as \\u in its source:`,
    );
    console.error(lines[found]?.slice(0, 200));
    process.exit(1);
  }
}
await cp(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server built in ${Date.now() - started} ms -> ${path.relative(root, dist)}`);
