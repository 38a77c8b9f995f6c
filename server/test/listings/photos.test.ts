import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createUnit } from '../helpers/fixtures.ts';
import { fileMultipart, postMultipart } from '../helpers/multipart.ts';
import { useTwoOrgs } from '../helpers/suite.ts';
import { bearer, json, tableSnapshot } from '../helpers/test-app.ts';
import { listUnit } from './listing-fixtures.ts';

/** A listing's photos: checked by content, resized to WebP, at most 8, served with long cache headers. */
const { t, org: site, other } = useTwoOrgs('site', 'other');
let unitId: number;

const upload = (token: string, id: number, data: Buffer, filename = 'photo.jpg', type = 'image/jpeg') => {
  const body = fileMultipart(data, filename, type);
  return postMultipart(t, `/api/units/${id}/listing/photos`, token, body);
};

const image = (width: number, height: number, format: 'jpeg' | 'png' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();

beforeAll(async () => {
  const property = await createProperty(t, site.adminToken);
  unitId = (await createUnit(t, site.adminToken, property.id)).id;
  await listUnit(t, site.adminToken, unitId);
});

describe('listing photos', () => {
  it('stores a JPEG as WebP 1600 and 400 px wide, served publicly with immutable cache headers', async () => {
    const res = await upload(site.adminToken, unitId, await image(3000, 2000, 'jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const photo = json<{ id: number; width: number; height: number; url: string; small_url: string }>(res);
    expect(photo).toMatchObject({ width: 1600, height: 1067 });

    const large = await t.app.inject({ method: 'GET', url: photo.url });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(large.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600 });
    const small = await t.app.inject({ method: 'GET', url: photo.small_url });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });

    const again = await t.app.inject({
      method: 'GET',
      url: photo.url,
      headers: { 'if-none-match': String(large.headers.etag) },
    });
    expect(again.statusCode).toBe(304);

    const page = await t.app.inject({ method: 'GET', url: `/api/public/listings/${unitId}` });
    expect(json<{ unit: { photo_url: string; photos: unknown[] } }>(page).unit).toMatchObject({
      photo_url: photo.small_url,
      photos: [photo],
    });
  });

  it('accepts PNG and WebP, and never enlarges a small image', async () => {
    const png = await upload(site.adminToken, unitId, await image(800, 600, 'png'), 'a.png', 'image/png');
    expect(png.statusCode, png.body).toBe(201);
    expect(json(png)).toMatchObject({ width: 800, height: 600 });
    const webp = await upload(site.adminToken, unitId, await image(500, 500, 'webp'), 'a.webp', 'image/webp');
    expect(webp.statusCode, webp.body).toBe(201);
  });

  it('refuses by content: text named .jpg, a JPEG header with no image, over 5 MB, not multipart', async () => {
    const before = await tableSnapshot(t.database);
    const text = await upload(site.adminToken, unitId, Buffer.from('hello, not an image'), 'photo.jpg');
    expect(text.statusCode).toBe(400);
    expect(json(text).errors).toEqual([expect.objectContaining({ field: 'file', code: 'photo_type' })]);
    const truncated = await upload(site.adminToken, unitId, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]));
    expect(truncated.statusCode).toBe(400);
    const big = await upload(site.adminToken, unitId, Buffer.alloc(5 * 1024 * 1024 + 1, 0xff));
    expect(big.statusCode).toBe(413);
    const plain = await t.app.inject({
      method: 'POST',
      url: `/api/units/${unitId}/listing/photos`,
      headers: bearer(site.adminToken),
      payload: { file: 'x' },
    });
    expect(plain.statusCode).toBe(415);
    expect(await tableSnapshot(t.database)).toEqual(before);
  });

  it('keeps at most 8 photos: the 9th is refused with 409', async () => {
    const list = async () =>
      json<Array<{ id: number }>>(
        await t.app.inject({
          method: 'GET',
          url: `/api/units/${unitId}/listing/photos`,
          headers: bearer(site.adminToken),
        }),
      );
    const small = await image(100, 80, 'png');
    while ((await list()).length < 8)
      expect((await upload(site.adminToken, unitId, small)).statusCode).toBe(201);
    const ninth = await upload(site.adminToken, unitId, small);
    expect(ninth.statusCode).toBe(409);
    const [first] = await list();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/units/${unitId}/listing/photos/${first?.id}`,
      headers: bearer(site.adminToken),
    });
    expect(removed.statusCode).toBe(204);
    expect(await list()).toHaveLength(7);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/public/listings/${unitId}/photos/${first?.id}`,
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it("answers 404 to another organization's staff, before reading the upload", async () => {
    const res = await upload(other.adminToken, unitId, await image(100, 100, 'jpeg'));
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/units/${unitId}/listing/photos`,
      headers: bearer(other.adminToken),
    });
    expect(list.statusCode).toBe(404);
  });
});
