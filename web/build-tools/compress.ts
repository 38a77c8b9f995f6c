// After the build: a Brotli and a gzip copy beside every text asset of dist/, made once here at
// the highest levels, so the server sends compressed files without compressing per request
// (@fastify/static `preCompressed`). A phone on a slow link gets about a third of the bytes.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Smaller files gain too little to be worth a second file. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  const content = await readFile(file);
  await writeFile(
    `${file}.br`,
    await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  );
  await writeFile(`${file}.gz`, await gzipAsync(content, { level: 9 }));
  count++;
}
console.log(`compressed ${count} files (brotli and gzip) in web/dist`);
