import { listingClosure } from '@lar/contracts/application-window';
import { listingVerdict } from '@lar/contracts/compliance/listing-eligibility';
import { centsToDollars, toCents } from '@lar/contracts/compliance/money';
import type { PublicListingQuery } from '@lar/contracts/listings';
import {
  LISTING_HOUSEHOLD_SIZE_MAX,
  type ListingEligibilityAnswer,
  type PublicListingDetail,
  type PublicListingItem,
  type PublicListingPage,
} from '@lar/contracts/public-listings';
import { Tenant } from '../../db/tenancy.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/dates.ts';
import { MemoryRateLimiter } from '../../lib/memory-rate-limiter.ts';
import { ReportInputs, type UnitDesignations } from '../compliance/index.ts';
import { siteOrganizationId } from '../organizations/index.ts';
import { listingPhotos, photoUrl, type SitemapListing, sitemapListings } from './listing.repository.ts';
import { programLimits, programsOfRow } from './listing-programs.ts';
import { bedroomsOf, type CalculatorInputs, searchListings, unitRow } from './listing-snapshot.ts';
import { type DetailRow, detailSql, type ListingRow } from './public-listing.repository.ts';

/** The calculator's inputs: household size and annual income (dollars), and a voucher. */
export interface Household {
  household_size?: number | undefined;
  annual_income?: string | undefined;
  has_voucher?: boolean | undefined;
}

const UTILITIES = ['heat', 'hot_water', 'sewage', 'water', 'electricity', 'internet_cable', 'gas'] as const;
/** The sizes a listing's income limits are given for: HUD's 1-8 and the derived ones above (decision 053). */
const LIMIT_SIZES = Array.from({ length: LISTING_HOUSEHOLD_SIZE_MAX }, (_, i) => i + 1);
const dollarsOrNull = (cents: number | undefined) => (cents === undefined ? null : centsToDollars(cents));

/** The public site's listings: the site organization's listed units no occupancy holds. */
export class PublicListingService {
  readonly limiter: MemoryRateLimiter;

  constructor(private readonly deps: AppDeps) {
    this.limiter = new MemoryRateLimiter(deps.config.publicRateLimitPerMinute);
  }

  async search(query: PublicListingQuery): Promise<PublicListingPage> {
    const organizationId = await siteOrganizationId(this.deps);
    const household = query.household_size !== undefined && query.annual_income !== undefined;
    const found = await searchListings(this.deps, organizationId, query, household);
    const { rows, total } = found;
    const calculator = found.calculator && this.calculator(found.calculator, query);
    const today = this.today();
    const items = rows.map((row) => {
      const item = this.item(row, row.photo, today);
      const eligibility = calculator?.(row);
      return eligibility === undefined ? item : { ...item, eligibility };
    });
    return { items, total, limit: query.limit, offset: query.offset };
  }

  async detail(unitId: number, household: Household): Promise<PublicListingDetail> {
    const organizationId = await siteOrganizationId(this.deps);
    const [row] = await this.deps.database.query<DetailRow>(detailSql, [organizationId, unitId], {
      name: 'public_listing_detail',
    });
    if (!row) throw notFound('Listing');
    const tenant = new Tenant(organizationId);
    const photos = await listingPhotos(this.deps.database.db, tenant, unitId);
    const inputs = new ReportInputs(this.deps.database.db, tenant, this.deps.caches.programTables);
    const unit = (await inputs.load([unitRow(row)])).get(row.id) as UnitDesignations;
    const date = this.today();
    const restricted = unit.designations.length > 0 || unit.programWithoutLevel !== undefined;
    const incomeLimits = restricted
      ? LIMIT_SIZES.map((size) => {
          const limits = inputs.limitsOf(unit, size, date);
          return {
            household_size: size,
            limit: dollarsOrNull(limits.incomeLimit),
            programs: programLimits(unit, limits).map((p) => dollarsOrNull(p.incomeLimit)),
          };
        })
      : null;
    const base = this.item(row, null, date);
    const eligibility = this.calculator({ inputs, units: new Map([[row.id, unit]]) }, household)?.(row);
    return {
      ...base,
      unit: {
        ...base.unit,
        photo_url: photos[0]?.small_url ?? null,
        unit_number: row.unit_number,
        description: row.description,
        amenities: row.amenities,
        photos,
      },
      property: {
        ...base.property,
        street1: row.street1,
        street2: row.street2,
        postal_code: row.postal_code,
        neighborhood: row.neighborhood,
        phone: row.phone,
        utilities_included: UTILITIES.filter((u) => row[`utilities_${u}`] === 'property'),
        parking: row.parking,
        stove_type: row.stove_type,
        washer_dryer_included:
          row.washer_dryer_included === null ? null : row.washer_dryer_included === 'Yes',
        pet_policy: row.pet_policy,
        pet_fees: { cat: row.pet_fee_cat, dog: row.pet_fee_dog, other: row.pet_fee_other },
        breed_restriction: row.breed_restriction,
        due_at_lease_signing: row.due_at_lease_signing,
        min_income_language: row.min_income_language,
        min_income_rent_multiple: row.min_income_multiple,
      },
      income_limits: incomeLimits,
      ...(eligibility === undefined ? {} : { eligibility }),
    };
  }

  /** Every listed, vacant unit of the site and when its listing last changed: the sitemap's. */
  async sitemap(): Promise<SitemapListing[]> {
    return sitemapListings(this.deps.database, await siteOrganizationId(this.deps));
  }

  private today(): string {
    return todayIn(this.deps.config.timeZone);
  }

  private item(row: ListingRow, photo: string | null, today: string): PublicListingItem {
    return {
      id: row.id,
      unit: {
        unit_type: row.unit_type,
        bedrooms: bedroomsOf(row.unit_type),
        bathrooms: row.bathrooms,
        square_feet: row.square_feet,
        rent: row.rent,
        available_from: row.available_from,
        application_deadline: row.application_deadline,
        by_lottery: row.by_lottery,
        applications_closed: listingClosure({
          deadline: row.application_deadline,
          lotteryRun: row.lottery_run,
          today,
        }),
        accessible: row.accessible,
        photo_url: photo === null ? null : firstPhotoUrl(row.id, photo),
      },
      property: {
        id: row.property_id,
        name: row.property_name,
        city: row.city,
        state: row.state,
        pets_allowed: row.pets_allowed,
      },
      program:
        row.program_id === null
          ? null
          : {
              name: row.program_name ?? '',
              ami_percentage: row.ami_percentage === null ? null : Number(row.ami_percentage),
            },
      programs: programsOfRow(row),
    };
  }

  /**
   * The calculator when the household is given: each of the unit's programs' income limit for its
   * size today (the compliance engine's `effectiveLimits`, through the same inputs as the
   * compliance report), and the property's minimum income, judged by `listingVerdict`. Undefined
   * without a household.
   */
  private calculator({ inputs, units }: CalculatorInputs, household: Household) {
    const { household_size: size, annual_income: income } = household;
    if (size === undefined || income === undefined) return undefined;
    const date = this.today();
    const annualIncome = toCents(income);
    return (row: ListingRow): ListingEligibilityAnswer => {
      const unit = units.get(row.id) as UnitDesignations;
      const answer = listingVerdict({
        annualIncome,
        programs: programLimits(unit, inputs.limitsOf(unit, size, date)),
        monthlyRent: toCents(row.rent),
        minIncomeMultiple: row.min_income_multiple,
        hasVoucher: household.has_voucher === true,
      });
      return {
        status: answer.status,
        ...(answer.limit === undefined ? {} : { limit: centsToDollars(answer.limit) }),
        ...(answer.minimum === undefined ? {} : { minimum: centsToDollars(answer.minimum) }),
        ...(row.min_income_multiple === null ? {} : { minimum_multiple: row.min_income_multiple }),
        ...(answer.minimumStatus === undefined ? {} : { minimum_status: answer.minimumStatus }),
        programs: answer.programs.map((p) => ({
          ...p.program,
          status: p.status,
          ...(p.limit === undefined ? {} : { limit: centsToDollars(p.limit) }),
        })),
      };
    };
  }
}

/** `photo` is "id:hash" of the unit's first photo. */
function firstPhotoUrl(unitId: number, photo: string): string {
  const at = photo.indexOf(':');
  return photoUrl(unitId, Number(photo.slice(0, at)), 'small', photo.slice(at + 1));
}
