import type { Relationship } from './household.ts';
import type { RaceEthnicityAnswer, RentalAssistanceSource } from './reporting-categories.ts';

/**
 * The elements of HUD's LIHTC tenant data file and their rules, after "XML Documentation for
 * Submission of HERA-mandated LIHTC Data to HUD" (HUD User, 06/29/2017: Tenant schema, Part I
 * DevelopmentData, Part II HouseholdComposition; element names, types, whether required, and the
 * missing-value codes) and form HUD-52697 (OMB 2528-0320, 2022 revision) for the parts whose
 * element names that documentation's stored pages did not show (income and rent). What is
 * inferred rather than read is marked `inferred` here and listed in decision 071. No XSD could be
 * had: `checkTenant` is the schema's stand-in, and the file is written only from checked records.
 */

/** A value's type: its pattern, and the code that says "missing" where the documentation has one. */
interface ElementType {
  pattern: RegExp;
  missing?: string;
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export const ELEMENT_TYPES = {
  integer: { pattern: /^\d+$/ },
  string: { pattern: /^[^\p{Cc}]{1,100}$/u },
  date: { pattern: ISO_DATE, missing: '1111-11-11' },
  /** 1 initial certification, 2 recertification, 3 other (HUD-52697, heading). */
  CertificationType: { pattern: /^[123]$/ },
  BINType: { pattern: /^[A-Z]{2}-\d{2}-\d{5}$/ },
  StateCode: { pattern: /^[A-Z]{2}$/ },
  ZIP: { pattern: /^\d{5}(-\d{4})?$/, missing: '99999' },
  /** inferred: 0 for an SRO or studio, else the bedrooms. */
  bedrooms: { pattern: /^\d$/ },
  /** 1 yes, 2 no (inferred), 3 missing. */
  yesno: { pattern: /^[12]$/, missing: '3' },
  /** 1 yes, 2 no, 3 did not respond (inferred), 9 missing. */
  yesnoMis: { pattern: /^[123]$/, missing: '9' },
  /** The TIC's codes: H head, S spouse, A adult co-tenant, C child, F foster, L live-in aide; N missing. */
  relationshipv: { pattern: /^[HSACFL]$/, missing: 'N' },
  last4ssn: { pattern: /^\d{4}$/, missing: '0000' },
  /** 1 White ... 7 did not respond (inferred from the form's codes); 9 missing. */
  racev: { pattern: /^[1-7]$/, missing: '9' },
  /** 1 Hispanic, 2 not Hispanic, 3 did not respond (inferred); 9 missing. */
  ethnic: { pattern: /^[123]$/, missing: '9' },
  /** inferred: dollars with cents. */
  money: { pattern: /^\d{1,9}\.\d{2}$/ },
  /** inferred: 1-7 in the order of the form's Part VI list, 8 none; 9 missing. */
  assistancev: { pattern: /^[1-8]$/, missing: '9' },
} satisfies Record<string, ElementType>;
export type ElementTypeName = keyof typeof ELEMENT_TYPES;

interface ElementRule {
  type: ElementTypeName;
  required: boolean;
}

const required = (type: ElementTypeName): ElementRule => ({ type, required: true });
const optional = (type: ElementTypeName): ElementRule => ({ type, required: false });

/** The Tenant element's own elements, then its parts', in the file's order. */
export const TENANT_ELEMENTS = {
  TenantNumber: required('integer'),
  CertificationType: required('CertificationType'),
  EffectiveDate: required('date'),
  LIHTCQualificationDate: required('date'),
} satisfies Record<string, ElementRule>;

export const DEVELOPMENT_ELEMENTS = {
  Agency: required('StateCode'),
  PropertyName: required('string'),
  BIN: required('BINType'),
  Street: required('string'),
  City: required('string'),
  State: required('StateCode'),
  PostalCode: required('ZIP'),
  UnitNumber: required('string'),
  Bedrooms: required('bedrooms'),
  IsVacant: required('yesno'),
} satisfies Record<string, ElementRule>;

export const MEMBER_ELEMENTS = {
  HHMbr: required('integer'),
  LastName: required('string'),
  FirstName: required('string'),
  MiddleInitial: optional('string'),
  RelationshipToHeadOfHousehold: required('relationshipv'),
  DOB: required('date'),
  IsStudent: required('yesno'),
  Last4DigitsOfSocialSecurityNo: required('last4ssn'),
  Race1: required('racev'),
  Race2: optional('racev'),
  Race3: optional('racev'),
  Race4: optional('racev'),
  Race5: optional('racev'),
  Race6: optional('racev'),
  Ethnicity: required('ethnic'),
  IsDisabled: required('yesnoMis'),
} satisfies Record<string, ElementRule>;

/** inferred names (HUD-52697 Parts V and VI). */
export const INCOME_ELEMENTS = {
  TotalAnnualIncome: required('money'),
  HouseholdSize: required('integer'),
} satisfies Record<string, ElementRule>;

export const RENT_ELEMENTS = {
  TenantPaidRent: required('money'),
  UtilityAllowance: required('money'),
  OtherNonOptionalCharges: required('money'),
  GrossRent: required('money'),
  RentAssistanceSource: required('assistancev'),
  RentAssistance: required('money'),
} satisfies Record<string, ElementRule>;

type Values<E> = { [K in keyof E]?: string | null };

/** One unit's record: the development part always; the household's parts unless it is vacant. */
export interface TenantRecord {
  tenant: Values<typeof TENANT_ELEMENTS>;
  development: Values<typeof DEVELOPMENT_ELEMENTS>;
  members: Array<Values<typeof MEMBER_ELEMENTS>>;
  income: Values<typeof INCOME_ELEMENTS>;
  rent: Values<typeof RENT_ELEMENTS>;
}

/** A value the rules refuse: where (`members.1.DOB`) and why. */
export interface ElementProblem {
  element: string;
  rule: 'required' | 'type';
}

function checkPart<E extends Record<string, ElementRule>>(
  rules: E,
  values: Values<E>,
  prefix: string,
  problems: ElementProblem[],
) {
  for (const [name, rule] of Object.entries(rules) as Array<[string, ElementRule]>) {
    const value = (values as Record<string, string | null | undefined>)[name];
    const where = `${prefix}${name}`;
    if (value === undefined || value === null || value === '') {
      if (rule.required) problems.push({ element: where, rule: 'required' });
      continue;
    }
    const type: ElementType = ELEMENT_TYPES[rule.type];
    if (value !== type.missing && !type.pattern.test(value)) problems.push({ element: where, rule: 'type' });
  }
}

/**
 * The documentation's rules over one record: every required element present (or its missing
 * code), every value of its type. A vacant unit needs only TenantNumber and its development data
 * ("If Yes, no other tenant-specific information required", HUD-52697 Part II).
 */
export function checkTenant(record: TenantRecord): ElementProblem[] {
  const problems: ElementProblem[] = [];
  const vacant = record.development.IsVacant === '1';
  checkPart(
    vacant ? { TenantNumber: TENANT_ELEMENTS.TenantNumber } : TENANT_ELEMENTS,
    record.tenant,
    '',
    problems,
  );
  checkPart(DEVELOPMENT_ELEMENTS, record.development, 'DevelopmentData.', problems);
  if (vacant) return problems;
  if (record.members.length === 0) problems.push({ element: 'HouseholdComposition', rule: 'required' });
  record.members.forEach((m, i) => {
    checkPart(MEMBER_ELEMENTS, m, `HouseholdComposition.${i}.`, problems);
  });
  checkPart(INCOME_ELEMENTS, record.income, 'Income.', problems);
  checkPart(RENT_ELEMENTS, record.rent, 'Rent.', problems);
  return problems;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const xmlText = (v: string) => v.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

function writePart<E extends Record<string, ElementRule>>(rules: E, values: Values<E>, indent: string) {
  let out = '';
  for (const name of Object.keys(rules)) {
    const value = (values as Record<string, string | null | undefined>)[name];
    if (value === undefined || value === null || value === '') continue;
    out += `${indent}<${name}>${xmlText(value)}</${name}>\n`;
  }
  return out;
}

/** One Tenant element, indented two spaces per level, each element on its line. */
export function tenantXml(record: TenantRecord): string {
  const vacant = record.development.IsVacant === '1';
  let out = '  <Tenant>\n';
  out += writePart(
    vacant ? { TenantNumber: TENANT_ELEMENTS.TenantNumber } : TENANT_ELEMENTS,
    record.tenant,
    '    ',
  );
  out += `    <DevelopmentData>\n${writePart(DEVELOPMENT_ELEMENTS, record.development, '      ')}    </DevelopmentData>\n`;
  if (!vacant) {
    for (const member of record.members)
      out += `    <HouseholdComposition>\n${writePart(MEMBER_ELEMENTS, member, '      ')}    </HouseholdComposition>\n`;
    out += `    <Income>\n${writePart(INCOME_ELEMENTS, record.income, '      ')}    </Income>\n`;
    out += `    <Rent>\n${writePart(RENT_ELEMENTS, record.rent, '      ')}    </Rent>\n`;
  }
  return `${out}  </Tenant>\n`;
}

/** The file's first lines and its last (root element name inferred). */
export const fileHead = (year: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<LIHTCTenantData Year="${year}" AsOf="${year}-12-31">\n`;
export const FILE_TAIL = '</LIHTCTenantData>\n';

// The codes Lar's answers map to.

export const RELATIONSHIP_CODES: Record<Relationship, string> = {
  HEAD: 'H',
  SPOUSE: 'S',
  CO_HEAD: 'A',
  OTHER_ADULT: 'A',
  DEPENDENT: 'C',
  FOSTER: 'F',
  LIVE_IN_AIDE: 'L',
};

/**
 * SPD 15 (2024) answers to the form's separate race codes: Middle Eastern or North African was
 * within White under the 1997 standard the codes come from (62 FR 58782); Hispanic or Latino is
 * the ethnicity question.
 */
export const RACE_CODES: Partial<Record<RaceEthnicityAnswer, string>> = {
  WHITE: '1',
  MIDDLE_EASTERN_OR_NORTH_AFRICAN: '1',
  BLACK_OR_AFRICAN_AMERICAN: '2',
  AMERICAN_INDIAN_OR_ALASKA_NATIVE: '3',
  ASIAN: '4',
  NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER: '5',
  DECLINED: '7',
};

/**
 * RentAssistanceSource codes: inferred (the sources in the form's order, 8 none), not read from
 * HUD's XML documentation, whose later pages could not be found (decisions 066 and 071).
 */
export const ASSISTANCE_CODES: Record<RentalAssistanceSource, string> = {
  HUD_PROJECT_BASED_RENTAL_ASSISTANCE: '1',
  HUD_OTHER_PROJECT_BASED: '2',
  HUD_HOUSING_CHOICE_VOUCHER: '3',
  HUD_PROJECT_BASED_VOUCHER: '4',
  USDA_SECTION_521: '5',
  OTHER_FEDERAL: '6',
  NON_FEDERAL: '7',
  NONE: '8',
};

/** The race elements and the ethnicity of one member's answers; missing codes when none. */
export function raceAndEthnicity(answers: readonly RaceEthnicityAnswer[] | null | undefined) {
  if (!answers || answers.length === 0) return { races: ['9'], ethnicity: '9' };
  if (answers.includes('DECLINED')) return { races: ['7'], ethnicity: '3' };
  const races = [...new Set(answers.map((a) => RACE_CODES[a]).filter((c): c is string => c !== undefined))];
  return {
    races: races.length === 0 ? ['9'] : races.sort().slice(0, 6),
    ethnicity: answers.includes('HISPANIC_OR_LATINO') ? '1' : '2',
  };
}

/** A member's one name as the form's three (inferred: first word, last word, middle initial). */
export function nameParts(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first: 'xxxx', last: 'xxxx', middle: null };
  if (words.length === 1) return { first: words[0] as string, last: 'xxxx', middle: null };
  return {
    first: words[0] as string,
    last: words[words.length - 1] as string,
    middle: words.length > 2 ? (words[1] as string).charAt(0).toUpperCase() : null,
  };
}
