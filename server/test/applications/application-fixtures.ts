import type { ApplicationStatus } from '@lar/contracts/applications';
import type { CertificationMember } from '@lar/contracts/certifications';
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

export async function insertApplication(
  t: Pick<TestApp, 'database'>,
  organizationId: number,
  row: ApplicationRow,
): Promise<{ id: number; reference: string }> {
  sequence += 1;
  const headName = row.headName ?? `Applicant ${sequence}`;
  const members: CertificationMember[] = row.members ?? [
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
  ];
  const [inserted] = await t.database.query<{ id: number; reference: string }>(
    `INSERT INTO applications (organization_id, property_id, unit_id, reference, status, decline_reason,
        head_name, email, language, birth_date, members, household_size, annual_income, consent_at,
        claimed_preference_ids, lottery_rank, duplicate_flag, submitted_at, offered_unit_id)
     VALUES ($1, $2, $3::integer, 'LAR-2026-' || lpad(nextval('application_reference_seq')::text, 6, '0'), $4::text,
        CASE WHEN $4::text = 'DECLINED' THEN 'OTHER' END, $5, $6, $7, $8, $9::jsonb, $10, $11, now(), $12::integer[],
        $13, $14, coalesce($15::timestamptz, now()), CASE WHEN $4 IN ('OFFERED', 'LEASED') THEN $3::integer END)
     RETURNING id, reference`,
    [
      organizationId,
      row.propertyId,
      row.unitId ?? null,
      row.status ?? 'SUBMITTED',
      headName,
      row.email ?? `applicant${sequence}@example.com`,
      row.language ?? 'en',
      row.birthDate ?? '1990-01-01',
      JSON.stringify(members),
      members.length,
      row.annualIncome ?? '30000.00',
      row.claimedPreferenceIds ?? [],
      row.lotteryRank ?? null,
      row.duplicateFlag ?? false,
      row.submittedAt ?? null,
    ],
  );
  if (!inserted) throw new Error('application not inserted');
  return { id: Number(inserted.id), reference: inserted.reference };
}
