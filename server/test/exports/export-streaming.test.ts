import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EXPORT_BATCH } from '../../src/lib/export/batches.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer } from '../helpers/test-app.ts';
import { csvRecords, download } from './export-helpers.ts';

/**
 * An export reads its rows a batch at a time and only as fast as the client takes the file: the
 * process never holds the whole list. Messages are generated in SQL (`generate_series`), 2 KB each.
 */

/** The export's batch reads: statements on contact_messages with a LIMIT, and the limit each asked. */
const batchLimits: unknown[] = [];
const t = useTestApp(
  {},
  {
    onQuery: (sqlText, params) => {
      if (/from "contact_messages"/i.test(sqlText) && /limit \$\d+$/i.test(sqlText.trim()))
        batchLimits.push(params.at(-1));
    },
  },
);
const org = t.org('exstream');

const ROWS = 20_000;

async function generateMessages(n: number, from: number) {
  await t.database.query(
    `INSERT INTO contact_messages (organization_id, name, email, message)
     SELECT $1, 'Visitor ' || i, 'v' || i || '@example.com', repeat('x', 2000)
       FROM generate_series($2::int, $3::int) AS i`,
    [org.organizationId, from, from + n - 1],
  );
}

describe('streamed exports', () => {
  it('reads every row in batches of EXPORT_BATCH by id, never the whole list at once', async () => {
    await generateMessages(ROWS + 1, 1);
    batchLimits.length = 0;
    const records = csvRecords(await download(t, org.adminToken, '/api/contact-messages/export'));
    expect(records).toHaveLength(ROWS + 2);
    expect(new Set(records.slice(1).map((r) => r[0])).size).toBe(ROWS + 1);
    // 20,001 rows: ten full batches and one of a single row.
    expect(batchLimits).toEqual(Array(Math.ceil((ROWS + 1) / EXPORT_BATCH)).fill(EXPORT_BATCH));
  });

  it('stops reading rows while the client does not take them, and goes on when it does', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    batchLimits.length = 0;
    const total = Math.ceil((ROWS + 1) / EXPORT_BATCH);
    const { whilePaused, bytes } = await new Promise<{ whilePaused: number; bytes: number }>(
      (resolve, reject) => {
        const req = request(
          { port, path: '/api/contact-messages/export', headers: bearer(org.adminToken) },
          (res) => {
            let received = 0;
            let paused: number | undefined;
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
              if (paused !== undefined) return;
              // The first bytes arrived before the last rows were read: pause and let the server wait.
              res.pause();
              setTimeout(() => {
                paused = batchLimits.length;
                res.resume();
              }, 500);
              paused = -1;
            });
            res.on('end', () => resolve({ whilePaused: paused ?? -1, bytes: received }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    expect(whilePaused).toBeGreaterThan(0);
    expect(whilePaused).toBeLessThan(total);
    expect(batchLimits).toHaveLength(total);
    expect(bytes).toBeGreaterThan(ROWS * 2000);
  });
});
