import { REFERENCE_ALPHABET, REFERENCE_PATTERN } from '@lar/contracts/applications';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { randomReference } from '../../src/modules/applications/application-reference.repository.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';
import { member, pdf, submit } from './intake-fixtures.ts';

/**
 * References a stranger cannot guess from their own, and a honeypot a bot cannot tell from a real
 * submission (decision 055).
 */
const t = useTestApp();
const site = t.org('references');
let listingId: number;

beforeAll(async () => {
  const property = await createProperty(t, site.adminToken);
  listingId = (await listedUnit(t, site.adminToken, property.id)).id;
});

const valid = (fields: Record<string, unknown> = {}) => ({
  listing_id: listingId,
  email: 'ref.check@example.com',
  language: 'en',
  members: [member('Rita Check', 'HEAD', { employment: '30000' })],
  total_assets: '0',
  preference_ids: [],
  consent: true,
  ...fields,
});

const referenceOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(201);
  return json<{ reference: string }>(res).reference;
};

const status = (reference: string, email = 'ref.check@example.com') =>
  t.app.inject({
    method: 'GET',
    url: `/api/public/applications/status?reference=${encodeURIComponent(reference)}&email=${encodeURIComponent(email)}`,
  });

const applications = async () => {
  const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM applications');
  return row?.n;
};

describe('application references', () => {
  it('are LAR-XXXX-XXXX from an alphabet without 0, O, 1, I, L or U', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(30);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OILU]/);
    for (let i = 0; i < 2000; i++) {
      const reference = randomReference();
      expect(reference).toMatch(/^LAR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
      expect(reference).toMatch(REFERENCE_PATTERN);
    }
  });

  it('use every character of the alphabet, about evenly (drawn uniformly)', () => {
    const counts = new Map<string, number>();
    const draws = 3000;
    for (let i = 0; i < draws; i++)
      for (const c of randomReference().replace(/^LAR-|-/g, '')) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...REFERENCE_ALPHABET].sort().join(''));
    // 24 000 characters over 30: 800 each expected; 600 and 1000 are over 7 standard deviations out.
    for (const n of counts.values()) expect(n).toBeGreaterThan(600);
    for (const n of counts.values()) expect(n).toBeLessThan(1000);
  });

  it('differ from one submission to the next, and the next is not the previous plus one', async () => {
    const references: string[] = [];
    for (let i = 0; i < 6; i++)
      references.push(referenceOf(await submit(t, valid({ email: `ref${i}@example.com` }), [])));
    expect(new Set(references).size).toBe(references.length);
    for (const reference of references)
      expect(reference).toMatch(/^LAR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    // Consecutive references share no position more often than chance (1 in 30 per character).
    const shared = references
      .slice(1)
      .map((r, i) => [...r].filter((c, j) => j > 3 && c !== '-' && c === references[i]?.[j]).length);
    expect(shared.reduce((a, b) => a + b, 0)).toBeLessThan(8);
  });

  it('are refused by the database in any other form (the CHECK of migration 0048)', async () => {
    const [property] = await t.database.query<{ id: number }>(
      'SELECT id FROM properties WHERE organization_id = $1 LIMIT 1',
      [site.organizationId],
    );
    const insert = (reference: string) =>
      t.database.query(
        `INSERT INTO applications (organization_id, property_id, reference, head_name, email, birth_date, members,
            household_size, annual_income, consent_at)
         VALUES ($1, $2, $3, 'Olga', 'olga@example.com', '1980-01-01', '[]', 1, 0, now())`,
        [site.organizationId, property?.id, reference],
      );
    await expect(insert('LAR-AB0D-EFGH')).rejects.toThrow();
    await expect(insert('LAR-ABCD-EFG')).rejects.toThrow();
    await expect(insert('LAR-2026-12345')).rejects.toThrow();
    await insert('LAR-2026-000042');
    await insert('LAR-ABCD-EFGH');
    // One reference is one application.
    await expect(insert('LAR-ABCD-EFGH')).rejects.toThrow();
  });

  it('of both forms are found by the status check, typed in any case', async () => {
    const fresh = referenceOf(await submit(t, valid({ email: 'both.forms@example.com' }), []));
    const found = await status(fresh.toLowerCase(), 'both.forms@example.com');
    expect(json(found)).toMatchObject({ reference: fresh, status: 'SUBMITTED' });
    // A reference given before this change, in the year-and-number form.
    const [old] = await t.database.query<{ reference: string }>(
      `UPDATE applications SET reference = 'LAR-2025-000777' WHERE reference = $1 RETURNING reference`,
      [fresh],
    );
    expect(json(await status(old?.reference ?? '', 'both.forms@example.com'))).toMatchObject({
      reference: 'LAR-2025-000777',
      status: 'SUBMITTED',
    });
  });
});

describe('a filled honeypot', () => {
  it('is answered like a real submission: 201, the same body keys and reference form, nothing stored', async () => {
    const before = await applications();
    const real = await submit(t, valid({ email: 'real.one@example.com' }), [
      { filename: 'a.pdf', type: 'application/pdf', data: pdf() },
    ]);
    const bot = await submit(t, valid({ email: 'bot.one@example.com', website: 'http://spam.example' }), [
      { filename: 'a.pdf', type: 'application/pdf', data: pdf() },
    ]);
    expect(bot.statusCode).toBe(real.statusCode);
    expect(Object.keys(json(bot))).toEqual(Object.keys(json(real)));
    expect(referenceOf(bot)).toMatch(/^LAR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(bot.headers['content-type']).toBe(real.headers['content-type']);
    expect(await applications()).toBe((before ?? 0) + 1);
  });

  it('gets the same 400 as a real submission for the same mistake', async () => {
    const wrongFile = [{ filename: 'a.pdf', type: 'application/pdf', data: Buffer.from('not a pdf') }];
    const real = await submit(t, valid({ email: 'real.two@example.com' }), wrongFile);
    const bot = await submit(t, valid({ email: 'bot.two@example.com', website: 'x' }), wrongFile);
    expect(real.statusCode).toBe(400);
    expect(bot.statusCode).toBe(400);
    expect(json(bot)).toEqual(json(real));
  });

  it("has a reference the status check answers like an unknown one's: the same 404", async () => {
    const reference = referenceOf(
      await submit(t, valid({ email: 'bot.three@example.com', website: 'x' }), []),
    );
    const decoy = await status(reference, 'bot.three@example.com');
    const unknown = await status('LAR-ZZZZ-ZZZZ', 'bot.three@example.com');
    expect(decoy.statusCode).toBe(404);
    expect(json(decoy)).toEqual(json(unknown));
  });

  it('takes about as long as a real submission (it is stored whole, then rolled back)', async () => {
    const timed = async (fields: Record<string, unknown>) => {
      const started = performance.now();
      referenceOf(
        await submit(t, valid(fields), [{ filename: 'a.pdf', type: 'application/pdf', data: pdf(200_000) }]),
      );
      return performance.now() - started;
    };
    const real: number[] = [];
    const bot: number[] = [];
    for (let i = 0; i < 5; i++) {
      real.push(await timed({ email: `timing${i}@example.com` }));
      bot.push(await timed({ email: `timing.bot${i}@example.com`, website: 'x' }));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    // Before, a honeypot answered without touching the database: a small fraction of a real one.
    expect(median(bot)).toBeGreaterThan(median(real) * 0.5);
  });
});
