import { createHash } from 'node:crypto';
import { REFERENCE_PATTERN } from '@lar/contracts/applications';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { json, withTestApp } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';
import { member, pdf, png, submit } from './intake-fixtures.ts';

/**
 * Applying online (decision 031): the record, its documents and its notice in one transaction,
 * checked whole first; duplicates flagged both ways; the status check by reference and e-mail.
 */
const { t, org: site, other } = useTwoOrgs('site', 'otherapply');
let propertyId: number;
let listingId: number;
let unlistedId: number;
let city: number;
let veteran: number;
let retired: number;
let otherListingId: number;
let otherPropertyId: number;

async function preference(organizationId: number, property: number, rank: number, active = true) {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO property_preferences (organization_id, property_id, rank, name, description, active)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [organizationId, property, rank, `Preference ${rank}`, `About ${rank}`, active],
  );
  return Number(row?.id);
}

const valid = (fields: Record<string, unknown> = {}) => ({
  listing_id: listingId,
  email: 'ana.souza@example.com',
  phone: '(617) 555-0100',
  language: 'pt',
  members: [
    member('Ana Souza', 'HEAD', { employment: '41234.56' }),
    member('Rui Souza', 'DEPENDENT', { social_security: 12.34, other: '1000.10' }, '2010-07-01'),
  ],
  total_assets: '2500.50',
  preference_ids: [veteran, city],
  consent: true,
  ...fields,
});

const counts = async () => {
  const [row] = await t.database.query<{ a: number; d: number; o: number }>(
    `SELECT (SELECT count(*)::int FROM applications) AS a, (SELECT count(*)::int FROM application_documents) AS d,
            (SELECT count(*)::int FROM email_outbox) AS o`,
  );
  return row;
};

interface StoredApplication {
  id: number;
  organization_id: number;
  property_id: number;
  unit_id: number | null;
  status: string;
  head_name: string;
  email: string;
  phone: string | null;
  language: string;
  birth_date: string;
  household_size: number;
  annual_income: string;
  total_assets: string;
  claimed_preference_ids: number[];
  duplicate_flag: boolean;
  duplicate_of_ids: number[];
  members: Array<{ name: string }>;
}

const stored = async (reference: string) => {
  const [row] = await t.database.query<StoredApplication>(
    `SELECT id, organization_id, property_id, unit_id, status, head_name, email, phone, language,
            birth_date::text AS birth_date, household_size, annual_income::text AS annual_income,
            total_assets::text AS total_assets, claimed_preference_ids, duplicate_flag, duplicate_of_ids, members
       FROM applications WHERE reference = $1`,
    [reference],
  );
  return row as StoredApplication;
};

const referenceOf = (res: LightMyRequestResponse) => {
  expect(res.statusCode, res.body).toBe(201);
  return json<{ reference: string }>(res).reference;
};

beforeAll(async () => {
  const property = await createProperty(t, site.adminToken);
  propertyId = property.id;
  listingId = (await listedUnit(t, site.adminToken, propertyId)).id;
  unlistedId = (await createUnit(t, site.adminToken, propertyId)).id;
  veteran = await preference(site.organizationId, propertyId, 2);
  city = await preference(site.organizationId, propertyId, 1);
  retired = await preference(site.organizationId, propertyId, 3, false);
  const otherProperty = await createProperty(t, other.adminToken);
  otherPropertyId = otherProperty.id;
  otherListingId = (await listedUnit(t, other.adminToken, otherPropertyId)).id;
});

describe('POST /api/public/applications', () => {
  it('stores the household, its totals in cents, its documents with their SHA-256 and its notice', async () => {
    const before = await counts();
    const document = pdf(4000);
    const res = await submit(t, valid(), [
      { filename: 'pay stub.pdf', type: 'application/pdf', data: document },
    ]);
    const reference = referenceOf(res);
    expect(reference).toMatch(REFERENCE_PATTERN);
    const row = await stored(reference);
    expect(row).toMatchObject({
      organization_id: site.organizationId,
      property_id: propertyId,
      unit_id: listingId,
      status: 'SUBMITTED',
      head_name: 'Ana Souza',
      email: 'ana.souza@example.com',
      phone: '6175550100',
      language: 'pt',
      birth_date: '1985-03-02',
      household_size: 2,
      // 41,234.56 + 12.34 + 1,000.10, summed in cents.
      annual_income: '42247.00',
      total_assets: '2500.50',
      duplicate_flag: false,
      duplicate_of_ids: [],
    });
    expect(row.claimed_preference_ids.map(Number)).toEqual([veteran, city]);
    expect(row.members.map((m) => m.name)).toEqual(['Ana Souza', 'Rui Souza']);

    const documents = await t.database.query<{
      file_name: string;
      content_type: string;
      byte_size: number;
      sha256: string;
      content: Uint8Array;
    }>(
      `SELECT file_name, content_type, byte_size, sha256,
              (SELECT string_agg(content, ''::bytea ORDER BY part) FROM application_document_parts
                WHERE document_id = d.id) AS content
         FROM application_documents d WHERE application_id = $1`,
      [row.id],
    );
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      file_name: 'pay stub.pdf',
      content_type: 'application/pdf',
      byte_size: 4000,
      sha256: createHash('sha256').update(document).digest('hex'),
    });
    expect(Buffer.from(documents[0]?.content ?? []).equals(document)).toBe(true);

    const notices = await t.database.query<{
      kind: string;
      to_address: string;
      language: string;
      subject: string;
    }>('SELECT kind, to_address, language, subject FROM email_outbox WHERE application_id = $1', [row.id]);
    expect(notices).toEqual([
      {
        kind: 'RECEIVED',
        to_address: 'ana.souza@example.com',
        language: 'pt',
        subject: `Inscrição ${reference} recebida`,
      },
    ]);
    const after = await counts();
    expect(after).toEqual({ a: (before?.a ?? 0) + 1, d: (before?.d ?? 0) + 1, o: (before?.o ?? 0) + 1 });
  });

  it('takes a property’s waitlist application without a listing, and no documents', async () => {
    const reference = referenceOf(
      await submit(
        t,
        valid({
          listing_id: undefined,
          property_id: propertyId,
          email: 'waitlist@example.com',
          members: [member('Lia Reis', 'HEAD', {})],
        }),
      ),
    );
    expect(await stored(reference)).toMatchObject({
      property_id: propertyId,
      unit_id: null,
      annual_income: '0.00',
      household_size: 1,
    });
  });

  it('refuses bad input with 400 at its field and stores nothing', async () => {
    const before = await counts();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [valid({ consent: false }), 'consent', 'application_consent'],
      [valid({ members: [member('Ana Souza', 'SPOUSE', {})] }), 'members', 'application_one_head'],
      [
        valid({ members: [member('Ana Souza', 'HEAD', {}), member('Bea Souza', 'HEAD', {})] }),
        'members',
        'application_one_head',
      ],
      [
        valid({ members: [member('Rui Souza', 'DEPENDENT', {}), member('Ana Souza', 'HEAD', {})] }),
        'members.0.relationship',
        'application_head_first',
      ],
      [valid({ email: 'not-an-email' }), 'email', 'invalid_format'],
      [valid({ preference_ids: [city, 999_999] }), 'preference_ids.1', 'application_preference_not_found'],
      [valid({ preference_ids: [retired] }), 'preference_ids.0', 'application_preference_not_found'],
      [valid({ listing_id: unlistedId }), 'listing_id', 'application_listing_not_found'],
      [valid({ property_id: propertyId }), 'listing_id', 'application_target'],
      [valid({ listing_id: null }), 'listing_id', 'application_target'],
      [valid({ listing_id: otherListingId }), 'listing_id', 'application_listing_not_found'],
      [
        valid({ listing_id: null, property_id: otherPropertyId }),
        'property_id',
        'application_property_not_found',
      ],
      [valid({ ssn: '123-45-6789' }), 'ssn', 'unrecognized_keys'],
    ];
    for (const [body, field, code] of cases) {
      const res = await submit(t, body, [{ filename: 'a.pdf', type: 'application/pdf', data: pdf() }]);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(json<{ errors: Array<{ field: string; code: string }> }>(res).errors, field).toContainEqual(
        expect.objectContaining({ field, code }),
      );
    }
    const malformed = await submit(t, '{"listing_id": ');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).code).toBe('MALFORMED_JSON');
    const missing = await submit(t, undefined, [{ filename: 'a.pdf', type: 'application/pdf', data: pdf() }]);
    expect(missing.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/public/applications',
      payload: valid(),
    });
    expect(notMultipart.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it('recognises documents by content: a text file named .pdf is refused, a PNG sent as a PDF is kept as PNG', async () => {
    const before = await counts();
    const text = await submit(t, valid({ email: 'text@example.com' }), [
      { filename: 'ok.pdf', type: 'application/pdf', data: pdf() },
      { filename: 'notes.pdf', type: 'application/pdf', data: Buffer.from('just some text, not a PDF') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(json(text).errors).toEqual([
      expect.objectContaining({ field: 'documents.1', code: 'application_document_type' }),
    ]);
    const empty = await submit(t, valid({ email: 'empty@example.com' }), [
      { filename: 'empty.pdf', type: 'application/pdf', data: Buffer.alloc(0) },
    ]);
    expect(empty.statusCode).toBe(400);
    expect(await counts()).toEqual(before);

    const reference = referenceOf(
      await submit(t, valid({ email: 'png@example.com' }), [
        { filename: 'scan.pdf', type: 'application/pdf', data: png() },
      ]),
    );
    const [document] = await t.database.query<{ content_type: string; file_name: string }>(
      `SELECT d.content_type, d.file_name FROM application_documents d JOIN applications a ON a.id = d.application_id
        WHERE a.reference = $1`,
      [reference],
    );
    expect(document).toEqual({ content_type: 'image/png', file_name: 'scan.pdf' });
  });

  it('refuses a document over 10 MB (413) and an eleventh document (400), storing nothing', async () => {
    const before = await counts();
    const big = await submit(t, valid({ email: 'big@example.com' }), [
      { filename: 'ok.pdf', type: 'application/pdf', data: pdf() },
      { filename: 'big.pdf', type: 'application/pdf', data: pdf(10 * 1024 * 1024 + 1) },
    ]);
    expect(big.statusCode, big.body).toBe(413);
    expect(json(big).errors).toEqual([
      expect.objectContaining({ field: 'documents.1', code: 'application_document_size' }),
    ]);
    const eleven = await submit(
      t,
      valid({ email: 'eleven@example.com' }),
      Array.from({ length: 11 }, (_, i) => ({ filename: `d${i}.pdf`, type: 'application/pdf', data: pdf() })),
    );
    expect(eleven.statusCode, eleven.body).toBe(400);
    expect(json(eleven).errors).toEqual([
      expect.objectContaining({ field: 'documents', code: 'application_documents_count' }),
    ]);
    const ten = await submit(
      t,
      valid({ email: 'ten@example.com' }),
      Array.from({ length: 10 }, (_, i) => ({ filename: `d${i}.pdf`, type: 'application/pdf', data: pdf() })),
    );
    expect(ten.statusCode, ten.body).toBe(201);
    const after = await counts();
    expect(after).toEqual({ a: (before?.a ?? 0) + 1, d: (before?.d ?? 0) + 10, o: (before?.o ?? 0) + 1 });
  });

  it('stores nothing when the transaction fails after the record was written', async () => {
    const before = await counts();
    // A file name the table refuses (over 255 characters can't come through the form; the
    // database's check stands for any failure after the application's row was inserted).
    await t.database.query(
      `ALTER TABLE application_documents ADD CONSTRAINT test_refuse CHECK (file_name <> 'refused.pdf')`,
    );
    try {
      const res = await submit(t, valid({ email: 'refused@example.com' }), [
        { filename: 'refused.pdf', type: 'application/pdf', data: pdf() },
      ]);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await t.database.query('ALTER TABLE application_documents DROP CONSTRAINT test_refuse');
    }
    expect(await counts()).toEqual(before);
  });

  it('answers a filled honeypot with a reference and stores nothing', async () => {
    const before = await counts();
    const res = await submit(t, valid({ website: 'http://spam.example' }), [
      { filename: 'a.pdf', type: 'application/pdf', data: pdf() },
    ]);
    expect(referenceOf(res)).toMatch(REFERENCE_PATTERN);
    expect(await counts()).toEqual(before);
  });

  it('is rate limited per address: 429 past the limit', async () => {
    await withTestApp({ contactRateLimitPerMinute: 2 }, async (limited) => {
      const org = await limited.createOrg('limitedapply');
      const property = await createProperty(limited, org.adminToken);
      const unit = await listedUnit(limited, org.adminToken, property.id);
      const body = { ...valid({ listing_id: unit.id }), preference_ids: [] };
      expect((await submit(limited, body, [], '10.9.9.7')).statusCode).toBe(201);
      expect((await submit(limited, body, [], '10.9.9.7')).statusCode).toBe(201);
      const third = await submit(limited, body, [], '10.9.9.7');
      expect(third.statusCode).toBe(429);
      expect(json(third).code).toBe('RATE_LIMITED');
      expect((await submit(limited, body, [], '10.9.9.8')).statusCode).toBe(201);
    });
  });
});

describe('duplicates', () => {
  it('flags, both ways, the same e-mail in another case and the same name and birth date', async () => {
    const property = await createProperty(t, site.adminToken);
    const unit = await listedUnit(t, site.adminToken, property.id);
    const base = { listing_id: unit.id, preference_ids: [] };
    const first = await stored(
      referenceOf(
        await submit(
          t,
          valid({ ...base, email: 'Dup.Person@Example.com', members: [member('Carla Dias', 'HEAD', {})] }),
        ),
      ),
    );
    expect(first.duplicate_flag).toBe(false);
    const sameEmail = await stored(
      referenceOf(
        await submit(
          t,
          valid({
            ...base,
            email: 'dup.person@example.com',
            members: [member('Someone Else', 'HEAD', {}, '1970-01-01')],
          }),
        ),
      ),
    );
    expect(sameEmail).toMatchObject({ duplicate_flag: true, duplicate_of_ids: [first.id] });
    expect(await stored((await referenceById(first.id)) as string)).toMatchObject({
      duplicate_flag: true,
      duplicate_of_ids: [sameEmail.id],
    });
    const samePerson = await stored(
      referenceOf(
        await submit(
          t,
          valid({
            ...base,
            email: 'other.address@example.com',
            members: [member('  carla DIAS ', 'HEAD', {})],
          }),
        ),
      ),
    );
    expect(samePerson).toMatchObject({
      duplicate_flag: true,
      duplicate_of_ids: [first.id],
      head_name: 'carla DIAS',
    });
    expect((await stored((await referenceById(first.id)) as string)).duplicate_of_ids).toEqual([
      sameEmail.id,
      samePerson.id,
    ]);
    // Same name, another birth date, another e-mail: not a duplicate. Another property: never.
    const cousin = await stored(
      referenceOf(
        await submit(
          t,
          valid({
            ...base,
            email: 'cousin@example.com',
            members: [member('Carla Dias', 'HEAD', {}, '1999-09-09')],
          }),
        ),
      ),
    );
    expect(cousin.duplicate_flag).toBe(false);
    const elsewhere = await stored(
      referenceOf(
        await submit(
          t,
          valid({
            email: 'dup.person@example.com',
            preference_ids: [],
            members: [member('Carla Dias', 'HEAD', {})],
          }),
        ),
      ),
    );
    expect(elsewhere.duplicate_of_ids).not.toContain(first.id);
  });
});

describe('duplicates sent at the same moment', () => {
  it('still flags both: submissions of one person run one after the other', async () => {
    const property = await createProperty(t, site.adminToken);
    const unit = await listedUnit(t, site.adminToken, property.id);
    const body = valid({ listing_id: unit.id, preference_ids: [], email: 'same.moment@example.com' });
    const documents = [{ filename: 'a.pdf', type: 'application/pdf', data: pdf(200_000) }];
    const [one, two] = await Promise.all([submit(t, body, documents), submit(t, body, documents)]);
    const first = await stored(referenceOf(one));
    const second = await stored(referenceOf(two));
    const [earlier, later] = first.id < second.id ? [first, second] : [second, first];
    expect(later).toMatchObject({ duplicate_flag: true, duplicate_of_ids: [earlier.id] });
    expect((await stored((await referenceById(earlier.id)) as string)).duplicate_of_ids).toEqual([later.id]);
  });
});

async function referenceById(id: number): Promise<string | undefined> {
  const [row] = await t.database.query<{ reference: string }>(
    'SELECT reference FROM applications WHERE id = $1',
    [id],
  );
  return row?.reference;
}

describe('GET /api/public/applications/status', () => {
  it('answers the status and waitlist position for the right e-mail, the same 404 otherwise', async () => {
    const property = await createProperty(t, site.adminToken);
    const unit = await listedUnit(t, site.adminToken, property.id);
    const apply = async (email: string) =>
      referenceOf(
        await submit(
          t,
          valid({ listing_id: unit.id, preference_ids: [], email, members: [member(email, 'HEAD', {})] }),
        ),
      );
    const earlier = await apply('first.in.line@example.com');
    const reference = await apply('status.check@example.com');
    const check = (ref: string, email: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/applications/status?reference=${encodeURIComponent(ref)}&email=${encodeURIComponent(email)}`,
      });
    const submitted = await check(reference.toLowerCase(), 'Status.Check@example.com');
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(json(submitted)).toEqual({ reference, status: 'SUBMITTED', waitlist_position: null });

    await t.database.query(
      `UPDATE applications SET status = 'WAITLISTED' WHERE reference = ANY($1::text[])`,
      [[earlier, reference]],
    );
    expect(json(await check(reference, 'status.check@example.com'))).toEqual({
      reference,
      status: 'WAITLISTED',
      waitlist_position: 2,
    });

    const wrongEmail = await check(reference, 'someone.else@example.com');
    const unknown = await check('LAR-2026-999999', 'status.check@example.com');
    expect(wrongEmail.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(json(wrongEmail)).toEqual(json(unknown));
    expect((await check('nonsense', 'status.check@example.com')).statusCode).toBe(400);
  });

  it('never answers for another organization’s application', async () => {
    const [row] = await t.database.query<{ reference: string }>(
      `INSERT INTO applications (organization_id, property_id, reference, head_name, email, birth_date, members,
          household_size, annual_income, consent_at)
       VALUES ($1, $2, 'LAR-2026-' || lpad(nextval('application_reference_seq')::text, 6, '0'), 'Olga', 'olga@example.com',
          '1980-01-01', '[]', 1, 0, now()) RETURNING reference`,
      [other.organizationId, otherPropertyId],
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/applications/status?reference=${row?.reference}&email=olga@example.com`,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the form’s facts', () => {
  it('answers a listing’s property, unit and active preferences in rank order; 404 for another organization', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/public/application-form?listing_id=${listingId}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const form = json<{
      property: { id: number };
      unit: { id: number; rent: string };
      preferences: Array<{ id: number }>;
    }>(res);
    expect(form.property.id).toBe(propertyId);
    expect(form.unit).toMatchObject({ id: listingId, rent: '1200.00' });
    expect(form.preferences.map((p) => p.id)).toEqual([city, veteran]);
    const byProperty = json<{ unit: null }>(
      await t.app.inject({ method: 'GET', url: `/api/public/application-form?property_id=${propertyId}` }),
    );
    expect(byProperty.unit).toBeNull();
    for (const query of [
      `listing_id=${otherListingId}`,
      `property_id=${otherPropertyId}`,
      `listing_id=${unlistedId}`,
    ])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/public/application-form?${query}` })).statusCode,
        query,
      ).toBe(404);
    for (const query of ['', `listing_id=${listingId}&property_id=${propertyId}`, 'listing_id=abc'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/public/application-form?${query}` })).statusCode,
        query,
      ).toBe(400);
  });

  it('lists the site organization’s properties as waitlists, never another’s', async () => {
    const list = json<Array<{ property_id: number }>>(
      await t.app.inject({ method: 'GET', url: '/api/public/waitlists' }),
    );
    const ids = list.map((w) => w.property_id);
    expect(ids).toContain(propertyId);
    expect(ids).not.toContain(otherPropertyId);
  });
});
