import { beforeEach, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, tableSnapshot } from '../helpers/test-app.ts';

/**
 * A create and an update are each one statement (candidate-writes.repository.ts): the row, its audit record
 * and the answer together. These tests hold the answer to the record's own GET and the statement
 * count to one; candidate-answers.test.ts holds the audit record to the GET.
 */
const t = useTestApp({}, { onQuery: (text) => statements.push(text) });
const org = t.org('writes');
const statements: string[] = [];

beforeEach(() => {
  statements.length = 0;
});

const fields = {
  full_name: 'Inês Conceição Núñez',
  phone_number: '6175550142',
  birth_date: '1988-04-12',
  income: 42000.5,
  household_size: 3,
  is_disabled: true,
  is_senior: false,
  postal_code: '02115',
  document_type: 'passport',
  document_number: 'X12345678',
};

const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: bearer(org.adminToken), payload });
const getCandidate = async (id: number) => {
  const res = await t.app.inject({ url: `/api/candidates/${id}`, headers: bearer(org.adminToken) });
  expect(res.statusCode).toBe(200);
  return json(res);
};
const auditOf = (id: number) =>
  t.database.query<{ action: string; actor_username: string; before: unknown; after: unknown }>(
    `SELECT action, actor_username, before, after FROM audit_log
      WHERE entity = 'candidate' AND entity_id = $1 ORDER BY id`,
    [id],
  );
/** Statements that read or change candidates or the audit log, or open or close a transaction. */
const writeStatements = () =>
  statements.filter((text) => /\bcandidates\b|audit_log|^\s*(begin|commit)\b/i.test(text));

describe('candidate writes', () => {
  it('answers a create with the record as its own GET shows it', async () => {
    const res = await send('POST', '/api/candidates', { ...fields, email: 'ines.create@example.com' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['content-type']).toContain('application/json');
    const created = json(res);
    expect(created).toEqual(await getCandidate(Number(created.id)));
    expect(created).toMatchObject({
      ...fields,
      email: 'ines.create@example.com',
      version: 1,
      occupancy: null,
    });
  });

  it('answers an update with the record as its GET shows it, current occupancy included', async () => {
    const property = await create.property(t, org.adminToken);
    const unit = await create.unit(t, org.adminToken, property.id, { unit_number: '7C' });
    const tenant = await create.candidate(t, org.adminToken);
    await create.occupancy(t, org.adminToken, unit.id, tenant.id, { start_date: '2026-02-01' });
    const res = await send('PUT', `/api/candidates/${tenant.id}`, {
      ...fields,
      email: 'ines.tenant@example.com',
      version: tenant.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = json(res);
    expect(updated).toEqual(await getCandidate(tenant.id));
    expect(updated).toMatchObject({
      ...fields,
      version: tenant.version + 1,
      occupancy: { unit_number: '7C', start_date: '2026-02-01' },
    });
  });

  it('writes a create and an update in one statement each, without a transaction around them', async () => {
    const created = json(
      await send('POST', '/api/candidates', { ...fields, email: 'ines.once@example.com' }),
    );
    expect(writeStatements()).toHaveLength(1);
    statements.length = 0;
    const res = await send('PUT', `/api/candidates/${created.id}`, {
      ...fields,
      email: 'ines.once@example.com',
      version: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(writeStatements()).toHaveLength(1);
  });

  it('keeps a field an update leaves out as stored, and clears one sent empty', async () => {
    const created = json(
      await send('POST', '/api/candidates', { ...fields, email: 'ines.kept@example.com', language: 'pt' }),
    );
    // A client that knows only the name and e-mail: every other field stays as stored.
    const res = await send('PUT', `/api/candidates/${created.id}`, {
      full_name: 'Inês Núñez',
      email: 'ines.kept@example.com',
      version: created.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await getCandidate(Number(created.id))).toMatchObject({
      ...fields,
      full_name: 'Inês Núñez',
      language: 'pt',
      version: Number(created.version) + 1,
    });
    const cleared = await send('PUT', `/api/candidates/${created.id}`, {
      full_name: 'Inês Núñez',
      email: 'ines.kept@example.com',
      document_number: null,
      document_type: '',
      is_disabled: false,
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await getCandidate(Number(created.id))).toMatchObject({
      phone_number: fields.phone_number,
      income: fields.income,
      document_number: null,
      document_type: null,
      is_disabled: false,
      language: 'pt',
    });
  });

  it('refuses an update to a taken e-mail or of a stale version, and changes nothing', async () => {
    await create.candidate(t, org.adminToken, { email: 'taken@example.com' });
    const c = await create.candidate(t, org.adminToken);
    const before = await tableSnapshot(t.database);
    const taken = await send('PUT', `/api/candidates/${c.id}`, {
      ...fields,
      email: 'taken@example.com',
      version: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(json(taken)).toMatchObject({ code: 'DUPLICATE', errors: [{ field: 'email' }] });
    const stale = await send('PUT', `/api/candidates/${c.id}`, {
      ...fields,
      email: 'fresh@example.com',
      version: 7,
    });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).code).toBe('VERSION_CONFLICT');
    const missing = await send('PUT', '/api/candidates/999999', {
      ...fields,
      email: 'fresh@example.com',
      version: 1,
    });
    expect(missing.statusCode).toBe(404);
    expect(await tableSnapshot(t.database)).toEqual(before);
    expect((await getCandidate(c.id)).version).toBe(1);
  });

  it('lets one of two concurrent updates at the same version through, and records only that one', async () => {
    const c = await create.candidate(t, org.adminToken);
    const answers = await Promise.all(
      ['First Writer', 'Second Writer'].map((full_name) =>
        send('PUT', `/api/candidates/${c.id}`, { full_name, email: `race${c.id}@example.com`, version: 1 }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = json(answers.find((res) => res.statusCode === 200) ?? answers[0]!);
    expect(await getCandidate(c.id)).toMatchObject({ full_name: winner.full_name, version: 2 });
    expect((await auditOf(c.id)).map((entry) => entry.action)).toEqual(['create', 'update']);
  });
});
