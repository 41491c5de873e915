/**
 * The gallery routes inside workerd with the local R2 bucket: real JPEG bytes stored and served
 * back with their type and immutable caching, a text file renamed .jpg refused by its content,
 * the spec's size limits, cover/order/delete at a version (409 when stale), access (401, 403 on
 * every route for another manager's hotel, 403 without the anti-forgery token).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GalleryView } from '../../src/contracts/secure/gallery.ts';
import { GALLERY_MAX_TOTAL_BYTES } from '../../src/domain/gallery.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { JPEG, PNG } from '../test/images.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const HOTEL = 9601;
const FULL_HOTEL = 9602;
const OTHER_HOTEL = 9603;
let staff: ManagerSession;
let outsider: ManagerSession;

const TEXT = new TextEncoder().encode('This is a text file renamed to photo.jpg\n');

const galleryUrl = (hotelId = HOTEL) => `${SECURE_API}/hotels/${hotelId}/gallery`;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

function upload(
  bytes: Uint8Array,
  options: { hotelId?: number; session?: ManagerSession | null; xsrf?: boolean } = {},
) {
  const session = options.session === undefined ? staff : options.session;
  const headers: Record<string, string> = { 'Content-Type': 'image/jpeg' };
  if (session) {
    headers.Cookie = session.cookie;
    if (options.xsrf !== false) headers['X-XSRF-TOKEN'] = session.xsrf;
  }
  return SELF.fetch(galleryUrl(options.hotelId), { method: 'POST', headers, body: bytes });
}

function json(method: string, url: string, body?: unknown, session: ManagerSession | null = staff) {
  return SELF.fetch(url, {
    method,
    headers: session ? session.headers() : { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function gallery(hotelId = HOTEL): Promise<GalleryView> {
  const res = await json('GET', galleryUrl(hotelId));
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as GalleryView;
}

async function uploaded(bytes: Uint8Array = JPEG): Promise<GalleryView> {
  const res = await upload(bytes);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as GalleryView;
}

const r2Keys = async (hotelId: number) =>
  (await env.GALLERY.list({ prefix: `gallery/${hotelId}/` })).objects.map((o) => o.key).sort();

beforeAll(async () => {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const staffId = await insertManager(env.DB, {
    email: 'gallery.staff@example.com',
    username: 'gallery.staff',
    name: 'Gia',
    surname: 'Foto',
    passwordHash,
  });
  const outsiderId = await insertManager(env.DB, {
    email: 'gallery.outsider@example.com',
    username: 'gallery.outsider',
    name: 'Otto',
    surname: 'Esterno',
    passwordHash,
  });
  const hotel = env.DB.prepare(
    `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json, created_date, updated_date)
     VALUES (?, ?, ?, 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', ?, ?)`,
  );
  await env.DB.batch([
    hotel.bind(HOTEL, 'Gallery Hotel', 'gallery-hotel', now, now),
    hotel.bind(FULL_HOTEL, 'Full Hotel', 'gallery-full-hotel', now, now),
    hotel.bind(OTHER_HOTEL, 'Other Hotel', 'gallery-other-hotel', now, now),
    env.DB.prepare(
      `INSERT INTO hotel_gallery (hotel_id, path, cover, position, size, content_type)
       VALUES (?, 'gallery/9602/big.jpg', 1, 0, ?, 'image/jpeg'), (?, 'gallery/9603/x.jpg', 1, 0, 10, 'image/jpeg')`,
    ).bind(FULL_HOTEL, GALLERY_MAX_TOTAL_BYTES - 100, OTHER_HOTEL),
    env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?), (?, ?)').bind(
      staffId,
      HOTEL,
      staffId,
      FULL_HOTEL,
      outsiderId,
      OTHER_HOTEL,
    ),
  ]);
  staff = await signInManager('gallery.staff@example.com');
  outsider = await signInManager('gallery.outsider@example.com');
});

describe('upload', () => {
  it('stores a real JPEG in R2, lists it as the cover and serves it with its type and immutable caching', async () => {
    const view = await uploaded();
    const photo = view.photos.at(-1);
    expect(photo).toMatchObject({
      cover: view.photos.length === 1,
      size: JPEG.byteLength,
      contentType: 'image/jpeg',
    });
    expect(photo?.path).toMatch(/^gallery\/9601\/[0-9a-f-]{36}\.jpg$/);
    expect(photo?.url).toBe(`/images/${photo?.path}`);
    expect(view.totalBytes).toBe(view.photos.reduce((sum, p) => sum + p.size, 0));
    expect(await r2Keys(HOTEL)).toContain(photo?.path);

    const served = await SELF.fetch(`https://itaca.test${photo?.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(JPEG);
    const again = await SELF.fetch(`https://itaca.test${photo?.url}`, {
      headers: { 'If-None-Match': served.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(
      (await SELF.fetch('https://itaca.test/images/gallery/9601/00000000-0000-4000-8000-000000000000.jpg'))
        .status,
    ).toBe(404);
  });

  it('takes the type from the bytes, not from the declared Content-Type', async () => {
    const view = await uploaded(PNG);
    expect(view.photos.at(-1)).toMatchObject({ contentType: 'image/png' });
    expect(view.photos.at(-1)?.path).toMatch(/\.png$/);
  });

  it('refuses a text file renamed .jpg, and a JPEG cut short, by their content, and stores nothing', async () => {
    const before = await gallery();
    const keys = await r2Keys(HOTEL);
    for (const bytes of [TEXT, JPEG.slice(0, Math.floor(JPEG.byteLength / 2))]) {
      const res = await upload(bytes);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).errors).toEqual([
        { field: 'file', code: 'error.photo.not.image' },
      ]);
    }
    expect(await gallery()).toEqual(before);
    expect(await r2Keys(HOTEL)).toEqual(keys);
  });

  it('refuses a photo that would pass the 500 MB of the gallery, and one over 50 MB', async () => {
    const res = await upload(JPEG, { hotelId: FULL_HOTEL });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'file', code: 'error.photo.max.size.total' },
    ]);
    expect(await r2Keys(FULL_HOTEL)).toEqual([]);

    const big = await SELF.fetch(galleryUrl(), {
      method: 'POST',
      headers: {
        Cookie: staff.cookie,
        'X-XSRF-TOKEN': staff.xsrf,
        'Content-Length': String(50 * 1024 * 1024 + 1),
      },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: 'half',
    } as RequestInit);
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorBody).errors).toEqual([
      { field: 'file', code: 'error.photo.max.size' },
    ]);
  });

  it('answers 403 without the anti-forgery token and 401 without a session', async () => {
    const before = await r2Keys(HOTEL);
    expect((await upload(JPEG, { xsrf: false })).status).toBe(403);
    expect((await upload(JPEG, { session: null })).status).toBe(401);
    expect(await r2Keys(HOTEL)).toEqual(before);
  });
});

describe('cover, order, delete', () => {
  it('moves the cover, reorders, deletes (file included) and refuses a stale version with 409', async () => {
    await uploaded();
    let view = await uploaded();
    const [first, second] = view.photos.slice(-2).map((p) => p.id);
    if (first === undefined || second === undefined) throw new Error('two photos expected');

    let res = await json('PUT', `${galleryUrl()}/cover`, { id: second, version: view.version });
    expect(res.status).toBe(200);
    view = (await res.json()) as GalleryView;
    expect(view.photos.filter((p) => p.cover).map((p) => p.id)).toEqual([second]);

    // The version the cover change replaced is stale now.
    res = await json('PUT', `${galleryUrl()}/cover`, { id: first, version: view.version - 1 });
    expect(res.status).toBe(409);

    const reversed = view.photos.map((p) => p.id).reverse();
    res = await json('PUT', `${galleryUrl()}/order`, { ids: reversed, version: view.version });
    expect(res.status).toBe(200);
    view = (await res.json()) as GalleryView;
    expect(view.photos.map((p) => p.id)).toEqual(reversed);

    res = await json('PUT', `${galleryUrl()}/order`, { ids: reversed.slice(1), version: view.version });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors[0]?.field).toBe('ids');

    const cover = view.photos.find((p) => p.cover);
    if (!cover) throw new Error('a cover expected');
    expect(await r2Keys(HOTEL)).toContain(cover.path);
    res = await json('DELETE', `${galleryUrl()}/${cover.id}?version=${view.version - 1}`);
    expect(res.status).toBe(409);
    res = await json('DELETE', `${galleryUrl()}/${cover.id}?version=${view.version}`);
    expect(res.status).toBe(204);
    const after = await gallery();
    expect(after.photos.map((p) => p.id)).not.toContain(cover.id);
    // The first remaining photo became the cover.
    expect(after.photos.filter((p) => p.cover).map((p) => p.id)).toEqual([after.photos[0]?.id]);
    expect(await r2Keys(HOTEL)).not.toContain(cover.path);
    expect((await SELF.fetch(`https://itaca.test${cover.url}`)).status).toBe(404);
  });

  it("answers 403 for another manager's hotel on every route and changes nothing", async () => {
    const other = await gallery(OTHER_HOTEL).catch(() => null);
    expect(other).toBeNull();
    const url = galleryUrl(OTHER_HOTEL);
    const responses = [
      await json('GET', url),
      await upload(JPEG, { hotelId: OTHER_HOTEL }),
      await json('PUT', `${url}/cover`, { id: 1, version: 1 }),
      await json('PUT', `${url}/order`, { ids: [1], version: 1 }),
      await json('DELETE', `${url}/1?version=1`),
    ];
    expect(responses.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    for (const res of responses) {
      expect(((await res.json()) as ErrorBody).errors).toEqual([
        { field: 'hotelId', code: 'error.hotel.not.managed' },
      ]);
    }
    expect(await r2Keys(OTHER_HOTEL)).toEqual([]);
    const own = await SELF.fetch(galleryUrl(OTHER_HOTEL), { headers: outsider.headers() });
    expect(((await own.json()) as GalleryView).photos).toHaveLength(1);
  });
});

describe('address', () => {
  const addressUrl = (hotelId = HOTEL) => `${SECURE_API}/hotels/${hotelId}/address`;
  const zermatt = {
    address: 'Hauptstrasse 3',
    street: 'Hauptstrasse',
    number: '3',
    city: 'Zermatt',
    country: 'CH',
    geo: { type: 'Point', coordinates: [7.7491, 46.0207] },
  };

  it('saves a manually placed address at the version read, refuses a stale version (409) and bad input (400)', async () => {
    const read = await json('GET', addressUrl());
    expect(read.status).toBe(200);
    const { version } = (await read.json()) as { version: number };
    const saved = await json('PUT', addressUrl(), { addressInfo: zermatt, version });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ version: version + 1, addressInfo: zermatt });
    expect((await json('PUT', addressUrl(), { addressInfo: zermatt, version })).status).toBe(409);
    const bad = await json('PUT', addressUrl(), {
      addressInfo: { ...zermatt, city: '' },
      version: version + 1,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).errors[0]?.field).toBe('addressInfo.city');
    const row = await env.DB.prepare('SELECT address_json FROM hotels WHERE id = ?')
      .bind(HOTEL)
      .first<{ address_json: string }>();
    expect(JSON.parse(row?.address_json ?? '{}')).toEqual(zermatt);
  });

  it("answers 403 for another manager's hotel and 401 without a session", async () => {
    expect((await json('GET', addressUrl(OTHER_HOTEL))).status).toBe(403);
    expect((await json('PUT', addressUrl(OTHER_HOTEL), { addressInfo: zermatt, version: 1 })).status).toBe(
      403,
    );
    expect((await json('GET', addressUrl(), undefined, null)).status).toBe(401);
  });
});
