import { describe, expect, it } from 'vitest';
import {
  type NoticeLetter,
  renderNoticeLetters,
} from '../../src/modules/recertifications/notice-letters-pdf.ts';
import { pdfPageTexts } from '../helpers/pdf-text.ts';

const property = {
  organizationName: 'Casa Verde Housing Partners',
  propertyName: 'Marfa Gardens',
  propertyAddress: '410 North Highland Avenue, Marfa, TX 79843',
  asOf: '2026-01-30',
} as const;

// A certification effective 2025-03-01 is due on 2026-03-01: 30 days left on 2026-01-30 (DUE_30).
const due = (language: NoticeLetter['language'], household: string, unitNumber: string): NoticeLetter => ({
  ...property,
  language,
  household,
  unitNumber,
  dueDate: '2026-03-01',
  daysLeft: 30,
  bucket: 'DUE_30',
});

const overdue = (language: NoticeLetter['language'], household: string): NoticeLetter => ({
  ...property,
  language,
  household,
  unitNumber: '4D',
  dueDate: '2026-01-15',
  daysLeft: -15,
  bucket: 'OVERDUE',
});

async function letterPages(letters: readonly NoticeLetter[]) {
  const pdf = await renderNoticeLetters(letters);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfPageTexts(pdf);
}

describe('the recertification notice letters PDF', () => {
  it("prints one letter per page, each in its household's language with the due date in that language", async () => {
    const pages = await letterPages([
      due('en', 'Ana Smith', '1A'),
      due('pt', 'João Conceição', '2B'),
      due('es', 'Begoña Muñoz', '3C'),
    ]);
    expect(pages).toHaveLength(3);
    const [en, pt, es] = pages as [string, string, string];

    expect(en).toContain('Dear Ana Smith,');
    expect(en).toContain('for unit 1A at Marfa Gardens is due on March 1, 2026 (30 days from today)');
    expect(en).toContain('January 30, 2026');
    expect(en).toContain('income and assets of every household member');

    expect(pt).toContain('Prezado(a) João Conceição,');
    expect(pt).toContain('Recertificação anual de renda');
    expect(pt).toContain('para a unidade 2B em Marfa Gardens vence em 1 de março de 2026 (faltam 30 dias)');
    expect(pt).toContain('30 de janeiro de 2026');
    expect(pt).toContain('comprovantes de renda e de bens de todos os membros da família');
    expect(pt).toContain('Escritório da administração');

    expect(es).toContain('Estimado(a) Begoña Muñoz:');
    expect(es).toContain('Recertificación anual de ingresos');
    expect(es).toContain('para la unidad 3C en Marfa Gardens vence el 1 de marzo de 2026 (faltan 30 días)');
    expect(es).toContain('30 de enero de 2026');
    expect(es).toContain('Comuníquese con la oficina de administración');

    // Each page holds its own letter only.
    expect(en).not.toContain('João');
    expect(pt).not.toContain('Ana Smith');
    expect(es).not.toContain('João');
  });

  it('tells an overdue household, in its language, that the recertification is past due and urgent', async () => {
    const pages = await letterPages([
      overdue('en', 'Ana Smith'),
      overdue('pt', 'João Conceição'),
      overdue('es', 'Begoña Muñoz'),
    ]);
    const [en, pt, es] = pages as [string, string, string];
    expect(en).toContain('URGENT: annual income recertification past due');
    expect(en).toContain('was due on January 15, 2026 and is now 15 days past due');
    expect(en).toContain('Please contact the office right away');
    expect(pt).toContain('URGENTE: recertificação anual de renda em atraso');
    expect(pt).toContain('venceu em 15 de janeiro de 2026 e está em atraso há 15 dias');
    expect(es).toContain('URGENTE: recertificación anual de ingresos vencida');
    expect(es).toContain('venció el 15 de enero de 2026 y tiene 15 días de atraso');
    const dueLetter = (await letterPages([due('en', 'Ana Smith', '1A')]))[0];
    expect(dueLetter).not.toContain('URGENT');
    expect(dueLetter).not.toContain('past due');
  });

  it('says "today" and "1 day" rather than "0 days" and "1 days"', async () => {
    const [today, oneDay, oneLate] = (await letterPages([
      { ...due('en', 'Ana Smith', '1A'), dueDate: '2026-01-30', daysLeft: 0 },
      { ...due('pt', 'João Conceição', '2B'), dueDate: '2026-01-31', daysLeft: 1 },
      { ...overdue('es', 'Begoña Muñoz'), dueDate: '2026-01-29', daysLeft: -1 },
    ])) as [string, string, string];
    expect(today).toContain('is due on January 30, 2026, which is today.');
    expect(oneDay).toContain('vence em 31 de janeiro de 2026 (falta 1 dia)');
    expect(oneLate).toContain('venció el 29 de enero de 2026 y tiene 1 día de atraso');
  });

  it('keeps one page per letter for a whole bucket', async () => {
    const languages = ['en', 'pt', 'es'] as const;
    const letters = Array.from({ length: 25 }, (_, i) =>
      due(languages[i % 3]!, `Household ${i + 1}`, `${100 + i}`),
    );
    const pages = await letterPages(letters);
    expect(pages).toHaveLength(25);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`Household ${i + 1} `);
      expect(page).toContain(` ${100 + i} `);
    }
  });

  it('prints a page saying so when the bucket has no household', async () => {
    const pages = await letterPages([]);
    expect(pages).toEqual(['No notice letters to print.']);
  });
});
