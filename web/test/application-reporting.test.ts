import { applicationBody } from '@lar/contracts/applications';
import {
  DISABILITY_ANSWERS as CONTRACT_DISABILITY,
  RACE_ETHNICITY_ANSWERS as CONTRACT_RACES,
  RENTAL_ASSISTANCE_SOURCES as CONTRACT_SOURCES,
} from '@lar/contracts/reporting-data';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ApplicationValues,
  applicationFieldOf,
  DISABILITY_ANSWERS,
  emptyApplication,
  emptyMember,
  RACE_ETHNICITY_ANSWERS,
  RENTAL_ASSISTANCE_SOURCES,
  readDraft,
  toApplicationBody,
  validateApplication,
  writeDraft,
} from '../src/features/applying/application-values.ts';
import { MemoryStorage } from './storage-stub.ts';

/**
 * The public form's optional reporting answers (decision 066): the SPD 15 (2024) categories, checked
 * as the server checks them, sent only when given, and never kept in the browser's draft.
 */
const NOW = new Date('2026-11-26T10:00:00Z');
const storage = new MemoryStorage();

beforeEach(() => {
  storage.clear();
  vi.stubGlobal('window', { localStorage: storage });
});

function filled(): ApplicationValues {
  const values = emptyApplication('pt');
  const head = { ...emptyMember('HEAD'), name: 'Ana Souza', birth_date: '1985-03-02' };
  head.reporting = { race_ethnicity: ['HISPANIC_OR_LATINO', 'WHITE'], disability: 'NO', ssn_last4: '9753' };
  return {
    ...values,
    email: 'ana@example.com',
    consent: true,
    members: [head],
    reporting: {
      rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
      rental_assistance_monthly: '450.50',
    },
  };
}

describe('the application form’s reporting answers', () => {
  it('offers the contracts’ categories, SPD 15’s seven and “declined”', () => {
    expect([...RACE_ETHNICITY_ANSWERS]).toEqual([...CONTRACT_RACES]);
    expect(RACE_ETHNICITY_ANSWERS).toHaveLength(8);
    expect([...DISABILITY_ANSWERS]).toEqual([...CONTRACT_DISABILITY]);
    expect([...RENTAL_ASSISTANCE_SOURCES]).toEqual([...CONTRACT_SOURCES]);
  });

  it('sends them as the server takes them, the amount in cents', () => {
    const body = toApplicationBody({ listing_id: 4 }, filled());
    expect(body.reporting).toEqual({
      members: [{ race_ethnicity: ['HISPANIC_OR_LATINO', 'WHITE'], disability: 'NO', ssn_last4: '9753' }],
      rental_assistance_source: 'HUD_HOUSING_CHOICE_VOUCHER',
      rental_assistance_monthly_cents: 45050,
    });
    expect(applicationBody.safeParse(body).success).toBe(true);
  });

  it('sends none when none was given', () => {
    const values = {
      ...filled(),
      reporting: { rental_assistance_source: '', rental_assistance_monthly: '' },
    };
    values.members = values.members.map((m) => ({
      ...m,
      reporting: { race_ethnicity: [], disability: '', ssn_last4: '' },
    }));
    expect(toApplicationBody({ listing_id: 4 }, values).reporting).toBeUndefined();
  });

  it.each([
    ['123', 'reporting.members.0.ssn_last4', 'applying:errors.ssnLast4'],
    ['12a4', 'reporting.members.0.ssn_last4', 'applying:errors.ssnLast4'],
    ['12345', 'reporting.members.0.ssn_last4', 'applying:errors.ssnLast4'],
  ])('refuses the SSN digits %s, as the server does', (ssn, field, key) => {
    const values = filled();
    values.members = values.members.map((m) => ({ ...m, reporting: { ...m.reporting, ssn_last4: ssn } }));
    expect(validateApplication(values, NOW)[field]).toBe(key);
    expect(applicationBody.safeParse(toApplicationBody({ listing_id: 4 }, values)).success).toBe(false);
  });

  it('refuses “declined” with a category, and an amount without its source', () => {
    const values = filled();
    values.members = values.members.map((m) => ({
      ...m,
      reporting: { ...m.reporting, race_ethnicity: ['DECLINED', 'ASIAN'] },
    }));
    values.reporting = { rental_assistance_source: '', rental_assistance_monthly: '100' };
    const errors = validateApplication(values, NOW);
    expect(errors['reporting.members.0.race_ethnicity']).toBe('validation.race_ethnicity_declined_alone');
    expect(errors['reporting.rental_assistance_source']).toBe(
      'validation.rental_assistance_amount_without_source',
    );
    expect(validateApplication(filled(), NOW)).toEqual({});
  });

  it('places the server’s field errors at their inputs', () => {
    expect(applicationFieldOf('reporting.members.2.ssn_last4')).toBe('reporting.members.2.ssn_last4');
    expect(applicationFieldOf('reporting.members.0.race_ethnicity.1')).toBe(
      'reporting.members.0.race_ethnicity',
    );
    expect(applicationFieldOf('reporting.rental_assistance_source')).toBe(
      'reporting.rental_assistance_source',
    );
  });

  it('never keeps them in the draft saved in the browser', () => {
    writeDraft('listing-4', filled());
    const stored = storage.getItem('lar.application-draft.listing-4') ?? '';
    expect(stored).toContain('Ana Souza');
    expect(stored).not.toContain('9753');
    expect(stored).not.toContain('HUD_HOUSING_CHOICE_VOUCHER');
    expect(stored).not.toContain('HISPANIC_OR_LATINO');
    expect(readDraft('listing-4')?.members[0]?.reporting).toEqual({
      race_ethnicity: [],
      disability: '',
      ssn_last4: '',
    });
  });
});
