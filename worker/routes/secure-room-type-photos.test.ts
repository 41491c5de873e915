/**
 * A room type's photos and amenities through the secure API, inside workerd: upload into R2 with
 * the gallery's checks (400 not an image, 413 too big), cover, order, delete (the R2 object goes
 * too), 409 on a stale photos version, 403 for another manager's hotel; every change audited and
 * bumping the rates version; the public profile shows the photos and amenities at once.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoomTypePhotosView } from '../../src/contracts/secure/room-type-photos.ts';
import type { RoomTypeView } from '../../src/contracts/secure/room-types.ts';
import { JPEG, PNG } from '../test/images.ts';
import type { ManagerSession } from '../test/manager-session.ts';
import { SECURE_API } from '../test/manager-session.ts';
import {
  answer,
  auditRows,
  call,
  type ErrorBody,
  ratesVersion,
  type SetupHotel,
  seedSetupHotel,
} from '../test/setup-fixture.ts';

const HOTEL_ID = 9471;
let hotel: SetupHotel;

const typesUrl = (hotelId = HOTEL_ID) => `/hotels/${hotelId}/room-types`;
const photosUrl = (id: number, hotelId = HOTEL_ID) => `${typesUrl(hotelId)}/${id}/photos`;
const TEXT = new TextEncoder().encode('This is a text file renamed to photo.jpg\n');

async function createType(over: Record<string, unknown> = {}): Promise<RoomTypeView> {
  const body = {
    name: { en: 'Garden double', it: 'Doppia giardino' },
    category: 'DOUBLE',
    occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 },
    ...over,
  };
  return answer<RoomTypeView>(await call(hotel.staff, 'POST', typesUrl(), body), 201);
}

function upload(id: number, bytes: Uint8Array, options: { hotelId?: number; session?: ManagerSession } = {}) {
  const session = options.session ?? hotel.staff;
  return SELF.fetch(`${SECURE_API}${photosUrl(id, options.hotelId)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'image/jpeg', Cookie: session.cookie, 'X-XSRF-TOKEN': session.xsrf },
    body: bytes,
  });
}

async function uploaded(id: number, bytes: Uint8Array = JPEG): Promise<RoomTypePhotosView> {
  return answer<RoomTypePhotosView>(await upload(id, bytes), 201);
}

const r2Keys = async (hotelId: number, id: number) =>
  (await env.GALLERY.list({ prefix: `room-types/${hotelId}/${id}/` })).objects.map((o) => o.key).sort();

const stored = async (id: number) =>
  JSON.parse(
    (
      await env.DB.prepare('SELECT photos_json FROM room_types WHERE id = ?')
        .bind(id)
        .first<{ photos_json: string }>()
    )?.photos_json ?? '[]',
  ) as { path: string; cover: boolean }[];

/** The room type as the widget's hotel profile shows it. */
async function profileRoom(id: number) {
  const res = await SELF.fetch(`http://localhost/api/rs/public/booking/hotels/${HOTEL_ID}`);
  const body = await answer<{ roomTypes: { id: number; photos: { path: string }[]; amenities: string[] }[] }>(
    res,
    200,
  );
  return body.roomTypes.find((room) => room.id === id);
}

beforeAll(async () => {
  hotel = await seedSetupHotel(HOTEL_ID, 'photos');
});

describe("a room type's photos", () => {
  it('uploads two, makes the second the cover, reorders, deletes one with its file; audited, rates version bumped', async () => {
    const type = await createType();
    const first = await uploaded(type.id);
    expect(first.photos).toHaveLength(1);
    expect(first.photos[0]).toMatchObject({ cover: true });
    expect(first.photos[0]?.path).toMatch(
      new RegExp(`^room-types/${HOTEL_ID}/${type.id}/[0-9a-f-]{36}\\.jpg$`),
    );
    expect(first.photos[0]?.url).toBe(`/images/${first.photos[0]?.path}`);
    let view = await uploaded(type.id, PNG);
    const [a, b] = view.photos.map((photo) => photo.path);
    if (!a || !b) throw new Error('two photos expected');
    expect(b).toMatch(/\.png$/);
    expect(await r2Keys(HOTEL_ID, type.id)).toEqual([a, b].sort());

    // The file is served publicly, immutable.
    const file = await SELF.fetch(`http://localhost/images/${b}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Type')).toBe('image/png');

    const audits = await auditRows(HOTEL_ID);
    const rates = await ratesVersion(HOTEL_ID);
    view = await answer<RoomTypePhotosView>(
      await call(hotel.staff, 'PUT', `${photosUrl(type.id)}/cover`, { path: b, version: view.version }),
      200,
    );
    expect(view.photos.map((photo) => [photo.path, photo.cover])).toEqual([
      [a, false],
      [b, true],
    ]);
    expect(await auditRows(HOTEL_ID)).toBe(audits + 1);
    expect(await ratesVersion(HOTEL_ID)).toBe(rates + 1);
    // The widget's profile shows the new cover at once.
    const room = await profileRoom(type.id);
    expect(room?.photos.find((photo) => 'cover' in photo && photo.cover)?.path).toBe(b);

    view = await answer<RoomTypePhotosView>(
      await call(hotel.staff, 'PUT', `${photosUrl(type.id)}/order`, { paths: [b, a], version: view.version }),
      200,
    );
    expect(view.photos.map((photo) => photo.path)).toEqual([b, a]);

    // A stale version changes nothing.
    const stale = await call(hotel.staff, 'PUT', `${photosUrl(type.id)}/order`, {
      paths: [a, b],
      version: view.version - 1,
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).errors).toEqual([
      { field: 'version', code: 'error.version.conflict' },
    ]);
    expect((await stored(type.id)).map((photo) => photo.path)).toEqual([b, a]);

    const removed = await call(
      hotel.staff,
      'DELETE',
      `${photosUrl(type.id)}?path=${encodeURIComponent(b)}&version=${view.version}`,
    );
    expect(removed.status).toBe(204);
    expect(await stored(type.id)).toEqual([{ path: a, cover: true }]);
    expect(await r2Keys(HOTEL_ID, type.id)).toEqual([a]);
    const again = await call(
      hotel.staff,
      'DELETE',
      `${photosUrl(type.id)}?path=${encodeURIComponent(b)}&version=${view.version}`,
    );
    expect(again.status).toBe(409);
  });

  it('refuses a file that is not an image (400) and one over 50 MB (413), storing nothing', async () => {
    const type = await createType();
    const res = await upload(type.id, TEXT);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'file', code: 'error.photo.not.image' },
    ]);
    const big = await SELF.fetch(`${SECURE_API}${photosUrl(type.id)}`, {
      method: 'POST',
      headers: {
        Cookie: hotel.staff.cookie,
        'X-XSRF-TOKEN': hotel.staff.xsrf,
        'Content-Length': String(50 * 1024 * 1024 + 1),
      },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: 'half',
    } as RequestInit);
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorBody).errors).toEqual([
      { field: 'file', code: 'error.photo.max.size' },
    ]);
    expect(await r2Keys(HOTEL_ID, type.id)).toEqual([]);
    expect(await stored(type.id)).toEqual([]);
  });

  it('refuses an unknown photo (400 on cover and order, 404 on delete)', async () => {
    const type = await createType();
    const view = await uploaded(type.id);
    const ghost = `room-types/${HOTEL_ID}/${type.id}/00000000-0000-0000-0000-000000000000.jpg`;
    const cover = await call(hotel.staff, 'PUT', `${photosUrl(type.id)}/cover`, {
      path: ghost,
      version: view.version,
    });
    expect(cover.status).toBe(400);
    const order = await call(hotel.staff, 'PUT', `${photosUrl(type.id)}/order`, {
      paths: [ghost],
      version: view.version,
    });
    expect(order.status).toBe(400);
    const remove = await call(
      hotel.staff,
      'DELETE',
      `${photosUrl(type.id)}?path=${encodeURIComponent(ghost)}&version=${view.version}`,
    );
    expect(remove.status).toBe(404);
  });

  it("answers 403 for another manager's hotel, writing nothing", async () => {
    const type = await createType();
    const view = await uploaded(type.id);
    const path = view.photos[0]?.path ?? '';
    const outsider = hotel.outsider;
    expect((await upload(type.id, JPEG, { session: outsider })).status).toBe(403);
    expect((await call(outsider, 'GET', photosUrl(type.id))).status).toBe(403);
    expect(
      (await call(outsider, 'PUT', `${photosUrl(type.id)}/cover`, { path, version: view.version })).status,
    ).toBe(403);
    expect(
      (
        await call(
          outsider,
          'DELETE',
          `${photosUrl(type.id)}?path=${encodeURIComponent(path)}&version=${view.version}`,
        )
      ).status,
    ).toBe(403);
    // Its own hotel does not hold this room type: 404, and nothing of ours changes.
    expect((await upload(type.id, JPEG, { session: outsider, hotelId: hotel.otherHotelId })).status).toBe(
      404,
    );
    expect(await r2Keys(HOTEL_ID, type.id)).toEqual([path]);
    expect(await r2Keys(hotel.otherHotelId, type.id)).toEqual([]);
  });

  it('removing the room type removes its photos from R2', async () => {
    const type = await createType();
    await uploaded(type.id);
    const removed = await call(hotel.staff, 'DELETE', `${typesUrl()}/${type.id}?version=${type.version}`);
    expect(removed.status).toBe(204);
    expect(await r2Keys(HOTEL_ID, type.id)).toEqual([]);
  });
});

describe("a room type's amenities", () => {
  it('are saved in the list order, kept by an edit that leaves them out, shown by the profile', async () => {
    const type = await createType({ amenities: ['WIFI', 'AIR_CONDITIONING', 'WIFI'] });
    expect(type.amenities).toEqual(['AIR_CONDITIONING', 'WIFI']);
    const base = {
      name: type.name,
      category: type.category,
      occupancy: type.occupancy,
      enabled: false,
      version: type.version,
    };
    const kept = await answer<RoomTypeView>(
      await call(hotel.staff, 'PUT', `${typesUrl()}/${type.id}`, base),
      200,
    );
    expect(kept.amenities).toEqual(['AIR_CONDITIONING', 'WIFI']);
    const changed = await answer<RoomTypeView>(
      await call(hotel.staff, 'PUT', `${typesUrl()}/${type.id}`, {
        ...base,
        enabled: true,
        amenities: ['SEA_VIEW'],
        version: kept.version,
      }),
      200,
    );
    expect(changed.amenities).toEqual(['SEA_VIEW']);
    expect((await profileRoom(type.id))?.amenities).toEqual(['SEA_VIEW']);
    const audit = await env.DB.prepare(
      `SELECT json_extract(before_json, '$.amenities') AS before, json_extract(after_json, '$.amenities') AS after
       FROM property_changes WHERE subject = 'ROOM_TYPE' AND subject_id = ? ORDER BY id DESC LIMIT 1`,
    )
      .bind(type.id)
      .first<{ before: string; after: string }>();
    expect(audit).toEqual({ before: '["AIR_CONDITIONING","WIFI"]', after: '["SEA_VIEW"]' });
  });

  it('refuses a code off the list with 400 on the field', async () => {
    const res = await call(hotel.staff, 'POST', typesUrl(), {
      name: { en: 'Odd' },
      category: 'DOUBLE',
      occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 },
      amenities: ['JACUZZI'],
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'amenities.0', code: 'error.field.generic.invalid' },
    ]);
  });
});
