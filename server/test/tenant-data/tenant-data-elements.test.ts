import {
  checkTenant,
  nameParts,
  raceAndEthnicity,
  type TenantRecord,
  tenantXml,
} from '@lar/contracts/tenant-data-elements';
import { describe, expect, it } from 'vitest';

/**
 * The element rules of HUD's "XML Documentation for Submission of HERA-mandated LIHTC Data to HUD"
 * (06/29/2017), Tenant schema, Part I (DevelopmentData) and Part II (HouseholdComposition): each
 * element's type, whether it is required, and its missing-value code (dates 1111-11-11, SSN 0000,
 * race and ethnicity 9, relationship N, yes/no 3). No XSD was published with it that Lar could
 * obtain: `checkTenant` stands in for one (decision 071).
 */
const occupied = (): TenantRecord => ({
  tenant: {
    TenantNumber: '1',
    CertificationType: '2',
    EffectiveDate: '2025-06-01',
    LIHTCQualificationDate: '2024-06-01',
  },
  development: {
    Agency: 'MA',
    PropertyName: 'Maple Court',
    BIN: 'MA-24-00001',
    Street: '10 Elm Street',
    City: 'Springfield',
    State: 'MA',
    PostalCode: '01103',
    UnitNumber: '101',
    Bedrooms: '2',
    IsVacant: '2',
  },
  members: [
    {
      HHMbr: '1',
      LastName: 'Lee',
      FirstName: 'Ana',
      RelationshipToHeadOfHousehold: 'H',
      DOB: '1990-01-15',
      IsStudent: '2',
      Last4DigitsOfSocialSecurityNo: '1234',
      Race1: '4',
      Ethnicity: '2',
      IsDisabled: '2',
    },
  ],
  income: { TotalAnnualIncome: '22000.00', HouseholdSize: '1' },
  rent: {
    TenantPaidRent: '900.00',
    UtilityAllowance: '75.00',
    OtherNonOptionalCharges: '0.00',
    GrossRent: '975.00',
    RentAssistanceSource: '8',
    RentAssistance: '0.00',
  },
});

describe('the documentation’s element rules', () => {
  it('accept a complete record, and the missing-value codes in place of unknown answers', () => {
    expect(checkTenant(occupied())).toEqual([]);
    const unknown = occupied();
    unknown.members[0] = {
      ...unknown.members[0],
      DOB: '1111-11-11',
      Last4DigitsOfSocialSecurityNo: '0000',
      Race1: '9',
      Ethnicity: '9',
      IsDisabled: '9',
      RelationshipToHeadOfHousehold: 'N',
      IsStudent: '3',
    };
    expect(checkTenant(unknown)).toEqual([]);
  });

  it('refuse each required element left out, by its place in the file', () => {
    const record = occupied();
    record.development.BIN = null;
    record.tenant.EffectiveDate = '';
    delete record.members[0]?.DOB;
    record.rent.GrossRent = null;
    expect(checkTenant(record)).toEqual([
      { element: 'EffectiveDate', rule: 'required' },
      { element: 'DevelopmentData.BIN', rule: 'required' },
      { element: 'HouseholdComposition.0.DOB', rule: 'required' },
      { element: 'Rent.GrossRent', rule: 'required' },
    ]);
  });

  it('refuse a value of the wrong type', () => {
    const record = occupied();
    record.development.BIN = 'MA2400001';
    record.development.PostalCode = '1103';
    record.development.Bedrooms = '10';
    record.tenant.CertificationType = '4';
    const member = record.members[0] as Record<string, string>;
    member.Race1 = '8';
    member.Last4DigitsOfSocialSecurityNo = '12345';
    member.DOB = '1990-13-01';
    member.RelationshipToHeadOfHousehold = 'X';
    record.income.TotalAnnualIncome = '22,000';
    expect(checkTenant(record).map((p) => `${p.element}:${p.rule}`)).toEqual([
      'CertificationType:type',
      'DevelopmentData.BIN:type',
      'DevelopmentData.PostalCode:type',
      'DevelopmentData.Bedrooms:type',
      'HouseholdComposition.0.RelationshipToHeadOfHousehold:type',
      'HouseholdComposition.0.DOB:type',
      'HouseholdComposition.0.Last4DigitsOfSocialSecurityNo:type',
      'HouseholdComposition.0.Race1:type',
      'Income.TotalAnnualIncome:type',
    ]);
  });

  it('ask nothing of a vacant unit beyond its number and development data (HUD-52697 Part II)', () => {
    const vacant = occupied();
    vacant.development.IsVacant = '1';
    vacant.tenant = { TenantNumber: '3' };
    vacant.members = [];
    vacant.income = {};
    vacant.rent = {};
    expect(checkTenant(vacant)).toEqual([]);
    expect(tenantXml(vacant)).not.toContain('HouseholdComposition');
    const occupiedWithout = { ...vacant, development: { ...vacant.development, IsVacant: '2' } };
    expect(checkTenant(occupiedWithout).map((p) => p.element)).toContain('HouseholdComposition');
  });

  it('escape the text of an element', () => {
    const record = occupied();
    record.development.PropertyName = 'Smith & Sons <Court>';
    expect(tenantXml(record)).toContain('<PropertyName>Smith &amp; Sons &lt;Court&gt;</PropertyName>');
  });
});

describe('Lar’s answers as the form’s codes', () => {
  it('split SPD 15’s combined answer into the form’s races and ethnicity (1997 standard, 62 FR 58782)', () => {
    expect(raceAndEthnicity(['WHITE', 'HISPANIC_OR_LATINO'])).toEqual({ races: ['1'], ethnicity: '1' });
    // Middle Eastern or North African was within White in the 1997 standard.
    expect(raceAndEthnicity(['MIDDLE_EASTERN_OR_NORTH_AFRICAN', 'ASIAN'])).toEqual({
      races: ['1', '4'],
      ethnicity: '2',
    });
    expect(raceAndEthnicity(['HISPANIC_OR_LATINO'])).toEqual({ races: ['9'], ethnicity: '1' });
    expect(raceAndEthnicity(['DECLINED'])).toEqual({ races: ['7'], ethnicity: '3' });
    expect(raceAndEthnicity(null)).toEqual({ races: ['9'], ethnicity: '9' });
  });

  it('split one name into the form’s last, first and middle initial', () => {
    expect(nameParts('Maria da Silva Santos')).toEqual({ first: 'Maria', last: 'Santos', middle: 'D' });
    expect(nameParts('Ana Lee')).toEqual({ first: 'Ana', last: 'Lee', middle: null });
    expect(nameParts('Cher')).toEqual({ first: 'Cher', last: 'xxxx', middle: null });
  });
});
