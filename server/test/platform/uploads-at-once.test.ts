import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { member, pdf, submit } from '../applications/intake-fixtures.ts';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { fileMultipart } from '../helpers/multipart.ts';
import { bearer, buildTestApp, type TestApp, type TestOrg } from '../helpers/test-app.ts';
import { listedUnit, listUnit } from '../listings/listing-fixtures.ts';

/**
 * Uploads are stored a few at a time (decision 093): one fewer than the database pool by default,
 * so they never hold every connection; the others wait, read, for their turn.
 */
describe('uploads at once', () => {
  it('are one fewer than the pool by default, and UPLOADS_AT_ONCE wins', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/lar-uploads' }).uploadsAtOnce).toBe(2);
    expect(loadConfig({ DATABASE_URL: 'postgres://lar@db.example:5432/lar' }).uploadsAtOnce).toBe(9);
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

    /** Sends while the one place is held: nothing is stored until it is freed, then the upload is. */
    async function storedOnlyAfterItsTurn(table: string, send: () => Promise<LightMyRequestResponse>) {
      let release: () => void = () => {};
      const held = t.app.deps.uploads.run(() => new Promise<void>((resolve) => (release = resolve)));
      const before = await rows(table);
      const answer = send();
      await vi.waitFor(() => expect(t.app.deps.uploads.queued).toBe(1));
      expect(await rows(table)).toBe(before);
      release();
      await held;
      const res = await answer;
      expect(res.statusCode, res.body).toBe(201);
      expect(await rows(table)).toBe((before ?? 0) + 1);
      expect(t.app.deps.uploads.queued).toBe(0);
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
        t.app.inject({
          method: 'POST',
          url: `/api/units/${unitId}/listing/photos`,
          headers: { ...bearer(org.adminToken), 'content-type': body.contentType },
          payload: body.payload,
        }),
      );
    });
  });
});
