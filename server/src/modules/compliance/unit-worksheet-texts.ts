import type { CertificationType, StudentStatus } from '@lar/contracts/certifications';
import type { ElectionSource, LowIncomeReason } from '@lar/contracts/compliance/low-income-unit';
import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import type { LimitPurpose, WorksheetLanguage } from '@lar/contracts/compliance/unit-worksheet';
import { ES } from './unit-worksheet-texts-es.ts';
import { PT } from './unit-worksheet-texts-pt.ts';

/**
 * The wording of the unit compliance worksheet PDF in the reader's language (decision 049). It is
 * the manager's and auditor's working paper, not a federal form like the TIC (decision 026), so it
 * follows the reader; the PDF is drawn by the server, so its texts live here like the notice
 * letters'. Citations stay as the Code writes them.
 */
export interface WorksheetTexts {
  locale: string;
  title: string;
  generated: string;
  sections: Record<'unit' | 'household' | 'certifications' | 'limits' | 'tests' | 'result', string>;
  labels: Record<
    | 'property'
    | 'election'
    | 'date'
    | 'unit'
    | 'building'
    | 'unitType'
    | 'squareFeet'
    | 'designations'
    | 'home'
    | 'occupancy'
    | 'moveIn'
    | 'moveOut'
    | 'size'
    | 'members'
    | 'vacant'
    | 'moveInCertification'
    | 'currentCertification'
    | 'testPercentage'
    | 'none',
    string
  >;
  columns: Record<
    'purpose' | 'program' | 'ami' | 'table' | 'effective' | 'size' | 'limit' | 'source',
    string
  >;
  purposes: Record<LimitPurpose, string>;
  sources: Record<'table' | 'derived_from_50' | 'above_8' | 'derived', string>;
  applied: string;
  occupancyFigures: string;
  certificationTypes: Record<CertificationType, string>;
  elections: Record<SetAsideElection, string>;
  /** Whose election the unit was tested under (Form 8609, line 10c, is made per building). */
  electionSources: Record<ElectionSource, string>;
  tests: {
    income: string;
    incomeLine: (f: { income: string; size: string; date: string; limit: string }) => string;
    rent: string;
    rentLine: (f: {
      tenant: string;
      allowance: string;
      charges: string;
      gross: string;
      limit: string;
      date: string;
    }) => string;
    overBy: (amount: string) => string;
    student: string;
    studentStatus: Record<StudentStatus | 'UNKNOWN', string>;
    overIncome: string;
    overIncomeLine: (f: {
      income: string;
      size: string;
      date: string;
      limit: string;
      line: string;
    }) => string;
    vacant: string;
    held: string;
    notHeld: string;
  };
  outcome: Record<'pass' | 'fail' | 'unknown' | 'over' | 'within', string>;
  lowIncome: string;
  notLowIncome: string;
  reasons: Record<LowIncomeReason, string>;
  citations: string;
  yes: string;
  no: string;
}

const REASONS_EN: Record<LowIncomeReason, string> = {
  QUALIFIED: 'Rent-restricted, household qualified at move-in',
  VACANT_HELD_BY_VACANT_UNIT_RULE: 'Vacant, kept low-income by the vacant unit rule',
  MARKET_RATE: 'Market-rate unit',
  DESIGNATION_UNKNOWN: 'Its program has no AMI %',
  DESIGNATION_NOT_AVERAGING: 'Designation not allowed under average income (20 to 80 % in steps of 10)',
  VACANT_NOT_LOW_INCOME: 'Vacant, not low-income before',
  VACANT_COMPARABLE_UNIT_RENTED_TO_NON_QUALIFIED:
    'Vacant; a comparable or smaller unit was since let to a household that does not qualify',
  INCOME_OVER_TEST_AT_MOVE_IN: "Income at move-in over the test's limit",
  RENT_OVER_TEST: "Gross rent over the test's limit",
  STUDENT_HOUSEHOLD: 'Full-time students without an exception',
  INCOME_UNKNOWN: 'Move-in income or household size unknown',
  LIMIT_MISSING: 'No income or rent limit for the date',
};

const EN: WorksheetTexts = {
  locale: 'en-US',
  title: 'Unit compliance worksheet',
  generated: 'Generated',
  sections: {
    unit: 'Unit',
    household: 'Household',
    certifications: 'Certifications used',
    limits: 'Limits and their tables',
    tests: 'Tests',
    result: 'Low-income unit',
  },
  labels: {
    property: 'Property',
    election: 'Set-aside election',
    date: 'Tested on',
    unit: 'Unit',
    building: 'Building',
    unitType: 'Unit type',
    squareFeet: 'Square feet',
    designations: 'Designations',
    home: 'HOME designation',
    occupancy: 'Occupancy',
    moveIn: 'Move-in date',
    moveOut: 'Move-out date',
    size: 'Household size',
    members: 'Members on the latest certification',
    vacant: 'Vacant',
    moveInCertification: 'Move-in income',
    currentCertification: 'Current income',
    testPercentage: 'Test applied',
    none: 'None',
  },
  columns: {
    purpose: 'For',
    program: 'Program',
    ami: 'AMI %',
    table: 'Table',
    effective: 'In effect from',
    size: 'Size',
    limit: 'Limit',
    source: 'Source',
  },
  purposes: { INCOME_AT_MOVE_IN: 'Income at move-in', RENT: 'Gross rent', OVER_INCOME: '140 % line' },
  sources: {
    table: 'Published',
    derived_from_50: 'Derived from the 50 % limit',
    above_8: 'Derived above 8 people',
    derived: 'Derived from imputed size',
  },
  applied: 'applied',
  occupancyFigures: 'Occupancy figures (no finalized certification)',
  certificationTypes: { MOVE_IN: 'Move-in', ANNUAL: 'Annual', INTERIM: 'Interim' },
  elections: { NONE: 'None', '20_50': '20-50', '40_60': '40-60', AVERAGE_INCOME: 'Average income' },
  electionSources: { BUILDING: "the building's own (Form 8609)", PROPERTY: "the property's" },
  tests: {
    income: 'Income at move-in (IRC 42(g)(1))',
    incomeLine: (f) => `Income ${f.income} for ${f.size} people on ${f.date}; limit ${f.limit}`,
    rent: 'Gross rent (IRC 42(g)(2))',
    rentLine: (f) =>
      `Tenant rent ${f.tenant} + utility allowance ${f.allowance} + non-optional charges ${f.charges} = gross rent ${f.gross} on ${f.date}; limit ${f.limit}`,
    overBy: (amount) => `Over the limit by ${amount}`,
    student: 'Student status (IRC 42(i)(3)(D))',
    studentStatus: {
      NONE: 'Not a household of full-time students',
      EXCEPTION: 'Full-time students with an exception',
      INELIGIBLE: 'Full-time students without an exception',
      UNKNOWN: 'No certification says',
    },
    overIncome: 'Over-income line, 140 % (IRC 42(g)(2)(D))',
    overIncomeLine: (f) =>
      `Income ${f.income} for ${f.size} people on ${f.date}; limit ${f.limit}; 140 % line ${f.line}`,
    vacant: 'Vacant unit rule (Treas. Reg. 1.42-5(c)(1)(ix))',
    held: 'Held as low-income',
    notHeld: 'Not held',
  },
  outcome: { pass: 'Passes', fail: 'Fails', unknown: 'Unknown', over: 'Over 140 %', within: 'Within 140 %' },
  lowIncome: 'Low-income unit (IRC 42(i)(3))',
  notLowIncome: 'Not a low-income unit (IRC 42(i)(3))',
  reasons: REASONS_EN,
  citations:
    'Rules: IRC 42(g)(1) income test, 42(g)(2) gross rent, 42(g)(2)(D) 140 % rule, 42(i)(3) low-income unit, Treas. Reg. 1.42-5(c)(1)(ix) vacant unit rule.',
  yes: 'Yes',
  no: 'No',
};

export const WORKSHEET_TEXTS: Readonly<Record<WorksheetLanguage, WorksheetTexts>> = {
  en: EN,
  pt: PT,
  es: ES,
};
