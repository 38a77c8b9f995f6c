import { createHash } from 'node:crypto';
import {
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationStatus,
} from '@lar/contracts/applications';
import type { CertificationMember } from '@lar/contracts/certifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../exports/export-helpers.ts';
import {
  createCandidate,
  createOccupancy,
  createProgram,
  createProperty,
  createUnit,
  levelOf,
} from '../helpers/fixtures.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { expectNotFound, expectRefused, json, sendAs, validationError } from '../helpers/test-app.ts';
import { insertApplication } from './application-fixtures.ts';
import { member } from './intake-fixtures.ts';

/** Staff review of applications (decision 032): list, detail, documents, decisions, flags, notices. */
const { t, org, other } = useTwoOrgs('review');

let propertyId: number;
let otherPropertyId: number;
let programUnit: number;
let studioUnit: number;
let marketUnit: number;
let occupiedUnit: number;
let otherPropertyUnit: number;
let foreignUnit: number;
let city: number;
let veteran: number;

const household: CertificationMember[] = [
  member('Ana Souza', 'HEAD', { employment: 30000.5, other: 1200.25 }, '1985-03-04'),
  member('Rui Souza', 'SPOUSE', { employment: 18000.1, social_security: 3000.05 }, '1983-07-01'),
];

const patch = (id: number, body: object, token = org.adminToken) =>
  sendAs(t, token, 'PATCH', `/api/applications/${id}`, body);
const detail = async (id: number, token = org.adminToken) => {
  const res = await sendAs(t, token, 'GET', `/api/applications/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<Record<string, unknown> & { status: string; version: number }>(res);
};

async function preference(property: number, rank: number, name: string): Promise<number> {
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO property_preferences (organization_id, property_id, rank, name) VALUES ($1, $2, $3, $4) RETURNING id`,
    [org.organizationId, property, rank, name],
  );
  return Number(row?.id);
}

async function insertDocument(
  applicationId: number,
  fileName: string,
  content: Buffer,
  type = 'application/pdf',
) {
  const sha = createHash('sha256').update(content).digest('hex');
  const [row] = await t.database.query<{ id: number }>(
    `WITH d AS (
       INSERT INTO application_documents (organization_id, application_id, file_name, content_type, byte_size, sha256)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id)
     INSERT INTO application_document_parts (document_id, part, content)
     SELECT id, 0, $7 FROM d RETURNING document_id AS id`,
    [org.organizationId, applicationId, fileName, type, content.length, sha, content],
  );
  return { id: Number(row?.id), sha };
}

async function freeUnit(extra: Record<string, unknown> = {}) {
  return (await createUnit(t, org.adminToken, propertyId, extra)).id;
}

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken)).id;
  otherPropertyId = (await createProperty(t, org.adminToken)).id;
  const program = await createProgram(t, org.adminToken);
  const designated = { gov_program_id: program.id, ami_level_id: levelOf(program, 'Rent Limit', '2BR').id };
  programUnit = await freeUnit(designated);
  studioUnit = await freeUnit({
    unit_type: 'Studio',
    gov_program_id: program.id,
    ami_level_id: levelOf(program, 'Rent Limit', 'Studio').id,
  });
  marketUnit = await freeUnit({ unit_type: '1BR' });
  occupiedUnit = await freeUnit(designated);
  const tenant = await createCandidate(t, org.adminToken);
  await createOccupancy(t, org.adminToken, occupiedUnit, tenant.id, {
    status: 'PENDING',
    start_date: '2027-01-01',
  });
  otherPropertyUnit = (await createUnit(t, org.adminToken, otherPropertyId)).id;
  const foreignProperty = await createProperty(t, other.adminToken);
  foreignUnit = (await createUnit(t, other.adminToken, foreignProperty.id)).id;
  city = await preference(propertyId, 1, 'Lives in the city');
  veteran = await preference(propertyId, 2, 'Veteran');
});

describe('GET /api/applications', () => {
  it('filters by property, status, preference, flag and text; pages newest first with the waitlist position', async () => {
    const property = (await createProperty(t, org.adminToken)).id;
    const pref = await t.database.query<{ id: number }>(
      `INSERT INTO property_preferences (organization_id, property_id, rank, name) VALUES ($1, $2, 1, 'Works here') RETURNING id`,
      [org.organizationId, property],
    );
    const prefId = Number(pref[0]?.id);
    const at = (m: number) => `2026-10-01T09:${String(m).padStart(2, '0')}:00Z`;
    const w1 = await insertApplication(t, org.organizationId, {
      propertyId: property,
      status: 'WAITLISTED',
      submittedAt: at(1),
      headName: 'Zed Quill',
      email: 'zed@example.com',
    });
    const w2 = await insertApplication(t, org.organizationId, {
      propertyId: property,
      status: 'WAITLISTED',
      submittedAt: at(2),
      claimedPreferenceIds: [prefId],
    });
    const s1 = await insertApplication(t, org.organizationId, {
      propertyId: property,
      submittedAt: at(3),
      duplicateFlag: true,
    });
    const d1 = await insertApplication(t, org.organizationId, {
      propertyId: property,
      status: 'DECLINED',
      submittedAt: at(4),
    });
    await insertApplication(t, other.organizationId, {
      propertyId: (await createProperty(t, other.adminToken)).id,
    });

    const list = async (query: string) => {
      const res = await sendAs(t, org.adminToken, 'GET', `/api/applications?property_id=${property}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return { rows: json<Array<Record<string, unknown>>>(res), total: Number(res.headers['x-total-count']) };
    };
    const all = await list('');
    expect(all.total).toBe(4);
    expect(all.rows.map((r) => r.id)).toEqual([d1.id, s1.id, w2.id, w1.id]);
    expect(all.rows[3]).toEqual({
      id: w1.id,
      reference: w1.reference,
      property_id: property,
      property_name: expect.any(String),
      unit_id: null,
      unit_number: null,
      head_name: 'Zed Quill',
      email: 'zed@example.com',
      household_size: 1,
      annual_income: '30000.00',
      status: 'WAITLISTED',
      duplicate_flag: false,
      // The preference group comes first: w2 claims one, so w1 is second though submitted first.
      waitlist_position: 2,
      submitted_at: '2026-10-01T09:01:00.000Z',
    });
    expect(all.rows.find((r) => r.id === w2.id)?.waitlist_position).toBe(1);
    expect(all.rows.find((r) => r.id === s1.id)?.waitlist_position).toBeNull();

    expect((await list('&status=WAITLISTED')).rows.map((r) => r.id)).toEqual([w2.id, w1.id]);
    expect((await list(`&preference_id=${prefId}`)).rows.map((r) => r.id)).toEqual([w2.id]);
    expect((await list('&flagged=true')).rows.map((r) => r.id)).toEqual([s1.id]);
    expect((await list('&flagged=false')).total).toBe(3);
    expect((await list('&q=ZED@EXA')).rows.map((r) => r.id)).toEqual([w1.id]);
    expect((await list('&q=quill')).rows.map((r) => r.id)).toEqual([w1.id]);
    expect((await list(`&q=${d1.reference}`)).rows.map((r) => r.id)).toEqual([d1.id]);
    expect((await list('&q=100%25')).total).toBe(0);
    const page = await list('&limit=2&offset=1');
    expect(page.rows.map((r) => r.id)).toEqual([s1.id, w2.id]);
    expect(page.total).toBe(4);

    for (const bad of ['status=NOPE', 'flagged=yes', 'property_id=abc', 'limit=0']) {
      const res = await sendAs(t, org.adminToken, 'GET', `/api/applications?${bad}`);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('GET /api/applications/{id}', () => {
  it('answers the household with exact totals, preferences, documents, duplicates and the verdict per unit type', async () => {
    const app = await insertApplication(t, org.organizationId, {
      propertyId,
      unitId: programUnit,
      headName: 'Ana Souza',
      email: 'ana.souza@example.com',
      birthDate: '1985-03-04',
      members: household,
      annualIncome: '52200.90',
      claimedPreferenceIds: [veteran, city],
      status: 'WAITLISTED',
      duplicateFlag: true,
    });
    const sameEmail = await insertApplication(t, org.organizationId, {
      propertyId,
      email: 'ANA.souza@example.com',
    });
    const samePerson = await insertApplication(t, org.organizationId, {
      propertyId,
      headName: 'ana souza',
      birthDate: '1985-03-04',
    });
    // Another property, or another birth date: not a duplicate.
    await insertApplication(t, org.organizationId, {
      propertyId: otherPropertyId,
      email: 'ana.souza@example.com',
    });
    await insertApplication(t, org.organizationId, {
      propertyId,
      headName: 'Ana Souza',
      birthDate: '1999-01-01',
    });
    const doc = await insertDocument(app.id, 'payslip.pdf', Buffer.from('%PDF-1.4 payslip'));

    const answer = await detail(app.id);
    expect(answer).toMatchObject({
      id: app.id,
      reference: app.reference,
      status: 'WAITLISTED',
      household_size: 2,
      annual_income: '52200.90',
      total_assets: '0.00',
      unit_id: programUnit,
      language: 'en',
      birth_date: '1985-03-04',
      income_totals: {
        employment: '48000.60',
        social_security: '3000.05',
        public_assistance: '0.00',
        other: '1200.25',
        total: '52200.90',
      },
      preferences: [
        { id: city, name: 'Lives in the city', rank: 1 },
        { id: veteran, name: 'Veteran', rank: 2 },
      ],
      documents: [
        {
          id: doc.id,
          file_name: 'payslip.pdf',
          content_type: 'application/pdf',
          byte_size: 16,
          sha256: doc.sha,
        },
      ],
      duplicate_flag: true,
      waitlist_position: 1,
      lottery_rank: null,
    });
    expect(
      (answer.members as Array<{ name: string; total_income: string }>).map((m) => [m.name, m.total_income]),
    ).toEqual([
      ['Ana Souza', '31200.75'],
      ['Rui Souza', '21000.15'],
    ]);
    expect((answer.duplicates as Array<{ id: number }>).map((d) => d.id)).toEqual([
      sameEmail.id,
      samePerson.id,
    ]);
    // The 2BR and the Studio carry the program at 60 % (income limit for 2 people: $85,000); the
    // 1BR is market-rate and has no verdict.
    expect(answer.verdicts).toEqual([
      {
        unit_type: 'Studio',
        bedrooms: 0,
        unit_count: 1,
        designations: [{ program_name: expect.any(String), ami_percentage: '60' }],
        income_limit: '85000.00',
        status: 'MAY_QUALIFY',
      },
      {
        unit_type: '2BR',
        bedrooms: 2,
        unit_count: expect.any(Number),
        designations: [{ program_name: expect.any(String), ami_percentage: '60' }],
        income_limit: '85000.00',
        status: 'MAY_QUALIFY',
      },
    ]);

    const rich = await insertApplication(t, org.organizationId, {
      propertyId,
      members: household,
      annualIncome: '85000.01',
    });
    const richVerdicts = (await detail(rich.id)).verdicts as Array<{ status: string; income_limit: string }>;
    expect(richVerdicts.map((v) => [v.status, v.income_limit])).toEqual([
      ['OVER_INCOME', '85000.00'],
      ['OVER_INCOME', '85000.00'],
    ]);
    const atLimit = await insertApplication(t, org.organizationId, {
      propertyId,
      members: household,
      annualIncome: '85000.00',
    });
    expect(((await detail(atLimit.id)).verdicts as Array<{ status: string }>)[0]?.status).toBe('MAY_QUALIFY');
  });
});

describe('GET /api/applications/{id}/documents/{documentId}', () => {
  it('sends the file as an attachment and audit-logs who downloaded which document', async () => {
    const app = await insertApplication(t, org.organizationId, { propertyId });
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const doc = await insertDocument(app.id, 'ID card "scan".png', content, 'image/png');
    const res = await sendAs(t, org.adminToken, 'GET', `/api/applications/${app.id}/documents/${doc.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="ID card _scan_.png"; filename*=UTF-8''ID%20card%20%22scan%22.png`,
    );
    expect(res.rawPayload.equals(content)).toBe(true);
    const history = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/audit-log?entity=application&entity_id=${app.id}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    expect(json<unknown[]>(history)).toEqual([
      expect.objectContaining({
        action: 'download',
        actor_username: org.adminUsername,
        after: {
          document: expect.objectContaining({ id: doc.id, file_name: 'ID card "scan".png', sha256: doc.sha }),
        },
      }),
    ]);
    // A document of another application is not found through this one.
    const second = await insertApplication(t, org.organizationId, { propertyId });
    const res2 = await sendAs(t, org.adminToken, 'GET', `/api/applications/${second.id}/documents/${doc.id}`);
    expect(res2.statusCode).toBe(404);
  });
});

describe('PATCH /api/applications/{id}', () => {
  /** What a move to `to` needs besides the status. */
  const bodyFor = async (to: ApplicationStatus) => {
    if (to === 'DECLINED') return { status: to, decline_reason: 'INCOMPLETE' };
    if (to === 'OFFERED') return { status: to, offered_unit_id: await freeUnit() };
    if (to === 'LEASED') return { status: to, rent_amount: '1250.00' };
    return { status: to };
  };

  it('allows every transition of APPLICATION_TRANSITIONS and refuses every other with 400', async () => {
    for (const from of APPLICATION_STATUSES) {
      for (const to of APPLICATION_STATUSES) {
        const unitId = from === 'OFFERED' || from === 'LEASED' ? await freeUnit() : null;
        const app = await insertApplication(t, org.organizationId, {
          propertyId,
          unitId,
          status: from,
          email: `t-${from}-${to}@example.com`.toLowerCase(),
        });
        const res = await patch(app.id, await bodyFor(to));
        if (from === to) {
          // Sent back in its own status (decision 018): a save of the note, no transition.
          expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200);
          expect(json(res).status).toBe(from);
          const notices = await t.database.query('SELECT 1 FROM email_outbox WHERE application_id = $1', [
            app.id,
          ]);
          expect(notices, `${from} -> ${to} tells the applicant nothing`).toHaveLength(0);
        } else if (APPLICATION_TRANSITIONS[from].includes(to)) {
          expect(res.statusCode, `${from} -> ${to}: ${res.body}`).toBe(200);
          expect(json(res).status).toBe(to);
        } else {
          expect(res.statusCode, `${from} -> ${to}`).toBe(400);
          expect(json(res), `${from} -> ${to}`).toMatchObject(
            validationError('status', 'application_transition'),
          );
          expect((await detail(app.id)).status).toBe(from);
        }
      }
    }
  });

  it('requires a decline reason from the list and a unit to offer, changing nothing', async () => {
    const app = await insertApplication(t, org.organizationId, { propertyId });
    await expectRefused(
      t.database,
      400,
      validationError('decline_reason', 'application_decline_reason_required'),
      [
        () => patch(app.id, { status: 'DECLINED' }),
        () => patch(app.id, { status: 'DECLINED', decline_reason: '' }),
      ],
    );
    await expectRefused(t.database, 400, { code: 'VALIDATION_FAILED' }, [
      () => patch(app.id, { status: 'DECLINED', decline_reason: 'BAD_LUCK' }),
      () => patch(app.id, { status: 'WAITLISTED', unknown: 1 }),
    ]);
    const waitlisted = await insertApplication(t, org.organizationId, { propertyId, status: 'WAITLISTED' });
    await expectRefused(t.database, 400, validationError('offered_unit_id', 'application_unit_required'), [
      () => patch(waitlisted.id, { status: 'OFFERED' }),
    ]);
    const declined = await patch(app.id, {
      status: 'DECLINED',
      decline_reason: 'INCOME_ABOVE_LIMIT',
      note: 'Over 60 %',
    });
    expect(declined.statusCode).toBe(200);
    expect(json(declined)).toMatchObject({ decline_reason: 'INCOME_ABOVE_LIMIT', status_note: 'Over 60 %' });
  });

  it('refuses to offer a unit of another property or organization (400) or one an occupancy holds (409)', async () => {
    const app = await insertApplication(t, org.organizationId, { propertyId, status: 'WAITLISTED' });
    await expectRefused(
      t.database,
      400,
      validationError('offered_unit_id', 'application_unit_of_another_property'),
      [
        () => patch(app.id, { status: 'OFFERED', offered_unit_id: otherPropertyUnit }),
        () => patch(app.id, { status: 'OFFERED', offered_unit_id: foreignUnit }),
      ],
    );
    await expectRefused(
      t.database,
      409,
      {
        code: 'CONFLICT',
        errors: [expect.objectContaining({ field: 'offered_unit_id', code: 'application_unit_taken' })],
      },
      [() => patch(app.id, { status: 'OFFERED', offered_unit_id: occupiedUnit })],
    );
    const units = await sendAs(t, org.adminToken, 'GET', `/api/applications/${app.id}/offerable-units`);
    const ids = json<Array<{ id: number }>>(units).map((u) => u.id);
    expect(ids).toContain(marketUnit);
    expect(ids).toContain(studioUnit);
    expect(ids).not.toContain(occupiedUnit);
    expect(ids).not.toContain(otherPropertyUnit);
  });

  it('answers 409 for a stale version', async () => {
    const app = await insertApplication(t, org.organizationId, { propertyId });
    const res = await patch(app.id, { status: 'WAITLISTED', version: 1 });
    expect(res.statusCode).toBe(200);
    await expectRefused(t.database, 409, { code: 'VERSION_CONFLICT' }, [
      () => patch(app.id, { status: 'WITHDRAWN', version: 1 }),
    ]);
  });

  it('accepting an offer creates the candidate and a PENDING occupancy whose move-in draft holds the household', async () => {
    const unit = await freeUnit({ gov_program_id: undefined });
    const app = await insertApplication(t, org.organizationId, {
      propertyId,
      headName: 'Ana Souza',
      email: 'accept.ana@example.com',
      birthDate: '1985-03-04',
      members: household,
      annualIncome: '52200.90',
      language: 'pt',
      status: 'WAITLISTED',
    });
    const offered = await patch(app.id, { status: 'OFFERED', offered_unit_id: unit });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(json(offered)).toMatchObject({ offered_unit_id: unit, status: 'OFFERED' });
    // Offered, the unit is still free until accepted; another application's offer of it is allowed.
    const accepted = await patch(app.id, { status: 'LEASED', start_date: '2026-12-01', rent_amount: 1300 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const answer = json<{ candidate_id: number; occupancy_id: number; status: string }>(accepted);
    expect(answer.status).toBe('LEASED');

    const candidate = json(await sendAs(t, org.adminToken, 'GET', `/api/candidates/${answer.candidate_id}`));
    expect(candidate).toMatchObject({
      full_name: 'Ana Souza',
      email: 'accept.ana@example.com',
      birth_date: '1985-03-04',
      income: 52200.9,
      household_size: 2,
      language: 'pt',
    });
    const occupancy = json(await sendAs(t, org.adminToken, 'GET', `/api/occupancies/${answer.occupancy_id}`));
    expect(occupancy).toMatchObject({
      unit_id: unit,
      tenant_id: answer.candidate_id,
      status: 'PENDING',
      start_date: '2026-12-01',
      rent_amount: 1300,
      household_size: 2,
    });
    const certifications = json<Array<Record<string, unknown>>>(
      await sendAs(t, org.adminToken, 'GET', `/api/occupancies/${answer.occupancy_id}/certifications`),
    );
    expect(certifications).toHaveLength(1);
    expect(certifications[0]).toMatchObject({
      type: 'MOVE_IN',
      status: 'DRAFT',
      effective_date: '2026-12-01',
      members: household,
      household_size: 2,
      annual_income: 52200.9,
    });
    // The unit is now held: it cannot be offered again.
    const next = await insertApplication(t, org.organizationId, { propertyId, status: 'WAITLISTED' });
    const again = await patch(next.id, { status: 'OFFERED', offered_unit_id: unit });
    expect(again.statusCode).toBe(409);
  });

  it('writes the applicant’s notice in their language with each change, and audits before and after', async () => {
    const app = await insertApplication(t, org.organizationId, {
      propertyId,
      language: 'es',
      email: 'notice@example.com',
    });
    expect((await patch(app.id, { status: 'WAITLISTED' })).statusCode).toBe(200);
    expect((await patch(app.id, { status: 'DECLINED', decline_reason: 'SCREENING' })).statusCode).toBe(200);
    const notices = await t.database.query<{
      kind: string;
      language: string;
      to_address: string;
      subject: string;
    }>(`SELECT kind, language, to_address, subject FROM email_outbox WHERE application_id = $1 ORDER BY id`, [
      app.id,
    ]);
    expect(notices).toEqual([
      {
        kind: 'WAITLISTED',
        language: 'es',
        to_address: 'notice@example.com',
        subject: `Solicitud ${app.reference}: en la lista de espera`,
      },
      {
        kind: 'DECLINED',
        language: 'es',
        to_address: 'notice@example.com',
        subject: `Solicitud ${app.reference}: rechazada`,
      },
    ]);
    const history = json<
      Array<{
        action: string;
        before: { status: string };
        after: { status: string; decline_reason: string | null };
      }>
    >(await sendAs(t, org.adminToken, 'GET', `/api/audit-log?entity=application&entity_id=${app.id}`));
    expect(history.map((h) => [h.action, h.before.status, h.after.status])).toEqual([
      ['update', 'WAITLISTED', 'DECLINED'],
      ['update', 'SUBMITTED', 'WAITLISTED'],
    ]);
    expect(history[0]?.after.decline_reason).toBe('SCREENING');
    // A refused change writes no notice.
    await expectRefused(t.database, 400, { code: 'VALIDATION_FAILED' }, [
      () => patch(app.id, { status: 'WAITLISTED' }),
    ]);
  });
});

describe('POST /api/applications/{id}/clear-duplicate-flag', () => {
  it('clears the flag, records who and when, audited', async () => {
    const app = await insertApplication(t, org.organizationId, { propertyId, duplicateFlag: true });
    const res = await sendAs(t, org.adminToken, 'POST', `/api/applications/${app.id}/clear-duplicate-flag`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({
      duplicate_flag: false,
      duplicate_cleared_by: org.adminUsername,
      duplicate_cleared_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const history = json<
      Array<{
        before: { duplicate_flag: boolean };
        after: { duplicate_flag: boolean; duplicate_cleared_by: string };
      }>
    >(await sendAs(t, org.adminToken, 'GET', `/api/audit-log?entity=application&entity_id=${app.id}`));
    expect(history).toHaveLength(1);
    expect(history[0]?.before.duplicate_flag).toBe(true);
    expect(history[0]?.after).toMatchObject({
      duplicate_flag: false,
      duplicate_cleared_by: org.adminUsername,
    });
  });
});

describe('who may review', () => {
  it('answers 404 to another organization on every route, changing nothing', async () => {
    const app = await insertApplication(t, org.organizationId, { propertyId, status: 'WAITLISTED' });
    const doc = await insertDocument(app.id, 'a.pdf', Buffer.from('%PDF-1.4'));
    const token = other.adminToken;
    await expectNotFound(t.database, [
      () => sendAs(t, token, 'GET', `/api/applications/${app.id}`),
      () => sendAs(t, token, 'GET', `/api/applications/${app.id}/offerable-units`),
      () => sendAs(t, token, 'GET', `/api/applications/${app.id}/documents/${doc.id}`),
      () => sendAs(t, token, 'PATCH', `/api/applications/${app.id}`, { status: 'WITHDRAWN' }),
      () => sendAs(t, token, 'POST', `/api/applications/${app.id}/clear-duplicate-flag`),
    ]);
    const list = await sendAs(t, token, 'GET', `/api/applications?property_id=${propertyId}`);
    expect(json<unknown[]>(list)).toEqual([]);
  });

  it('lets a sub-user review and decide', async () => {
    const sub = await t.createSubuser(org);
    const app = await insertApplication(t, org.organizationId, { propertyId });
    expect((await sendAs(t, sub.token, 'GET', '/api/applications')).statusCode).toBe(200);
    expect((await sendAs(t, sub.token, 'GET', `/api/applications/${app.id}`)).statusCode).toBe(200);
    const res = await patch(app.id, { status: 'WAITLISTED' }, sub.token);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('GET /api/applications/export', () => {
  it('downloads the list with its filters and waitlist positions, never another organization’s', async () => {
    const property = (await createProperty(t, org.adminToken)).id;
    const first = await insertApplication(t, org.organizationId, {
      propertyId: property,
      status: 'WAITLISTED',
      headName: 'Export One',
      annualIncome: '41000.50',
    });
    await insertApplication(t, org.organizationId, { propertyId: property, status: 'DECLINED' });
    await insertApplication(t, other.organizationId, {
      propertyId: (await createProperty(t, other.adminToken)).id,
      headName: 'theirs',
    });
    const res = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/applications/export?format=csv&lang=pt&property_id=${property}&status=WAITLISTED`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const records = csvRecords(res);
    expect(records[0]?.slice(0, 3)).toEqual(['ID', 'Referência', 'Imóvel']);
    expect(records).toHaveLength(2);
    const row = records[1] as string[];
    expect(row[0]).toBe(String(first.id));
    expect(row[1]).toBe(first.reference);
    expect(row[4]).toBe('Export One');
    expect(row[7]).toBe('41000.50');
    expect(row[10]).toBe('1');
    expect(res.body).not.toContain('theirs');
  });
});
