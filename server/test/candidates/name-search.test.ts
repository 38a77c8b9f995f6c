import { nameWords } from '@lar/contracts/candidates';
import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json } from '../helpers/test-app.ts';

const { t, org, other } = useTwoOrgs('words');

const NAMES = [
  'Maria Gonçalves',
  'João da Silva Santos',
  'Maria Mariana Marques',
  'Mary O’Brien',
  'Jean-Luc Picard',
  'Ana (Aninha) Souza, Jr.',
];

beforeAll(async () => {
  for (const full_name of NAMES) await create.candidate(t, org.adminToken, { full_name });
  await create.candidate(t, other.adminToken, { full_name: 'Maria Gonçalves Other' });
});

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

/** Words whose kept count differs from a recount of the organization's name words. */
/** Kept counts that differ from a recount of the words, per word, shared prefix and stripe. */
const countMismatches = (organizationId: number) =>
  t.database.query<{ word: string }>(
    `SELECT coalesce(k.word, w.word) AS word
       FROM candidate_name_word_counts k
       FULL JOIN (SELECT organization_id, word, shared_prefix_length(word, previous_word) AS shared_prefix,
                         candidate_id % 16 AS stripe, count(*) AS n
                    FROM candidate_name_words WHERE organization_id = $1 GROUP BY 1, 2, 3, 4) w
         ON w.organization_id = k.organization_id AND w.word = k.word AND w.shared_prefix = k.shared_prefix
        AND w.stripe = k.stripe
      WHERE (k.organization_id = $1 OR w.organization_id = $1) AND coalesce(k.candidates, 0) <> coalesce(w.n, 0)`,
    [organizationId],
  );

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
    const renamed = await create.candidate(t, org.adminToken, { full_name: 'Temporary Person' });
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
    const property = await create.property(t, org.adminToken);
    const unit = await create.unit(t, org.adminToken, property.id);
    const tenant = await create.candidate(t, org.adminToken, {
      full_name: 'Maria Tenant',
      postal_code: '02115',
    });
    await create.occupancy(t, org.adminToken, unit.id, tenant.id);
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

  it('pages through the matches of several words in name order, each candidate once', async () => {
    const pages = await t.createOrg('wordpages');
    // Six distinct words start with "b"; Carla has two of them and counts once.
    const names = [
      'Bruno Alves',
      'Ana Barros',
      'Carla Bento Bastos',
      'Beatriz Costa',
      'Zé Borges',
      'Bia Lima',
      'Diego Castro',
    ];
    for (const full_name of names) await create.candidate(t, pages.adminToken, { full_name });
    const expected = [
      'Ana Barros',
      'Beatriz Costa',
      'Bia Lima',
      'Bruno Alves',
      'Carla Bento Bastos',
      'Zé Borges',
    ];
    const seen: string[] = [];
    for (const offset of [0, 2, 4]) {
      const res = await t.app.inject({
        url: `/api/candidates?full_name=b&limit=2&offset=${offset}`,
        headers: bearer(pages.adminToken),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-total-count']).toBe('6');
      seen.push(...json<Array<{ full_name: string }>>(res).map((r) => r.full_name));
    }
    expect(seen).toEqual(expected);
    // Page sizes the screens use are kept statements with the size written in: same order.
    expect((await search('b', pages.adminToken)).names).toEqual(expected);
    const past = await t.app.inject({
      url: '/api/candidates?full_name=b&limit=2&offset=6',
      headers: bearer(pages.adminToken),
    });
    expect(json<unknown[]>(past)).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
  });

  it('keeps the per-word counts equal to the words through creations, renames and deletions', async () => {
    const counted = await t.createOrg('wordcounts');
    const token = counted.adminToken;
    const mismatches = () => countMismatches(counted.organizationId);
    const total = async (name: string) => (await search(name, token)).total;
    const mariana = await create.candidate(t, token, { full_name: 'Mariana Maria Marques' });
    await create.candidate(t, token, { full_name: 'Maria Souza' });
    expect(await total('mari')).toBe(2);
    expect(await total('maria')).toBe(2);
    expect(await total('marian')).toBe(1);
    expect(await total('marq')).toBe(1);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/candidates/${mariana.id}`,
      headers: bearer(token),
      payload: {
        full_name: 'Mariana Marques',
        email: `mm${mariana.id}@example.com`,
        version: mariana.version,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(await total('maria')).toBe(2);
    expect(await total('mari')).toBe(2);
    expect(await mismatches()).toEqual([]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidates/${mariana.id}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(204);
    expect(await total('mari')).toBe(1);
    expect(await total('marq')).toBe(0);
    expect(await mismatches()).toEqual([]);
    await expect(t.database.query("UPDATE candidate_name_words SET word = 'x' WHERE false")).rejects.toThrow(
      /never updated/,
    );
  });

  it('keeps the per-word counts exact under concurrent creations, renames and deletions', async () => {
    const busy = await t.createOrg('wordbusy');
    const token = busy.adminToken;
    // The same words in different orders, so concurrent transactions touch the same counter rows.
    const names = ['Ana Maria Silva', 'Silva Ana Maria', 'Maria Silva Ana', 'Ana Silva', 'Maria Ana'];
    const created = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        create.candidate(t, token, { full_name: names[i % names.length] }),
      ),
    );
    expect(await countMismatches(busy.organizationId)).toEqual([]);
    const changes = await Promise.all(
      created.map((c, i) =>
        i % 3 === 0
          ? t.app.inject({ method: 'DELETE', url: `/api/candidates/${c.id}`, headers: bearer(token) })
          : t.app.inject({
              method: 'PUT',
              url: `/api/candidates/${c.id}`,
              headers: bearer(token),
              payload: {
                full_name: i % 2 ? 'Silvana Mariah' : 'Ana Silveira',
                email: `busy${c.id}@example.com`,
                version: c.version,
              },
            }),
      ),
    );
    for (const res of changes) expect([200, 204], res.body).toContain(res.statusCode);
    expect(await countMismatches(busy.organizationId)).toEqual([]);
    expect((await search('silv', token)).total).toBe(10);
    expect((await search('ana', token)).total).toBe(5);
  });

  it('keeps a word’s count in stripes by candidate, so registrations of one name do not share a row', async () => {
    const striped = await t.createOrg('wordstripes');
    const created: number[] = [];
    for (let i = 0; i < 20; i++) {
      created.push((await create.candidate(t, striped.adminToken, { full_name: 'Zuleica Quintela' })).id);
    }
    const rows = await t.database.query<{ stripe: number; candidates: string }>(
      `SELECT stripe, candidates::text FROM candidate_name_word_counts
        WHERE organization_id = $1 AND word = 'zuleica' ORDER BY stripe`,
      [striped.organizationId],
    );
    // Consecutive ids land in consecutive stripes: 20 registrations fill all 16.
    expect(rows.map((row) => row.stripe)).toEqual(
      [...new Set(created.map((id) => id % 16))].sort((a, b) => a - b),
    );
    expect(rows).toHaveLength(16);
    expect(rows.reduce((sum, row) => sum + Number(row.candidates), 0)).toBe(20);
    expect((await search('zul', striped.adminToken)).total).toBe(20);
    expect(await countMismatches(striped.organizationId)).toEqual([]);
  });

  it('never finds another organization’s candidates', async () => {
    expect((await search('gonçalves')).names).toEqual(['Maria Gonçalves']);
    expect((await search('other')).names).toEqual([]);
    expect((await search('gonçalves', other.adminToken)).names).toEqual(['Maria Gonçalves Other']);
    expect((await search('silva', other.adminToken)).names).toEqual([]);
  });
});
