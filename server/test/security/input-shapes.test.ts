import { beforeAll, describe, expect, it } from 'vitest';
import { create } from '../helpers/fixtures.ts';
import { fillPath, loadOperations, type Operation, sampleBody } from '../helpers/openapi.ts';
import { useTestApp } from '../helpers/suite.ts';
import { bearer, json, tableSnapshot } from '../helpers/test-app.ts';
import { household, residentToken } from '../residents/resident-fixtures.ts';

/**
 * Ids and paging numbers are plain decimal digits; single-line text holds no control character,
 * multi-line text keeps its line breaks. Driven by the live OpenAPI document where it can be.
 */
const t = useTestApp();
const org = t.org('shapes');
let operations: Operation[];
/** A resident's session, for the resident portal's routes (decision 075), which no staff account may call. */
let resident: string;

beforeAll(async () => {
  operations = await loadOperations(t);
  const own = await household(t, org);
  resident = await residentToken(t, org, own.occupancyId, 'shapes.resident@example.com');
});

/** The token that may call the operation: a resident's for the portal, else the admin's. */
const tokenFor = (op: Operation) => (op.permission === 'resident_portal' ? resident : org.adminToken);

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(org.adminToken) });

/** Read as numbers by a coercion (`0x10` as 16, `1e3` as 1000, ` 1` as 1); none is plain digits. */
const NOT_DECIMAL = ['0x10', '1e3', ' 1', '1 ', '+1', '1.0', '-1', '1_000', '0b1', 'Infinity', '١'];

describe('ids and paging numbers', () => {
  it('refuse anything but decimal digits in every path id', async () => {
    const withId = operations.filter((op) => op.pathParams.length > 0);
    expect(withId.length).toBeGreaterThan(20);
    for (const op of withId) {
      for (const value of NOT_DECIMAL) {
        const res = await t.app.inject({
          method: op.method,
          url: fillPath(op.path, value),
          headers: bearer(tokenFor(op)),
          ...(op.body ? { payload: sampleBody(op) } : {}),
        });
        expect(res.statusCode, `${op.path} ${JSON.stringify(value)}`).toBe(400);
        expect(json(res).code).toBe('VALIDATION_FAILED');
      }
    }
  });

  it('refuse them in limit, offset and every id filter of every list', async () => {
    const lists = operations.filter(
      (op) => op.method === 'GET' && op.queryParams.some((p) => p.name === 'limit'),
    );
    expect(lists.length).toBeGreaterThan(5);
    for (const op of lists) {
      const idFilters = op.queryParams
        .map((p) => p.name)
        .filter((name) => name === 'entity_id' || name.endsWith('_id'));
      for (const name of ['limit', 'offset', ...idFilters]) {
        for (const value of NOT_DECIMAL) {
          const query = new URLSearchParams({ entity: 'unit', entity_id: '1', [name]: value });
          const res = await get(`${fillPath(op.path, 1)}?${query}`);
          expect(res.statusCode, `${op.path}?${name}=${JSON.stringify(value)}`).toBe(400);
          expect(json(res).errors).toEqual([expect.objectContaining({ field: name })]);
        }
      }
    }
  });

  it('accept leading zeros, which change no value', async () => {
    const property = await create.property(t, org.adminToken);
    expect((await get(`/api/property/00${property.id}`)).statusCode).toBe(200);
    const page = await get(`/api/units?limit=010&offset=00&property_id=0${property.id}`);
    expect(page.statusCode).toBe(200);
    // More than 20 characters is refused whatever they say.
    expect((await get(`/api/property/${'0'.repeat(20)}${property.id}`)).statusCode).toBe(400);
  });
});

/** Fields whose text may span lines; every other text field of a body is one line. */
const MULTI_LINE = new Set([
  'notes',
  'parking_details',
  'pet_policy',
  'lottery_preferences',
  'min_income_language',
  'tour_dates',
  'message',
  // A listing's description, shown as paragraphs on its public page.
  'description',
  'csv',
  // Why an admin let an ineligible placement through: an explanation, as long as it needs.
  'override_reason',
  // A reviewer's note on an application's decision.
  'note',
]);
/**
 * Passwords are secrets, not text anyone reads: any character is theirs to choose. Phone, fax and
 * postal codes keep only their digits (the spec's shaping), so no control character is stored.
 */
const NOT_TEXT = new Set([
  'password',
  'current_password',
  'new_password',
  'phone',
  'phone_number',
  'fax',
  'postal_code',
  // A SHA-256 is 64 hexadecimal digits by its pattern (decision 078), so no control character
  // passes; the route sending it is a resident's, which the staff token here cannot reach.
  'sha256',
]);

function textFields(op: Operation): string[] {
  return Object.entries(op.body?.properties ?? {})
    .filter(([name, schema]) => {
      const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat();
      // A read-only field of the record's answer, sent back, is ignored (decision 018).
      return types.includes('string') && !schema.enum && !schema.readOnly && !NOT_TEXT.has(name);
    })
    .map(([name]) => name);
}

/** Last-seen times and rate-limit counters change with every request, whatever its input. */
const withoutBookkeeping = (snapshot: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(snapshot).filter(
      ([table]) => table !== 'sessions#hash' && !table.startsWith('rate_limit_windows'),
    ),
  );

describe('text fields', () => {
  const writes = () => operations.filter((op) => op.body && op.method !== 'GET');

  it('refuse line breaks, tabs, other controls and invisible characters in every single-line field, with a field error', async () => {
    const before = await tableSnapshot(t.database);
    let checked = 0;
    for (const op of writes()) {
      for (const field of textFields(op).filter((f) => !MULTI_LINE.has(f))) {
        for (const bad of [
          'Line one\nline two',
          'Carriage\rreturn',
          'Tab\there',
          'Nul\u0000byte',
          'Bell\u0007',
          'Next\u0085line',
          'Line\u2028separator',
          // Invisible and direction-changing characters (Unicode Technical Report #36).
          'Zero\u200Bwidth',
          'r\u202Egnp.exe.pdf',
          '\u2066isolate\u2069',
          '\uFEFFmark',
        ]) {
          const res = await t.app.inject({
            method: op.method,
            url: fillPath(op.path, 1),
            headers: bearer(tokenFor(op)),
            payload: { ...sampleBody(op), [field]: bad },
          });
          const label = `${op.method} ${op.path} ${field}=${JSON.stringify(bad)}`;
          expect(res.statusCode, label).toBe(400);
          expect(
            json<{ errors: Array<{ field: string }> }>(res).errors.map((e) => e.field),
            label,
          ).toContain(field);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(withoutBookkeeping(await tableSnapshot(t.database))).toEqual(withoutBookkeeping(before));
    console.log(`single-line fields: ${checked} refusals checked`);
  });

  it('say why, in a code the web translates', async () => {
    for (const [management_co, code] of [
      ['Acme\r\nInjected: header', 'single_line'],
      ['Acme\u200B', 'invisible_characters'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/property-manager',
        headers: bearer(org.adminToken),
        payload: { management_co, email: 'a@example.com' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).errors).toEqual([expect.objectContaining({ field: 'management_co', code })]);
    }
  });

  it('keep line breaks in notes and messages, but refuse other controls there', async () => {
    const property = await create.property(t, org.adminToken);
    const unit = (notes: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/units',
        headers: bearer(org.adminToken),
        payload: { property_id: property.id, unit_number: 'N1', unit_type: '1BR', notes },
      });
    const kept = await unit('First line\r\nSecond line\tindented');
    expect(kept.statusCode, kept.body).toBe(201);
    expect(json(kept).notes).toBe('First line\r\nSecond line\tindented');
    const refused = await unit('Nul\u0000byte');
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toEqual([
      expect.objectContaining({ field: 'notes', code: 'control_characters' }),
    ]);
    for (const hidden of ['Pay to\u202E 0001 tnuocca', 'Line one\nzero\u200Bwidth']) {
      const bidi = await unit(hidden);
      expect(bidi.statusCode, JSON.stringify(hidden)).toBe(400);
      expect(json(bidi).errors).toEqual([
        expect.objectContaining({ field: 'notes', code: 'invisible_characters' }),
      ]);
    }

    const message = await t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Visitor', email: 'v@example.com', message: 'Hello,\nsee you soon' },
    });
    expect(message.statusCode).toBe(201);
  });
});
