import { dateIdCursor } from '@lar/contracts/paging';
import { LARGE_PROJECT } from '../seed/companies.ts';
import { REFERENCE_DATE } from '../seed/scale.ts';
import { applyWithDocument } from './application-upload.ts';
import type { RequestPlan } from './load.ts';
import { largeProject, propertyWithUnits } from './report-property.ts';

export interface Fixtures {
  propertyId: number;
  programId: number;
  unitId: number;
  /** A candidate with a household size and an income, for the eligible-units search. */
  candidateId: number;
  /** A property with 50 units (or the nearest the data set has), for the compliance report. */
  reportPropertyId: number;
  /** The seed's 300-unit project of 10 buildings, for the property compliance report (large set only). */
  largeProjectId: number | undefined;
  /** A listed, vacant unit of the site organization, for the application route. */
  listingId: number;
  /** Distinguishes this run's e-mails from earlier runs' (the candidates e-mail is unique). */
  runId: string;
  /**
   * The cursor of the ACTIVE occupancies' 9,950th row: `after` it, the same page as offset 9,950.
   * Undefined on the small data set, which has fewer (its deep-page rows are left out).
   */
  deepOccupancyCursor: string | undefined;
}

/** The cursor (`after`) that follows the `offset`-th row of `path`'s list, read as the API pages it. */
async function cursorAt(list: (path: string) => Promise<unknown>, path: string, offset: number) {
  const [row] = (await list(`${path}&limit=1&offset=${offset - 1}`)) as Array<{
    id: number;
    start_date: string;
  }>;
  if (!row) return undefined;
  return dateIdCursor({ date: row.start_date, id: row.id });
}

/**
 * The records the routes' plans name, read through `list` (a GET of the API answering JSON): the
 * first property, program and unit, and a candidate with a household size and an income (the
 * eligible-units search needs both).
 */
export async function readFixtures(
  list: (path: string) => Promise<unknown>,
  runId: string,
): Promise<Fixtures> {
  const first = async (path: string) => {
    const [row] = (await list(path)) as Array<{ id: number }>;
    if (!row) throw new Error(`${path} is empty: seed first`);
    return row.id;
  };
  const candidates = (await list('/api/candidates?limit=100')) as Array<{
    id: number;
    income: number | null;
    household_size: number | null;
  }>;
  const household = candidates.find((c) => c.income !== null && c.household_size !== null);
  if (!household) throw new Error('no candidate with a household size and an income: seed first');
  const listings = (await list('/api/public/listings?limit=1')) as { items?: Array<{ id: number }> };
  const listingId = listings.items?.[0]?.id;
  if (listingId === undefined) throw new Error('no listed unit on the public site: seed first');
  return {
    propertyId: await first('/api/properties?limit=1'),
    programId: await first('/api/govprograms?limit=1'),
    unitId: await first('/api/units?limit=1'),
    candidateId: household.id,
    reportPropertyId: await propertyWithUnits(list, 50),
    largeProjectId: await largeProject(list, LARGE_PROJECT.name, LARGE_PROJECT.buildings),
    listingId,
    runId,
    deepOccupancyCursor: await cursorAt(list, '/api/occupancies?status=ACTIVE', DEEP_OCCUPANCY_OFFSET),
  };
}

export interface BenchRoute {
  name: string;
  /** Read routes also get a database ceiling: the same statements replayed through the driver. */
  kind: 'read' | 'write' | 'baseline';
  plan(fixtures: Fixtures): RequestPlan;
  /** Measured on the large data set only: the small one has none of the records it reads. */
  largeSetOnly?: true;
  /** Connections of this row's load, where its goal names its own (else BENCH_CONNECTIONS). */
  connections?: number;
  /** The row's own p99 goal in ms, where the issue sets one (else the kind's goal). */
  p99GoalMs?: number;
  /**
   * A load run at the same time and not measured: the row reads how its route answers beside it
   * (a staff list while applicants upload). The row's CPU a request then counts that load's too.
   */
  alongside?: { connections: number; plan(fixtures: Fixtures): RequestPlan };
}

const get = (path: string): RequestPlan => [{ method: 'GET', path }];

/** Page 200 of 50: the deepest page the occupancy list's rows are read for by offset here. */
const DEEP_OCCUPANCY_OFFSET = 9950;

/** The fields of a candidate the write route sends; the e-mail is made unique per request. */
function candidateBody(email: string, name: string) {
  return {
    full_name: name,
    email,
    phone_number: '6175550142',
    birth_date: '1988-04-12',
    income: '42000.00',
    household_size: 3,
    is_disabled: false,
    is_senior: false,
    postal_code: '02115',
    document_type: 'passport',
    document_number: 'X1234567',
  };
}

interface WriteContext {
  id?: number;
  version?: number;
  email?: string;
}

/** POST a new candidate, then PUT a change to it with the version the POST returned. */
function createThenUpdate(runId: string): RequestPlan {
  let serial = 0;
  const json = { 'content-type': 'application/json' };
  return [
    {
      method: 'POST',
      path: '/api/candidates',
      headers: json,
      setupRequest(request, context) {
        const ctx = context as WriteContext;
        ctx.email = `bench-${runId}-${++serial}@example.org`;
        return { ...request, body: JSON.stringify(candidateBody(ctx.email, 'Benchmark Conceição Ñúñez')) };
      },
      onResponse(_status, body, context) {
        const created = JSON.parse(body) as { id?: number; version?: number };
        Object.assign(context as WriteContext, { id: created.id, version: created.version });
      },
    },
    {
      method: 'PUT',
      headers: json,
      setupRequest(request, context) {
        const ctx = context as WriteContext;
        const body = { ...candidateBody(ctx.email ?? '', 'Benchmark Conceição Núñez'), version: ctx.version };
        return { ...request, path: `/api/candidates/${ctx.id}`, body: JSON.stringify(body) };
      },
    },
  ];
}

/** The benchmarked routes (docs/benchmarks.md), in the order its table lists them. */
export const ROUTES: BenchRoute[] = [
  { name: 'GET /api/health', kind: 'baseline', plan: () => get('/api/health') },
  {
    name: 'candidates by name (full_name=Gonçalves)',
    kind: 'read',
    plan: () => get(`/api/candidates?full_name=${encodeURIComponent('Gonçalves')}`),
  },
  {
    name: 'candidates by postal code (02115)',
    kind: 'read',
    plan: () => get('/api/candidates?postal_code=02115'),
  },
  {
    name: 'occupancies status=ACTIVE, page 1',
    kind: 'read',
    plan: () => get('/api/occupancies?status=ACTIVE'),
  },
  {
    name: 'occupancies status=ACTIVE, page 200',
    kind: 'read',
    largeSetOnly: true,
    plan: () => get(`/api/occupancies?status=ACTIVE&offset=${DEEP_OCCUPANCY_OFFSET}`),
  },
  {
    // The same page by keyset: the rows after the 9,950th, as a client paging by cursor reads it.
    name: 'occupancies status=ACTIVE, page 200 by cursor',
    kind: 'read',
    largeSetOnly: true,
    plan: (f) =>
      get(`/api/occupancies?status=ACTIVE&after=${encodeURIComponent(f.deepOccupancyCursor ?? '')}`),
  },
  { name: 'units of one property', kind: 'read', plan: (f) => get(`/api/units?property_id=${f.propertyId}`) },
  { name: 'one program with its levels', kind: 'read', plan: (f) => get(`/api/govprograms/${f.programId}`) },
  { name: 'properties list', kind: 'read', plan: () => get('/api/properties') },
  {
    name: 'unit eligibility (3 people, $62,400)',
    kind: 'read',
    plan: (f) => get(`/api/units/${f.unitId}/eligibility?household_size=3&annual_income=62400`),
    connections: 32,
    p99GoalMs: 20,
  },
  {
    name: 'eligible units of a candidate, page 1 (8 connections)',
    kind: 'read',
    plan: (f) => get(`/api/candidates/${f.candidateId}/eligible-units`),
    connections: 8,
    p99GoalMs: 100,
  },
  {
    // Every ACTIVE occupancy of the property checked against its units' limits (decision 020).
    name: 'compliance report of a 50-unit property (8 connections)',
    kind: 'read',
    connections: 8,
    p99GoalMs: 100,
    plan: (f) => get(`/api/compliance/occupancies?property_id=${f.reportPropertyId}`),
  },
  {
    // Every unit's low-income test, each building's applicable fraction, the set-aside and the
    // average income test of the seed's 300-unit, 10-building project (decisions 040, 042).
    name: 'property compliance report of a 300-unit, 10-building project (8 connections)',
    kind: 'read',
    connections: 8,
    p99GoalMs: 100,
    largeSetOnly: true,
    plan: (f) => get(`/api/property/${f.largeProjectId}/compliance?date=${REFERENCE_DATE}`),
  },
  {
    // Five index range counts of recertification_schedule (decision 026), as of the seed's "today"
    // so every run reads the same buckets.
    name: 'recertification summary (8 connections)',
    kind: 'read',
    connections: 8,
    p99GoalMs: 50,
    plan: () => get(`/api/recertifications/summary?as_of=${REFERENCE_DATE}`),
  },
  {
    name: 'recertifications due in 30 days, page 1 (8 connections)',
    kind: 'read',
    connections: 8,
    p99GoalMs: 50,
    plan: () => get(`/api/recertifications?bucket=DUE_30&as_of=${REFERENCE_DATE}`),
  },
  {
    // The portfolio in one answer (decision 029): each property's figures kept in the process
    // by its stamp and the answer kept as text under the scope's version, so a run without writes
    // reads the version and sends the text; the first call computes them (the organization's
    // compliance scan, about 4 s), which the warm-up absorbs.
    name: 'dashboard of the organization (8 connections)',
    kind: 'read',
    connections: 8,
    p99GoalMs: 100,
    plan: () => get('/api/dashboard'),
  },
  {
    name: 'dashboard of one property (8 connections)',
    kind: 'read',
    connections: 8,
    p99GoalMs: 100,
    plan: (f) => get(`/api/dashboard?property_id=${f.reportPropertyId}`),
  },
  {
    // The site organization's 2,000 listed units of 100,000 (decision 030), cheapest first.
    name: 'public listings search (32 connections)',
    kind: 'read',
    connections: 32,
    p99GoalMs: 50,
    plan: () => get('/api/public/listings?bedrooms=2&max_rent=2000'),
  },
  {
    name: 'public listings search with the calculator (32 connections)',
    kind: 'read',
    connections: 32,
    p99GoalMs: 50,
    plan: () => get('/api/public/listings?household_size=3&annual_income=62400&sort=available'),
  },
  {
    // The same search as a page: the server renders the app's page with it (decision 030).
    name: 'search page rendered by the server (32 connections)',
    kind: 'read',
    connections: 32,
    plan: () => get('/apartments?bedrooms=2&max_rent=2000'),
  },
  {
    name: "a listing's page rendered by the server (32 connections)",
    kind: 'read',
    connections: 32,
    plan: (f) => get(`/apartments/${f.listingId}`),
  },
  { name: 'applications list, page 1', kind: 'read', plan: () => get('/api/applications') },
  {
    name: 'applications of one property, page 1',
    kind: 'read',
    plan: (f) => get(`/api/applications?property_id=${f.propertyId}`),
  },
  { name: 'POST then PUT /api/candidates', kind: 'write', plan: (f) => createThenUpdate(f.runId) },
  {
    // The record, its document (SHA-256, bytea) and its notice in one transaction (decision 031).
    name: 'application with a 2 MB PDF (8 connections)',
    kind: 'write',
    connections: 8,
    p99GoalMs: 300,
    plan: (f) => applyWithDocument(f.runId, f.listingId),
  },
  {
    // Staff at work while applicants upload: uploads are stored two fewer at a time than the pool
    // has connections, so a list finds one free beside the other requests (decision 093).
    name: 'occupancies ACTIVE, page 1, one client, while 8 upload a 2 MB PDF',
    kind: 'read',
    connections: 1,
    plan: () => get('/api/occupancies?status=ACTIVE'),
    alongside: { connections: 8, plan: (f) => applyWithDocument(`${f.runId}-beside`, f.listingId) },
  },
];
