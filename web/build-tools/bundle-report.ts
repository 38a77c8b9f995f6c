import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Prints (and writes to dist/bundle-report.json) the gzipped JavaScript a browser downloads for a
 * first visit: the entry with its static imports, plus the lazily loaded chunk of the page visited.
 * Public pages and the staff area have separate budgets, so both are reported.
 */

interface ChunkInfo {
  fileName: string;
  imports: string[];
  gzip: number;
  facade: string | null;
}

/** Source paths (relative to web/src) whose chunks make up a public page or the staff first load. */
const PUBLIC_PAGE = /\/src\/features\/(public-pages|public-listings|applying|auth)\/pages\/[^/]+\.tsx$/;
const STAFF_LAYOUT = /\/src\/app\/staff\/StaffLayout\.tsx$/;
/** The staff page a login lands on (web/src/lib/home-after-login.ts): the staff area's first visit. */
const STAFF_LANDING_PAGE = /\/src\/features\/dashboard\/pages\/DashboardPage\.tsx$/;
/** The landing page's charts, imported after it is shown: reported beside the first load, not in it. */
const STAFF_LANDING_CHARTS = /\/src\/features\/dashboard\/components\/DashboardCharts\.tsx$/;

function closure(start: string[], chunks: Map<string, ChunkInfo>, into = new Set<string>()): Set<string> {
  for (const name of start) {
    if (into.has(name)) continue;
    const chunk = chunks.get(name);
    if (!chunk) continue;
    into.add(name);
    closure(chunk.imports, chunks, into);
  }
  return into;
}

function total(names: Set<string>, chunks: Map<string, ChunkInfo>): number {
  let sum = 0;
  for (const name of names) sum += chunks.get(name)?.gzip ?? 0;
  return sum;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleReport(): Plugin {
  return {
    name: 'lar-bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      let entry: string | undefined;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, {
          fileName: output.fileName,
          imports: output.imports,
          gzip: gzipSync(output.code, { level: 9 }).length,
          facade: output.facadeModuleId,
        });
        if (output.isEntry) entry = output.fileName;
      }
      if (!entry) return;

      const initial = closure([entry], chunks);
      const pages: Record<string, number> = {};
      let staffLayout: ChunkInfo | undefined;
      let staffPage: ChunkInfo | undefined;
      let landingCharts: ChunkInfo | undefined;
      for (const chunk of chunks.values()) {
        const facade = chunk.facade ?? '';
        if (PUBLIC_PAGE.test(facade)) {
          const name = facade.replace(/^.*\//, '').replace(/\.tsx$/, '');
          pages[name] = total(closure([chunk.fileName], chunks, new Set(initial)), chunks);
        }
        if (STAFF_LAYOUT.test(facade)) staffLayout = chunk;
        if (STAFF_LANDING_PAGE.test(facade)) staffPage = chunk;
        if (STAFF_LANDING_CHARTS.test(facade)) landingCharts = chunk;
      }
      const publicMax = Math.max(total(initial, chunks), ...Object.values(pages));
      // Entry, staff layout and the landing page, with what they import statically.
      const staffFirstLoadChunks =
        staffLayout && staffPage
          ? closure([staffLayout.fileName, staffPage.fileName], chunks, new Set(initial))
          : null;
      const staffFirstLoad = staffFirstLoadChunks && total(staffFirstLoadChunks, chunks);
      // What the charts add once the landing page is shown.
      const chartsAfterLanding =
        landingCharts && staffFirstLoadChunks && staffFirstLoad !== null
          ? total(closure([landingCharts.fileName], chunks, new Set(staffFirstLoadChunks)), chunks) -
            staffFirstLoad
          : null;

      const report = {
        entryGzipBytes: total(initial, chunks),
        publicPagesGzipBytes: pages,
        publicMaxGzipBytes: publicMax,
        staffFirstLoadGzipBytes: staffFirstLoad,
        staffLandingChartsGzipBytes: chartsAfterLanding,
      };
      this.emitFile({
        type: 'asset',
        fileName: 'bundle-report.json',
        source: `${JSON.stringify(report, null, 2)}\n`,
      });

      const lines = [
        '',
        'JavaScript per first visit (gzip):',
        `  entry (shared by every page)     ${kb(report.entryGzipBytes)}`,
        ...Object.entries(pages).map(([name, bytes]) => `  public ${name.padEnd(26)}${kb(bytes)}`),
        `  largest public page              ${kb(publicMax)}  (budget 150 KB)`,
        `  staff area first load            ${staffFirstLoad === null ? 'n/a' : kb(staffFirstLoad)}  (budget 300 KB)`,
        `  then the dashboard's charts      ${chartsAfterLanding === null ? 'n/a' : kb(chartsAfterLanding)}`,
        '',
      ];
      console.log(lines.join('\n'));
    },
  };
}
