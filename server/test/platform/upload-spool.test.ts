import { mkdtemp, readdir, rm, stat, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { sha256Hex } from '../../src/lib/sha256.ts';
import { SPOOLED_HEAD_BYTES, SpoolWriteError, UploadSpool } from '../../src/lib/upload-spool.ts';

/** The folder where uploads wait for their turn (decision 095). */
describe('the upload spool', () => {
  let dir: string;
  let spool: UploadSpool;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lar-spool-unit-'));
    spool = new UploadSpool(path.join(dir, 'waiting'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('is DATA_DIR/uploads-waiting unless UPLOADS_WAITING_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/lar' }).uploadsWaitingDir).toBe(
      path.resolve('/srv/lar/uploads-waiting'),
    );
    expect(loadConfig({ DATA_DIR: '/srv/lar', UPLOADS_WAITING_DIR: '/var/tmp/lar' }).uploadsWaitingDir).toBe(
      path.resolve('/var/tmp/lar'),
    );
    expect(() => loadConfig({ UPLOADS_WAITING_DIR: '' })).toThrow(/UPLOADS_WAITING_DIR/);
  });

  it('is made for the server user only at the start, and a folder it cannot write stops the start', async () => {
    await spool.prepare();
    if (process.platform !== 'win32') expect((await stat(spool.dir)).mode & 0o777).toBe(0o700);
    const taken = path.join(dir, 'taken');
    await writeFile(taken, 'a file, not a folder');
    const refused = new UploadSpool(taken).prepare();
    await expect(refused).rejects.toBeInstanceOf(SpoolWriteError);
    await expect(refused).rejects.toThrow(/UPLOADS_WAITING_DIR/);
  });

  it('writes a stream that arrives in pieces to a file, with its size, SHA-256 and first bytes', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    const pieces = [bytes.subarray(0, 3), bytes.subarray(3, 10), bytes.subarray(10)];
    const file = await spool.receive(Readable.from(pieces));
    expect(file.byteSize).toBe(70_000);
    expect(file.sha256).toBe(sha256Hex(bytes));
    expect(file.head).toEqual(bytes.subarray(0, SPOOLED_HEAD_BYTES));
    // Read back in chunks of 32 KB: three full ones and the rest, each read into the same memory
    // (a chunk is kept as a copy), so reading a file costs one buffer, not one a chunk.
    const chunks: Buffer[] = [];
    const memory = new Set<ArrayBufferLike>();
    for await (const chunk of spool.stream(file, 32 * 1024)) {
      memory.add(chunk.buffer);
      chunks.push(Buffer.from(chunk));
    }
    expect(chunks.map((c) => c.length)).toEqual([32_768, 32_768, 70_000 - 65_536]);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(memory.size).toBe(1);
    await spool.discard([file, file]);
    expect(await readdir(spool.dir)).toEqual([]);
  });

  it("keeps nothing of a stream that fails halfway, and leaves the failure the sender's", async () => {
    // What Node gives a request whose sender went away (`abortIncoming`): an ECONNRESET.
    const wentAway = Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    async function* broken() {
      yield Buffer.from('%PDF-1.4 part one');
      throw wentAway;
    }
    const refused = spool.receive(Readable.from(broken()));
    await expect(refused).rejects.toBe(wentAway);
    await expect(refused).rejects.not.toBeInstanceOf(SpoolWriteError);
    expect(await readdir(spool.dir)).toEqual([]);
  });

  it.runIf(process.platform === 'linux')("calls a file it cannot write the server's failure", async () => {
    // Nobody, root included, makes files in /proc.
    const unwritable = new UploadSpool(path.join(dir, 'proc'));
    await symlink('/proc', unwritable.dir);
    const refused = unwritable.receive(Readable.from([Buffer.from('%PDF-1.4 a scan')]));
    await expect(refused).rejects.toBeInstanceOf(SpoolWriteError);
    await expect(refused).rejects.toThrow(/UPLOADS_WAITING_DIR/);
  });

  it('removes only the files older than the age it is given', async () => {
    expect(await spool.removeLeftovers(0)).toBe(0);
    const old = await spool.receive(Readable.from([Buffer.from('left by a crash')]));
    const fresh = await spool.receive(Readable.from([Buffer.from('waiting now')]));
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(old.path, twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(spool.dir, 'other.upload'), 'x');
    await utimes(path.join(spool.dir, 'other.upload'), twoHoursAgo, twoHoursAgo);
    expect(await spool.removeLeftovers(60 * 60 * 1000)).toBe(2);
    expect(await readdir(spool.dir)).toEqual([path.basename(fresh.path)]);
    expect(await spool.removeLeftovers(0, Date.now() + 1000)).toBe(1);
    expect(await readdir(spool.dir)).toEqual([]);
  });
});
