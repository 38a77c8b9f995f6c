import { rssMb } from './rss.ts';

/** One download of a whole list's export: how long it took and what it cost the server in memory. */
export interface ExportFigures {
  path: string;
  rows: number;
  megabytes: number;
  seconds: number;
  /** The server's resident set just before the download, and its highest during it (sampled every 20 ms). */
  rssBeforeMb: number;
  peakRssMb: number;
}

/** The goal: 300,000 occupancies in 10 s at most, with the server's memory flat. */
export const EXPORT_GOAL_SECONDS = 10;
/** "Flat": the download may grow the server's resident set by this much at most. */
export const EXPORT_GOAL_GROWTH_MB = 64;

/** One download read as it comes: its bytes, its time and the server's RSS before and at its peak. */
export interface Download {
  bytes: number;
  seconds: number;
  rssBeforeMb: number;
  peakRssMb: number;
}

/**
 * Downloads `path` once and reads it as it comes (never holding the file), handing each chunk to
 * `read`, while the server's RSS is sampled every 20 ms.
 */
export async function measureDownload(
  baseUrl: string,
  token: string,
  serverPid: number,
  path: string,
  read: (chunk: Uint8Array) => void,
): Promise<Download> {
  const rssBeforeMb = rssMb(serverPid);
  let peakRssMb = rssBeforeMb;
  const sampler = setInterval(() => {
    try {
      peakRssMb = Math.max(peakRssMb, rssMb(serverPid));
    } catch {
      // The server is gone; the download fails on its own.
    }
  }, 20);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok || !response.body) throw new Error(`${path} answered ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) {
      const data = chunk as Uint8Array;
      bytes += data.length;
      read(data);
    }
    const seconds = (performance.now() - started) / 1000;
    return { bytes, seconds, rssBeforeMb, peakRssMb };
  } finally {
    clearInterval(sampler);
    peakRssMb = Math.max(peakRssMb, rssMb(serverPid));
  }
}

/** Downloads a list's export once, counting its lines; the row count leaves out the header. */
export async function measureExport(
  baseUrl: string,
  token: string,
  serverPid: number,
  path: string,
): Promise<ExportFigures> {
  let lines = 0;
  const download = await measureDownload(baseUrl, token, serverPid, path, (data) => {
    for (const byte of data) if (byte === 10) lines++;
  });
  return {
    path,
    rows: lines - 1,
    megabytes: download.bytes / 1e6,
    seconds: download.seconds,
    rssBeforeMb: download.rssBeforeMb,
    peakRssMb: download.peakRssMb,
  };
}

/** The figures as a paragraph of docs/benchmarks.md, with the goals' verdict. */
export function exportParagraph(runs: ExportFigures[]): string {
  const worst = (pick: (f: ExportFigures) => number) => Math.max(...runs.map(pick));
  const seconds = worst((f) => f.seconds);
  const growth = worst((f) => f.peakRssMb - f.rssBeforeMb);
  const first = runs[0];
  if (!first) return '';
  const misses = [
    seconds > EXPORT_GOAL_SECONDS ? `> ${EXPORT_GOAL_SECONDS} s` : '',
    growth > EXPORT_GOAL_GROWTH_MB ? `RSS grew > ${EXPORT_GOAL_GROWTH_MB} MB` : '',
  ].filter(Boolean);
  return (
    `Export of every occupancy as CSV (\`${first.path}\`, ${first.rows.toLocaleString('en-US')} rows, ` +
    `${first.megabytes.toFixed(1)} MB), one download per round: ` +
    runs.map((f) => `${f.seconds.toFixed(1)} s`).join(', ') +
    `; server RSS ${Math.round(first.rssBeforeMb)} MB before, peak ` +
    runs.map((f) => `${Math.round(f.peakRssMb)}`).join(', ') +
    ` MB (largest growth ${Math.round(growth)} MB). Goals (<= ${EXPORT_GOAL_SECONDS} s, growth <= ${EXPORT_GOAL_GROWTH_MB} MB): ` +
    (misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`) +
    '.'
  );
}
