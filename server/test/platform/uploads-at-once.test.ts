import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { member, pdf, submit } from '../applications/intake-fixtures.ts';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { fileMultipart, postMultipart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp, type TestOrg } from '../helpers/test-app.ts';
import { listedUnit, listUnit } from '../listings/listing-fixtures.ts';
import { household, residentToken } from '../residents/resident-fixtures.ts';

/**
 * Uploads are stored a few at a time (decision 093): two fewer than the database pool by default
 * (at least one), so they never hold the connections the staff screens need; the others wait,
 * read, for their turn.
 */
describe('uploads at once', () => {
  it('are two fewer than the pool by default, at least one, and UPLOADS_AT_ONCE wins', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/lar-uploads' }).uploadsAtOnce).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://lar@db.example:5432/lar' }).uploadsAtOnce).toBe(8);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).uploadsAtOnce).toBe(2);
    expect(loadConfig({ DATABASE_POOL_SIZE: '1' }).uploadsAtOnce).toBe(1);
    expect(loadConfig({ UPLOADS_AT_ONCE: '4' }).uploadsAtOnce).toBe(4);
    expect(() => loadConfig({ UPLOADS_AT_ONCE: '0' })).toThrow(/UPLOADS_AT_ONCE/);
    expect(() => loadConfig({ UPLOADS_AT_ONCE: 'all' })).toThrow(/UPLOADS_AT_ONCE/);
  });

  describe('when every place is taken, an upload', () => {
    let t: TestApp;
    let org: TestOrg;
    let propertyId: number;

    beforeAll(async () => {
      t = await buildTestApp({ uploadsAtOnce: 1 });
      org = await t.createOrg('uploadgate');
      propertyId = (await createProperty(t, org.adminToken)).id;
    });
    afterAll(() => t.close());

    const rows = async (table: string) => {
      const [row] = await t.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      return row?.n;
    };

    /**
     * Sends while the one place is held: the request waits in line, `whileWaiting` checks what it
     * has not done yet, and once the place is freed it is answered.
     */
    async function answeredOnlyAfterItsTurn(
      send: () => Promise<LightMyRequestResponse>,
      whileWaiting: () => Promise<void>,
    ): Promise<LightMyRequestResponse> {
      let release: () => void = () => {};
      const held = t.app.deps.uploads.run(() => new Promise<void>((resolve) => (release = resolve)));
      let answered = false;
      const answer = send().then((res) => {
        answered = true;
        return res;
      });
      try {
        await vi.waitFor(() => expect(t.app.deps.uploads.queued).toBe(1));
        await whileWaiting();
        expect(answered).toBe(false);
      } finally {
        // Freed also when a check fails, so that the next test finds the place free.
        release();
        await held;
      }
      const res = await answer;
      expect(t.app.deps.uploads.queued).toBe(0);
      return res;
    }

    /** Nothing is stored in `table` while the upload waits; once it is answered, one row is. */
    async function storedOnlyAfterItsTurn(table: string, send: () => Promise<LightMyRequestResponse>) {
      const before = await rows(table);
      const res = await answeredOnlyAfterItsTurn(send, async () => {
        expect(await rows(table)).toBe(before);
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(await rows(table)).toBe((before ?? 0) + 1);
    }

    it('of an application with a document waits for its turn, then is stored', async () => {
      const listingId = (await listedUnit(t, org.adminToken, propertyId)).id;
      const application = {
        listing_id: listingId,
        email: 'ana.gate@example.com',
        language: 'en',
        members: [member('Ana Gate', 'HEAD', { employment: '41234.56' })],
        consent: true,
      };
      await storedOnlyAfterItsTurn('application_documents', () =>
        submit(t, application, [{ filename: 'pay.pdf', type: 'application/pdf', data: pdf() }]),
      );
    });

    it("of a listing's photo waits for its turn, then is stored", async () => {
      const unitId = (await createUnit(t, org.adminToken, propertyId)).id;
      await listUnit(t, org.adminToken, unitId);
      const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c87828' } })
        .jpeg()
        .toBuffer();
      const body = fileMultipart(photo, 'front.jpg', 'image/jpeg');
      await storedOnlyAfterItsTurn('unit_listing_photos', () =>
        postMultipart(t, `/api/units/${unitId}/listing/photos`, org.adminToken, body),
      );
    });

    it("of a resident's verification document waits for its turn, then is stored", async () => {
      const home = await household(t, org);
      const token = await residentToken(t, org, home.occupancyId, 'gate.resident@example.com');
      const document = {
        member_key: '7f1c1f0e-2b43-4f61-9a55-0a5d8d4c2b11',
        income_source_id: '0b9d1c7e-5a2f-4c3e-8d71-6f2a9b3c4d55',
        kind: 'PAY_STUB',
        document_date: '2026-01-15',
      };
      const body = fileMultipart(pdf(), 'stub.pdf', 'application/pdf', {
        document: JSON.stringify(document),
      });
      await storedOnlyAfterItsTurn('resident_documents', () =>
        postMultipart(t, '/api/resident/documents', token, body),
      );
    });

    it('of a PDF to check against the signed certifications waits for its turn, then is answered', async () => {
      const body = fileMultipart(pdf(), 'signed.pdf', 'application/pdf');
      const res = await answeredOnlyAfterItsTurn(
        () => postMultipart(t, '/api/certifications/signed-pdf/verify', org.adminToken, body),
        async () => {},
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(JSON.parse(res.body)).toMatchObject({ match: false, certification_id: null });
    });
  });
});
