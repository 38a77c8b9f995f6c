import type { ApplicationStatus } from '@lar/contracts/applications';
import type { CertificationMember } from '@lar/contracts/certifications';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/client.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * An application written straight into the table, for suites that test what happens after
 * submission (review, waitlist, lottery, notices) without going through the public form.
 */
export interface ApplicationRow {
  propertyId: number;
  unitId?: number | null;
  headName?: string;
  email?: string;
  birthDate?: string;
  language?: 'en' | 'pt' | 'es';
  members?: CertificationMember[];
  annualIncome?: string;
  status?: ApplicationStatus;
  submittedAt?: string;
  claimedPreferenceIds?: number[];
  lotteryRank?: number | null;
  duplicateFlag?: boolean;
}

let sequence = 0;

/**
 * The row's INSERT, returning its id and reference; run it on any connection or transaction. The
 * preference ids go as one array literal: drizzle would spread a JS array into a list.
 */
export function applicationInsert(organizationId: number, row: ApplicationRow): SQL {
  sequence += 1;
  const headName = row.headName ?? `Applicant ${sequence}`;
  const members = membersOf(row, headName);
  const status = row.status ?? 'SUBMITTED';
  const unitId = row.unitId ?? null;
  return sql`INSERT INTO applications (organization_id, property_id, unit_id, reference, status, decline_reason,
        head_name, email, language, birth_date, members, household_size, annual_income, consent_at,
        claimed_preference_ids, lottery_rank, duplicate_flag, submitted_at, offered_unit_id)
     VALUES (${organizationId}, ${row.propertyId}, ${unitId}::integer,
        'LAR-2026-' || lpad(nextval('application_reference_seq')::text, 6, '0'), ${status}::text,
        ${status === 'DECLINED' ? 'OTHER' : null}, ${headName}, ${row.email ?? `applicant${sequence}@example.com`},
        ${row.language ?? 'en'}, ${row.birthDate ?? '1990-01-01'}, ${JSON.stringify(members)}::jsonb,
        ${members.length}, ${row.annualIncome ?? '30000.00'}, now(), ${`{${(row.claimedPreferenceIds ?? []).join(',')}}`}::integer[],
        ${row.lotteryRank ?? null}, ${row.duplicateFlag ?? false}, coalesce(${row.submittedAt ?? null}::timestamptz, now()),
        ${status === 'OFFERED' || status === 'LEASED' ? unitId : null}::integer)
     RETURNING id, reference`;
}

function membersOf(row: ApplicationRow, headName: string): CertificationMember[] {
  return (
    row.members ?? [
      {
        name: headName,
        relationship: 'HEAD',
        birth_date: row.birthDate ?? '1990-01-01',
        full_time_student: false,
        disabled: false,
        income: {
          employment: Number(row.annualIncome ?? '30000'),
          social_security: 0,
          public_assistance: 0,
          other: 0,
        },
      },
    ]
  );
}

export async function insertApplication(
  t: Pick<TestApp, 'database'>,
  organizationId: number,
  row: ApplicationRow,
): Promise<{ id: number; reference: string }> {
  const [inserted] = await rowsOf<{ id: number; reference: string }>(
    t.database.db,
    applicationInsert(organizationId, row),
  );
  if (!inserted) throw new Error('application not inserted');
  return { id: Number(inserted.id), reference: inserted.reference };
}
