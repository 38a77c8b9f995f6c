import { nameWords } from '@lar/contracts/candidates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createOccupancy, createProperty, createUnit } from '../helpers/fixtures.ts';
import { bearer, buildTestApp, json, type TestApp, type TestOrg } from '../helpers/test-app.ts';

let t: TestApp;
let org: TestOrg;
let other: TestOrg;

const NAMES = [
  'Maria Gonçalves',
  'João da Silva Santos',
  'Maria Mariana Marques',
  'Mary O’Brien',
  'Jean-Luc Picard',
  'Ana (Aninha) Souza, Jr.',
];

beforeAll(async () => {
  t = await buildTestApp();
  org = await t.createOrg('words');
  other = await t.createOrg('wordsother');
  for (const full_name of NAMES) await createCandidate(t, org.adminToken, { full_name });
  await createCandidate(t, other.adminToken, { full_name: 'Maria Gonçalves Other' });
});
afterAll(() => t.close());

const search = async (name: string, token = org.adminToken) => {
  const res = await t.app.inject({
    url: `/api/candidates?full_name=${encodeURIComponent(name)}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    names: json<Array<{ full_name: string }>>(res).map((r) => r.full_name),
    total: Number(res.headers['x-total-count']),
  };
};

describe('name search by the start of words', () => {
  it('finds a name by the start of any of its words, without accents or case', async () => {
    expect((await search('gonc')).names).toEqual(['Maria Gonçalves']);
    expect((await search('GONÇALVES')).names).toEqual(['Maria Gonçalves']);
    expect((await search('sant')).names).toEqual(['João da Silva Santos']);
  });

  it('does not match the middle of a word', async () => {
    expect((await search('alves')).names).toEqual([]);
    expect((await search('ilva')).names).toEqual([]);
  });

  it('needs every typed word, in any order', async () => {
    expect((await search('silva joao')).names).toEqual(['João da Silva Santos']);
    expect((await search('j d s s')).names).toEqual(['João da Silva Santos']);
    expect((await search('maria silva')).names).toEqual([]);
    // More words than the kept statements take: planned each time, same answer.
    expect((await search('joao da silva santos s')).names).toEqual(['João da Silva Santos']);
  });

  it('counts a candidate once when several of its words start alike', async () => {
    const found = await search('mar');
    expect(found.names).toEqual(['Maria Gonçalves', 'Maria Mariana Marques', 'Mary O’Brien']);
    expect(found.total).toBe(3);
    expect(await search('mari')).toEqual({
      names: ['Maria Gonçalves', 'Maria Mariana Marques'],
      total: 2,
    });
  });

  it('splits names at spaces and punctuation, as the typed text is split', async () => {
    expect((await search('brien')).names).toEqual(['Mary O’Brien']);
    expect((await search("o'brien")).names).toEqual(['Mary O’Brien']);
    expect((await search('luc')).names).toEqual(['Jean-Luc Picard']);
    expect((await search('aninha jr')).names).toEqual(['Ana (Aninha) Souza, Jr.']);
  });

  it('stores exactly the words the typed text is split into', async () => {
    const rows = await t.database.query<{ full_name: string; words: string[] }>(
      `SELECT c.full_name, array_agg(w.word ORDER BY w.word) AS words
         FROM candidates c JOIN candidate_name_words w ON w.candidate_id = c.id
        WHERE c.organization_id = $1 GROUP BY c.full_name`,
      [org.organizationId],
    );
    expect(rows).toHaveLength(NAMES.length);
    const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
    for (const row of rows) expect(row.words).toEqual(nameWords(row.full_name).sort(byteOrder));
  });

  it('follows renames and deletions', async () => {
    const renamed = await createCandidate(t, org.adminToken, { full_name: 'Temporary Person' });
    expect((await search('temporary')).names).toEqual(['Temporary Person']);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/candidates/${renamed.id}`,
      headers: bearer(org.adminToken),
      payload: {
        full_name: 'Permanent Person',
        email: `perm${renamed.id}@example.com`,
        version: renamed.version,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await search('temporary')).names).toEqual([]);
    expect((await search('permanent')).names).toEqual(['Permanent Person']);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidates/${renamed.id}`,
      headers: bearer(org.adminToken),
    });
    expect(removed.statusCode).toBe(204);
    expect((await search('permanent')).names).toEqual([]);
    const [left] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM candidate_name_words WHERE candidate_id = $1',
      [renamed.id],
    );
    expect(left?.n).toBe(0);
  });

  it('combines with the other filters and the tenant status', async () => {
    const property = await createProperty(t, org.adminToken);
    const unit = await createUnit(t, org.adminToken, property.id);
    const tenant = await createCandidate(t, org.adminToken, {
      full_name: 'Maria Tenant',
      postal_code: '02115',
    });
    await createOccupancy(t, org.adminToken, unit.id, tenant.id);
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/api/candidates?${query}`, headers: bearer(org.adminToken) });
      expect(res.statusCode, res.body).toBe(200);
      return json<Array<{ full_name: string }>>(res).map((r) => r.full_name);
    };
    expect(await list('full_name=maria&status=tenants')).toEqual(['Maria Tenant']);
    expect(await list('full_name=maria&status=applicants')).toEqual([
      'Maria Gonçalves',
      'Maria Mariana Marques',
    ]);
    expect(await list('full_name=maria&postal_code=021')).toEqual(['Maria Tenant']);
  });

  it('serves the id-and-name lookup the same way', async () => {
    const res = await t.app.inject({
      url: '/api/candidates/lookup?q=silva%20jo',
      headers: bearer(org.adminToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Array<{ full_name: string }>>(res).map((r) => r.full_name)).toEqual(['João da Silva Santos']);
  });

  it('never finds another organization’s candidates', async () => {
    expect((await search('gonçalves')).names).toEqual(['Maria Gonçalves']);
    expect((await search('other')).names).toEqual([]);
    expect((await search('gonçalves', other.adminToken)).names).toEqual(['Maria Gonçalves Other']);
    expect((await search('silva', other.adminToken)).names).toEqual([]);
  });
});
