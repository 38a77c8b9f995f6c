import type { AuditEntity } from '@lar/contracts/audit';

/**
 * Every query key of the app, in one registry. A feature's keys all start with its root, so
 * invalidating `queryKeys.<feature>.all` reloads everything it shows; a change in one feature that
 * alters another's rows (an occupancy and the candidates list) names that feature's keys here
 * instead of spelling its strings.
 */
function root<const R extends string>(name: R) {
  const all = [name] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
  };
}

/** A feature whose screen lists its records under filters and opens one by id. */
function records<const R extends string>(name: R) {
  const keys = root(name);
  return {
    ...keys,
    list: (filters: object) => [...keys.lists(), filters] as const,
    detail: (id: number) => [...keys.all, 'detail', id] as const,
  };
}

/** Whose contacts a list holds: a management company's or a property's. */
export type ContactOwnerKind = 'company' | 'property';

const allocation = root('allocation');
const candidates = records('candidates');
const certifications = root('certifications');
const compliance = root('compliance');
const contacts = root('contacts');
const contactMessages = root('contact-messages');
const applications = records('applications');
const dashboard = root('dashboard');
const history = root('record-history');
const occupancies = root('occupancies');
const outbox = records('outbox');
const programs = records('programs');
const properties = root('properties');
const recertifications = root('recertifications');
const propertyManagers = root('property-managers');
const subusers = root('subusers');
const units = root('units');
const users = root('users');
const visits = records('visits');

export const queryKeys = {
  /** A property's preferences, allocation method, waitlist and its listings' lotteries (decision 033). */
  allocation: {
    ...allocation,
    preferences: (propertyId: number) => [...allocation.all, 'preferences', propertyId] as const,
    method: (propertyId: number) => [...allocation.all, 'method', propertyId] as const,
    waitlist: (propertyId: number) => [...allocation.lists(), 'waitlist', propertyId] as const,
    lotteries: (propertyId: number) => [...allocation.all, 'lotteries', propertyId] as const,
    lottery: (unitId: number) => [...allocation.all, 'lottery', unitId] as const,
    choices: () => [...allocation.all, 'property-choices'] as const,
  },
  applications: {
    ...applications,
    offerable: (id: number) => [...applications.all, 'offerable', id] as const,
    preferences: (propertyId: number) => [...applications.all, 'preferences', propertyId] as const,
    propertyChoices: () => [...applications.all, 'property-choices'] as const,
  },
  /** The dashboard reads every feature's records: a stale answer is refetched on each visit. */
  dashboard: {
    ...dashboard,
    figures: (propertyId: number | '', companyId: number | '') =>
      [...dashboard.all, 'figures', propertyId, companyId] as const,
    propertyChoices: () => [...dashboard.all, 'property-choices'] as const,
    companyChoices: () => [...dashboard.all, 'company-choices'] as const,
  },
  candidates: {
    ...candidates,
    /** The units a candidate's household qualifies for; placements and unit edits change them too. */
    eligibleUnits: (id: number) => [...candidates.all, 'eligible-units', id] as const,
  },
  certifications: {
    ...certifications,
    /** An occupancy's certifications, newest first. */
    ofOccupancy: (occupancyId: number) => [...certifications.lists(), occupancyId] as const,
    detail: (id: number) => [...certifications.all, 'detail', id] as const,
    /** The adult members of a household's certification in force and their resident portal access. */
    residentAccess: (occupancyId: number) => [...certifications.all, 'resident-access', occupancyId] as const,
    /** A household's verification documents for its recertification (decision 077). */
    residentDocuments: (occupancyId: number) =>
      [...certifications.all, 'resident-documents', occupancyId] as const,
    /** A household's third-party verification requests (decision 079). */
    verificationRequests: (occupancyId: number) =>
      [...certifications.all, 'verification-requests', occupancyId] as const,
    /** A household's latest recertification questionnaire (decision 076). */
    residentSubmission: (occupancyId: number) =>
      [...certifications.all, 'resident-submission', occupancyId] as const,
  },
  compliance: {
    ...compliance,
    /** The report's filters as plain values. */
    report: (
      propertyId: number | '',
      onlyExceptions: boolean,
      view: string | null = null,
      companyId: number | '' = '',
    ) => [...compliance.lists(), propertyId, onlyExceptions, view ?? '', companyId] as const,
    propertyChoices: () => [...compliance.all, 'property-choices'] as const,
    // The compliance engine's answers, read by several screens (occupancy form, units, allowances).
    unit: (id: number) => [...compliance.all, 'unit', id] as const,
    eligibility: (
      unitId: number,
      householdSize: number,
      annualIncome: string,
      date: string,
      rentDate: string,
    ) => [...compliance.all, 'eligibility', unitId, householdSize, annualIncome, date, rentDate] as const,
    allowances: (propertyId: number) => [...compliance.all, 'allowances', propertyId] as const,
    programLimits: (programId: number, amiPercentage: number, date: string) =>
      [...compliance.all, 'program-limits', programId, amiPercentage, date] as const,
    program: (id: number) => [...compliance.all, 'program', id] as const,
  },
  contacts: {
    ...contacts,
    of: (kind: ContactOwnerKind, ownerId: number) => [...contacts.all, kind, ownerId] as const,
  },
  contactMessages,
  history: {
    ...history,
    record: (entity: AuditEntity, id: number) => [...history.all, entity, id] as const,
  },
  occupancies: {
    ...occupancies,
    /** The filters as plain values: the screen holds them as picked options. */
    list: (
      unitId: number | '',
      tenantId: number | '',
      status: string,
      exceptions: boolean,
      overIncome: boolean,
      propertyId: number | '',
      companyId: number | '' = '',
    ) =>
      [
        ...occupancies.lists(),
        unitId,
        tenantId,
        status,
        exceptions,
        overIncome,
        propertyId,
        companyId,
      ] as const,
    propertyChoices: () => [...occupancies.all, 'property-choices'] as const,
    unitChoices: () => [...occupancies.all, 'unit-choices'] as const,
    tenantChoices: () => [...occupancies.all, 'tenant-choices'] as const,
    programChoices: () => [...occupancies.all, 'program-choices'] as const,
    detail: (id: number) => [...occupancies.all, 'detail', id] as const,
  },
  outbox,
  programs,
  properties: {
    ...properties,
    list: (filter: object) => [...properties.lists(), filter] as const,
    one: (id: number) => [...properties.all, 'one', id] as const,
    compliance: (id: number) => [...properties.all, 'compliance', id] as const,
    selfAudit: (id: number, date: string) => [...properties.all, 'self-audit', id, date] as const,
    tenantData: (id: number, year: number, part: 'problems' | 'comparison') =>
      [...properties.all, 'tenant-data', id, year, part] as const,
    /** Every property's buildings: a unit's save changes their unit counts. */
    buildingsAll: () => [...properties.all, 'buildings'] as const,
    buildings: (propertyId: number) => [...properties.all, 'buildings', propertyId] as const,
    managerChoices: () => [...properties.all, 'manager-choices'] as const,
    /** The property picker of a property's compliance tests. */
    complianceChoices: () => [...properties.all, 'compliance-choices'] as const,
  },
  propertyManagers: {
    ...propertyManagers,
    list: (filter: object) => [...propertyManagers.lists(), filter] as const,
    one: (id: number) => [...propertyManagers.all, 'one', id] as const,
  },
  recertifications: {
    ...recertifications,
    list: (filters: object) => [...recertifications.lists(), filters] as const,
    summary: (propertyId: number | '', asOf: string, companyId: number | '' = '') =>
      [...recertifications.all, 'summary', propertyId, asOf, companyId] as const,
    /** The households due in one month, for the calendar. */
    month: (propertyId: number | '', month: string, companyId: number | '' = '') =>
      [...recertifications.all, 'month', propertyId, month, companyId] as const,
    propertyChoices: () => [...recertifications.all, 'property-choices'] as const,
  },
  subusers,
  units: {
    ...units,
    list: (propertyId: number | '', vacant: boolean, companyId: number | '' = '') =>
      [...units.lists(), propertyId, vacant, companyId] as const,
    propertyChoices: () => [...units.all, 'property-choices'] as const,
    programChoices: () => [...units.all, 'program-choices'] as const,
    program: (id: number) => [...units.all, 'program', id] as const,
    detail: (id: number) => [...units.all, 'detail', id] as const,
    /** A unit's listing on the public site, with its photos. */
    listing: (id: number) => [...units.all, 'listing', id] as const,
  },
  users: {
    ...users,
    detail: (id: number) => [...users.all, 'detail', id] as const,
  },
  visits: {
    ...visits,
    propertyChoices: () => [...visits.all, 'property-choices'] as const,
  },
} as const;
