import type { ResidentSubmission } from '@lar/contracts/resident-questionnaire';
import type { i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { issuesOf } from '../src/features/resident-questionnaire/api.ts';
import { QuestionnaireForm } from '../src/features/resident-questionnaire/components/QuestionnaireForm.tsx';
import { ApiError } from '../src/lib/api.ts';
import { formatMoney } from '../src/lib/format.ts';
import { featureI18n, featureTexts, renderWith, textOf } from './feature-i18n.ts';

/** The recertification questionnaire's page (issue 40, decision 076), in the three languages. */

const texts = (language: string) => featureTexts('resident-questionnaire', language);
const instance = (language: string) =>
  featureI18n('resident-questionnaire', 'residentQuestionnaire', language);

const HEAD = '11111111-1111-4111-8111-111111111111';
const CHILD = '22222222-2222-4222-8222-222222222222';
const submission: ResidentSubmission = {
  id: 1,
  occupancy_id: 7,
  effective_date: '2027-01-01',
  status: 'CORRECTION_REQUESTED',
  answers: {
    members: [
      {
        member_key: HEAD,
        name: 'Ana Souza',
        birth_date: '1980-05-01',
        relationship: 'HEAD',
        change: 'NONE',
        change_date: null,
        full_time_student: false,
        disabled: false,
      },
      {
        member_key: CHILD,
        name: 'Caio Souza',
        birth_date: '2015-07-20',
        relationship: 'DEPENDENT',
        change: 'LEFT',
        change_date: '2026-03-01',
        full_time_student: false,
        disabled: false,
      },
    ],
    income_sources: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        member_key: HEAD,
        kind: 'employment',
        amount: '500.25',
        frequency: 'WEEKLY',
      },
    ],
    assets: [],
    receives_rental_assistance: null,
    rental_assistance_amount: '',
  },
  baseline: {
    certification_id: 3,
    members: [
      {
        member_key: HEAD,
        name: 'Ana Souza',
        income_cents: { employment: 2_000_000, social_security: 0, public_assistance: 0, other: 0 },
      },
      {
        member_key: CHILD,
        name: 'Caio Souza',
        income_cents: { employment: 0, social_security: 0, public_assistance: 0, other: 0 },
      },
    ],
  },
  changes: { joined: [], left: [], income: [], total_before: '0.00', total_after: '0.00' },
  annual_amounts: {},
  correction_note: 'Add the March pay stubs.',
  submitted_at: null,
  reviewed_at: null,
  reviewed_by: null,
  certification_id: null,
  trace: null,
  editable: true,
  version: 3,
  updated_at: '2026-11-29T10:00:00Z',
};

const expected = {
  en: [
    'Recertification questionnaire',
    'Household members',
    'Full name',
    'Left the household',
    'Every week',
    'What changed since last year',
    'Left: Caio Souza',
    'Send my answers',
    'This answer is needed.',
  ],
  pt: [
    'Questionário de recertificação',
    'Moradores da família',
    'Nome completo',
    'Saiu da família',
    'Toda semana',
    'O que mudou desde o ano passado',
    'Saiu: Caio Souza',
    'Enviar minhas respostas',
    'Esta resposta é necessária.',
  ],
  es: [
    'Cuestionario de recertificación',
    'Miembros del hogar',
    'Nombre completo',
    'Dejó el hogar',
    'Cada semana',
    'Qué cambió desde el año pasado',
    'Se fue: Caio Souza',
    'Enviar mis respuestas',
    'Esta respuesta es necesaria.',
  ],
} as const;

const render = (i18n: I18n, issues: Record<string, string> = {}) =>
  renderWith(
    i18n,
    createElement(QuestionnaireForm, {
      submission,
      answers: submission.answers,
      issues,
      saveState: 'saved',
      submitting: false,
      onChange: () => {},
      onCommit: () => {},
      onSubmit: () => {},
      newId: () => 'x',
    }),
  );

describe('the questionnaire page, in each language', () => {
  for (const language of ['en', 'pt', 'es'] as const) {
    it(`labels every field, shows the annual amounts and what changed in ${language}`, async () => {
      const i18n = await instance(language);
      const html = render(i18n, { receives_rental_assistance: 'required' });
      const text = textOf(html);
      for (const words of expected[language]) expect(text).toContain(words);
      // $500.25 a week is $26,013.00 a year; the head earned $20,000.00 by the certification in force.
      expect(text).toContain(formatMoney('26013.00', language));
      // The amount is written as the language writes numbers: 500,25 in Portuguese.
      expect(html).toContain(`value="${language === 'pt' ? '500,25' : '500.25'}"`);
      expect(text).toContain(formatMoney('20000.00', language));
      expect(text).toContain('Add the March pay stubs.');
      expect(text).not.toMatch(/members\.|income\.|changes\.|issues\.|save\./);
      // Every input and select has a label tied to it.
      const ids = [...html.matchAll(/<(?:input|select)[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.length).toBeGreaterThan(5);
      for (const id of ids) expect(html).toContain(`for="${id}"`);
    });
  }

  it('marks a field with its issue and counts what is missing', async () => {
    const i18n = await instance('en');
    const html = render(i18n, { 'members.0.name': 'required', 'income_sources.0.amount': 'money' });
    expect(html).toContain('aria-invalid="true"');
    const text = textOf(html);
    expect(text).toContain('Enter an amount such as 1,234.56.');
    expect(text).toContain('2 answers are missing or need a fix');
  });

  it('reads field issues of a refused save by their path in the answers', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', [
      { field: 'answers.members.0.name', code: 'too_small', message: 'x' },
      { field: 'income_sources.1.amount', code: 'required', message: 'x' },
    ]);
    expect(issuesOf(error)).toEqual({ 'members.0.name': 'too_small', 'income_sources.1.amount': 'required' });
  });

  it('has the same texts in every language', () => {
    const keys = (tree: Record<string, unknown>, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? keys(value as Record<string, unknown>, `${prefix}${key}.`)
          : [`${prefix}${key}`.replace(/_(zero|one|many|other)$/, '')],
      );
    const set = (l: string) => [...new Set(keys(texts(l)))].sort();
    expect(set('pt')).toEqual(set('en'));
    expect(set('es')).toEqual(set('en'));
  });
});
