// The one list of tables drizzle knows about; each domain adds its file here.
export * from './accounts.ts';
export * from './applications.ts';
export * from './audit.ts';
export * from './buildings.ts';
export * from './candidates.ts';
export * from './certifications.ts';
export * from './compliance.ts';
export * from './contact-messages.ts';
export * from './listings.ts';
export * from './occupancies.ts';
export * from './organizations.ts';
export * from './programs.ts';
export * from './properties.ts';
export * from './property-managers.ts';
export * from './rate-limits.ts';
export * from './reporting-data.ts';
export * from './units.ts';
