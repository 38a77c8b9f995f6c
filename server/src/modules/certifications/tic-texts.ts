import type {
  CertificationType,
  Relationship,
  StudentException,
  StudentStatus,
} from '@lar/contracts/certifications';
import type { AssetRule } from '@lar/contracts/compliance/asset-rules';
import type { Language } from '@lar/contracts/languages';
import { en } from './tic-texts-en.ts';
import { es } from './tic-texts-es.ts';
import { pt } from './tic-texts-pt.ts';

/**
 * The wording of the Tenant Income Certification PDF in the reader's language (decision 063): the
 * staff who print it and the household who signs it read it in their language; the figures,
 * program names and citations are the same in every one.
 */
export type TicLanguage = Language;

export interface TicTexts {
  locale: string;
  /** A calendar date (YYYY-MM-DD) as the form writes it: MM/DD/YYYY in English, DD/MM/YYYY otherwise. */
  shortDate: (iso: string) => string;
  title: string;
  generated: string;
  draftMark: string;
  finalized: string;
  parts: Record<'I' | 'II' | 'III' | 'IV' | 'V' | 'VI' | 'VII' | 'VIII' | 'signatures', string>;
  development: Record<
    | 'property'
    | 'address'
    | 'unit'
    | 'bedrooms'
    | 'bathrooms'
    | 'squareFeet'
    | 'number'
    | 'type'
    | 'effectiveDate'
    | 'status'
    | 'finalizedBy'
    | 'finalizedAt'
    | 'corrects'
    | 'correctedBy',
    string
  >;
  numbered: (id: number) => string;
  household: Record<'name' | 'relationship' | 'birthDate' | 'student' | 'disabled' | 'size', string>;
  income: Record<'employment' | 'socialSecurity' | 'publicAssistance' | 'other' | 'total' | 'totals', string>;
  assets: Record<
    | 'description'
    | 'cashValue'
    | 'annualIncome'
    | 'excluded'
    | 'notComputable'
    | 'rule'
    | 'netFamilyAssets'
    | 'passbookRate'
    | 'noPassbookRate'
    | 'actual'
    | 'imputed'
    | 'counted',
    string
  >;
  threshold: (from: string) => string;
  rateFrom: (rate: string, from: string) => string;
  determination: Record<
    | 'fromMembers'
    | 'fromAssets'
    | 'annualIncome'
    | 'asOf'
    | 'qualifiedUnder'
    | 'rentLimitOf'
    | 'atOrBelow'
    | 'qualifies'
    | 'line140'
    | 'over140'
    | 'line170'
    | 'over170'
    | 'lineHome'
    | 'overHome'
    | 'noLimit'
    | 'marketRate',
    string
  >;
  incomeLimitFor: (size: number) => string;
  programAt: (program: string, percent: number) => string;
  rent: Record<'tenantRent' | 'assistance' | 'utility' | 'charges' | 'gross' | 'maximum' | 'within', string>;
  student: Record<'status' | 'exception', string>;
  programs: Record<'none' | 'program' | 'ami' | 'lowest' | 'income' | 'rent', string>;
  certifyHousehold: string;
  certifyOwner: string;
  owner: string;
  /** The signature certificate page of a sealed, signed certification (decision 078). */
  certificate: {
    title: string;
    intro: string;
    frozenHash: string;
    member: string;
    method: string;
    signedAt: string;
    electronic: string;
    paper: (by: string) => string;
  };
  signature: string;
  date: string;
  footer: (id: number, property: string, unit: string) => string;
  page: (i: number, n: number) => string;
  yes: string;
  no: string;
  undetermined: string;
  none: string;
  types: Readonly<Record<CertificationType, string>>;
  relationships: Readonly<Record<Relationship, string>>;
  studentExceptions: Readonly<Record<StudentException, string>>;
  studentStatuses: Readonly<Record<StudentStatus, string>>;
  assetRules: Readonly<Record<AssetRule, string>>;
}

export const TIC_TEXTS: Readonly<Record<TicLanguage, TicTexts>> = { en, pt, es };
