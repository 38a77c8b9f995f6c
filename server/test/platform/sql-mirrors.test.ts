import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { compareLevels } from '@lar/contracts/ami-csv';
import { type AmiLevelInput, HOUSEHOLD_SIZES, RENT_UNIT_TYPES } from '@lar/contracts/ami-levels';
import { nameWords, searchKey } from '@lar/contracts/candidates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { defaultMigrationsDir, migrate } from '../../src/db/migrate.ts';
import { startsWithRange } from '../../src/lib/like.ts';
import { nameSearchParams } from '../../src/modules/candidates/candidate-name-search.repository.ts';
import { useTestApp } from '../helpers/suite.ts';
import { testDatabase } from '../helpers/test-database.ts';

/**
 * Business rules the migrations copy into SQL, against the TypeScript they copy, for many inputs
 * (docs/derived-data.md). The API tests reach a few names and levels; these compare the SQL
 * functions themselves, so a change to either side that the other lacks fails here.
 */
const t = useTestApp();

/** UTF-8 byte order: the order of "C"-collated text, as the name-word tables keep it. */
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Names as people write them, with the accents, punctuation and spacing of real records. */
const NAMES = [
  'João da Silva Santos',
  'Maria Gonçalves',
  'Mary O’Brien',
  "D'Angelo Ruiz",
  'Jean-Luc Picard',
  'Ana (Aninha) Souza, Jr.',
  'St. John; Smith: Co/Owner',
  'Zoë Ærøskøbing',
  'Straße Müller',
  'Nguyễn Văn Ánh',
  'İlkay Şahin',
  'Ольга Петрова',
  '王 小明',
  'e\u0301mile  Zola',
  '  leading and trailing  ',
  'tab\there\nand newline',
  'no\u00a0break\u00a0space',
  'em\u2003space and\u3000ideographic',
  'narrow\u202fno-break and\u2028line',
  'zero\u200bwidth',
  'em—dash and en–dash',
  'under_score & "quoted"',
  '`backtick` ‘single’',
  '---',
  'a.b.c..d',
  'ÉMILE ÉMILE émile',
  'Renée 😀 Smiley',
];

/**
 * Code points names are made of, separators and their look-alikes included: spaces of every kind
 * (JavaScript's `\s` and a zero-width space that is not one), apostrophes, dashes, brackets,
 * combining accents and characters beyond U+FFFF.
 */
const NAME_UNITS = [
  ...'aAbBzZéÉçÇñøßİıΩжЖ中😀0123456789',
  '\u0301',
  '\u0327',
  ...' \t\n\v\f\r',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2003',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
  '\u200b',
  ..."'’‘`.,;:/()-",
  ...'—–_"&+[]!?',
];
const generatedNames = fc.sample(fc.string({ unit: fc.constantFrom(...NAME_UNITS), maxLength: 24 }), {
  numRuns: 400,
  seed: 20_260_601,
});

describe('name words: candidate_name_words_of (migration 0009) and nameWords', () => {
  it('split every stored name into exactly the words its typed form gives, in byte order', async () => {
    const names = [...NAMES, ...generatedNames];
    const rows = await t.database.query<{ i: number; words: Array<[string, string]> }>(
      `SELECT t.i::int AS i,
              coalesce((SELECT json_agg(json_build_array(w.word, w.previous_word))
                          FROM candidate_name_words_of(t.name) AS w), '[]') AS words
         FROM unnest($1::text[]) WITH ORDINALITY AS t (name, i)
        ORDER BY t.i`,
      [names.map(searchKey)],
    );
    expect(rows).toHaveLength(names.length);
    const mismatches = rows.flatMap(({ i, words }) => {
      const name = names[i - 1] as string;
      const expected = nameWords(name).sort(byteOrder);
      const stored = words.map(([word]) => word).sort(byteOrder);
      // Each word's previous word is the one before it in byte order ('' for the first).
      const previous = Object.fromEntries(words);
      const chained = expected.every((word, j) => previous[word] === (j === 0 ? '' : expected[j - 1]));
      const same = stored.length === expected.length && stored.every((w, j) => w === expected[j]);
      return same && chained ? [] : [{ name, sql: words, typescript: expected }];
    });
    expect(mismatches).toEqual([]);
  });

  it('count a word’s characters as PostgreSQL’s length() does (the kept counts’ shared prefix)', async () => {
    const words = [...new Set([...NAMES, ...generatedNames].flatMap(nameWords))];
    const rows = await t.database.query<{ length: number }>(
      'SELECT length(w)::int AS length FROM unnest($1::text[]) WITH ORDINALITY AS t (w, i) ORDER BY t.i',
      [words],
    );
    expect(rows.map((r) => r.length)).toEqual(words.map((w) => nameSearchParams([w]).name0Length));
  });

  it('find by startsWithRange exactly the byte-ordered texts that start with the prefix', async () => {
    // U+10FFFF, the range's upper bound, is a noncharacter no name holds; it is left out.
    const pairs = fc.sample(
      fc.tuple(fc.string({ unit: fc.constantFrom(...NAME_UNITS), maxLength: 8 }), fc.nat(4)),
      { numRuns: 300, seed: 7 },
    );
    const words = pairs.map(([word]) => searchKey(word));
    const prefixes = pairs.map(([, cut], i) => {
      const word = words[i] as string;
      // Half true prefixes (the word's first code points), half another word's start.
      const source = i % 2 === 0 ? word : (words[(i * 7) % words.length] as string);
      return Array.from(source).slice(0, cut).join('');
    });
    const ranges = prefixes.map(startsWithRange);
    const rows = await t.database.query<{ inside: boolean }>(
      `SELECT (t.word COLLATE "C" >= t.low AND t.word COLLATE "C" < t.high) AS inside
         FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t (word, low, high, i)
        ORDER BY t.i`,
      [words, ranges.map((r) => r.from), ranges.map((r) => r.to)],
    );
    expect(rows.map((r) => r.inside)).toEqual(words.map((word, i) => word.startsWith(prefixes[i] as string)));
  });
});

describe('names stored before migration 0015', () => {
  it('get their words again, split at the spaces the older class missed, with their counts', async () => {
    const before = await mkdtemp(path.join(os.tmpdir(), 'lar-migrations-'));
    const scratch = await testDatabase();
    const handle = await openDatabase({ url: scratch.url, dataDir: '', poolSize: 1 });
    try {
      for (const file of (await readdir(defaultMigrationsDir)).filter((f) => f < '0015')) {
        await copyFile(path.join(defaultMigrationsDir, file), path.join(before, file));
      }
      await migrate(handle, before);
      const names = ['Maria\u00a0Silva', 'Ana\u202fLima\ufeffCosta', 'Plain Name'];
      await handle.query(
        `WITH org AS (INSERT INTO organizations (name) VALUES ('respelled') RETURNING id)
         INSERT INTO candidates (organization_id, full_name, search_name, email)
         SELECT org.id, n.name, n.search_name, 'c' || n.i || '@example.com'
           FROM org, unnest($1::text[], $2::text[]) WITH ORDINALITY AS n (name, search_name, i)`,
        [names, names.map(searchKey)],
      );
      expect((await migrate(handle)).applied[0]).toBe('0015_name_words_split_at_every_space.sql');
      const rows = await handle.query<{ full_name: string; words: string[] }>(
        `SELECT c.full_name, json_agg(w.word) AS words
           FROM candidates c JOIN candidate_name_words w ON w.candidate_id = c.id GROUP BY c.full_name`,
      );
      const stored = Object.fromEntries(rows.map((r) => [r.full_name, [...r.words].sort(byteOrder)]));
      expect(stored).toEqual(Object.fromEntries(names.map((n) => [n, nameWords(n).sort(byteOrder)])));
      const [drift] = await handle.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM (
           SELECT word, sum(candidates) AS kept FROM candidate_name_word_counts GROUP BY word) k
           FULL JOIN (SELECT word, count(*) AS counted FROM candidate_name_words GROUP BY word) w USING (word)
          WHERE coalesce(kept, 0) <> coalesce(counted, 0)`,
      );
      expect(drift?.n).toBe(0);
    } finally {
      await handle.close();
      await scratch.drop();
      await rm(before, { recursive: true, force: true });
    }
  });
});

describe('AMI levels: ami_levels_json_of (migration 0012) and compareLevels', () => {
  it('write a program’s levels in the order compareLevels (UNIT_TYPE_ORDER) sorts them', async () => {
    const org = await t.createOrg('mirrors');
    const [program] = await t.database.query<{ id: number }>(
      `INSERT INTO gov_programs (organization_id, name, jurisdiction) VALUES ($1, 'Order check', 'Boston')
       RETURNING id`,
      [org.organizationId],
    );
    const levels: AmiLevelInput[] = [];
    for (const year of [2026, 2025]) {
      for (const percentage of [80, 30, 50.5]) {
        for (const unit_type of HOUSEHOLD_SIZES)
          levels.push({ year, percentage, limit_type: 'Income Limit', unit_type, limit_value: 1000 });
        for (const unit_type of RENT_UNIT_TYPES)
          levels.push({ year, percentage, limit_type: 'Rent Limit', unit_type, limit_value: 900 });
      }
    }
    // Inserted in a scrambled order, so neither the ids nor the insertion give the answer away.
    const scrambled = levels.map((_, i) => levels[(i * 37) % levels.length] as AmiLevelInput);
    await t.database.query(
      `INSERT INTO ami_levels (organization_id, program_id, year, percentage, limit_type, unit_type, limit_value)
       SELECT $1, $2, l.year, l.percentage, l.limit_type, l.unit_type, l.limit_value
         FROM json_to_recordset($3::json) AS l (year int, percentage numeric, limit_type text, unit_type text,
                                               limit_value numeric)`,
      [org.organizationId, program?.id, JSON.stringify(scrambled)],
    );
    const [row] = await t.database.query<{ levels: string }>('SELECT ami_levels_json_of($1, $2) AS levels', [
      org.organizationId,
      program?.id,
    ]);
    const written = JSON.parse(row?.levels ?? '[]') as AmiLevelInput[];
    const key = (l: AmiLevelInput) => `${l.year}|${l.limit_type}|${l.percentage}|${l.unit_type}`;
    expect(written).toHaveLength(levels.length);
    expect(written.map(key)).toEqual([...written].sort(compareLevels).map(key));
  });
});
