import { randomUUID } from 'node:crypto';
import type { Certification, CertificationMember } from '@lar/contracts/certifications';
import { INCOME_SOURCES } from '@lar/contracts/certifications';
import {
  centsOf,
  centsOfDollars,
  dollarsOf,
  type FigureTrace,
  memberIncomeCents,
  type QuestionnaireAnswers,
  type QuestionnaireBaseline,
  staysInHousehold,
} from '@lar/contracts/resident-questionnaire';
import { contentOf } from '../certifications/index.ts';
import type { DocumentTarget } from '../resident-documents/index.ts';

/**
 * Between a certification and the questionnaire's answers (decision 076): the answers a cycle
 * starts from, and the annual draft accepted answers make, each figure traced to its answers and
 * documents. No database here: the service reads and writes.
 */

/** The first answers of a cycle: the certification in force, each member given a new member_key. */
export function prefill(inForce: Certification): {
  answers: QuestionnaireAnswers;
  baseline: QuestionnaireBaseline;
} {
  const keyed = inForce.members.map((m) => ({ key: randomUUID(), member: m }));
  return {
    answers: {
      members: keyed.map(({ key, member }) => ({
        member_key: key,
        name: member.name,
        birth_date: member.birth_date,
        relationship: member.relationship,
        change: 'NONE' as const,
        change_date: null,
        full_time_student: member.full_time_student,
        disabled: member.disabled,
      })),
      // Each source the certification counted, as the yearly amount it certified.
      income_sources: keyed.flatMap(({ key, member }) =>
        INCOME_SOURCES.filter((kind) => member.income[kind] > 0).map((kind) => ({
          id: randomUUID(),
          member_key: key,
          kind,
          amount: dollarsOf(centsOfDollars(member.income[kind])),
          frequency: 'YEARLY' as const,
        })),
      ),
      assets: inForce.assets.map((a) => ({
        id: randomUUID(),
        kind: null,
        description: a.description,
        cash_value: dollarsOf(centsOfDollars(a.cash_value)),
        annual_income: dollarsOf(centsOfDollars(a.annual_income)),
      })),
      receives_rental_assistance: inForce.rent_assistance > 0 ? true : null,
      rental_assistance_amount:
        inForce.rent_assistance > 0 ? dollarsOf(centsOfDollars(inForce.rent_assistance)) : '',
    },
    baseline: {
      certification_id: inForce.id,
      members: keyed.map(({ key, member }) => ({
        member_key: key,
        name: member.name,
        income_cents: Object.fromEntries(
          INCOME_SOURCES.map((k) => [k, centsOfDollars(member.income[k])]),
        ) as Record<(typeof INCOME_SOURCES)[number], number>,
      })),
    },
  };
}

/** The ANNUAL draft's content from the answers, and where each figure came from. */
export function draftFromAnswers(
  answers: QuestionnaireAnswers,
  inForce: Certification,
  effectiveDate: string,
): { content: ReturnType<typeof contentOf>; trace: FigureTrace[] } {
  const trace: FigureTrace[] = [];
  const staying = answers.members.filter(staysInHousehold);
  const members: CertificationMember[] = staying.map((m, i) => {
    const cents = memberIncomeCents(answers, m.member_key);
    trace.push({
      figure: `members.${i}`,
      amount: '',
      answers: [`members.${m.member_key}`],
      document_ids: [],
    });
    for (const kind of INCOME_SOURCES) {
      const sources = answers.income_sources.filter((s) => s.member_key === m.member_key && s.kind === kind);
      if (sources.length > 0)
        trace.push({
          figure: `members.${i}.income.${kind}`,
          amount: dollarsOf(cents[kind]),
          answers: sources.map((s) => `income_sources.${s.id}`),
          document_ids: [],
        });
    }
    return {
      name: m.name,
      relationship: m.relationship ?? 'OTHER_ADULT',
      birth_date: m.birth_date,
      full_time_student: m.full_time_student,
      disabled: m.disabled,
      income: {
        employment: cents.employment / 100,
        social_security: cents.social_security / 100,
        public_assistance: cents.public_assistance / 100,
        other: cents.other / 100,
      },
    };
  });
  const assets = answers.assets.map((a, j) => {
    trace.push(
      {
        figure: `assets.${j}.cash_value`,
        amount: dollarsOf(centsOf(a.cash_value)),
        answers: [`assets.${a.id}`],
        document_ids: [],
      },
      {
        figure: `assets.${j}.annual_income`,
        amount: dollarsOf(centsOf(a.annual_income)),
        answers: [`assets.${a.id}`],
        document_ids: [],
      },
    );
    return {
      description: a.description || (a.kind ?? 'OTHER'),
      cash_value: centsOf(a.cash_value) / 100,
      annual_income: centsOf(a.annual_income) / 100,
      actual_return_computable: true,
      excluded: false,
    };
  });
  const assistance = answers.receives_rental_assistance ? centsOf(answers.rental_assistance_amount) : 0;
  trace.push({
    figure: 'rent_assistance',
    amount: dollarsOf(assistance),
    answers: ['receives_rental_assistance', 'rental_assistance_amount'],
    document_ids: [],
  });
  return {
    content: {
      // Rent and charges are the office's figures, kept from the certification in force.
      ...contentOf(inForce),
      effective_date: effectiveDate,
      members,
      assets,
      rent_assistance: assistance / 100,
      // A student exception is kept only while someone is still a full-time student.
      student_exception: members.some((m) => m.full_time_student) ? inForce.student_exception : null,
      adjusted_income: null,
    },
    trace,
  };
}

/**
 * Each figure's documents: those sent for the answers it comes from (decision 077). A member's
 * own figure takes the documents sent for the member alone (identity, student status); an income
 * figure those sent for its sources; an asset's figures those sent for the asset.
 */
export function withDocuments(trace: FigureTrace[], documents: DocumentTarget[]): FigureTrace[] {
  const matches = (answer: string, d: DocumentTarget) => {
    const [kind, id] = answer.split('.');
    if (kind === 'members') return d.member_key === id && d.income_source_id === null && d.asset_id === null;
    if (kind === 'income_sources') return d.income_source_id === id;
    if (kind === 'assets') return d.asset_id === id;
    return false;
  };
  return trace.map((figure) => ({
    ...figure,
    document_ids: documents.filter((d) => figure.answers.some((a) => matches(a, d))).map((d) => d.id),
  }));
}
