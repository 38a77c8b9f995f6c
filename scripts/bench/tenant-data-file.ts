import { type Download, measureDownload } from './export.ts';

/**
 * The portfolio's HUD tenant data file (issue 39, decision 071) as XML, downloaded once per round:
 * the server writes it 200 units a batch, so its memory must stay bounded whatever the portfolio's
 * size. The seed signs every household the file's year needs (scripts/seed/tenant-data.ts).
 */
export const TENANT_DATA_FILE_PATH = '/api/tenant-data.xml?year=2025';
/** The goal: the server's peak RSS while it writes the large data set's file. */
export const TENANT_DATA_FILE_GOAL_MB = 300;

export interface TenantDataFileFigures extends Download {
  /** `<Tenant>` records written: one per unit, vacant or not. */
  tenants: number;
}

const TENANT_OPEN = new TextEncoder().encode('<Tenant>');

export async function measureTenantDataFile(
  baseUrl: string,
  token: string,
  serverPid: number,
): Promise<TenantDataFileFigures> {
  let tenants = 0;
  // How much of `<Tenant>` the previous chunk ended with, so a tag split across chunks counts once.
  let matched = 0;
  const download = await measureDownload(baseUrl, token, serverPid, TENANT_DATA_FILE_PATH, (data) => {
    for (const byte of data) {
      if (byte === TENANT_OPEN[matched]) matched++;
      else matched = byte === TENANT_OPEN[0] ? 1 : 0;
      if (matched === TENANT_OPEN.length) {
        tenants++;
        matched = 0;
      }
    }
  });
  return { ...download, tenants };
}

/** The figures as a paragraph of docs/benchmarks.md, with the goal's verdict. */
export function tenantDataFileParagraph(runs: TenantDataFileFigures[]): string {
  const first = runs[0];
  if (!first) return '';
  const peak = Math.max(...runs.map((f) => f.peakRssMb));
  return (
    `The portfolio's tenant data file (\`${TENANT_DATA_FILE_PATH}\`, ${first.tenants.toLocaleString('en-US')} units, ` +
    `${(first.bytes / 1e6).toFixed(1)} MB of XML), one download per round: ` +
    runs.map((f) => `${f.seconds.toFixed(1)} s`).join(', ') +
    `; server RSS ${Math.round(first.rssBeforeMb)} MB before, peak ` +
    runs.map((f) => `${Math.round(f.peakRssMb)}`).join(', ') +
    ` MB. Goal (peak RSS < ${TENANT_DATA_FILE_GOAL_MB} MB): ${peak < TENANT_DATA_FILE_GOAL_MB ? 'met' : 'missed'}.`
  );
}
