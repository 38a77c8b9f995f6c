import { beforeAll, describe, expect, it } from 'vitest';
import { seal } from '../../src/lib/sealed-data.ts';
import { member, submit } from '../applications/intake-fixtures.ts';
import { draftOf, storedMembers } from '../certifications/certification-fixtures.ts';
import { createProperty, placeHousehold } from '../helpers/fixtures.ts';
import { useTestApp } from '../helpers/suite.ts';
import { json, sendAs } from '../helpers/test-app.ts';
import { listedUnit } from '../listings/listing-fixtures.ts';

/**
 * Whose answers are whose (decision 066). HUD-52697 Part II asks race, ethnicity, disability and
 * the last 4 digits of the SSN of each member, by name and date of birth; the sealed answers follow
 * the person, not their place in the household's list, so a member removed or moved leaves the
 * others' answers with them, in the dedicated read and in HUD's tenant data file (decision 071).
 * An accepted offer (decision 032) carries the applicant's answers to the move-in certification.
 */
const t = useTestApp();
const org = t.org('reportingmembers');

const ANA = { name: 'Ana Lima', relationship: 'HEAD', birth_date: '1980-05-01' };
const CARLA = { name: 'Carla Lima', relationship: 'OTHER_ADULT', birth_date: '1950-02-02' };
const DUDA = { name: 'Duda Lima', relationship: 'DEPENDENT', birth_date: '2012-09-09' };
const answers = {
  carla: { race_ethnicity: ['ASIAN'], disability: 'YES', ssn_last4: '1111' },
  ana: { race_ethnicity: ['BLACK_OR_AFRICAN_AMERICAN'], disability: 'NO', ssn_last4: '2222' },
  duda: { race_ethnicity: ['WHITE', 'HISPANIC_OR_LATINO'], disability: 'NO', ssn_last4: '3333' },
};

let propertyId: number;
let certificationId: number;

const setMembers = (members: object[]) =>
  t.database.query(
    'UPDATE income_certifications SET members = $1::jsonb, household_size = $2 WHERE id = $3',
    [storedMembers(members), members.length, certificationId],
  );

const record = async () => {
  const res = await sendAs(
    t,
    org.adminToken,
    'PUT',
    `/api/certifications/${certificationId}/reporting-data`,
    {
      members: [answers.carla, answers.ana, answers.duda],
      rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
      rental_assistance_monthly_cents: 20_000,
    },
  );
  expect(res.statusCode, res.body).toBe(204);
};

const read = async (url = `/api/certifications/${certificationId}/reporting-data`) => {
  const res = await sendAs(t, org.adminToken, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ members: unknown[]; rental_assistance_source: string | null }>(res);
};

/** The file's household members of the property's one unit: first name and last 4 of the SSN. */
async function fileMembers() {
  const res = await sendAs(t, org.adminToken, 'GET', `/api/property/${propertyId}/tenant-data.xml?year=2025`);
  expect(res.statusCode, res.body).toBe(200);
  return [...res.body.matchAll(/<HouseholdComposition>([\s\S]*?)<\/HouseholdComposition>/g)].map((m) => [
    /<FirstName>(.*)<\/FirstName>/.exec(m[1] ?? '')?.[1],
    /<Last4DigitsOfSocialSecurityNo>(.*)<\/Last4DigitsOfSocialSecurityNo>/.exec(m[1] ?? '')?.[1],
  ]);
}

beforeAll(async () => {
  propertyId = (await createProperty(t, org.adminToken, 'Lima Court')).id;
  await t.database.query(
    `UPDATE buildings SET bin = 'MA-24-00002', street1 = '12 Elm Street', city = 'Springfield',
            state = 'MA', postal_code = '01103' WHERE property_id = $1`,
    [propertyId],
  );
  const unit = await sendAs(t, org.adminToken, 'POST', '/api/units', {
    property_id: propertyId,
    unit_number: '201',
    unit_type: '3BR',
  });
  expect(unit.statusCode, unit.body).toBe(201);
  const { id: occupancyId } = await placeHousehold(t, org.adminToken, json<{ id: number }>(unit).id, {
    rent_amount: '900.00',
    start_date: '2025-03-01',
    household_size: 3,
    annual_income: '30000.00',
  });
  await t.database.query('DELETE FROM income_certifications WHERE occupancy_id = $1', [occupancyId]);
  // A draft: staff edit its members (a finalized certification never changes); signed at the end.
  const [row] = await t.database.query<{ id: number }>(
    `INSERT INTO income_certifications
       (organization_id, occupancy_id, type, status, effective_date, members, tenant_rent, rent_assistance,
        non_optional_charges, household_size, annual_income, determination)
     VALUES ($1, $2, 'MOVE_IN', 'DRAFT', '2025-03-01', $3::jsonb, 900, 200, 25, 3, 30000,
             '{"utility_allowance": 75, "gross_rent": 1000}'::jsonb)
     RETURNING id`,
    [org.organizationId, occupancyId, storedMembers([CARLA, ANA, DUDA])],
  );
  certificationId = Number(row?.id);
  await record();
});

describe('a member’s answers stay with that member', () => {
  it('answers each member’s in the household’s order as recorded', async () => {
    expect((await read()).members).toEqual([answers.carla, answers.ana, answers.duda]);
  });

  it('follows the members when they are reordered, whatever the spacing or case of a name', async () => {
    await setMembers([DUDA, { ...ANA, name: '  ana   LIMA ' }, CARLA]);
    expect((await read()).members).toEqual([answers.duda, answers.ana, answers.carla]);
  });

  it('still reads a value sealed before members were named, by position', async () => {
    await setMembers([ANA, DUDA]);
    const legacy = seal(
      t.config.reportingDataKey as Buffer,
      JSON.stringify({
        members: [answers.ana, answers.duda],
        rental_assistance_source: 'NON_FEDERAL',
        rental_assistance_monthly_cents: 5_000,
      }),
      `lar:reporting_data:v1:${org.organizationId}:certification:${certificationId}`,
    );
    await t.database.query(
      "UPDATE reporting_data SET sealed = $1 WHERE record_kind = 'certification' AND record_id = $2",
      [legacy, certificationId],
    );
    const data = await read();
    expect(data.members).toEqual([answers.ana, answers.duda]);
    expect(data.rental_assistance_source).toBe('NON_FEDERAL');
  });

  it('keeps the others’ answers with the right people when the first member is removed, in HUD’s file too', async () => {
    await setMembers([CARLA, ANA, DUDA]);
    await record();
    await setMembers([ANA, DUDA]);
    expect((await read()).members).toEqual([answers.ana, answers.duda]);
    await t.database.query(
      `UPDATE income_certifications SET status = 'FINALIZED', finalized_at = '2025-03-01T12:00:00Z',
              finalized_by = 'tester' WHERE id = $1`,
      [certificationId],
    );
    expect(await fileMembers()).toEqual([
      ['Ana', '2222'],
      ['Duda', '3333'],
    ]);
  });
});

describe('an accepted offer', () => {
  it('copies the applicant’s answers to the move-in certification, audited by field names only', async () => {
    const listing = await listedUnit(t, org.adminToken, propertyId);
    const submitted = await submit(t, {
      listing_id: listing.id,
      email: 'lia.haddad@example.com',
      language: 'en',
      members: [
        member('Lia Haddad', 'HEAD', { employment: 30000 }, '1985-03-02'),
        member('Omar Haddad', 'SPOUSE', {}, '1984-01-01'),
      ],
      total_assets: '0',
      consent: true,
      reporting: {
        members: [
          { race_ethnicity: ['MIDDLE_EASTERN_OR_NORTH_AFRICAN'], disability: 'NO', ssn_last4: '4444' },
          { race_ethnicity: ['DECLINED'], disability: 'YES', ssn_last4: '5555' },
        ],
        rental_assistance_source: 'HUD_PROJECT_BASED_VOUCHER',
        rental_assistance_monthly_cents: 30_000,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [row] = await t.database.query<{ id: number }>('SELECT id FROM applications WHERE reference = $1', [
      json<{ reference: string }>(submitted).reference,
    ]);
    const applicationId = Number(row?.id);
    const applied = await read(`/api/applications/${applicationId}/reporting-data`);
    for (const body of [
      { status: 'WAITLISTED' },
      { status: 'OFFERED', offered_unit_id: listing.id },
      { status: 'LEASED', rent_amount: '1250.00' },
    ]) {
      const res = await sendAs(t, org.adminToken, 'PATCH', `/api/applications/${applicationId}`, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const leased = await sendAs(t, org.adminToken, 'GET', `/api/applications/${applicationId}`);
    const occupancyId = json<{ occupancy_id: number }>(leased).occupancy_id;
    const draft = await draftOf(t, org, occupancyId);
    const copied = await read(`/api/certifications/${draft.id}/reporting-data`);
    expect(copied).toEqual({ ...applied, record_id: draft.id });
    expect(copied.members).toHaveLength(2);

    const entries = await t.database.query<{ after: unknown }>(
      "SELECT after FROM audit_log WHERE action = 'update' AND entity = 'certification' AND entity_id = $1",
      [draft.id],
    );
    const copy = entries.find((e) => JSON.stringify(e.after).includes('from_application'));
    expect(copy?.after).toEqual({
      reporting_data: [
        'race_ethnicity',
        'disability',
        'ssn_last4',
        'rental_assistance_source',
        'rental_assistance_monthly_cents',
      ],
      from_application: applicationId,
    });
    const text = JSON.stringify(entries);
    for (const value of ['4444', '5555', 'HUD_PROJECT_BASED_VOUCHER', 'MIDDLE_EASTERN'])
      expect(text).not.toContain(value);
  });
});
