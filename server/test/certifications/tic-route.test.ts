import { beforeAll, describe, expect, it } from 'vitest';
import { usePresidioPrograms } from '../compliance/compliance-fixtures.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { expectNotFound, sendAs } from '../helpers/test-app.ts';
import { draftOf, overIncomeHousehold, place, property, unitIn } from './certification-fixtures.ts';

const { t, org, other } = useTwoOrgs('tic');
const programs = usePresidioPrograms(t, org);
let unitId: number;

beforeAll(async () => {
  const propertyId = (await property(t, org)).id;
  unitId = await unitIn(t, org, propertyId, '2BR', [
    { program_id: programs.presidio.id, ami_percentage: 60 },
  ]);
});

async function ticOf(id: number, token = org.adminToken) {
  return sendAs(t, token, 'GET', `/api/certifications/${id}/tic.pdf`);
}

describe('GET /api/certifications/:id/tic.pdf', () => {
  it("answers the certification's TIC as a PDF whose text carries its figures", async () => {
    const { annual: annualCert } = await overIncomeHousehold(t, org, unitId, 63337);
    expect(annualCert.over_income).toBe(true);

    const res = await ticOf(annualCert.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="tic-${annualCert.id}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPageTexts(res.rawPayload)).join('\n');
    expect(text).toContain('Tenant Income Certification');
    expect(text).toContain('$63,337.00');
    expect(text).toContain('$63,336.00');
    expect(text).toContain('Member 1');
    expect(text).not.toContain('DRAFT — not finalized');
  });

  it('answers the TIC in the language asked, and refuses one it does not write', async () => {
    const { annual } = await overIncomeHousehold(t, org, await freshUnit(), 63337);
    const res = await sendAs(t, org.adminToken, 'GET', `/api/certifications/${annual.id}/tic.pdf?lang=pt`);
    expect(res.statusCode).toBe(200);
    const text = (await pdfPageTexts(res.rawPayload)).join('\n');
    expect(text).toContain('Certificação de Renda do Inquilino');
    expect(text).toContain('US$ 63.337,00');
    expect(text).toContain('Parte II - Composição do domicílio');
    expect(text).not.toContain('Tenant Income Certification');
    const refused = await sendAs(
      t,
      org.adminToken,
      'GET',
      `/api/certifications/${annual.id}/tic.pdf?lang=fr`,
    );
    expect(refused.statusCode).toBe(400);
  });

  it('marks a draft, and is not found for another organization or an unknown id', async () => {
    const occupancyId = await place(t, org, await freshUnit(), '30000');
    const draft = await draftOf(t, org, occupancyId);
    const res = await ticOf(draft.id);
    expect(res.statusCode).toBe(200);
    expect((await pdfPageTexts(res.rawPayload)).join('\n')).toContain('DRAFT — not finalized');
    await expectNotFound(t.database, [() => ticOf(draft.id, other.adminToken), () => ticOf(2_000_000_000)]);
  });
});

async function freshUnit() {
  const propertyId = (await property(t, org)).id;
  return unitIn(t, org, propertyId, '2BR', [{ program_id: programs.presidio.id, ami_percentage: 60 }]);
}
