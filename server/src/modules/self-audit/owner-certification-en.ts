import { INTL_LOCALES } from '@lar/contracts/languages';
import type { OwnerCertificationTexts } from './owner-certification-texts.ts';

/** The owner's annual certification packet in English, the language the agency's own form is filed in (decision 070). */
export const EN: OwnerCertificationTexts = {
  locale: INTL_LOCALES.en,
  title: "Owner's annual certification of continuing program compliance",
  generated: 'Prepared on',
  intro: (year) =>
    `The figures below are those of Lar's compliance tests and 8823 self-audit of the property as of December 31, ${year}. The owner reviews them, attaches any description the statements call for, and signs.`,
  labels: {
    property: 'Property',
    year: 'Year certified',
    asOf: 'Figures as of',
    election: "Property's minimum set-aside election",
    buildings: 'Buildings and applicable fraction (IRC 42(c)(1)(B))',
    totals: 'All buildings',
    setAside: 'Minimum set-aside (IRC 42(g)(1))',
    averageIncome: 'Average income test (IRC 42(g)(1)(C))',
    exceptions: 'Exceptions found (IRS Form 8823, line 11)',
    statements: 'Certification (26 CFR 1.42-5(c)(1))',
    signatures: 'Signature',
    noUnits: 'No units on file',
    noBuilding: 'Units without a building',
    met: 'Met',
    notMet: 'Not met',
    notApplicable: 'Not elected',
    noExceptions: "No exceptions found in Lar's records.",
    notChecked:
      'Not checked by Lar (its records do not hold these facts): the owner confirms them by hand. Lines',
    withoutSquareFeet: 'Units without square feet count as 0 in the floor space:',
    ownElection: "(building's own election)",
    changes: 'Changes and exceptions described by the owner (attach pages if needed):',
  },
  columns: {
    building: 'Building',
    bin: 'BIN',
    placedInService: 'Placed in service',
    election: 'Election',
    unitFraction: 'Unit fraction',
    floorSpaceFraction: 'Floor space fraction',
    applicable: 'Applicable fraction (lesser)',
    test: 'Test',
    share: 'Low-income share',
    required: 'Required',
    result: 'Result',
    line: 'Line',
    category: 'Exceptions',
    units: 'Units',
    squareFeet: 'sq ft',
  },
  elections: {
    '20_50': '20-50 test',
    '40_60': '40-60 test',
    AVERAGE_INCOME: 'Average income test',
    NONE: 'None',
  },
  averageIncome: (average, ceiling, share, required) =>
    `Average designation of the qualified group ${average} (at most ${ceiling}); its units ${share} of the units (at least ${required}).`,
  exceptionsFound: (count, lines) => `Lar's records: ${count} exception(s) on Form 8823 line(s) ${lines}.`,
  noneFound: (lines) => `Lar's records: no exceptions on Form 8823 line(s) ${lines}.`,
  ownerToConfirm: "Not checked by Lar's records: the owner confirms.",
  certify: (year) =>
    `The undersigned owner certifies to the state housing credit agency, under penalty of perjury, that for the 12-month period ending December 31, ${year}:`,
  statements: {
    SET_ASIDE:
      'The project met the minimum set-aside test that applies to it: the 20-50 test, the 40-60 test or the average income test of IRC 42(g)(1) (the 25-60 test for New York City), and, if it applies, the 15-40 test for a deep rent skewed project.',
    APPLICABLE_FRACTION:
      'There was no change in the applicable fraction (IRC 42(c)(1)(B)) of any building in the project, or there was a change and a description of it is attached.',
    INCOME_CERTIFICATIONS:
      "The owner has received an annual income certification from each low-income household and documentation to support it (or, for a household receiving Section 8 assistance, the public housing agency's statement), unless excepted by IRC 42(g)(8)(B).",
    RENT_RESTRICTED: 'Each low-income unit in the project was rent-restricted under IRC 42(g)(2).',
    GENERAL_PUBLIC:
      'All units in the project were for use by the general public (26 CFR 1.42-9), and no finding of discrimination under the Fair Housing Act occurred for the project.',
    SUITABLE_FOR_OCCUPANCY:
      'The buildings and low-income units were suitable for occupancy, taking into account local health, safety and building codes (or other habitability standards), and any violation report or notice of the responsible government unit is attached.',
    ELIGIBLE_BASIS:
      'There was no change in the eligible basis (IRC 42(d)) of any building in the project, or there was a change and its nature is attached.',
    TENANT_FACILITIES:
      'All tenant facilities included in the eligible basis of any building, such as swimming pools, other recreational facilities and parking areas, were provided on a comparable basis without separate fee to all tenants of the building.',
    VACANT_UNIT_RULE:
      'If a low-income unit became vacant during the year, reasonable attempts were or are being made to rent it, or the next available unit of comparable or smaller size, to a household with a qualifying income before any unit was or will be rented to a household without one.',
    AVAILABLE_UNIT_RULE:
      'If the income of the household of a low-income unit rose above the limit of IRC 42(g)(2)(D)(ii), the next available unit of comparable or smaller size was or will be rented to a household with a qualifying income.',
    EXTENDED_USE:
      'An extended low-income housing commitment under IRC 42(h)(6) was in effect, including the rule that the owner cannot refuse to lease a unit to an applicant because the applicant holds a Section 8 voucher or certificate.',
    NONPROFIT_PARTICIPATION:
      "If the credit was allocated from the state's set-aside for qualified nonprofit organizations (IRC 42(h)(5)), the nonprofit materially participated in the project's operation (IRC 469(h)).",
  },
  signature: {
    owner: 'Owner (entity)',
    signature: 'Signature',
    name: 'Printed name',
    title: 'Title',
    date: 'Date',
  },
  penalty:
    'Under penalty of perjury, I declare that I have examined this certification and the figures above and, to the best of my knowledge and belief, they are true, correct and complete.',
  footer: 'Owner certification under 26 CFR 1.42-5(c)(1)',
};
