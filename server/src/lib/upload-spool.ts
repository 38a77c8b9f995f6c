import { createHash, randomUUID } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many of a file's first bytes are kept in memory: enough to tell its type by its signature. */
export const SPOOLED_HEAD_BYTES = 16;

/** The server could not write an upload to disk: answered as its own failure (500), never the sender's. */
export class SpoolWriteError extends Error {
  constructor(cause: Error) {
    super(`Uploads cannot be written to disk (UPLOADS_WAITING_DIR): ${cause.message}`, { cause });
    this.name = 'SpoolWriteError';
  }
}

/** An uploaded file written to disk as it arrived, measured on the way. */
export interface SpooledFile {
  path: string;
  byteSize: number;
  /** Its SHA-256 as 64 hex digits. */
  sha256: string;
  /** Its first bytes (at most SPOOLED_HEAD_BYTES). */
  head: Buffer;
}

/**
 * Uploaded files wait on disk, not in the server's memory, between their reading and their turn
 * to be stored (decision 095): a burst of applications with ten 10 MB scans each costs the server
 * what one document being stored costs. Each file is readable by the server's user only and is
 * removed once its request is answered; `removeLeftovers` clears what a crash left.
 */
export class UploadSpool {
  constructor(readonly dir: string) {}

  /** Makes the folder (0700) and checks that the server can write there: a start fails early, and clearly, if not. */
  async prepare(): Promise<void> {
    await this.makeFolder();
    await access(this.dir, constants.W_OK).catch((error: Error) => {
      throw new SpoolWriteError(error);
    });
  }

  private async makeFolder(): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 }).catch((error: Error) => {
      throw new SpoolWriteError(error);
    });
  }

  /** Writes the stream to a new file of its own, with its size, SHA-256 and first bytes. */
  async receive(stream: Readable): Promise<SpooledFile> {
    // Made again if removed while the server runs.
    await this.makeFolder();
    const file = path.join(this.dir, `${randomUUID()}.upload`);
    const hash = createHash('sha256');
    const head: Buffer[] = [];
    let headBytes = 0;
    let byteSize = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        byteSize += chunk.length;
        if (headBytes < SPOOLED_HEAD_BYTES) {
          // A copy: the chunk's memory goes back to the parser once written.
          const part = Buffer.from(chunk.subarray(0, SPOOLED_HEAD_BYTES - headBytes));
          head.push(part);
          headBytes += part.length;
        }
        done(null, chunk);
      },
    });
    const written = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    // Whichever side fails first is the cause: once one fails, the pipeline destroys the other with
    // the same error, so a sender who went away also shows as an error of the file being written.
    let firstFailure: 'sender' | 'disk' | undefined;
    stream.once('error', () => {
      firstFailure ??= 'sender';
    });
    written.once('error', () => {
      firstFailure ??= 'disk';
    });
    try {
      await pipeline(stream, measure, written);
    } catch (error) {
      await rm(file, { force: true });
      // The disk's failure (full, not writable) is the server's; a sender's broken or aborted
      // stream is the sender's, never a 5xx and never logged as the server failing.
      throw firstFailure === 'disk' ? new SpoolWriteError(error as Error) : error;
    }
    return { path: file, byteSize, sha256: hash.digest('hex'), head: Buffer.concat(head) };
  }

  /**
   * The file's content, read in chunks of `chunkBytes` (the last one shorter) when its turn to be
   * stored comes. Every chunk is read into the same buffer: a chunk holds its bytes until the next
   * one is asked for, so a reader keeps a copy of what it keeps longer. One buffer a file, not one
   * a chunk: a burst of uploads leaves the collector that much less to free.
   */
  async *stream(file: SpooledFile, chunkBytes: number): AsyncGenerator<Buffer> {
    const handle = await open(file.path, 'r');
    try {
      const buffer = Buffer.allocUnsafe(chunkBytes);
      for (;;) {
        const { bytesRead } = await handle.read(buffer, 0, chunkBytes, null);
        if (bytesRead === 0) return;
        yield buffer.subarray(0, bytesRead);
      }
    } finally {
      await handle.close();
    }
  }

  /** Removes the files; those already gone are skipped. */
  async discard(files: readonly SpooledFile[]): Promise<void> {
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  }

  /**
   * Removes the files last written more than `olderThanMs` ago: no request keeps one that long, so
   * they are a stopped server's. Answers how many went.
   */
  async removeLeftovers(olderThanMs: number, now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.dir, name);
      const written = await stat(file).catch(() => undefined);
      if (!written?.isFile() || now - written.mtimeMs <= olderThanMs) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}
