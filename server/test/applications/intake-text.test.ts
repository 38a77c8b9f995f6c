import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json, sendAs, tableSnapshot } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';
import { member, pdf, submit } from './intake-fixtures.ts';

/**
 * An application's text as people read it (decision 056): names without invisible or
 * direction-changing characters, dates of birth in the past and not absurdly old, and uploaded
 * file names shaped before they are stored and offered for download. Unicode Technical Report #36
 * and CVE-2021-42574 describe how a right-to-left override (U+202E) makes text read other than it is.
 */
const t = useTestApp();
const site = t.org('applytext');
let listingId: number;

beforeAll(async () => {
  const property = await createProperty(t, site.adminToken);
  listingId = (await listedUnit(t, site.adminToken, property.id)).id;
});

const application = (members: unknown[]) => ({
  listing_id: listingId,
  email: 'ana.souza@example.com',
  language: 'pt',
  members,
  consent: true,
});

const fieldErrors = (res: { body: string }) =>
  json<{ errors: Array<{ field: string; code: string }> }>(res as never).errors.map((e) => [e.field, e.code]);

/** Rate-limit counters and session times change with any request, whatever its input. */
const snapshot = async () =>
  Object.fromEntries(
    Object.entries(await tableSnapshot(t.database)).filter(
      ([table]) => !table.startsWith('rate_limit_windows') && table !== 'sessions#hash',
    ),
  );

describe('an application refuses hidden characters and impossible birth dates', () => {
  it('refuses a zero-width space or a right-to-left override in a name, storing nothing', async () => {
    const before = await snapshot();
    for (const name of ['Ana\u200BSouza', 'Ana \u202ESouza']) {
      const res = await submit(t, application([member(name, 'HEAD', {})]), [
        { filename: 'a.pdf', type: 'application/pdf', data: pdf() },
      ]);
      expect(res.statusCode, name).toBe(400);
      expect(fieldErrors(res)).toEqual([['members.0.name', 'invisible_characters']]);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a household member born in 2999 or 130 years ago and more, storing nothing', async () => {
    const before = await snapshot();
    const future = await submit(
      t,
      application([member('Ana Souza', 'HEAD', {}), member('Rui Souza', 'DEPENDENT', {}, '2999-01-01')]),
    );
    expect(future.statusCode).toBe(400);
    expect(fieldErrors(future)).toEqual([['members.1.birth_date', 'birth_date_future']]);
    const old = await submit(t, application([member('Ana Souza', 'HEAD', {}, '1850-05-01')]));
    expect(old.statusCode).toBe(400);
    expect(fieldErrors(old)).toEqual([['members.0.birth_date', 'birth_date_too_old']]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a tenant born in the future', async () => {
    const res = await sendAs(t, site.adminToken, 'POST', '/api/candidates', {
      full_name: 'Ana Souza',
      email: 'ana.tenant@example.com',
      birth_date: '2999-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual([['birth_date', 'birth_date_future']]);
  });
});

describe('an uploaded file name', () => {
  const storedNames = async (reference: string) =>
    (
      await t.database.query<{ id: number; application_id: number; file_name: string }>(
        `SELECT d.id, d.application_id, d.file_name FROM application_documents d
           JOIN applications a ON a.id = d.application_id WHERE a.reference = $1 ORDER BY d.id`,
        [reference],
      )
    ).map((d) => ({ ...d, id: Number(d.id), application_id: Number(d.application_id) }));

  it('is stored composed, without folders, hidden characters or leading dots, its extension kept', async () => {
    const long = `${'ção'.repeat(100)}.pdf`;
    const res = await submit(t, application([member('Ana Souza', 'HEAD', {})]), [
      { filename: 'r\u202Egnp.exe.pdf', type: 'application/pdf', data: pdf() },
      { filename: 'C:\\Users\\ana\\Docs\\..\\pay\u200B stub.pdf', type: 'application/pdf', data: pdf() },
      // "ç" and "ã" as a letter and a combining mark (NFD), as macOS names files.
      { filename: 'Conceic\u0327a\u0303o.pdf', type: 'application/pdf', data: pdf() },
      { filename: '../../.htaccess.pdf', type: 'application/pdf', data: pdf() },
      { filename: long, type: 'application/pdf', data: pdf() },
      { filename: '\u200B\u202E', type: 'application/pdf', data: pdf() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const documents = await storedNames(json<{ reference: string }>(res).reference);
    const names = documents.map((d) => d.file_name);
    expect(names.slice(0, 4)).toEqual(['rgnp.exe.pdf', 'pay stub.pdf', 'Conceição.pdf', 'htaccess.pdf']);
    // Cut to 255 bytes of UTF-8 (5 bytes per "ção"), whole characters, ".pdf" kept.
    expect(names[4]).toBe(`${'ção'.repeat(50)}.pdf`);
    expect(Buffer.byteLength(names[4] ?? '')).toBeLessThanOrEqual(255);
    expect(names[5]).toBe('document-6.pdf');

    const first = documents[0] as (typeof documents)[number];
    const download = await sendAs(
      t,
      site.adminToken,
      'GET',
      `/api/applications/${first.application_id}/documents/${first.id}`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="rgnp.exe.pdf"; filename*=UTF-8''rgnp.exe.pdf`,
    );
  });

  it('is shaped on download too when it was stored before the rule', async () => {
    const res = await submit(t, application([member('Ana Souza', 'HEAD', {})]), [
      { filename: 'old.pdf', type: 'application/pdf', data: pdf() },
    ]);
    const [document] = await storedNames(json<{ reference: string }>(res).reference);
    if (!document) throw new Error('no document stored');
    await t.database.query(`UPDATE application_documents SET file_name = $1 WHERE id = $2`, [
      'inv\u202Efdp.exe',
      document.id,
    ]);
    const download = await sendAs(
      t,
      site.adminToken,
      'GET',
      `/api/applications/${document.application_id}/documents/${document.id}`,
    );
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="invfdp.exe"; filename*=UTF-8''invfdp.exe`,
    );
  });
});
