import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESIDENT_TOKEN_KEY } from '../src/features/resident-portal/api.ts';
import { fetchFrozenPdf, signCertification, signErrorKey } from '../src/features/resident-signatures/api.ts';
import { ApiError } from '../src/lib/api.ts';
import { MemoryStorage } from './storage-stub.ts';

/** The resident's signature (decision 078): what is signed is the hash of the bytes received. */

const LOCALES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/features/resident-signatures/locales',
);
const texts = (language: string) =>
  JSON.parse(readFileSync(path.join(LOCALES, `${language}.json`), 'utf8')) as {
    disclosure: Record<string, string>;
    consent: string;
  };

describe('resident signature calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    const storage = new MemoryStorage();
    storage.setItem(RESIDENT_TOKEN_KEY, 'resident-token');
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('localStorage', storage);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hashes the PDF bytes the browser received, with the resident token', async () => {
    const bytes = Buffer.from('%PDF-1.7 frozen certification');
    fetchMock.mockResolvedValueOnce(new Response(bytes, { headers: { 'content-type': 'application/pdf' } }));
    const { sha256, blob } = await fetchFrozenPdf();
    expect(sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(blob.size).toBe(bytes.length);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/resident/signature/pdf');
    expect((init?.headers ?? {}) as Record<string, string>).toMatchObject({
      Authorization: 'Bearer resident-token',
    });
  });

  it('signs with consent and the hash, and names refusals', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ request: null }));
    await signCertification('a'.repeat(64));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/resident/signature');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ consent: true, sha256: 'a'.repeat(64) });
    expect(signErrorKey(new ApiError(409, 'CONFLICT'))).toBe('errors.changed');
    expect(signErrorKey(new ApiError(403, 'FORBIDDEN'))).toBe('errors.notSigner');
    expect(signErrorKey(new Error('x'))).toBe('errors.failed');
  });

  it('tells the paper alternative and the consent in every language', () => {
    for (const language of ['en', 'pt', 'es']) {
      const t = texts(language);
      expect(Object.keys(t.disclosure).sort()).toEqual(
        ['contact', 'copy', 'device', 'paper', 'scope', 'title', 'withdraw'].sort(),
      );
      expect(t.consent.length).toBeGreaterThan(20);
    }
  });
});
