import { describe, expect, it } from 'vitest';
import { renderTicPdf } from '../../src/modules/certifications/tic-pdf.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';
import { certification, household, member, ticInput } from './tic-fixtures.ts';

const DRAFT_MARK = 'DRAFT — not finalized';

async function ticText(c: ReturnType<typeof certification>) {
  const pdf = await renderTicPdf(ticInput(c));
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = await pdfPageTexts(pdf);
  return { pages, text: pages.join(' ') };
}

describe('the Tenant Income Certification PDF', () => {
  it('prints the determination of an over-income annual recertification with its exact figures', async () => {
    const { pages, text } = await ticText(certification());
    expect(text).toContain('Total annual household income $63,337.00');
    expect(text).toContain('Income limit for a household of 3 $45,240.00');
    expect(text).toContain('140% of the current income limit $63,336.00');
    expect(text).toContain('Over-income (above 140% of the limit) Yes');
    expect(text).toContain('Qualified under (lowest limit) LIHTC at 60% AMI');
    // Part III: the head's sources, their total, and the column totals added in cents.
    expect(text).toContain('João Conceição $41,000.00 $12,000.50 $0.00 $9,836.25 $62,836.75');
    expect(text).toContain('Totals $41,000.00 $12,000.50 $0.00 $9,836.25 $62,836.75');
    expect(text).toContain('Savings account, Banco Popular $4,200.10 $500.25');
    // Part VI: gross rent is tenant rent + utility allowance + non-optional charges.
    expect(text).toContain('Gross rent for the unit $1,096.00');
    expect(text).toContain('Maximum gross rent for the unit $1,131.00');
    expect(text).toContain('Effective date March 1, 2026');
    expect(text).toContain('Type Annual recertification');
    expect(text).toContain('Finalized by maria.manager');
    expect(text).toContain('Finalized at March 2, 2026 at 9:04 AM CST');
    expect(text).toContain('Bedrooms 2');
    expect(text).not.toContain(DRAFT_MARK);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it("prints how the income from assets was found (decision 046; 24 CFR 5.609(b)(3), HUD's 0.40 % for 2026)", async () => {
    // Savings of 10,000 earning 20 and a 401(k) left out: under the older rule 10,000 > 5,000, so
    // the greater of 20 and 10,000 x 0.40 % = 40 is counted.
    const assets = [
      {
        description: 'Savings',
        cash_value: 10_000,
        annual_income: 20,
        actual_return_computable: true,
        excluded: false,
      },
      {
        description: '401(k)',
        cash_value: 30_000,
        annual_income: 300,
        actual_return_computable: true,
        excluded: true,
      },
    ];
    const { text } = await ticText(certification({ assets, assetRules: ['PRE_HOTMA'] }));
    expect(text).toContain('401(k) (excluded) $30,000.00 $300.00');
    expect(text).toContain('Totals $40,000.00 $320.00');
    expect(text).toContain('Net family assets (excluded assets left out) $10,000.00');
    expect(text).toContain('Threshold (from 04/05/1995) $5,000.00');
    expect(text).toContain('Passbook rate 0.40% (from 01/01/2026)');
    expect(text).toContain('Actual income from assets $20.00');
    expect(text).toContain('Imputed income from assets $40.00');
    expect(text).toContain('Income from assets counted $40.00');
    expect(text).toContain('Income from assets counted (Part IV) $40.00');
  });

  it('answers "not over-income" at exactly 140 % of the limit', async () => {
    const { text } = await ticText(certification({ members: household(63_336) }));
    expect(text).toContain('Total annual household income $63,336.00');
    expect(text).toContain('140% of the current income limit $63,336.00');
    expect(text).toContain('Over-income (above 140% of the limit) No');
  });

  it('lists every member with accents intact, and signature lines for the head and each adult only', async () => {
    const { text } = await ticText(certification());
    expect(text).toContain('1 João Conceição Head of household 05/17/1980 No No');
    expect(text).toContain('2 Begoña Muñoz Spouse 11/02/1982 No Yes');
    expect(text).toContain('3 Zoë Conceição Dependent 01/09/2015 Yes No');
    expect(text).toContain('Signature: João Conceição (Head of household)');
    expect(text).toContain('Signature: Begoña Muñoz (Spouse)');
    expect(text).not.toContain('Signature: Zoë Conceição');
    expect(text).toContain("Signature: Owner's representative");
  });

  it('marks every page of a draft and leaves out the finalization', async () => {
    const { pages } = await ticText(certification({ draft: true }));
    for (const page of pages) expect(page).toContain(DRAFT_MARK);
    expect(pages.join(' ')).toContain(`Status ${DRAFT_MARK}`);
    expect(pages.join(' ')).not.toContain('Finalized by');
  });

  it('leaves the 140 % test out of a move-in certification, where it does not apply', async () => {
    const { text } = await ticText(certification({ type: 'MOVE_IN', members: household(45_240) }));
    expect(text).toContain('Type Initial certification (move-in)');
    expect(text).toContain('Household income at or below the limit Yes');
    expect(text).toContain('Household qualifies Yes');
    expect(text).not.toContain('140% of the current income limit');
  });

  it('says a market-rate unit has no limit', async () => {
    const { text } = await ticText(certification({ limits: undefined }));
    expect(text).toContain('Income limit for a household of 3 None (market-rate unit)');
    expect(text).toContain('No program designations: a market-rate unit.');
  });

  it('continues on further pages for 20 members and 50 assets, repeating the table headers', async () => {
    const small = await ticText(certification());
    const members = Array.from({ length: 20 }, (_, i) =>
      member(`Ñandú Gonçalves ${i + 1}`, i === 0 ? 'HEAD' : 'OTHER_ADULT', '1990-01-01', 1_000 * (i + 1)),
    );
    const assets = Array.from({ length: 50 }, (_, i) => ({
      description: `Certificate of deposit ${i + 1}`,
      cash_value: 100.1,
      annual_income: 0.25,
      actual_return_computable: true,
      excluded: false,
    }));
    const { pages, text } = await ticText(certification({ members, assets }));
    expect(pages.length).toBeGreaterThan(small.pages.length + 2);
    for (let i = 1; i <= 20; i++) expect(text).toContain(`Signature: Ñandú Gonçalves ${i} (`);
    for (let i = 1; i <= 50; i++) expect(text).toContain(`Certificate of deposit ${i} $100.10 $0.25`);
    // 1,000 + 2,000 + ... + 20,000 = 210,000; 50 x 100.10 = 5,005.00; 50 x 0.25 = 12.50.
    expect(text).toContain('Totals $210,000.00 $0.00 $0.00 $0.00 $210,000.00');
    expect(text).toContain('Totals $5,005.00 $12.50');
    expect(text).toContain('Total annual household income $210,012.50');
    expect(text).toContain('Household size 20');
    const headed = pages.filter((p) => p.includes('# Description of asset Cash value Annual income'));
    expect(headed.length).toBeGreaterThan(1);
  });

  it("prints in Portuguese and in Spanish when asked, with the same figures in the reader's formats", async () => {
    const pt = (
      await pdfPageTexts(await renderTicPdf({ ...ticInput(certification()), language: 'pt' }))
    ).join(' ');
    expect(pt).toContain('Certificação de Renda do Inquilino');
    expect(pt).toContain('Parte V - Determinação da elegibilidade de renda');
    expect(pt).toContain('Renda anual total do domicílio US$ 63.337,00');
    expect(pt).toContain('Limite de renda para um domicílio de 3 US$ 45.240,00');
    expect(pt).toContain('Acima da renda (mais de 140% do limite) Sim');
    expect(pt).toContain('Tipo Recertificação anual');
    expect(pt).toContain('Data de vigência 1 de março de 2026');
    expect(pt).toContain('Cônjuge');
    expect(pt).toContain('02/11/1982');
    expect(pt).toContain('Assinatura: João Conceição (Responsável)');
    expect(pt).toMatch(/Página 1 de \d/);
    for (const english of ['Tenant Income Certification', 'Part V', 'Yes', 'Spouse', 'Signature', 'Page 1']) {
      expect(pt).not.toContain(english);
    }

    const es = (
      await pdfPageTexts(await renderTicPdf({ ...ticInput(certification()), language: 'es' }))
    ).join(' ');
    expect(es).toContain('Certificación de Ingresos del Inquilino');
    expect(es).toContain('Ingreso anual total del hogar $63,337.00');
    expect(es).toContain('El hogar califica');
    expect(es).not.toContain('Household qualifies');
  });

  it("marks a draft in the reader's language", async () => {
    const pages = await pdfPageTexts(
      await renderTicPdf({ ...ticInput(certification({ draft: true })), language: 'pt' }),
    );
    for (const page of pages) expect(page).toContain('RASCUNHO — não finalizada');
  });
});
