import { searchKey } from '@lar/contracts/candidates';
import { type BulkColumns, bulkInsert, type Row } from './bulk.ts';
import { addDays, type SeedContext } from './context.ts';
import { CITIES, personName, slug } from './names.ts';
import { Random } from './random.ts';

const DOCUMENTS: ReadonlyArray<readonly [string, number]> = [
  ['ssn', 30],
  ['drivers_license', 20],
  ['state_id', 10],
  ['passport', 10],
  ['itin', 5],
  ['cpf', 5],
  ['other', 5],
];
const MAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];
/** The language of a household's letters: most say none (English). */
const LANGUAGES: ReadonlyArray<readonly [string | null, number]> = [
  [null, 70],
  ['en', 10],
  ['es', 12],
  ['pt', 8],
];

/**
 * Applicants and tenants. `search_name` is filled by the same `searchKey` the API uses, so name
 * search finds seeded rows exactly as it finds ones typed in; e-mails stay unique per organization.
 */
export async function seedCandidates(ctx: SeedContext, count: number): Promise<number[]> {
  const { random, organizationId } = ctx;
  // A stream of its own, so every value drawn before the language was added stays the same.
  const languages = new Random(20_261_227 + organizationId);
  const first = ctx.ids.take('candidates', count);
  const rows: Row[] = [];
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const id = first + i;
    ids.push(id);
    const name = personName(random);
    const birth = addDays('1940-01-01', random.int(0, 66 * 365));
    const hasDocument = random.chance(0.7);
    rows.push({
      id,
      organization_id: organizationId,
      id_wp: random.chance(0.3) ? `WP${100000 + id}` : null,
      full_name: name,
      search_name: searchKey(name),
      email: `${slug(name)}.${id}@${random.pick(MAIL_DOMAINS)}`,
      phone_number: random.chance(0.85) ? random.digits(10) : null,
      birth_date: random.chance(0.9) ? birth : null,
      income: random.chance(0.8) ? random.money(6000, 120000) : null,
      household_size: random.int(1, 8),
      is_disabled: random.chance(0.07),
      is_senior: birth < '1962-01-01',
      postal_code: random.chance(0.9) ? `${random.pick(CITIES).zip}${random.digits(2)}` : null,
      document_type: hasDocument ? random.weighted(DOCUMENTS) : null,
      document_number: hasDocument ? random.digits(9) : null,
      language: languages.weighted(LANGUAGES),
    });
  }
  await bulkInsert(ctx.session, 'candidates', CANDIDATE_COLUMNS, rows, ctx.batch);
  return ids;
}

const CANDIDATE_COLUMNS: BulkColumns = {
  id: 'int',
  organization_id: 'int',
  id_wp: 'text',
  full_name: 'text',
  search_name: 'text',
  email: 'text',
  phone_number: 'text',
  birth_date: 'date',
  income: 'numeric',
  household_size: 'int',
  is_disabled: 'boolean',
  is_senior: 'boolean',
  postal_code: 'text',
  document_type: 'text',
  document_number: 'text',
  language: 'text',
};
