/**
 * The property screen's routes inside workerd: access (401, 403 for another manager's hotel on
 * every route), the PROPCHECK rules (400 with field and key, nothing written), versions (409 on
 * a stale one, nothing written), the rates version bumped by service and bed writes, and the
 * public booking profile selling exactly what the screen configured (service prices, extra beds).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingProfile } from '../../src/contracts/booking-types.ts';
import type { NoteView } from '../../src/contracts/secure/notes.ts';
import type {
  ContactsView,
  HotelInfoView,
  PropertyResponse,
  RoomTypeBedsView,
  ServiceView,
} from '../../src/contracts/secure/property.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { API, DOUBLE, HOTEL_ALIAS, HOTEL_ID, PARKING, seedBookingFixture } from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const OTHER_HOTEL_ID = 9413;
let staff: ManagerSession;
let outsider: ManagerSession;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const base = (hotelId: number = HOTEL_ID) => `${SECURE_API}/hotels/${hotelId}/property`;

function call(
  method: string,
  target: string,
  options: { session?: ManagerSession | null; body?: unknown } = {},
): Promise<Response> {
  const session = options.session === undefined ? staff : options.session;
  const headers: Record<string, string> = session
    ? session.headers()
    : { 'Content-Type': 'application/json' };
  const init: RequestInit = { method, headers };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return SELF.fetch(target, init);
}

async function ok<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function errorsOf(res: Response, status = 400): Promise<ErrorBody['errors']> {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as ErrorBody).errors;
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;
const ratesVersion = () => count(`SELECT rates_version AS n FROM hotels WHERE id = ${HOTEL_ID}`);
const property = async () => ok<PropertyResponse>(await call('GET', base()));

async function profile(): Promise<BookingProfile> {
  const res = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}`);
  expect(res.status).toBe(200);
  return (await res.json()) as BookingProfile;
}

const info = (over: Record<string, unknown> = {}) => ({
  type: 'HOTEL',
  name: 'Test Hotel',
  stars: 4,
  roomsNumber: 8,
  entireAccommodation: false,
  ...over,
});

const prices = (over: Record<string, number | null> = {}) => ({
  SINGLE: null,
  PER_ADULT: null,
  PER_BOY: null,
  PER_CHILD: null,
  PER_KID: null,
  ...over,
});

const serviceBody = (version: number, over: Record<string, unknown> = {}) => ({
  category: 'HOTEL',
  bookability: 'BOOKABLE',
  paymentType: 'SINGLE',
  frequency: 'DAILY',
  prices: prices({ SINGLE: 12.5 }),
  vatRate: 10,
  maxCount: 2,
  roomTypeIds: [],
  description: { en: 'Fresh **local** produce', it: '' },
  advanced: false,
  version,
  ...over,
});

const bed = (over: Record<string, unknown> = {}) => ({
  uid: 'extra-1',
  type: 'DIVAN',
  count: 1,
  maxPerson: 2,
  people: { adults: 1, boys: 0, children: 1, kids: 0 },
  showPeopleType: true,
  toPay: true,
  frequency: 'NIGHTLY',
  prices: { adults: 25, boys: null, children: 12.5, kids: null },
  ...over,
});

beforeAll(async () => {
  await seedBookingFixture();
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const ids = [];
  for (const email of ['property.staff@example.com', 'property.outsider@example.com']) {
    ids.push(
      await insertManager(env.DB, {
        email,
        username: email.split('@')[0] ?? email,
        name: 'Pia',
        surname: 'Test',
        passwordHash,
      }),
    );
  }
  const [staffId, outsiderId] = ids;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR IGNORE INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
         payment_settings_json, policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Other Hotel', 'property-other-hotel', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(OTHER_HOTEL_ID, now, now),
    env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?)').bind(
      staffId,
      HOTEL_ID,
      outsiderId,
      OTHER_HOTEL_ID,
    ),
  ]);
  staff = await signInManager('property.staff@example.com');
  outsider = await signInManager('property.outsider@example.com');
});

describe('who may read and write', () => {
  it('answers 401 without a session and 403 for another hotel on every route; writes nothing', async () => {
    const before = [await ratesVersion(), await count('SELECT count(*) AS n FROM services')];
    const routes = (session: ManagerSession | null) => [
      call('GET', base(), { session }),
      call('PUT', `${base()}/info`, { session, body: { ...info(), version: 1 } }),
      call('PUT', `${base()}/contacts`, { session, body: { contacts: [], version: 0 } }),
      call('POST', `${base()}/services`, { session, body: { type: 'SPA' } }),
      call('PUT', `${base()}/services/${PARKING}`, { session, body: serviceBody(1) }),
      call('DELETE', `${base()}/services/${PARKING}?version=1`, { session }),
      call('PUT', `${base()}/room-types/${DOUBLE}/beds`, { session, body: { version: 1, beds: [] } }),
      call('GET', `${base()}/notes`, { session }),
      call('POST', `${base()}/notes`, { session, body: { text: 'Hi' } }),
      call('PUT', `${base()}/notes/1`, { session, body: { text: 'Hi', version: 1 } }),
      call('DELETE', `${base()}/notes/1?version=1`, { session }),
    ];
    expect((await Promise.all(routes(null))).map((r) => r.status)).toEqual(Array(11).fill(401));
    const forbidden = await Promise.all(routes(outsider));
    expect(forbidden.map((r) => r.status)).toEqual(Array(11).fill(403));
    for (const res of forbidden) {
      expect((await res.json()) as ErrorBody).toMatchObject({
        errors: [{ field: 'hotelId', code: 'error.hotel.not.managed' }],
      });
    }
    expect([await ratesVersion(), await count('SELECT count(*) AS n FROM services')]).toEqual(before);
  });

  it('reads the whole screen, not cached', async () => {
    const res = await call('GET', base());
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as PropertyResponse;
    expect(body.info).toMatchObject({ type: 'HOTEL', name: 'Test Hotel', stars: 3, roomsNumber: 8 });
    expect(body.contacts).toEqual({ contacts: [], version: 0 });
    expect(body.services.map((s) => s.id)).toContain(PARKING);
    const double = body.roomTypes.find((rt) => rt.id === DOUBLE);
    expect(double?.beds).toEqual([
      expect.objectContaining({
        type: 'DOUBLE',
        count: 1,
        maxPerson: 2,
        toPay: false,
        people: expect.any(Object),
      }),
    ]);
  });
});

describe('hotel info', () => {
  it('saves the form, keeps stars for HOTEL only, and answers 409 on a stale version', async () => {
    const { info: current } = await property();
    const saved = await ok<HotelInfoView>(
      await call('PUT', `${base()}/info`, {
        body: { ...info({ name: 'Hotel Laguna' }), version: current.version },
      }),
    );
    expect(saved).toMatchObject({ name: 'Hotel Laguna', stars: 4, version: current.version + 1 });
    const villa = await ok<HotelInfoView>(
      await call('PUT', `${base()}/info`, {
        body: {
          ...info({
            type: 'VILLA',
            name: 'Hotel Laguna',
            stars: 5,
            roomsNumber: 1,
            entireAccommodation: true,
          }),
          version: saved.version,
        },
      }),
    );
    expect(villa).toMatchObject({ type: 'VILLA', stars: null, roomsNumber: 1, entireAccommodation: true });
    const stale = await call('PUT', `${base()}/info`, {
      body: { ...info({ name: 'Lost' }), version: saved.version },
    });
    expect(await errorsOf(stale, 409)).toEqual([{ field: 'version', code: 'bo.property.changed' }]);
    expect((await property()).info.name).toBe('Hotel Laguna');
    // Put the fixture back for the other tests.
    await ok(await call('PUT', `${base()}/info`, { body: { ...info(), version: villa.version } }));
  });

  it.each([
    [{ stars: null }, 'stars', 'error.required'],
    [{ stars: 6 }, 'stars', 'error.field.max'],
    [{ roomsNumber: 22 }, 'roomsNumber', 'error.field.max'],
    [{ name: '  ' }, 'name', 'error.required'],
    [{ type: 'BOAT' }, 'type', 'error.field.generic.invalid'],
    [
      { type: 'HOTEL', entireAccommodation: true, roomsNumber: 1 },
      'entireAccommodation',
      'error.field.generic.invalid',
    ],
    [
      { type: 'VILLA', stars: null, entireAccommodation: true, roomsNumber: 3 },
      'roomsNumber',
      'error.hotel.entire.rooms',
    ],
  ])('refuses %o: %s %s', async (over, field, code) => {
    const { info: current } = await property();
    const errors = await errorsOf(
      await call('PUT', `${base()}/info`, { body: { ...info(over), version: current.version } }),
    );
    expect(errors).toContainEqual({ field, code });
    expect((await property()).info.version).toBe(current.version);
  });
});

describe('services', () => {
  it('switches a service on with the defaults, prices it for the widget, and switches it off', async () => {
    const before = await ratesVersion();
    const spa = await ok<ServiceView>(
      await call('POST', `${base()}/services`, { body: { type: 'SPA' } }),
      201,
    );
    expect(spa).toMatchObject({
      nameKey: 'service.spa',
      type: 'SPA',
      name: { en: 'Spa', it: 'Spa' },
      category: 'HOTEL',
      bookability: 'INCLUDED',
      paymentType: 'FREE',
      frequency: 'LUMP_SUM',
      options: [],
      version: 1,
    });
    expect(await ratesVersion()).toBeGreaterThan(before);
    // A second toggle of the same type (another manager first): 409.
    await errorsOf(await call('POST', `${base()}/services`, { body: { type: 'SPA' } }), 409);

    const priced = await ok<ServiceView>(
      await call('PUT', `${base()}/services/${spa.id}`, { body: serviceBody(1) }),
    );
    expect(priced).toMatchObject({
      paymentType: 'SINGLE',
      options: [{ size: 'SINGLE', amount: 12.5, vatRate: 10 }],
      maxCount: 2,
      description: { en: 'Fresh **local** produce' },
      version: 2,
    });
    const sold = (await profile()).services.find((s) => s.id === spa.id);
    expect(sold).toMatchObject({
      bookability: 'BOOKABLE',
      options: [{ size: 'SINGLE', amount: 12.5 }],
      maxCount: 2,
    });

    await errorsOf(await call('DELETE', `${base()}/services/${spa.id}?version=1`), 409);
    expect((await call('DELETE', `${base()}/services/${spa.id}?version=2`)).status).toBe(204);
    expect((await profile()).services.some((s) => s.id === spa.id)).toBe(false);
    expect((await property()).services.some((s) => s.id === spa.id)).toBe(false);
  });

  it('saves an INCLUDED service outside a room as FREE, and links a room service to its room types', async () => {
    const wifi = await ok<ServiceView>(
      await call('POST', `${base()}/services`, { body: { type: 'WIFI' } }),
      201,
    );
    const free = await ok<ServiceView>(
      await call('PUT', `${base()}/services/${wifi.id}`, {
        body: serviceBody(1, { bookability: 'INCLUDED', paymentType: 'SINGLE' }),
      }),
    );
    expect(free).toMatchObject({ paymentType: 'FREE', options: [], frequency: 'LUMP_SUM' });
    const room = await ok<ServiceView>(
      await call('PUT', `${base()}/services/${wifi.id}`, {
        body: serviceBody(2, {
          category: 'ROOM',
          paymentType: 'PER_PERSON',
          prices: prices({ PER_ADULT: 5, PER_CHILD: 2.5 }),
          roomTypeIds: [DOUBLE],
        }),
      }),
    );
    expect(room.roomTypeIds).toEqual([DOUBLE]);
    expect(room.options).toEqual([
      { size: 'PER_ADULT', amount: 5, vatRate: 10 },
      { size: 'PER_BOY', amount: 0, vatRate: 10 },
      { size: 'PER_CHILD', amount: 2.5, vatRate: 10 },
      { size: 'PER_KID', amount: 0, vatRate: 10 },
    ]);
    const double = (await profile()).roomTypes.find((rt) => rt.id === DOUBLE);
    expect(double?.serviceIds).toContain(wifi.id);
  });

  it.each([
    [{ prices: prices({ SINGLE: 12.3 }) }, 'prices.SINGLE', 'error.field.generic.invalid'],
    [{ prices: prices() }, 'prices.SINGLE', 'error.required'],
    [{ paymentType: 'PER_PERSON', prices: prices({ PER_BOY: 3 }) }, 'prices.PER_ADULT', 'error.required'],
    [{ prices: prices({ SINGLE: -1 }) }, 'prices.SINGLE', 'error.field.min'],
    [{ vatRate: 101 }, 'vatRate', 'error.field.max'],
    [{ category: 'EXTERNAL' }, 'category', 'error.field.generic.invalid'],
    [
      { category: 'EXTERNAL', advanced: true, bookability: 'INCLUDED' },
      'bookability',
      'error.field.generic.invalid',
    ],
    [{ maxCount: 0 }, 'maxCount', 'error.field.generic.invalid'],
    [{ description: { en: 'x'.repeat(501), it: '' } }, 'description.en', 'error.field.generic.maxlength'],
    [{ roomTypeIds: [999_999] }, 'roomTypeIds.0', 'error.element.not.found'],
  ])('refuses %o: %s %s', async (over, field, code) => {
    const before = await property();
    const parking = before.services.find((s) => s.id === PARKING);
    const res = await call('PUT', `${base()}/services/${PARKING}`, {
      body: serviceBody(parking?.version ?? 1, over),
    });
    expect(await errorsOf(res)).toContainEqual({ field, code });
    expect((await property()).services.find((s) => s.id === PARKING)).toEqual(parking);
  });

  it('answers 409 on a stale version and 404 for a service of another hotel', async () => {
    await errorsOf(await call('PUT', `${base()}/services/${PARKING}`, { body: serviceBody(99) }), 409);
    const other = await env.DB.prepare(
      `INSERT INTO services (hotel_id, name_key, category, bookability, payment_type, frequency)
       VALUES (?, 'service.theirs', 'HOTEL', 'BOOKABLE', 'FREE', 'LUMP_SUM') RETURNING id`,
    )
      .bind(OTHER_HOTEL_ID)
      .first<{ id: number }>();
    expect((await call('PUT', `${base()}/services/${other?.id}`, { body: serviceBody(1) })).status).toBe(404);
  });
});

describe('beds', () => {
  it('saves standard and extra beds, and the widget sells the extra bed at its prices', async () => {
    const before = await ratesVersion();
    const double = (await property()).roomTypes.find((rt) => rt.id === DOUBLE);
    const standard = double?.beds[0];
    const saved = await ok<RoomTypeBedsView>(
      await call('PUT', `${base()}/room-types/${DOUBLE}/beds`, {
        body: { version: double?.version, beds: [standard, bed()] },
      }),
    );
    expect(saved.beds).toHaveLength(2);
    expect(saved.beds[1]).toMatchObject({
      uid: 'extra-1',
      type: 'DIVAN',
      toPay: true,
      prices: { adults: 25, children: 12.5 },
    });
    expect(await ratesVersion()).toBeGreaterThan(before);
    const sold = (await profile()).roomTypes.find((rt) => rt.id === DOUBLE);
    expect(sold?.extraBeds).toEqual([
      {
        id: 'extra-1',
        type: 'DIVAN',
        maxCount: 1,
        maxPerson: 2,
        frequency: 'NIGHTLY',
        prices: { adults: 25, boys: 0, children: 12.5, kids: 0 },
      },
    ]);
    expect(sold?.beds).toEqual([{ type: 'DOUBLE', count: 1, maxPerson: 2 }]);
    const stale = await call('PUT', `${base()}/room-types/${DOUBLE}/beds`, {
      body: { version: double?.version, beds: [] },
    });
    expect(await errorsOf(stale, 409)).toEqual([{ field: 'version', code: 'bo.property.changed' }]);
  });

  it.each([
    [{ people: { adults: 0, boys: 0, children: 0, kids: 0 } }, 'beds.0.people', 'error.bed.no.people'],
    [{ people: { adults: 3, boys: 0, children: 0, kids: 0 } }, 'beds.0.people.adults', 'error.field.max'],
    [
      { prices: { adults: null, boys: null, children: 12, kids: null } },
      'beds.0.prices.adults',
      'error.required',
    ],
    [{ type: 'SOFA' }, 'beds.0.type', 'error.field.generic.invalid'],
    [{ maxPerson: 0 }, 'beds.0.maxPerson', 'error.field.min'],
  ])('refuses %o: %s %s', async (over, field, code) => {
    const double = (await property()).roomTypes.find((rt) => rt.id === DOUBLE);
    const res = await call('PUT', `${base()}/room-types/${DOUBLE}/beds`, {
      body: { version: double?.version, beds: [bed(over)] },
    });
    expect(await errorsOf(res)).toContainEqual({ field, code });
  });

  it('does not ask prices of a standard bed, nor of a band nobody sleeps in', async () => {
    const double = (await property()).roomTypes.find((rt) => rt.id === DOUBLE);
    const saved = await ok<RoomTypeBedsView>(
      await call('PUT', `${base()}/room-types/${DOUBLE}/beds`, {
        body: {
          version: double?.version,
          beds: [bed({ toPay: false, prices: { adults: null, boys: null, children: null, kids: null } })],
        },
      }),
    );
    expect(saved.beds[0]).toMatchObject({ toPay: false });
    expect((await profile()).roomTypes.find((rt) => rt.id === DOUBLE)?.extraBeds).toEqual([]);
  });
});

describe('contacts', () => {
  it('saves the first list at version 0, validates each kind, and answers 409 on a stale version', async () => {
    const contacts = [
      { type: 'PHONE', value: '+39 0412345678' },
      { type: 'EMAIL', value: 'desk@laguna.example.com' },
      { type: 'WEBSITE', value: 'https://laguna.example.com' },
      { type: 'TELEGRAM', value: '@laguna_desk' },
    ];
    const saved = await ok<ContactsView>(
      await call('PUT', `${base()}/contacts`, { body: { version: 0, contacts } }),
    );
    expect(saved).toEqual({ contacts, version: 1 });
    await errorsOf(await call('PUT', `${base()}/contacts`, { body: { version: 0, contacts: [] } }), 409);
    const bad = await call('PUT', `${base()}/contacts`, {
      body: {
        version: 1,
        contacts: [
          { type: 'MOBILE', value: 'call me' },
          { type: 'EMAIL', value: 'desk@' },
          { type: 'FACEBOOK', value: 'javascript:alert(1)' },
          { type: 'FAX', value: '' },
        ],
      },
    });
    expect(await errorsOf(bad)).toEqual([
      { field: 'contacts.0.value', code: 'error.phone.number' },
      { field: 'contacts.1.value', code: 'error.email.invalid' },
      { field: 'contacts.2.value', code: 'error.field.generic.invalid' },
      { field: 'contacts.3.value', code: 'error.required' },
    ]);
    expect((await property()).contacts).toEqual({ contacts, version: 1 });
  });
});

describe('notes on the hotel', () => {
  it('adds, edits (409 when stale) and removes a note', async () => {
    const note = await ok<NoteView>(
      await call('POST', `${base()}/notes`, { body: { text: 'Boiler check on Monday' } }),
      201,
    );
    expect(note).toMatchObject({ createdBy: { name: 'Pia', surname: 'Test' }, isEdited: false, version: 1 });
    const edited = await ok<NoteView>(
      await call('PUT', `${base()}/notes/${note.id}`, {
        body: { text: 'Boiler check on Tuesday', version: 1 },
      }),
    );
    expect(edited).toMatchObject({ text: 'Boiler check on Tuesday', isEdited: true, version: 2 });
    await errorsOf(
      await call('PUT', `${base()}/notes/${note.id}`, { body: { text: 'Old', version: 1 } }),
      409,
    );
    expect(
      await errorsOf(await call('POST', `${base()}/notes`, { body: { text: 'x'.repeat(401) } })),
    ).toEqual([{ field: 'text', code: 'error.field.generic.maxlength' }]);
    expect(await ok<NoteView[]>(await call('GET', `${base()}/notes`))).toHaveLength(1);
    expect((await call('DELETE', `${base()}/notes/${note.id}?version=2`)).status).toBe(204);
    expect(await ok<NoteView[]>(await call('GET', `${base()}/notes`))).toEqual([]);
  });
});
