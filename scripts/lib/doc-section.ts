import { readFile, writeFile } from 'node:fs/promises';

/**
 * Replaces the text between `<!-- key:start -->` and `<!-- key:end -->`, or appends the block
 * under a new heading: generated figures live beside hand-written text in the same document.
 */
export async function writeSection(file: string, key: string, heading: string, body: string): Promise<void> {
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const block = `${start}\n${body}\n${end}`;
  const current = await readFile(file, 'utf8').catch(() => '# Benchmarks\n');
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${current.slice(0, from)}${block}${current.slice(to + end.length)}`
      : `${current.trimEnd()}\n\n## ${heading}\n\n${block}\n`;
  await writeFile(file, next);
}
