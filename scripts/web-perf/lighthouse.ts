// npm run lighthouse (after `npm run build`): Lighthouse's mobile audit of the public landing page,
// the login page, the apartment search and a listing's page (the demo data's first) of the built app, in Debian's Chromium, on a fresh embedded database. Prints
// the scores and Web Vitals and writes them to docs/benchmarks.md.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { writeSection } from '../lib/doc-section.ts';
import { startServer } from '../lib/server.ts';
import { removeDataDir, throwawayDataDir } from '../lib/throwaway-data-dir.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PAGES = ['/', '/login', '/apartments'];
/** Runs per page; the median by performance score is kept, as Lighthouse advises for noisy hosts. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  speedIndexMs: number;
}

/** A run Lighthouse could not score (no paint seen, a page that did not load), with its reason. */
interface FailedRun {
  failure: string;
}

/** One page in Lighthouse's default mode: a mid-range phone on a slow 4G link (simulated). */
async function audit(port: number, url: string, page: string): Promise<PageFigures | FailedRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // Lighthouse gives such a run no score rather than a low one: it must not count as a 0.
  if (runtimeError || categories.performance?.score == null) {
    return { failure: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : 'no score' };
  }
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? Number.NaN;
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    speedIndexMs: value('speed-index'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function table(rows: PageFigures[]): string {
  return [
    '| Page | Performance | Accessibility | Best practices | LCP | CLS | TBT |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ` +
        `${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms |`,
    ),
  ].join('\n');
}

/** The demo data's first listing, whose page is audited. */
async function firstListing(baseUrl: string): Promise<{ id: number }> {
  const search = (await (await fetch(`${baseUrl}/api/public/listings?limit=1`)).json()) as {
    items: Array<{ id: number }>;
  };
  if (!search.items[0]) throw new Error('the demo data lists no apartment to audit');
  return search.items[0];
}

async function run(): Promise<void> {
  const dataDir = throwawayDataDir('lar-lighthouse-');
  // The embedded database, whatever DATABASE_URL says, with the demo data.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const server = await startServer(
    root,
    { ...env, DATA_DIR: dataDir },
    Number(process.env.LIGHTHOUSE_PORT ?? 3997),
    // The demo data lists apartments: the search and a listing page have something to show.
    { demoData: true },
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const rows: PageFigures[] = [];
  try {
    const listing = await firstListing(server.baseUrl);
    // LIGHTHOUSE_PAGES (comma separated, `listing` for the listing page) audits some pages only.
    const chosen = process.env.LIGHTHOUSE_PAGES?.split(',');
    const pages = [...PAGES, 'listing']
      .filter((page) => !chosen || chosen.includes(page))
      .map((page) => (page === 'listing' ? `/apartments/${listing.id}` : page));
    for (const page of pages) {
      const runs: PageFigures[] = [];
      const outcomes: string[] = [];
      for (let i = 0; i < RUNS; i++) {
        const outcome = await audit(chrome.port, `${server.baseUrl}${page}`, page);
        if ('failure' in outcome) outcomes.push(`failed (${outcome.failure})`);
        else {
          runs.push(outcome);
          // Each run's metrics: a low score says which one fell.
          outcomes.push(
            `${outcome.performance} (FCP ${seconds(outcome.fcpMs)}, LCP ${seconds(outcome.lcpMs)}, ` +
              `SI ${seconds(outcome.speedIndexMs)}, TBT ${Math.round(outcome.tbtMs)} ms, CLS ${outcome.cls.toFixed(3)})`,
          );
        }
      }
      process.stdout.write(`${page}: performance\n  ${outcomes.join('\n  ')}\n`);
      if (runs.length === 0) throw new Error(`no Lighthouse run of ${page} could be scored`);
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (median) rows.push(median);
    }
  } finally {
    chrome.kill();
    await server.stop();
    await removeDataDir(dataDir);
  }
  const body = [
    `Measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores with Lighthouse's mobile ` +
      'defaults (simulated slow 4G, 4x CPU slowdown) in Debian Chromium, against the built app; ' +
      `median of the scored runs among ${RUNS} per page.`,
    '',
    table(rows),
    '',
    'Goals: performance >= 95 and accessibility >= 95 on `/`, `/apartments` and a listing page.',
  ].join('\n');
  process.stdout.write(`${table(rows)}\n`);
  await writeSection(path.join(root, 'docs/benchmarks.md'), 'lighthouse', 'Lighthouse (mobile)', body);
}

run().catch((error: unknown) => {
  process.stderr.write(
    `Lighthouse failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
