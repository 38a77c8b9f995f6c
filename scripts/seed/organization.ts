import { seedApplications } from './applications.ts';
import { seedCandidates } from './candidates.ts';
import { certificationNames, certificationRows, insertCertifications } from './certifications.ts';
import { seedCompanies } from './companies.ts';
import { complianceRandom, currentHousehold, seedDesignations, seedUtilityAllowances } from './compliance.ts';
import type { SeedContext } from './context.ts';
import { LISTED_EVERY, seedListings } from './listings.ts';
import { seedOccupancies } from './occupancies.ts';
import { seedPrograms } from './programs.ts';
import type { OrgScale } from './scale.ts';
import { seedTenantDataFacts } from './tenant-data.ts';
import { timed } from './timing.ts';
import { seedUnits } from './units.ts';

const rows = (n: number) => `${n.toLocaleString('en-US')} rows`;

/** Every kind of record of one organization, in dependency order. */
export async function seedOrganizationData(ctx: SeedContext, scale: OrgScale): Promise<void> {
  const properties = await timed(
    'companies, contacts, properties',
    () => seedCompanies(ctx, scale),
    `${scale.companies} companies, ${rows(scale.properties)}`,
  );
  const programs = await timed(
    'programs and AMI levels',
    () => seedPrograms(ctx, scale),
    `${scale.programs} programs`,
  );
  const units = await timed('units', () => seedUnits(ctx, properties, programs), rows(scale.units));
  const compliance = complianceRandom(ctx.organizationId);
  const extras = await timed('utility allowances and designations', async () => {
    await seedUtilityAllowances(ctx, compliance, properties, Math.max(...scale.years));
    return seedDesignations(ctx, compliance, units, programs);
  });
  const candidateIds = await timed(
    'candidates',
    () => seedCandidates(ctx, scale.candidates),
    rows(scale.candidates),
  );
  const active = await timed(
    'occupancies',
    () =>
      seedOccupancies(ctx, units, candidateIds, scale.occupancies, (unit, rent) =>
        currentHousehold(compliance, unit, rent, programs, extras),
      ),
    rows(scale.occupancies),
  );
  const certifications = certificationRows(ctx, active, await certificationNames(ctx, extras));
  await timed(
    'income certifications',
    () => insertCertifications(ctx, certifications),
    rows(certifications.length),
  );
  await timed('tenant data: BINs, past households signed', () => seedTenantDataFacts(ctx));
  await timed('listings', () => seedListings(ctx, scale.units), rows(Math.floor(scale.units / LISTED_EVERY)));
  await timed('applications', () => seedApplications(ctx, scale.applications), rows(scale.applications));
}
