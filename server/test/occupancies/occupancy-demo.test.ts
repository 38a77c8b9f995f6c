import { type Candidate, candidateBody } from '@lar/contracts/candidates';
import type { Occupancy } from '@lar/contracts/occupancies';
import type { Unit } from '@lar/contracts/units';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../helpers/suite.ts';
import { bearer } from '../helpers/test-app.ts';

const t = useDemoApp('occ');

describe('units, candidates and occupancies demo data', () => {
  it('gives the demo properties units whose AMI levels follow the unit rule', async () => {
    const units = await t.get<Unit[]>('/api/units?limit=500');
    expect(units.length).toBeGreaterThanOrEqual(12);
    expect(new Set(units.map((u) => u.property_id)).size).toBeGreaterThanOrEqual(2);
    expect(units.some((u) => u.ami_level_name === null)).toBe(true);
    for (const u of units.filter((x) => x.ami_level_id !== null)) {
      // Saving it again unchanged passes the server's own checks (rent limit of its program and type).
      const { id, version, property_id, unit_number, unit_type, unit_style, bathrooms, square_feet } = u;
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/units/${id}`,
        headers: bearer(t.token),
        payload: {
          version,
          property_id,
          unit_number,
          unit_type,
          unit_style,
          bathrooms,
          square_feet,
          gov_program_id: u.gov_program_id,
          ami_level_id: u.ami_level_id,
          is_ada_compliant: u.is_ada_compliant,
          amenities: u.amenities,
          notes: u.notes,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('has candidates with Portuguese, Spanish and English names that pass the form rules', async () => {
    const candidates = await t.get<Candidate[]>('/api/candidates?limit=500');
    const names = candidates.map((c) => c.full_name);
    expect(names).toEqual(expect.arrayContaining(['João Pedro Araújo', 'José Ramón Núñez', 'Emily Johnson']));
    for (const c of candidates) {
      const full = await t.get<Candidate>(`/api/candidates/${c.id}`);
      const check = candidateBody.safeParse({
        id_wp: full.id_wp,
        full_name: full.full_name,
        email: full.email,
        phone_number: full.phone_number,
        birth_date: full.birth_date,
        income: full.income,
        household_size: full.household_size,
        is_disabled: full.is_disabled,
        is_senior: full.is_senior,
        postal_code: full.postal_code,
        document_type: full.document_type,
        document_number: full.document_number,
      });
      expect(check.success, JSON.stringify(check.error?.issues)).toBe(true);
    }
    // Accent-insensitive search finds the demo names.
    expect((await t.get<Candidate[]>('/api/candidates?full_name=joao')).map((c) => c.full_name)).toContain(
      'João Pedro Araújo',
    );
    expect((await t.get<Candidate[]>('/api/candidates?status=tenants')).length).toBeGreaterThan(0);
    expect((await t.get<Candidate[]>('/api/candidates?status=applicants')).length).toBeGreaterThan(0);
  });

  it('has occupancies in every status, consistent with their dates', async () => {
    const rows = await t.get<Occupancy[]>('/api/occupancies?limit=500');
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(['ACTIVE', 'PENDING', 'ENDED']));
    for (const o of rows) {
      expect(o.end_date === null, `occupancy ${o.id}`).toBe(o.status !== 'ENDED');
      if (o.end_date) expect(o.end_date >= o.start_date).toBe(true);
    }
    const active = rows.filter((o) => o.status === 'ACTIVE');
    expect(new Set(active.map((o) => o.unit_id)).size).toBe(active.length);
    expect(new Set(active.map((o) => o.tenant_id)).size).toBe(active.length);
  });
});
