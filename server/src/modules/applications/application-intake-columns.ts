import type { ApplicationValues } from '@lar/contracts/applications';
import type { applications } from '../../db/schema/applications.ts';

type ApplicationRow = typeof applications.$inferInsert;

/** What the intake resolves from the body before storing it: the target, the checked preferences, the head. */
export interface ResolvedApplication {
  propertyId: number;
  unitId: number | null;
  preferenceIds: number[];
  headName: string;
  birthDate: string;
  annualIncome: string;
  consentAt: string;
}

/**
 * Each field of the public application form and the columns it is stored in, written once for the
 * intake's insert. The return type names every key of `applicationBody`, so a field added to the
 * form and not stored here fails to compile; a field deliberately not stored answers no columns
 * and is listed in `APPLICATION_FIELDS_NOT_STORED` (the fields walk holds the two together).
 */
export function columnsOfApplicationFields(body: ApplicationValues, resolved: ResolvedApplication) {
  return {
    listing_id: { unitId: resolved.unitId },
    property_id: { propertyId: resolved.propertyId },
    email: { email: body.email },
    phone: { phone: body.phone ?? null },
    language: { language: body.language },
    members: {
      members: body.members,
      householdSize: body.members.length,
      headName: resolved.headName,
      birthDate: resolved.birthDate,
      annualIncome: resolved.annualIncome,
    },
    total_assets: { totalAssets: body.total_assets },
    preference_ids: { claimedPreferenceIds: resolved.preferenceIds },
    consent: { consentAt: resolved.consentAt },
    // Sealed into reporting_data by the intake (decision 066), never a column of the application.
    reporting: {},
    // The honeypot: a filled one is answered as stored and stored nowhere.
    website: {},
  } satisfies { [Field in keyof ApplicationValues]-?: Partial<ApplicationRow> };
}

/** The form's fields stored in no column, each for a reason given in `columnsOfApplicationFields`. */
export const APPLICATION_FIELDS_NOT_STORED: ReadonlyArray<keyof ApplicationValues> = ['website', 'reporting'];

type FieldColumns = ReturnType<typeof columnsOfApplicationFields>;
/** Every field's columns in one object: the intersection of the entries. */
type StoredColumns = (
  FieldColumns[keyof FieldColumns] extends infer Entry
    ? Entry extends unknown
      ? (entry: Entry) => void
      : never
    : never
) extends (entry: infer All) => void
  ? All
  : never;

/** The columns the body's fields are stored in, for the insert's values. */
export function applicationColumns(body: ApplicationValues, resolved: ResolvedApplication): StoredColumns {
  return Object.assign({}, ...Object.values(columnsOfApplicationFields(body, resolved))) as StoredColumns;
}
