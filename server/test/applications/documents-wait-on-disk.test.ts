import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApplicationIssue } from '@lar/contracts/applications';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../../src/lib/sha256.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { buildTestApp, type TestApp, type TestOrg } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';
import { member, pdf, png, submit } from './intake-fixtures.ts';

/**
 * An application's documents wait for their turn on disk, not in the server's memory (decision
 * 095), and are stored as parts of at most 256 KB, one statement each (decision 098): what a burst
 * of uploads costs the server no longer grows with the documents waiting, nor with their size.
 */
describe("an application's documents while they wait", () => {
  let t: TestApp;
  let org: TestOrg;
  let listingId: number;
  let dataDir: string;
  const statements: string[] = [];
  const waiting = () => path.join(dataDir, 'waiting');
  const waitingFiles = async () => (await readdir(waiting()).catch(() => [])).sort();

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lar-spool-'));
    t = await buildTestApp(
      { uploadsAtOnce: 1, uploadsWaitingDir: path.join(dataDir, 'waiting') },
      { onQuery: (text) => statements.push(text) },
    );
    org = await t.createOrg('spool');
    const propertyId = (await createProperty(t, org.adminToken)).id;
    listingId = (await listedUnit(t, org.adminToken, propertyId)).id;
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  let serial = 0;
  const application = () => {
    serial += 1;
    return {
      listing_id: listingId,
      email: `spool.${serial}@example.com`,
      language: 'en',
      members: [member(`Rosa Spool ${serial}`, 'HEAD', { employment: '38000' })],
      consent: true,
    };
  };
  const storedDocuments = () =>
    t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM application_documents');

  it('are files of their own on disk, readable by the server only, until their turn; then stored and removed', async () => {
    const scan = pdf(300_000);
    const photo = png();
    let release: () => void = () => {};
    const held = t.app.deps.uploads.run(() => new Promise<void>((resolve) => (release = resolve)));
    const answer = submit(t, application(), [
      { filename: 'pay.pdf', type: 'application/pdf', data: scan },
      { filename: 'id.png', type: 'image/png', data: photo },
    ]);
    try {
      await vi.waitFor(() => expect(t.app.deps.uploads.queued).toBe(1));
      const names = await waitingFiles();
      expect(names).toHaveLength(2);
      const contents = await Promise.all(names.map((name) => readFile(path.join(waiting(), name))));
      expect(contents.map((c) => sha256Hex(c)).sort()).toEqual([sha256Hex(scan), sha256Hex(photo)].sort());
      if (process.platform !== 'win32') {
        expect((await stat(waiting())).mode & 0o777).toBe(0o700);
        for (const name of names) expect((await stat(path.join(waiting(), name))).mode & 0o777).toBe(0o600);
      }
    } finally {
      release();
      await held;
    }
    statements.length = 0;
    const res = await answer;
    expect(res.statusCode, res.body).toBe(201);
    expect(await waitingFiles()).toEqual([]);
    const [stored] = await t.database.query<{
      contents: string[];
      sizes: number[];
      sums: string[];
      parts: number[][];
    }>(
      `SELECT array_agg(encode(sha256(p.content), 'hex') ORDER BY d.id) AS contents,
              array_agg(d.byte_size ORDER BY d.id) AS sizes, array_agg(d.sha256 ORDER BY d.id) AS sums,
              json_agg(p.part_sizes ORDER BY d.id) AS parts
         FROM application_documents d JOIN applications a ON a.id = d.application_id
         CROSS JOIN LATERAL (
           SELECT string_agg(content, ''::bytea ORDER BY part) AS content,
                  json_agg(octet_length(content) ORDER BY part) AS part_sizes
             FROM application_document_parts WHERE document_id = d.id) p
        WHERE a.reference = $1`,
      [JSON.parse(res.body).reference],
    );
    expect(stored?.contents).toEqual([sha256Hex(scan), sha256Hex(photo)]);
    expect(stored?.sums).toEqual([sha256Hex(scan), sha256Hex(photo)]);
    expect(stored?.sizes).toEqual([300_000, photo.length]);
    // The scan in two parts (256 KB and the rest), the photo in one.
    expect(stored?.parts).toEqual([[262_144, 300_000 - 262_144], [photo.length]]);
    // One statement a document's row and one a part: at most 256 KB of bytes in a statement.
    expect(statements.filter((text) => /^insert into "application_documents"/i.test(text))).toHaveLength(2);
    expect(statements.filter((text) => /^insert into "application_document_parts"/i.test(text))).toHaveLength(
      3,
    );
  });

  it('are removed when the application is refused, and nothing is stored', async () => {
    const before = await storedDocuments();
    const refused = await submit(t, application(), [
      { filename: 'pay.pdf', type: 'application/pdf', data: pdf() },
      { filename: 'notes.pdf', type: 'application/pdf', data: Buffer.from('plain text, not a PDF') },
    ]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(JSON.parse(refused.body).errors[0]).toMatchObject({
      field: 'documents.1',
      code: ApplicationIssue.DOCUMENT_TYPE,
    });
    const unreadable = await submit(t, '{"listing_id":', [
      { filename: 'pay.pdf', type: 'application/pdf', data: pdf() },
    ]);
    expect(unreadable.statusCode, unreadable.body).toBe(400);
    expect(await waitingFiles()).toEqual([]);
    expect(await storedDocuments()).toEqual(before);
  });

  it('are removed when one is over 10 MB, the ones before it too', async () => {
    const before = await storedDocuments();
    const res = await submit(t, application(), [
      { filename: 'pay.pdf', type: 'application/pdf', data: pdf() },
      { filename: 'huge.pdf', type: 'application/pdf', data: pdf(10 * 1024 * 1024 + 1) },
    ]);
    expect(res.statusCode, res.body).toBe(413);
    expect(JSON.parse(res.body).errors[0]).toMatchObject({
      field: 'documents.1',
      code: ApplicationIssue.DOCUMENT_SIZE,
    });
    expect(await waitingFiles()).toEqual([]);
    expect(await storedDocuments()).toEqual(before);
  });
});

describe('a server that cannot write the waiting documents', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lar-spool-'));
    // The folder for waiting uploads is taken by a file: no upload can be written.
    await writeFile(path.join(dataDir, 'waiting'), 'not a folder');
    t = await buildTestApp({ uploadsWaitingDir: path.join(dataDir, 'waiting') });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 500, its own failure, not a 400 for the sender, and stores nothing', async () => {
    const org = await t.createOrg('spoolfull');
    const propertyId = (await createProperty(t, org.adminToken)).id;
    const listing = (await listedUnit(t, org.adminToken, propertyId)).id;
    const res = await submit(
      t,
      {
        listing_id: listing,
        email: 'disk.full@example.com',
        language: 'en',
        members: [member('Dora Disk', 'HEAD', { employment: '30000' })],
        consent: true,
      },
      [{ filename: 'pay.pdf', type: 'application/pdf', data: pdf() }],
    );
    expect(res.statusCode, res.body).toBe(500);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'INTERNAL' });
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM applications');
    expect(row?.n).toBe(0);
  });
});
