import {
  APPLICATION_LANGUAGES,
  APPLICATION_MEMBERS_MAX,
  applicationBody,
  DOCUMENT_MAX_BYTES as CONTRACT_DOCUMENT_MAX_BYTES,
  DOCUMENTS_MAX as CONTRACT_DOCUMENTS_MAX,
} from '@lar/contracts/applications';
import { RELATIONSHIPS } from '@lar/contracts/certifications';
import { describe, expect, it } from 'vitest';
import {
  APPLYING_LANGUAGES,
  applicationFieldOf,
  centsOf,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_MAX,
  emptyApplication,
  emptyMember,
  householdCents,
  MEMBERS_MAX,
  OTHER_RELATIONSHIPS,
  toApplicationBody,
  validateApplication,
} from '../src/features/applying/application-values.ts';

/** The application form's rules, kept in step with the contracts the server checks them by. */
/** 26 November 2026, 10:00 UTC. */
const NOW = new Date('2026-11-26T10:00:00Z');

describe('the application form', () => {
  it('has the contracts’ relationships, languages and limits', () => {
    expect([...OTHER_RELATIONSHIPS]).toEqual(RELATIONSHIPS.filter((r) => r !== 'HEAD'));
    expect([...APPLYING_LANGUAGES]).toEqual([...APPLICATION_LANGUAGES]);
    expect(MEMBERS_MAX).toBe(APPLICATION_MEMBERS_MAX);
    expect(DOCUMENTS_MAX).toBe(CONTRACT_DOCUMENTS_MAX);
    expect(DOCUMENT_MAX_BYTES).toBe(CONTRACT_DOCUMENT_MAX_BYTES);
  });

  it('sums income in cents, exactly', () => {
    expect(centsOf('0.1')).toBe(10);
    expect(centsOf('1,200.05')).toBe(120005);
    expect(centsOf('')).toBe(0);
    expect(centsOf('12.345')).toBeNull();
    expect(centsOf('-3')).toBeNull();
    const values = emptyApplication('en');
    const head = values.members[0] as (typeof values.members)[number];
    head.income.employment = '0.1';
    head.income.other = '0.2';
    values.members.push({
      ...emptyMember('SPOUSE'),
      income: { employment: '', social_security: '0.7', public_assistance: '', other: '' },
    });
    expect(householdCents(values)).toBe(100);
  });

  it('checks the browser’s part and sends a body the server’s schema accepts', () => {
    const values = emptyApplication('pt');
    expect(Object.keys(validateApplication(values, NOW)).sort()).toEqual([
      'consent',
      'email',
      'members.0.birth_date',
      'members.0.name',
    ]);
    Object.assign(values, {
      email: 'ana@example.com',
      phone: '(617) 555-0100',
      consent: true,
      total_assets: '10.5',
    });
    const head = values.members[0] as (typeof values.members)[number];
    Object.assign(head, { name: ' Ana ', birth_date: '1985-03-02' });
    head.income.employment = '41234.56';
    values.members.push({ ...emptyMember('DEPENDENT'), name: 'Rui' });
    expect(validateApplication(values, NOW)).toEqual({});
    const born = (birth_date: string) =>
      validateApplication({ ...values, members: [{ ...head, birth_date }] }, NOW);
    expect(born('2030-01-01')).toEqual({ 'members.0.birth_date': 'validation.birth_date_future' });
    expect(born('2999-01-01')).toEqual({ 'members.0.birth_date': 'validation.birth_date_future' });
    // At 10:00 UTC it is already 27 November at UTC+14: that date is not refused, the 28th is.
    expect(born('2026-11-27')).toEqual({});
    expect(born('2026-11-28')).toEqual({ 'members.0.birth_date': 'validation.birth_date_future' });
    // More than 130 years before that: a slip, as the server's schemas say too.
    expect(born('1896-11-26')).toEqual({ 'members.0.birth_date': 'validation.birth_date_too_old' });
    expect(born('1896-11-27')).toEqual({});
    const body = toApplicationBody({ listing_id: 7 }, values);
    const parsed = applicationBody.safeParse(body);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(body).toMatchObject({
      phone: '6175550100',
      total_assets: '10.50',
      members: [{ name: 'Ana' }, { name: 'Rui' }],
    });
    expect(body.members[0]?.income).toEqual({
      employment: '41234.56',
      social_security: '0.00',
      public_assistance: '0.00',
      other: '0.00',
    });
  });

  it('places the server’s field errors at the form’s fields', () => {
    expect(applicationFieldOf('members.1.income.other')).toBe('members.1.income.other');
    expect(applicationFieldOf('members')).toBe('members');
    expect(applicationFieldOf('preference_ids.2')).toBe('preferences');
    expect(applicationFieldOf('documents.0')).toBe('documents');
    expect(applicationFieldOf('listing_id')).toBe('target');
    expect(applicationFieldOf('consent')).toBe('consent');
    expect(applicationFieldOf('ssn')).toBeNull();
  });
});
