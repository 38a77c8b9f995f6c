// npm run test:budget (after `npm run build`): fails when the JavaScript a first visit downloads
// exceeds its budget. The figures come from web/dist/bundle-report.json, which the build writes
// (web/build-tools/bundle-report.ts): the entry with its static imports plus the visited page.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const KB = 1024;
/** Gzipped KB: public pages must load fast on a phone; staff screens may carry the UI library. */
export const BUDGETS = { publicKb: 150, staffKb: 300 };

export interface BundleReport {
  entryGzipBytes: number;
  publicPagesGzipBytes: Record<string, number>;
  publicMaxGzipBytes: number;
  staffFirstLoadGzipBytes: number | null;
}

export async function readBundleReport(): Promise<BundleReport> {
  const file = path.join(root, 'web/dist/bundle-report.json');
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${path.relative(root, file)} is missing: run \`npm run build\` first`);
  });
  const report = JSON.parse(text) as Partial<BundleReport>;
  if (typeof report.publicMaxGzipBytes !== 'number' || typeof report.staffFirstLoadGzipBytes !== 'number') {
    throw new Error('bundle-report.json lacks the public or staff figures: has the report plugin changed?');
  }
  return report as BundleReport;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

async function run(): Promise<void> {
  const report = await readBundleReport();
  const staff = report.staffFirstLoadGzipBytes ?? 0;
  const checks = [
    { name: 'largest public page', bytes: report.publicMaxGzipBytes, budgetKb: BUDGETS.publicKb },
    { name: 'staff area first load', bytes: staff, budgetKb: BUDGETS.staffKb },
  ];
  const lines = Object.entries(report.publicPagesGzipBytes).map(
    ([page, bytes]) => `  public ${page.padEnd(24)}${kb(bytes).padStart(10)}`,
  );
  for (const c of checks) {
    const verdict = c.bytes <= c.budgetKb * KB ? 'ok' : 'OVER BUDGET';
    lines.push(`  ${c.name.padEnd(31)}${kb(c.bytes).padStart(10)} / ${c.budgetKb} KB  ${verdict}`);
  }
  process.stdout.write(`JavaScript per first visit (gzip):\n${lines.join('\n')}\n`);
  const over = checks.filter((c) => c.bytes > c.budgetKb * KB);
  if (over.length > 0) {
    process.stderr.write(
      `Bundle budget exceeded: ${over.map((c) => c.name).join(', ')}. Import less on those pages ` +
        '(lazy-load heavy components, avoid the UI library on public pages).\n',
    );
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  run().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
