import { type Candidate, candidate, maskDocumentNumber } from '@lar/contracts/candidates';
import { describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, unique } from '../helpers/test-app.ts';

/**
 * A candidate's answer is written from one field map (candidate-shape.ts): its list item, its GET,
 * its write answers and its audit snapshots. These tests hold the four to one another for the same
 * record, so a field added to the map (or left out of one of them) shows here.
 */
const t = useTestApp();
const org = t.org('answers');

const fields = {
  id_wp: 'wp "9"',
  phone_number: '6175550142',
  birth_date: '1961-02-28',
  income: 42000.5,
  household_size: 3,
  is_disabled: true,
  is_senior: true,
  postal_code: '02115',
  document_type: 'passport',
  document_number: 'X1234😀678',
};

const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
  const res = await t.app.inject({ method, url, headers: bearer(org.adminToken), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const getCandidate = async (id: number) => {
  const res = await t.app.inject({ url: `/api/candidates/${id}`, headers: bearer(org.adminToken) });
  expect(res.statusCode, res.body).toBe(200);
  return json<Candidate>(res);
};
const listed = async (fullName: string) => {
  const res = await t.app.inject({
    url: `/api/candidates?full_name=${encodeURIComponent(fullName)}`,
    headers: bearer(org.adminToken),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<Candidate[]>(res);
};
const auditOf = (id: number) =>
  t.database.query<{ action: string; before: unknown; after: unknown }>(
    `SELECT action, before, after FROM audit_log WHERE entity = 'candidate' AND entity_id = $1 ORDER BY id`,
    [id],
  );
/** A candidate as lists show it and the audit log keeps it. */
const masked = (answer: Candidate): Candidate => ({
  ...answer,
  document_number: maskDocumentNumber(answer.document_number),
});

describe("a candidate's answers", () => {
  it('have the contract’s fields, in its order, in the GET answer', async () => {
    const name = unique('Keys ');
    const created = json<Candidate>(
      await send('POST', '/api/candidates', { ...fields, full_name: name, email: `${name}@example.com` }),
    );
    expect(Object.keys(await getCandidate(created.id))).toEqual(Object.keys(candidate.shape));
  });

  it('are recorded in the audit log as the GET answers them, document number masked', async () => {
    const name = unique('Audited ');
    const email = `${name.replace(/\W/g, '')}@example.com`.toLowerCase();
    const created = json<Candidate>(
      await send('POST', '/api/candidates', { ...fields, full_name: name, email }),
    );
    const afterCreate = await getCandidate(created.id);
    await send('PUT', `/api/candidates/${created.id}`, {
      ...fields,
      full_name: `${name} Renamed`,
      document_number: 'AB9876',
      income: null,
      email,
      version: afterCreate.version,
    });
    const afterUpdate = await getCandidate(created.id);
    await send('DELETE', `/api/candidates/${created.id}`);

    const audit = await auditOf(created.id);
    expect(audit).toEqual([
      { action: 'create', before: null, after: masked(afterCreate) },
      { action: 'update', before: masked(afterCreate), after: masked(afterUpdate) },
      { action: 'delete', before: masked(afterUpdate), after: null },
    ]);
    for (const entry of audit.slice(0, 2)) {
      expect(Object.keys(entry.after as object).sort()).toEqual(Object.keys(afterCreate).sort());
    }
    expect(JSON.stringify(audit)).not.toContain('X1234😀678');
    expect(JSON.stringify(audit)).toContain('•••• 😀678');
  });

  it('say the same in the list, the GET, the write answer and the audit, current occupancy included', async () => {
    const name = unique('Fourfold ');
    const email = `${name.replace(/\W/g, '')}@example.com`.toLowerCase();
    const created = json<Candidate>(
      await send('POST', '/api/candidates', { ...fields, full_name: name, email }),
    );
    const property = await create.property(t, org.adminToken);
    const unit = await create.unit(t, org.adminToken, property.id, { unit_number: `${name} 7C` });
    await create.occupancy(t, org.adminToken, unit.id, created.id, { start_date: '2026-02-01' });
    const written = json<Candidate>(
      await send('PUT', `/api/candidates/${created.id}`, {
        ...fields,
        full_name: `${name} Tenant`,
        email,
        version: created.version,
      }),
    );
    const one = await getCandidate(created.id);
    const [item, ...others] = await listed(name);
    const [, update] = await auditOf(created.id);

    expect(others).toEqual([]);
    expect(written).toEqual(one);
    expect(item).toEqual(masked(one));
    expect(update?.after).toEqual(masked(one));
    expect(one.occupancy).toMatchObject({ unit_number: unit.unit_number, start_date: '2026-02-01' });
    expect(update?.before).toEqual({ ...masked(one), ...beforeRename(created, one) });
  });
});

/** What the update changed: the name, the version and the time of the change. */
function beforeRename(created: Candidate, now: Candidate): Partial<Candidate> {
  return {
    full_name: created.full_name,
    version: created.version,
    updated_at: created.updated_at,
    occupancy: now.occupancy,
  };
}
