import { beforeAll, describe, expect, it } from 'vitest';
import { createCandidate, createOccupancy, createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, unique } from '../helpers/test-app.ts';

const t = useTestApp();
const org = t.org('curocc');
let propertyId: number;

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken, 'Oak Row')).id;
});

type Current = {
  id: number;
  unit_number: string | null;
  property_name: string;
  start_date: string;
  status: string;
} | null;
type Row = { id: number; full_name: string; email: string; occupancy: Current; version: number };

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) });

/** The candidate as its GET and as the list answer it. */
async function answers(candidate: { id: number; full_name: string }) {
  const one = json<Row>(await get(`/api/candidates/${candidate.id}`));
  const page = json<Row[]>(await get(`/api/candidates?full_name=${encodeURIComponent(candidate.full_name)}`));
  return { one, listed: page.filter((row) => row.id === candidate.id) };
}

async function placed(tenantId: number, start: string, status: string) {
  const unit = await createUnit(t, org.adminToken, propertyId);
  const occ = await createOccupancy(t, org.adminToken, unit.id, tenantId, { start_date: start, status });
  return { ...occ, unit };
}

describe("a candidate's current occupancy", () => {
  it('is a PENDING placement when there is no active one, the earliest first, once per candidate', async () => {
    const candidate = await createCandidate(t, org.adminToken, { full_name: unique('Pending Person ') });
    const later = await placed(candidate.id, '2099-09-01', 'PENDING');
    const sooner = await placed(candidate.id, '2099-06-01', 'PENDING');
    const { one, listed } = await answers(candidate);
    expect(listed).toHaveLength(1);
    for (const answer of [one, listed[0]]) {
      expect(answer?.occupancy).toEqual({
        id: sooner.id,
        unit_number: sooner.unit.unit_number,
        // Unit numbers repeat across properties: the unit comes with its property's name.
        property_name: 'Oak Row',
        program_name: null,
        start_date: '2099-06-01',
        status: 'PENDING',
      });
    }
    expect(later.id).not.toBe(sooner.id);
  });

  it('is the ACTIVE one when there is one beside a pending placement, in the answers of writes too', async () => {
    const candidate = await createCandidate(t, org.adminToken, { full_name: unique('Moving Person ') });
    await placed(candidate.id, '2099-06-01', 'PENDING');
    const active = await placed(candidate.id, '2024-01-01', 'ACTIVE');
    const { one, listed } = await answers(candidate);
    expect(listed).toHaveLength(1);
    expect(one.occupancy).toMatchObject({ id: active.id, status: 'ACTIVE' });
    expect(listed[0]?.occupancy).toMatchObject({ id: active.id, status: 'ACTIVE' });
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/candidates/${candidate.id}`,
      headers: bearer(org.adminToken),
      payload: { full_name: one.full_name, email: one.email, version: one.version },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(json<Row>(update).occupancy).toMatchObject({ id: active.id, status: 'ACTIVE' });
  });

  it('is none when every occupancy has ended', async () => {
    const candidate = await createCandidate(t, org.adminToken, { full_name: unique('Former Person ') });
    const occ = await placed(candidate.id, '2024-01-01', 'ACTIVE');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/occupancies/${occ.id}`,
      headers: bearer(org.adminToken),
    });
    const { one, listed } = await answers(candidate);
    expect(one.occupancy).toBeNull();
    expect(listed[0]?.occupancy).toBeNull();
  });
});
