import type { CertificationType, StudentStatus } from '@lar/contracts/certifications';
import type { ElectionSource, LowIncomeReason } from '@lar/contracts/compliance/low-income-unit';
import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import type { LimitPurpose } from '@lar/contracts/compliance/unit-worksheet';

/**
 * What the unit compliance worksheet PDF says, key by key (decision 049). It is the manager's and
 * auditor's working paper, not a federal form like the TIC (decision 026), so it follows the
 * reader's language; the PDF is drawn by the server, so its texts live here like the notice
 * letters'. The wording of each language is in `unit-worksheet-wording.ts`.
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
    /** The HOME rent over 80 % AMI (24 CFR 92.252(i)(2), decision 061). */
    homeRent: string;
    homeRentLine: (f: { thirty: string; market: string; max: string }) => string;
    marketRentMissing: string;
    notRecorded: string;
  };
  outcome: Record<'pass' | 'fail' | 'unknown' | 'over' | 'within', string>;
  lowIncome: string;
  notLowIncome: string;
  reasons: Record<LowIncomeReason, string>;
  citations: string;
  yes: string;
  no: string;
}
