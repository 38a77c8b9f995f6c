import { applicationListQuery } from '@lar/contracts/application-review';
import { candidateBody, candidateListQuery } from '@lar/contracts/candidates';
import { RECERTIFICATION_BUCKETS } from '@lar/contracts/compliance/recertification';
import { occupancyListQuery } from '@lar/contracts/occupancies';
import { COUNT_CAP } from '@lar/contracts/paging';
import { programListQuery } from '@lar/contracts/programs';
import { propertyListQuery } from '@lar/contracts/properties';
import { unitListQuery } from '@lar/contracts/units';
import type { Actor } from '../lib/actor.ts';
import { ApplicationRepository } from '../modules/applications/application.repository.ts';
import { CandidateList } from '../modules/candidates/candidate-list.repository.ts';
import { createCandidate, updateCandidate } from '../modules/candidates/candidate-writes.repository.ts';
import { candidateHousehold, eligibleUnitRows } from '../modules/compliance/eligible-units.repository.ts';
import { pairLimitArrays } from '../modules/compliance/pair-limits.ts';
import { ComplianceReportRepository, type ReportScope } from '../modules/compliance/report.repository.ts';
import { propertyExists } from '../modules/compliance/utility-allowances.repository.ts';
import { OccupancyRepository } from '../modules/occupancies/occupancy.repository.ts';
import { ProgramRepository } from '../modules/programs/program.repository.ts';
import { PropertyRepository } from '../modules/properties/property.repository.ts';
import { dueRange } from '../modules/recertifications/buckets.ts';
import { propertyAddress } from '../modules/recertifications/notice.repository.ts';
import {
  bucketCounts,
  recertificationCount,
  recertificationPage,
  recertificationRows,
} from '../modules/recertifications/recertification.repository.ts';
import { UnitRepository } from '../modules/units/unit.repository.ts';
import type { DbHandle } from './client.ts';
import type { StatementCatalogue, StatementExercise } from './statement-dump.ts';
import { Tenant } from './tenancy.ts';

/**
 * The calls that send every shape of the prepared and rendered statements, module by module
 * (statement-dump.ts writes what they send). A list is called with each combination of its
 * filters given and not (the shapes its `listStatement` descriptor keys), on a screen's first
 * page, and with its filters unset on a later page and on a size no screen asks for (the three
 * page plans of `pagePlan`). A new list or rendered statement adds its calls here.
 */

const tenant = new Tenant(1);
const actor: Actor = {
  sessionId: 1,
  organizationId: tenant.organizationId,
  organizationName: 'Organization',
  kind: 'user',
  id: 1,
  username: 'user',
  isAdmin: true,
  role: 'admin',
  adminId: null,
  mustChangePassword: false,
  tenant,
};

/** Every combination of the axes' values, the first axis varying slowest. */
function combinations<T extends Record<string, unknown>>(axes: { [K in keyof T]: readonly T[K][] }): T[] {
  return Object.entries(axes).reduce<Array<Record<string, unknown>>>(
    (partial, [name, values]) =>
      partial.flatMap((combination) =>
        (values as readonly unknown[]).map((value) => ({ ...combination, [name]: value })),
      ),
    [{}],
  ) as T[];
}

/** Given filters only, as a query string would carry them. */
const given = (filters: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));

const PAGES = [
  { limit: 50, offset: 50 },
  { limit: 7, offset: 0 },
];

/** A list's exercises: each filter shape on a first page of 50, and the unfiltered list's other page plans. */
function listExercises(
  name: string,
  shapes: ReadonlyArray<Record<string, unknown>>,
  run: (query: Record<string, unknown>, database: DbHandle) => Promise<unknown>,
): StatementExercise[] {
  const first = shapes.map((shape) => ({ ...given(shape), limit: 50, offset: 0 }));
  const pages = PAGES.map((page) => ({ ...page }));
  return [...first, ...pages].map((query) => ({
    label: `${name} ${JSON.stringify(query)}`,
    run: (database: DbHandle) => run(query, database),
  }));
}

/** The staff list of applications: a text to look for is planned on each execution. */
const applications = listExercises(
  'applications list',
  [
    ...combinations({ property_id: [undefined, 1], status: [undefined, 'WAITLISTED'] }),
    { preference_id: 1 },
    { flagged: 'true' },
    { q: 'text' },
  ],
  (query, database) => new ApplicationRepository(database.db, tenant).list(applicationListQuery.parse(query)),
);

const units = listExercises(
  'units list',
  [
    ...combinations({ property_id: [undefined, 1], q: [undefined, 'text'], vacant: [undefined, true] }),
    { property_manager_id: 1 },
    { property_manager_id: 1, vacant: true },
  ],
  (query, database) => new UnitRepository(database.db, tenant).list(unitListQuery.parse(query)),
);

const properties = listExercises(
  'properties list',
  combinations({ q: [undefined, 'text'], property_manager_id: [undefined, 1], sort: ['name', '-name'] }),
  (query, database) => new PropertyRepository(database.db, tenant).list(propertyListQuery.parse(query)),
);

const occupancies = [
  ...listExercises(
    'occupancies list',
    [
      ...combinations({
        unit_id: [undefined, 1],
        tenant_id: [undefined, 1],
        status: [undefined, 'ACTIVE'],
        after: [undefined, '2026-01-01.1'],
      }),
      { property_manager_id: 1 },
      { property_manager_id: 1, over_income: 'true' },
    ],
    (query, database) => new OccupancyRepository(database.db, tenant).list(occupancyListQuery.parse(query)),
  ),
  {
    label: 'occupancies of the compliance report page [1, 2]',
    run: (database: DbHandle) => new OccupancyRepository(database.db, tenant).findMany([1, 2]),
  },
] satisfies StatementExercise[];

const programShapes = combinations({
  q: [undefined, 'text'],
  status: [undefined, 'active'],
  scope: [undefined, 'Federal'],
  sort: ['name', '-name'],
});
const programs = [
  ...listExercises('programs list', programShapes, (query, database) =>
    new ProgramRepository(database.db, tenant).list(programListQuery.parse(query)),
  ),
  ...listExercises('program summaries', programShapes, (query, database) =>
    new ProgramRepository(database.db, tenant).summaries(programListQuery.parse(query)),
  ),
  {
    label: 'one program',
    run: (database: DbHandle) => new ProgramRepository(database.db, tenant).findText(1),
  },
] satisfies StatementExercise[];

/**
 * The candidate list takes one of three statements by its filters (candidate-list-plan.ts): the
 * name order, one name word, or the matches; and plans it once or on each execution by how
 * selective its texts are.
 */
const candidateShapes = [
  {},
  { status: 'tenants' },
  { status: 'applicants' },
  { full_name: 'ana' },
  { full_name: 'ana', status: 'tenants' },
  { full_name: 'ana maria' },
  { full_name: 'ana maria da silva costa' },
  { email: 'ana@example' },
  { email: 'an' },
  { phone_number: '5551234' },
  { postal_code: '021' },
  {
    full_name: 'ana maria',
    email: 'ana@example',
    phone_number: '5551234',
    postal_code: '02139',
    status: 'applicants',
  },
];
const candidateValues = candidateBody.parse({ full_name: 'Ana', email: 'ana@example.com' });
const candidates = [
  ...listExercises('candidates list', candidateShapes, (query, database) =>
    new CandidateList(database.db, tenant).page(candidateListQuery.parse(query)),
  ),
  {
    label: 'candidate create',
    run: (database: DbHandle) => createCandidate(database, actor, candidateValues),
  },
  {
    label: 'candidate update',
    run: (database: DbHandle) => updateCandidate(database, actor, 1, 1, candidateValues),
  },
] satisfies StatementExercise[];

const reportShapes: ReportScope[] = [
  {},
  { propertyId: 1 },
  { managerId: 1 },
  { unitId: 1 },
  { tenantId: 1 },
  { occupancyIds: [1, 2] },
  { propertyId: 1, unitId: 1, tenantId: 1, occupancyIds: [1, 2] },
];
const limits = pairLimitArrays({ pairs: [], held: [], floors: [], pisBounds: [], floorBounds: [] });
const compliance = [
  ...reportShapes.map((scope) => ({
    label: `compliance report page ${JSON.stringify(scope)}`,
    run: (database: DbHandle) =>
      new ComplianceReportRepository(database.db, tenant).page(scope, { limit: 50, offset: 0 }),
  })),
  ...PAGES.map((page) => ({
    label: `compliance report page {} ${JSON.stringify(page)}`,
    run: (database: DbHandle) => new ComplianceReportRepository(database.db, tenant).page({}, page),
  })),
  ...combinations({ propertyId: [undefined, 1], includeMarketRate: [false, true] }).map((shape) => ({
    label: `eligible units ${JSON.stringify(given(shape))}`,
    run: (database: DbHandle) =>
      eligibleUnitRows(database, limits, {
        organizationId: tenant.organizationId,
        income: '0',
        ...shape,
        limit: 50,
        offset: 0,
      }),
  })),
  { label: 'candidate household', run: (database: DbHandle) => candidateHousehold(database.db, tenant, 1) },
  { label: 'property exists', run: (database: DbHandle) => propertyExists(database.db, tenant, 1) },
] satisfies StatementExercise[];

const asOf = '2026-01-01';
const dueShapes = [
  { propertyId: undefined, managerId: undefined },
  { propertyId: 1, managerId: undefined },
  { propertyId: undefined, managerId: 1 },
].map(({ propertyId, managerId }) => ({
  organizationId: tenant.organizationId,
  propertyId,
  managerId,
  asOf,
  range: dueRange(asOf, undefined),
}));
const recertifications = [
  ...dueShapes.flatMap((filter) =>
    [
      { limit: 50, offset: 0 },
      { limit: 7, offset: 0 },
    ].flatMap((page) => [
      {
        label: `recertifications page ${JSON.stringify({ propertyId: filter.propertyId, managerId: filter.managerId, ...page })}`,
        run: (database: DbHandle) => recertificationPage(database, filter, page, COUNT_CAP),
      },
      {
        label: `recertification notices' rows ${JSON.stringify({ propertyId: filter.propertyId, managerId: filter.managerId, ...page })}`,
        run: (database: DbHandle) => recertificationRows(database, filter, page, COUNT_CAP),
      },
    ]),
  ),
  ...dueShapes.flatMap((filter) => [
    {
      label: `recertifications count ${JSON.stringify({ propertyId: filter.propertyId, managerId: filter.managerId })}`,
      run: (database: DbHandle) => recertificationCount(database, filter, COUNT_CAP),
    },
    {
      label: `recertification buckets ${JSON.stringify({ propertyId: filter.propertyId, managerId: filter.managerId })}`,
      run: (database: DbHandle) =>
        bucketCounts(
          database,
          tenant.organizationId,
          filter,
          RECERTIFICATION_BUCKETS.map((bucket) => dueRange(asOf, bucket)),
        ),
    },
  ]),
  { label: "notices' property", run: (database: DbHandle) => propertyAddress(database.db, tenant, 1) },
] satisfies StatementExercise[];

export const STATEMENT_CATALOGUE: StatementCatalogue = {
  applications,
  candidates,
  compliance,
  occupancies,
  programs,
  properties,
  recertifications,
  units,
};
