import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICES_MAX } from '../../src/modules/recertifications/recertification.service.ts';
import { createProperty } from '../helpers/fixtures.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { expectNotFound, expectRefused, sendAs } from '../helpers/test-app.ts';
import { certify, household, listOf } from './recertification-fixtures.ts';

/**
 * Notices of a bucket: which households get a letter, what each letter says (read back from the
 * PDF), and what is recorded.
 */
const { t, org, other } = useTwoOrgs('notices');
let propertyId: number;
let emptyPropertyId: number;
const households: Array<{ occupancyId: number; household: string; language: string }> = [];

const notices = (token: string, body: object) =>
  sendAs(t, token, 'POST', '/api/recertifications/notices', body);

const noticeRows = () =>
  t.database.query<Record<string, unknown>>(
    `SELECT occupancy_id, to_char(due_date, 'YYYY-MM-DD') AS due_date, bucket, language, sent_by
       FROM recertification_notices WHERE organization_id = $1 ORDER BY id`,
    [org.organizationId],
  );

beforeAll(async () => {
  const property = await createProperty(t, org.adminToken);
  propertyId = property.id;
  await t.database.query(
    `UPDATE properties SET street1 = '1 Main St', city = 'Marfa', state = 'TX', postal_code = '79843'
      WHERE id = $1`,
    [propertyId],
  );
  emptyPropertyId = (await createProperty(t, org.adminToken)).id;
  // On 2026-01-01, DUE_30: due 2026-01-10 and 2026-01-20; DUE_90: due 2026-03-15.
  for (const [start, language] of [
    ['2025-01-10', 'pt'],
    ['2025-01-20', null],
    ['2025-03-15', 'es'],
  ] as const) {
    const h = await household(t, org, propertyId, start, language ? { language } : {});
    await certify(t, org, h.occupancyId, 'MOVE_IN', start);
    households.push({ occupancyId: h.occupancyId, household: h.household, language: language ?? 'en' });
  }
});

describe('POST /api/recertifications/notices', () => {
  it('prints one letter per household of the bucket, in its language, and records each as sent', async () => {
    const res = await notices(org.adminToken, {
      property_id: propertyId,
      bucket: 'DUE_30',
      as_of: '2026-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [first, second] = households;
    // One page per letter, in the households' order by due date, each in its language.
    const pages = await pdfPageTexts(res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(first?.household);
    expect(pages[0]).toContain('10 de janeiro de 2026');
    expect(pages[0]).toContain('1 Main St, Marfa, TX 79843');
    expect(pages[1]).toContain(second?.household);
    expect(pages[1]).toContain('January 20, 2026');
    expect(pages[1]).not.toContain(first?.household);
    expect(await noticeRows()).toEqual([
      {
        occupancy_id: first?.occupancyId,
        due_date: '2026-01-10',
        bucket: 'DUE_30',
        language: 'pt',
        sent_by: org.adminUsername,
      },
      {
        occupancy_id: second?.occupancyId,
        due_date: '2026-01-20',
        bucket: 'DUE_30',
        language: 'en',
        sent_by: org.adminUsername,
      },
    ]);
    const [audit] = await t.database.query<{ entity_id: number; after: { occupancy_ids: number[] } }>(
      `SELECT entity_id, after FROM audit_log WHERE organization_id = $1 AND entity = 'recertification_notices'`,
      [org.organizationId],
    );
    expect(audit).toMatchObject({
      entity_id: propertyId,
      after: { occupancy_ids: [first?.occupancyId, second?.occupancyId] },
    });
    // The calendar shows when the notice about that due date was sent.
    const { items } = await listOf(t, org, {
      property_id: propertyId,
      bucket: 'DUE_30',
      as_of: '2026-01-01',
    });
    expect(items.every((i) => i.notice_sent_at !== null && !Number.isNaN(Date.parse(i.notice_sent_at)))).toBe(
      true,
    );
  });

  it('answers 409 for a bucket with no household, changing nothing', async () => {
    await expectRefused(t.database, 409, { code: 'CONFLICT' }, [
      () => notices(org.adminToken, { property_id: emptyPropertyId, bucket: 'DUE_30', as_of: '2026-01-01' }),
      () => notices(org.adminToken, { property_id: propertyId, bucket: 'DUE_120', as_of: '2026-01-01' }),
    ]);
  });

  it('refuses a bad bucket, date or property id with 400', async () => {
    await expectRefused(t.database, 400, { code: 'VALIDATION_FAILED' }, [
      () => notices(org.adminToken, { property_id: propertyId, bucket: 'DUE_45' }),
      () => notices(org.adminToken, { property_id: propertyId, bucket: 'DUE_30', as_of: '01/01/2026' }),
      () => notices(org.adminToken, { property_id: 0, bucket: 'DUE_30' }),
      () => notices(org.adminToken, { bucket: 'DUE_30' }),
      () => notices(org.adminToken, { property_id: propertyId, bucket: 'DUE_30', extra: 1 }),
    ]);
  });

  it(`refuses a bucket of more than ${NOTICES_MAX} households with 400, recording nothing`, async () => {
    const crowded = (await createProperty(t, org.adminToken)).id;
    // Written directly: that many households through the API would take minutes.
    const n = NOTICES_MAX + 1;
    await t.database.query(
      `INSERT INTO units (organization_id, property_id, unit_number, unit_type)
       SELECT $1, $2, 'C' || i, '1BR' FROM generate_series(1, $3::int) i`,
      [org.organizationId, crowded, n],
    );
    await t.database.query(
      `INSERT INTO candidates (organization_id, full_name, search_name, email)
       SELECT $1, 'Crowd ' || i, 'crowd ' || i, 'crowd' || i || '@example.com' FROM generate_series(1, $2::int) i`,
      [org.organizationId, n],
    );
    await t.database.query(
      `INSERT INTO occupancies (organization_id, unit_id, tenant_id, rent_amount, start_date)
       SELECT u.organization_id, u.id, c.id, 900, '2025-01-15'
         FROM units u JOIN candidates c ON c.organization_id = u.organization_id
                                       AND c.email = 'crowd' || substr(u.unit_number, 2) || '@example.com'
        WHERE u.organization_id = $1 AND u.property_id = $2`,
      [org.organizationId, crowded],
    );
    const { total } = await listOf(t, org, { property_id: crowded, bucket: 'DUE_30', as_of: '2026-01-01' });
    expect(total).toBe(n);
    await expectRefused(t.database, 400, { code: 'VALIDATION_FAILED' }, [
      () => notices(org.adminToken, { property_id: crowded, bucket: 'DUE_30', as_of: '2026-01-01' }),
    ]);
  });

  it("answers 404 for another organization's property, recording nothing", async () => {
    await expectNotFound(t.database, [
      () => notices(other.adminToken, { property_id: propertyId, bucket: 'DUE_30', as_of: '2026-01-01' }),
    ]);
  });
});
