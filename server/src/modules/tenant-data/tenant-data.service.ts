import { ErrorCode } from '@lar/contracts/errors';
import type { ReportingData } from '@lar/contracts/reporting-data';
import type { ComparedHousehold, TenantDataCheck, TenantDataComparison } from '@lar/contracts/tenant-data';
import {
  ASSISTANCE_CODES,
  checkTenant,
  FILE_TAIL,
  fileHead,
  nameParts,
  RELATIONSHIP_CODES,
  raceAndEthnicity,
  type TenantRecord,
  tenantXml,
} from '@lar/contracts/tenant-data-elements';
import type { AppDeps } from '../../deps.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { ReportingDataService } from '../reporting-data/index.ts';
import {
  type CertificationRow,
  certificationsBy,
  type HouseholdRow,
  householdsOn,
  propertyExists,
  unitBatch,
} from './tenant-data.repository.ts';
import { elementProblem, type FileUnit, ProblemTally, problemsOf } from './tenant-data-problems.ts';

/** Units read per batch: the file holds one batch at a time, whatever the portfolio's size. */
const BATCH = 200;

const CERTIFICATION_TYPE_CODES = { MOVE_IN: '1', ANNUAL: '2', INTERIM: '3' } as const;
const BEDROOMS = {
  SRO: '0',
  Studio: '0',
  '1BR': '1',
  '2BR': '2',
  '3BR': '3',
  '4BR': '4',
  '5BR': '5',
} as const;

const money = (v: string | number) => (typeof v === 'number' ? v.toFixed(2) : Number(v).toFixed(2));

/**
 * One unit's record of the file. `reporting` is the household's sealed data (decision 066), given
 * only when the file itself is written; the checks build the record without it.
 */
export function recordOf(u: FileUnit, tenantNumber: number, reporting?: ReportingData): TenantRecord {
  const { unit } = u;
  const fromBuilding = unit.buildingStreet !== null;
  const state = (fromBuilding ? unit.buildingState : unit.propertyState) ?? null;
  const certification = u.inForce;
  const vacant = u.household === null;
  const record: TenantRecord = {
    tenant: { TenantNumber: String(tenantNumber) },
    development: {
      Agency: state,
      PropertyName: unit.propertyName,
      BIN: unit.bin,
      Street: fromBuilding ? unit.buildingStreet : unit.propertyStreet,
      City: fromBuilding ? unit.buildingCity : unit.propertyCity,
      State: state,
      PostalCode: fromBuilding ? unit.buildingPostalCode : unit.propertyPostalCode,
      UnitNumber: unit.unitNumber,
      Bedrooms: BEDROOMS[unit.unitType],
      IsVacant: vacant ? '1' : '2',
    },
    members: [],
    income: {},
    rent: {},
  };
  if (vacant || certification === null) return record;
  record.tenant = {
    ...record.tenant,
    CertificationType: CERTIFICATION_TYPE_CODES[certification.type],
    EffectiveDate: certification.effectiveDate,
    LIHTCQualificationDate: u.qualificationDate ?? '1111-11-11',
  };
  record.members = certification.members.map((m, i) => {
    // Already in the members' order: openCertifications matched them by name and date of birth.
    const answers = reporting?.members[i];
    const { races, ethnicity } = raceAndEthnicity(answers?.race_ethnicity);
    const name = nameParts(m.name);
    const disability = answers?.disability;
    return {
      HHMbr: String(i + 1),
      LastName: name.last,
      FirstName: name.first,
      MiddleInitial: name.middle,
      RelationshipToHeadOfHousehold: RELATIONSHIP_CODES[m.relationship],
      DOB: m.birth_date ?? '1111-11-11',
      IsStudent: m.full_time_student ? '1' : '2',
      Last4DigitsOfSocialSecurityNo: answers?.ssn_last4 ?? '0000',
      Race1: races[0] ?? '9',
      Race2: races[1] ?? null,
      Race3: races[2] ?? null,
      Race4: races[3] ?? null,
      Race5: races[4] ?? null,
      Race6: races[5] ?? null,
      Ethnicity: ethnicity,
      IsDisabled:
        disability === 'YES' ? '1' : disability === 'NO' ? '2' : disability === 'DECLINED' ? '3' : '9',
    };
  });
  record.income = {
    TotalAnnualIncome: money(certification.annualIncome),
    HouseholdSize: String(certification.householdSize),
  };
  const source = reporting?.rental_assistance_source;
  record.rent = {
    TenantPaidRent: money(certification.tenantRent),
    UtilityAllowance: money(certification.determination.utility_allowance ?? 0),
    OtherNonOptionalCharges: money(certification.nonOptionalCharges),
    GrossRent: money(certification.determination.gross_rent ?? 0),
    RentAssistanceSource: source ? ASSISTANCE_CODES[source] : '9',
    RentAssistance: money(certification.rentAssistance),
  };
  return record;
}

function comparedOf(u: FileUnit): ComparedHousehold | null {
  if (u.household === null) return null;
  const head = u.inForce?.members.find((m) => m.relationship === 'HEAD');
  return {
    occupancy_id: u.household.occupancyId,
    property_id: u.unit.propertyId,
    unit_id: u.unit.unitId,
    unit_number: u.unit.unitNumber,
    head_name: head?.name ?? null,
    annual_income: u.inForce ? money(u.inForce.annualIncome) : null,
  };
}

/**
 * HUD's LIHTC tenant data file (form HUD-52697; decision 071): every unit of a property or of the
 * portfolio as of December 31 of a year, read in batches of units by id so that the file is
 * written as it is read; its checks; and its comparison with the year before.
 */
export class TenantDataService {
  private readonly reporting: ReportingDataService;

  constructor(private readonly deps: AppDeps) {
    this.reporting = new ReportingDataService(deps);
  }

  /** The year asked, or the last full year on the organization's clock. */
  yearOf(year: number | undefined): number {
    return year ?? Number(todayIn(this.deps.config.timeZone).slice(0, 4)) - 1;
  }

  private async ensureProperty(actor: Actor, propertyId: number | null) {
    if (propertyId !== null && !(await propertyExists(this.deps.database.db, actor.tenant, propertyId)))
      throw notFound('Property');
  }

  /** The units in batches, each with its household on `day` and that household's certifications. */
  private async *batches(actor: Actor, propertyId: number | null, day: string): AsyncGenerator<FileUnit[]> {
    const db = this.deps.database.db;
    let after = 0;
    for (;;) {
      const rows = await unitBatch(db, actor.tenant, propertyId, after, BATCH);
      if (rows.length === 0) return;
      after = rows[rows.length - 1]?.unitId ?? after;
      const households = await householdsOn(
        db,
        actor.tenant,
        rows.map((r) => r.unitId),
        day,
      );
      const byUnit = new Map<number, HouseholdRow>();
      for (const h of households) if (!byUnit.has(h.unitId)) byUnit.set(h.unitId, h);
      const certifications = await certificationsBy(
        db,
        actor.tenant,
        [...byUnit.values()].map((h) => h.occupancyId),
        day,
      );
      const byOccupancy = new Map<number, CertificationRow[]>();
      for (const c of certifications)
        byOccupancy.set(c.occupancyId, [...(byOccupancy.get(c.occupancyId) ?? []), c]);
      yield rows.map((unit) => {
        const household = byUnit.get(unit.unitId) ?? null;
        const own = household ? (byOccupancy.get(household.occupancyId) ?? []) : [];
        const moveIns = own.filter((c) => c.type === 'MOVE_IN' && c.status === 'FINALIZED');
        return {
          unit,
          household,
          newest: own[0] ?? null,
          inForce: own.find((c) => c.status === 'FINALIZED') ?? null,
          qualificationDate: moveIns[moveIns.length - 1]?.effectiveDate ?? household?.startDate ?? null,
        };
      });
      if (rows.length < BATCH) return;
    }
  }

  async check(actor: Actor, propertyId: number | null, year?: number): Promise<TenantDataCheck> {
    await this.ensureProperty(actor, propertyId);
    const y = this.yearOf(year);
    const asOf = `${y}-12-31`;
    const found = new ProblemTally();
    let count = 0;
    let occupied = 0;
    for await (const batch of this.batches(actor, propertyId, asOf)) {
      for (const u of batch) {
        count++;
        if (u.household) occupied++;
        const own = problemsOf(u);
        found.add(own);
        // The documentation's element rules catch what the named checks do not (an address).
        if (own.length === 0)
          found.add(checkTenant(recordOf(u, count)).map((p) => elementProblem(u, p.element)));
      }
    }
    return { year: y, as_of: asOf, units: count, occupied, ...found.answer() };
  }

  private async households(actor: Actor, propertyId: number | null, year: number) {
    const found = new Map<number, ComparedHousehold>();
    for await (const batch of this.batches(actor, propertyId, `${year}-12-31`))
      for (const u of batch) {
        const h = comparedOf(u);
        if (h) found.set(h.occupancy_id, h);
      }
    return found;
  }

  async compare(actor: Actor, propertyId: number | null, year?: number): Promise<TenantDataComparison> {
    await this.ensureProperty(actor, propertyId);
    const y = this.yearOf(year);
    const [now, before] = await Promise.all([
      this.households(actor, propertyId, y),
      this.households(actor, propertyId, y - 1),
    ]);
    return {
      year: y,
      previous_year: y - 1,
      households_in: [...now.values()].filter((h) => !before.has(h.occupancy_id)),
      households_out: [...before.values()].filter((h) => !now.has(h.occupancy_id)),
      income_changes: [...now.values()].flatMap((h) => {
        const previous = before.get(h.occupancy_id);
        return previous && previous.annual_income !== h.annual_income
          ? [{ ...h, previous_annual_income: previous.annual_income }]
          : [];
      }),
    };
  }

  /**
   * The file: refused (409) while a problem blocks it; else audited once, then written batch by
   * batch as the reply's stream pulls it.
   */
  async file(actor: Actor, propertyId: number | null, year?: number) {
    const checked = await this.check(actor, propertyId, year);
    if (checked.problem_count > 0)
      throw new AppError(
        ErrorCode.CONFLICT,
        `${checked.problem_count} problem(s) block the file: see the tenant data checks`,
      );
    const y = checked.year;
    await this.reporting.recordFileRead(actor, 'tenant_data_file', propertyId ?? actor.organizationId, y);
    const scope = propertyId === null ? 'portfolio' : `property-${propertyId}`;
    return { filename: `lihtc-tenant-data-${scope}-${y}.xml`, chunks: this.chunks(actor, propertyId, y) };
  }

  private async *chunks(actor: Actor, propertyId: number | null, year: number): AsyncGenerator<string> {
    yield fileHead(year);
    let n = 0;
    for await (const batch of this.batches(actor, propertyId, `${year}-12-31`)) {
      // Each member's answers are matched to the certification's members by name and date of
      // birth, not by place in the list (decision 066): a member removed leaves the others' alone.
      const certifications = batch.flatMap((u) => (u.household && u.inForce ? [u.inForce] : []));
      const reporting = await this.reporting.openCertifications(actor, certifications);
      let chunk = '';
      for (const u of batch) {
        n++;
        chunk += tenantXml(recordOf(u, n, u.inForce ? reporting.get(u.inForce.id) : undefined));
      }
      yield chunk;
    }
    yield FILE_TAIL;
  }
}
