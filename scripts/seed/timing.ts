/** Runs `fn`, printing how long it took: the seed reports each part so slow ones stand out. */
export async function timed<T>(label: string, fn: () => Promise<T>, detail = ''): Promise<T> {
  const started = performance.now();
  const result = await fn();
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  process.stdout.write(`  ${label.padEnd(38)}${seconds.padStart(8)} s${detail ? `  ${detail}` : ''}\n`);
  return result;
}
