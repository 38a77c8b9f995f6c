import { candidate } from '@lar/contracts/candidates';
import { occupancy } from '@lar/contracts/occupancies';
import { govProgram, programSummary } from '@lar/contracts/programs';
import { unit } from '@lar/contracts/units';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemSchema } from '../../src/lib/route-schemas.ts';
import { create } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer } from '../helpers/test-app.ts';
import { incomeLevels, rentLevels } from '../programs/program-fixtures.ts';

/**
 * Answers written by PostgreSQL (record shapes) and by the routes' serializer alike are exactly
 * what the contracts describe: parsing with the contract's schema neither drops a key nor changes
 * a value.
 */

const t = useTestApp();
const org = t.org('answers');

/** The answer's body, after checking the contract's schema reads it without dropping or changing anything. */
function exactly<T extends z.ZodType>(schema: T, response: LightMyRequestResponse): z.infer<T> {
  const body: unknown = JSON.parse(response.body);
  expect(schema.parse(body), response.body.slice(0, 200)).toEqual(body);
  return body as z.infer<T>;
}

describe('real answers', () => {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) });

  it('occupancies, candidates, units and a program with its levels parse with the contracts', async () => {
    const token = org.adminToken;
    const property = await create.property(t, token);
    const program = await create.program(t, token);
    const years = [2024, 2025, 2026];
    const percentages = [30, 50, 60, 80, 100];
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/govprograms',
      headers: bearer(token),
      payload: {
        name: 'Many levels',
        jurisdiction: 'Boston',
        eligibility_criteria: { senior_only: true, max_household: 8, note: 'Two "quoted" words', none: null },
        required_documents: ['ID', 'Pay stubs'],
        notes: 'Line one\nline two',
        ami_levels: years.flatMap((year) =>
          percentages.flatMap((p) => [...incomeLevels(year, p), ...rentLevels(year, p)]),
        ),
      },
    });
    expect(big.statusCode, big.body).toBe(201);

    const furnished = await create.unit(t, token, property.id, {
      gov_program_id: program.id,
      bathrooms: 1.5,
      square_feet: 820,
      amenities: ['Balcony', 'Dishwasher'],
      notes: 'Corner unit',
    });
    const bare = await create.unit(t, token, property.id);
    const full = await create.candidate(t, token, {
      phone_number: '(617) 555-0142',
      birth_date: '1980-05-04',
      income: '41000.50',
      household_size: 3,
      is_senior: true,
      postal_code: '02115',
      document_type: 'passport',
      document_number: 'X1234567',
    });
    const plain = await create.candidate(t, token);
    await create.occupancy(t, token, furnished.id, full.id, {
      program_id: program.id,
      ami_percentage: '60.5',
      placement_fee: 250,
    });
    await create.occupancy(t, token, bare.id, plain.id, { end_date: '2025-12-31', status: 'ENDED' });

    const occupancies = await get('/api/occupancies');
    expect(occupancies.statusCode).toBe(200);
    const rows = exactly(z.array(occupancy), occupancies);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.program_id === null).sort()).toEqual([false, true]);
    for (const row of rows) {
      expect(exactly(occupancy, await get(`/api/occupancies/${row.id}`))).toEqual(row);
    }

    const candidates = await get('/api/candidates');
    const tenants = exactly(z.array(candidate), candidates);
    expect(tenants.find((c) => c.id === full.id)?.occupancy).not.toBeNull();
    const one = await get(`/api/candidates/${plain.id}`);
    expect(exactly(candidate, one).phone_number).toBeNull();

    const units = await get(`/api/units?property_id=${property.id}`);
    expect(exactly(z.array(unit), units)).toHaveLength(2);

    const levels = await get(`/api/govprograms/${big.json().id}`);
    const parsed = exactly(govProgram, levels);
    expect(parsed.ami_levels).toHaveLength(years.length * percentages.length * 15);
    const listed = exactly(z.array(govProgram), await get('/api/govprograms?limit=100'));
    expect(listed.find((p) => p.id === parsed.id)).toEqual(parsed);
    const summaries = exactly(z.array(programSummary), await get('/api/govprograms/summaries'));
    expect(summaries.find((p) => p.id === parsed.id)).toMatchObject({
      level_count: parsed.ami_levels.length,
      first_year: 2024,
      last_year: 2026,
    });
    expect(parsed.eligibility_criteria).toEqual({
      senior_only: true,
      max_household: 8,
      note: 'Two "quoted" words',
      none: null,
    });
  });

  it('problem details, with and without field errors', async () => {
    const missing = await get('/api/occupancies/999999');
    expect(missing.statusCode).toBe(404);
    exactly(problemSchema, missing);

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/occupancies',
      headers: bearer(org.adminToken),
      payload: { unit_id: 'x', rent_amount: -1 },
    });
    expect(invalid.statusCode).toBe(400);
    const body = exactly(problemSchema, invalid);
    expect(body.errors?.length).toBeGreaterThan(0);
  });
});
