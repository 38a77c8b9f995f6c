import { DECLINE_REASONS, REFERENCE_ALPHABET } from '@lar/contracts/applications';
import { type BulkColumns, bulkInsert, type Row } from './bulk.ts';
import { addDays, daysBetween, type SeedContext } from './context.ts';
import { type ApplicantHousehold, applicantHousehold, headHousehold } from './households.ts';
import { slug } from './names.ts';
import { Random } from './random.ts';
import { REFERENCE_DATE } from './scale.ts';

/** One application in this many is for a listed unit; the rest join a property's waitlist. */
const FOR_A_LISTING = 0.75;
/** One application in this many was leased up: the tenant of a recent ACTIVE occupancy. */
const LEASED_SHARE = 0.04;

type Status = 'SUBMITTED' | 'WAITLISTED' | 'DECLINED' | 'WITHDRAWN' | 'OFFERED';
const LISTING_STATUSES: ReadonlyArray<readonly [Status, number]> = [
  ['SUBMITTED', 40],
  ['WAITLISTED', 30],
  ['DECLINED', 15],
  ['WITHDRAWN', 10],
  ['OFFERED', 5],
];
const WAITLIST_STATUSES: ReadonlyArray<readonly [Status, number]> = [
  ['SUBMITTED', 35],
  ['WAITLISTED', 45],
  ['DECLINED', 12],
  ['WITHDRAWN', 8],
];
const LANGUAGES: ReadonlyArray<readonly ['en' | 'es' | 'pt', number]> = [
  ['en', 70],
  ['es', 18],
  ['pt', 12],
];

interface Listing {
  unit_id: number;
  property_id: number;
}
interface Lease {
  id: number;
  unit_id: number;
  tenant_id: number;
  property_id: number;
  start_date: string;
  full_name: string;
  email: string;
  birth_date: string;
}

/**
 * Online applications (migration 0033): most for the organization's listed units, the rest for
 * properties' waitlists, in every status the module allows. At most one open offer per listed unit,
 * as staff can only offer a unit nobody holds. A LEASED application is the one behind a recent
 * ACTIVE occupancy (its candidate and occupancy), never a listed unit: an accepted offer unlists the
 * unit (decision 050). A stream of its own, so the data seeded before stays the same.
 */
export async function seedApplications(ctx: SeedContext, count: number): Promise<number> {
  const { session, organizationId } = ctx;
  const random = new Random(20_261_129 + organizationId);
  const listings = await session.query<Listing>(
    `SELECT l.unit_id, u.property_id FROM unit_listings l
       JOIN units u ON u.id = l.unit_id AND u.organization_id = l.organization_id
      WHERE l.organization_id = $1 AND l.listed ORDER BY l.unit_id`,
    [organizationId],
  );
  const properties = await session.query<{ id: number }>(
    'SELECT id FROM properties WHERE organization_id = $1 ORDER BY id',
    [organizationId],
  );
  const leased = await session.query<Lease>(
    `SELECT o.id, o.unit_id, o.tenant_id, u.property_id, o.start_date::text AS start_date,
            c.full_name, c.email, c.birth_date::text AS birth_date
       FROM occupancies o
       JOIN units u ON u.id = o.unit_id AND u.organization_id = o.organization_id
       JOIN candidates c ON c.id = o.tenant_id AND c.organization_id = o.organization_id
      WHERE o.organization_id = $1 AND o.status = 'ACTIVE' AND c.birth_date IS NOT NULL
        AND o.start_date BETWEEN $2::date - 730 AND $2::date - 30
      ORDER BY (o.id::bigint * 7919) % 100003, o.id
      LIMIT $3`,
    [organizationId, REFERENCE_DATE, Math.round(count * LEASED_SHARE)],
  );
  if (listings.length === 0 || properties.length === 0) return 0;
  // One application per tenant: a candidate holding two occupancies applied once.
  const tenants = new Set<number>();
  const leases = leased.filter((l) => !tenants.has(l.tenant_id) && tenants.add(l.tenant_id));
  const first = ctx.ids.take('applications', count);
  const offered = new Set<number>();
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const id = first + i;
    const lease = leases[i];
    if (lease) {
      rows.push(leasedRow(random, id, organizationId, lease));
      continue;
    }
    const listing = random.chance(FOR_A_LISTING) ? random.pick(listings) : null;
    const propertyId = listing ? listing.property_id : random.pick(properties).id;
    let status = random.weighted(listing ? LISTING_STATUSES : WAITLIST_STATUSES);
    if (status === 'OFFERED' && listing) {
      if (offered.has(listing.unit_id)) status = 'WAITLISTED';
      else offered.add(listing.unit_id);
    }
    // Listings are recent; a waitlist collects applications over two years.
    const submitted = timestamp(random, addDays(REFERENCE_DATE, -random.int(1, listing ? 60 : 730)));
    const decided = status === 'SUBMITTED' ? null : decision(random, submitted);
    const household = applicantHousehold(random);
    rows.push({
      ...common(random, id, organizationId, household, submitted, decided),
      property_id: propertyId,
      unit_id: listing ? listing.unit_id : null,
      status,
      decline_reason: status === 'DECLINED' ? random.pick(DECLINE_REASONS) : null,
      offered_unit_id: status === 'OFFERED' && listing ? listing.unit_id : null,
      candidate_id: null,
      occupancy_id: null,
    });
  }
  await bulkInsert(session, 'applications', APPLICATION_COLUMNS, rows, ctx.batch);
  return rows.length;
}

/** The application that became `lease`: its tenant as head, submitted a few months before move-in. */
function leasedRow(random: Random, id: number, organizationId: number, lease: Lease): Row {
  const submitted = timestamp(random, addDays(lease.start_date, -random.int(45, 150)));
  const decided = timestamp(random, addDays(lease.start_date, -random.int(1, 20)));
  const household = headHousehold(random, lease.full_name, lease.birth_date);
  return {
    ...common(random, id, organizationId, household, submitted, decided),
    email: lease.email,
    property_id: lease.property_id,
    unit_id: random.chance(0.5) ? lease.unit_id : null,
    status: 'LEASED',
    decline_reason: null,
    offered_unit_id: lease.unit_id,
    candidate_id: lease.tenant_id,
    occupancy_id: lease.id,
  };
}

/** The columns every application fills the same way. */
function common(
  random: Random,
  id: number,
  organizationId: number,
  household: ApplicantHousehold,
  submitted: string,
  decided: string | null,
): Row {
  return {
    id,
    organization_id: organizationId,
    reference: reference(id),
    head_name: household.headName,
    email: `${slug(household.headName)}.a${id}@example.com`,
    phone: random.chance(0.85) ? random.digits(10) : null,
    language: random.weighted(LANGUAGES),
    birth_date: household.birthDate,
    members: JSON.stringify(household.members),
    household_size: household.members.length,
    annual_income: household.annualIncome,
    total_assets: random.chance(0.6) ? `${random.int(0, 25_000)}.00` : '0.00',
    consent_at: submitted,
    submitted_at: submitted,
    decided_at: decided,
    created_at: submitted,
    updated_at: decided ?? submitted,
    version: decided === null ? 1 : 2,
  };
}

const BASE = BigInt(REFERENCE_ALPHABET.length);
const REFERENCE_SPACE = BASE ** 8n;
/**
 * `LAR-XXXX-XXXX` as the intake gives (decision 055). The id times a constant prime to 30 (near
 * the golden ratio of 30^8, so neighbouring ids land far apart), modulo 30^8, is a different number
 * for every id: references are unique by construction (the column is unique across organizations)
 * without drawing from any random stream.
 */
export function reference(id: number): string {
  let n = (BigInt(id) * 405_493_061_471n + 123_456_789n) % REFERENCE_SPACE;
  let chars = '';
  for (let i = 0; i < 8; i++) {
    chars = (REFERENCE_ALPHABET[Number(n % BASE)] as string) + chars;
    n /= BASE;
  }
  return `LAR-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A time of day in office-ish hours on `date`, as an ISO timestamp. */
function timestamp(random: Random, date: string): string {
  const seconds = random.int(7 * 3600, 22 * 3600);
  return new Date(Date.parse(`${date}T00:00:00Z`) + seconds * 1000).toISOString();
}

/** Staff decide within a month, never after the reference date. */
function decision(random: Random, submitted: string): string {
  const date = submitted.slice(0, 10);
  return timestamp(random, addDays(date, Math.min(random.int(1, 30), daysBetween(date, REFERENCE_DATE))));
}

const APPLICATION_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  property_id: 'int',
  unit_id: 'int',
  reference: 'text',
  status: 'text',
  decline_reason: 'text',
  head_name: 'text',
  email: 'text',
  phone: 'text',
  language: 'text',
  birth_date: 'date',
  members: 'jsonb',
  household_size: 'int',
  annual_income: 'numeric',
  total_assets: 'numeric',
  consent_at: 'timestamptz',
  offered_unit_id: 'int',
  candidate_id: 'int',
  occupancy_id: 'int',
  submitted_at: 'timestamptz',
  decided_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  version: 'int',
};
