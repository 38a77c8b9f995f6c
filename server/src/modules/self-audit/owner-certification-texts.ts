import type {
  OwnerCertificationLanguage,
  OwnerCertificationStatementKey,
} from '@lar/contracts/compliance/owner-certification';
import type { SetAsideElection } from '@lar/contracts/compliance/set-aside';
import { EN } from './owner-certification-en.ts';
import { ES } from './owner-certification-es.ts';
import { PT } from './owner-certification-pt.ts';

/**
 * What the owner's annual certification packet says, in the reader's language (decision 070). The
 * statements restate 26 CFR 1.42-5(c)(1)(i)-(xii), what an owner certifies to the state agency at
 * least annually for the preceding 12-month period; the Portuguese and Spanish are translations for
 * the reader: the agency's own form, in English, is the one filed.
 */
export interface OwnerCertificationTexts {
  locale: string;
  title: string;
  generated: string;
  intro: (year: number) => string;
  labels: Record<
    | 'property'
    | 'year'
    | 'asOf'
    | 'election'
    | 'buildings'
    | 'totals'
    | 'setAside'
    | 'averageIncome'
    | 'exceptions'
    | 'statements'
    | 'signatures'
    | 'noUnits'
    | 'noBuilding'
    | 'met'
    | 'notMet'
    | 'notApplicable'
    | 'noExceptions'
    | 'notChecked'
    | 'withoutSquareFeet'
    | 'ownElection'
    | 'changes',
    string
  >;
  columns: Record<
    | 'building'
    | 'bin'
    | 'placedInService'
    | 'election'
    | 'unitFraction'
    | 'floorSpaceFraction'
    | 'applicable'
    | 'test'
    | 'share'
    | 'required'
    | 'result'
    | 'line'
    | 'category'
    | 'units'
    | 'squareFeet',
    string
  >;
  elections: Record<SetAsideElection, string>;
  averageIncome: (average: string, ceiling: string, share: string, required: string) => string;
  exceptionsFound: (count: number, lines: string) => string;
  noneFound: (lines: string) => string;
  ownerToConfirm: string;
  certify: (year: number) => string;
  statements: Record<OwnerCertificationStatementKey, string>;
  signature: Record<'owner' | 'signature' | 'name' | 'title' | 'date', string>;
  penalty: string;
  footer: string;
}

export const OWNER_CERTIFICATION_TEXTS: Readonly<
  Record<OwnerCertificationLanguage, OwnerCertificationTexts>
> = {
  en: EN,
  pt: PT,
  es: ES,
};
