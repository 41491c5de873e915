/**
 * Staff booking (secure-staff-booking.ts) inside workerd: session and hotel checks, bad input,
 * a phone booking priced exactly as the public search prices the same stay and party, the
 * guest's e-mail, the restrictions a front desk overrides and those it cannot, a sold-out night
 * refused without `overbook` and accepted with it (then unassigned in the staff view), chosen
 * rooms, and the Idempotency-Key.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingSearch, StaffReservationView } from '../../src/contracts/booking-types.ts';
import type {
  StaffAvailability,
  StaffBookingCreated,
  StaffBookingInput,
  StaffQuote,
  StaffSoldOut,
} from '../../src/contracts/secure/staff-booking.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import {
  API,
  DOUBLE,
  day,
  FLEX,
  HOTEL_ALIAS,
  HOTEL_ID,
  LAST_ROOM,
  NR,
  PARKING,
  seedBookingFixture,
  writeCounts,
} from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const STAFF = 'staff.booking@example.com';
const OUTSIDER = 'outsider.booking@example.com';
let staff: ManagerSession;
let outsider: ManagerSession;

beforeAll(async () => {
  await seedBookingFixture();
  const passwordHash = await hashPassword('Manager2026!');
  const staffId = await insertManager(env.DB, {
    email: STAFF,
    username: 'staff_booking',
    name: 'Sara',
    surname: 'Neri',
    passwordHash,
  });
  await insertManager(env.DB, {
    email: OUTSIDER,
    username: 'outsider_booking',
    name: 'Otto',
    surname: 'Esterno',
    passwordHash,
  });
  await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?)')
    .bind(staffId, HOTEL_ID)
    .run();
  // The Double takes one sofa bed (PROPDATA-5 Bed: a price per guest in it, per night).
  await env.DB.prepare('UPDATE room_types SET extra_beds_json = ? WHERE id = ?')
    .bind(JSON.stringify([SOFA_BED]), DOUBLE)
    .run();
  staff = await signInManager(STAFF);
  outsider = await signInManager(OUTSIDER);
});

const SOFA_BED = {
  id: 'sofa',
  type: 'DIVAN',
  maxCount: 1,
  maxPerson: 1,
  pricesCents: { adults: 2500, boys: 2500, children: 2000, kids: 0 },
  frequency: 'NIGHTLY',
};

function booking(
  overrides: Partial<StaffBookingInput> = {},
  room: Record<string, unknown> = {},
): StaffBookingInput {
  return {
    stay: { checkin: day(10), checkout: day(12) },
    rooms: [{ roomTypeId: DOUBLE, ratePlanId: FLEX, people: { adults: 2 }, ...room }],
    guest: {
      name: 'Lucia',
      surname: 'Bianchi',
      phone: { prefix: '+39', number: '3471234567' },
      nationality: 'Italia',
      language: 'it',
    },
    source: 'PHONE',
    ...overrides,
  };
}

function post(
  body: unknown,
  options: { session?: ManagerSession | null; key?: string | null; hotelId?: number } = {},
): Promise<Response> {
  const session = options.session === undefined ? staff : options.session;
  const headers: Record<string, string> = session
    ? session.headers()
    : { 'Content-Type': 'application/json' };
  if (options.key !== null) headers['Idempotency-Key'] = options.key ?? crypto.randomUUID();
  return SELF.fetch(`${SECURE_API}/hotels/${options.hotelId ?? HOTEL_ID}/reservations`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

function availability(query: string, session: ManagerSession | null = staff): Promise<Response> {
  return SELF.fetch(`${SECURE_API}/hotels/${HOTEL_ID}/staff-availability?${query}`, {
    headers: session ? { Cookie: session.cookie } : {},
  });
}

async function created(res: Response): Promise<StaffBookingCreated> {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as StaffBookingCreated;
}

async function staffView(code: string): Promise<StaffReservationView> {
  const res = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL_ID}/reservations/${code}`, {
    headers: { Cookie: staff.cookie },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as StaffReservationView;
}

async function stock(roomTypeId: number, date: string) {
  return env.DB.prepare('SELECT total, booked, overbooked FROM inventory WHERE room_type_id = ? AND date = ?')
    .bind(roomTypeId, date)
    .first<{ total: number; booked: number; overbooked: number }>();
}

describe('access', () => {
  it('401 without a session, 403 for a hotel the manager does not run, nothing written', async () => {
    const before = await writeCounts();
    expect((await post(booking(), { session: null })).status).toBe(401);
    const forbidden = await post(booking(), { session: outsider });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as ErrorBody).errors).toEqual([
      { field: 'hotelId', code: 'error.hotel.not.managed' },
    ]);
    expect((await availability(`checkin=${day(10)}&checkout=${day(12)}`, null)).status).toBe(401);
    expect((await availability(`checkin=${day(10)}&checkout=${day(12)}`, outsider)).status).toBe(403);
    expect(await writeCounts()).toEqual(before);
  });

  it('403 without the anti-forgery header', async () => {
    const res = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL_ID}/reservations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Cookie: staff.cookie,
        'Idempotency-Key': crypto.randomUUID(),
      },
      body: JSON.stringify(booking()),
    });
    expect(res.status).toBe(403);
  });
});

describe('bad input: 400 with the field, nothing written', () => {
  it.each([
    ['a widget source', booking({ source: 'WIDGET' as never }), 'source', 'error.field.generic.invalid'],
    [
      'no surname',
      booking({ guest: { ...booking().guest, surname: ' ' } }),
      'guest.surname',
      'error.required',
    ],
    [
      'a phone without prefix',
      booking({ guest: { ...booking().guest, phone: { prefix: '', number: '3471234567' } } }),
      'guest.phone.prefix',
      'error.phone.number',
    ],
    ['an e-mail booking without e-mail', booking({ source: 'EMAIL' }), 'guest.email', 'error.required'],
    ['a confirmation without e-mail', booking({ sendEmail: true }), 'guest.email', 'error.required'],
    ['no adult', booking({}, { people: { adults: 0 } }), 'rooms.0.people.adults', 'error.field.min'],
    ['an unknown rate', booking({}, { ratePlanId: 999 }), 'rooms.0.ratePlanId', 'error.element.not.found'],
    [
      'checkout before checkin',
      booking({ stay: { checkin: day(12), checkout: day(10) } }),
      'stay.checkout',
      'error.date.end.before.start',
    ],
  ])('%s', async (_name, body, field, code) => {
    const before = await writeCounts();
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toContainEqual({ field, code });
    expect(await writeCounts()).toEqual(before);
  });

  it('requires an Idempotency-Key', async () => {
    const res = await post(booking(), { key: null });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'Idempotency-Key', code: 'error.required' },
    ]);
  });

  it('refuses a chosen room of another type', async () => {
    const l1 = await env.DB.prepare(`SELECT id FROM rooms WHERE hotel_id = ? AND name = 'L1'`)
      .bind(HOTEL_ID)
      .first<{ id: number }>();
    const res = await post(booking({}, { roomId: l1?.id }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'rooms.0.roomId', code: 'error.room.type.mismatch' },
    ]);
  });
});

describe('a phone booking', () => {
  it('costs what the public search quotes for the same stay and party, gets a room, and sends no e-mail without an address', async () => {
    const query = `checkin=${day(14)}&checkout=${day(17)}&adults=2&children=1`;
    const search = (await (
      await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/search?${query}`)
    ).json()) as BookingSearch;
    const publicRate = search.results
      .find((r) => r.roomType.id === DOUBLE)
      ?.rates.find((r) => r.ratePlanId === NR);
    expect(publicRate).toBeDefined();
    const staffSearch = (await (await availability(query)).json()) as StaffAvailability;
    const staffRate = staffSearch.results
      .find((r) => r.roomType.id === DOUBLE)
      ?.rates.find((r) => r.ratePlanId === NR);
    expect(staffRate?.finalAmount).toBe(publicRate?.total.finalAmount);
    expect(staffRate?.grandTotal).toBe(publicRate?.grandTotal);
    expect(staffRate?.cityTax).toBe(publicRate?.taxes.cityTax);

    const before = await writeCounts();
    const answer = await created(
      await post(
        booking(
          { stay: { checkin: day(14), checkout: day(17) } },
          { ratePlanId: NR, people: { adults: 2, children: 1 } },
        ),
      ),
    );
    expect(answer.total).toBe(publicRate?.total.finalAmount);
    expect(answer.grandTotal).toBe(publicRate?.grandTotal);
    expect(answer.deposit).toBe(publicRate?.deposit);
    expect(answer).toMatchObject({ source: 'PHONE', overbooked: false, emailSent: false });
    expect(answer.rooms).toEqual([
      { roomTypeId: DOUBLE, ratePlanId: NR, roomId: expect.any(Number), roomName: 'T1' },
    ]);
    const after = await writeCounts();
    expect(after).toMatchObject({
      reservations: before.reservations + 1,
      emails: before.emails,
      booked: before.booked + 3,
    });
    const view = await staffView(answer.code);
    expect(view.source).toBe('PHONE');
    expect(view.guest.email).toBe('');
  });

  it('sends the guest the confirmation when there is an e-mail (default), in their language', async () => {
    const answer = await created(
      await post(
        booking({ guest: { ...booking().guest, email: 'lucia.bianchi@example.it' }, source: 'EMAIL' }),
      ),
    );
    expect(answer.emailSent).toBe(true);
    const mail = await env.DB.prepare(
      'SELECT to_address, subject, body_text FROM email_outbox ORDER BY id DESC LIMIT 1',
    ).first<{
      to_address: string;
      subject: string;
      body_text: string;
    }>();
    expect(mail?.to_address).toBe('lucia.bianchi@example.it');
    expect(mail?.body_text).toContain(answer.code);
    expect(mail?.body_text).toContain('Gentile Lucia Bianchi');
  });

  it('sends nothing when the staff says so', async () => {
    const before = await writeCounts();
    const answer = await created(
      await post(booking({ guest: { ...booking().guest, email: 'quiet@example.it' }, sendEmail: false })),
    );
    expect(answer.emailSent).toBe(false);
    expect((await writeCounts()).emails).toBe(before.emails);
  });

  it('books once for a double click (same Idempotency-Key)', async () => {
    const key = crypto.randomUUID();
    const body = booking({ stay: { checkin: day(18), checkout: day(19) } });
    const [first, second] = await Promise.all([post(body, { key }), post(body, { key })]);
    const a = await created(first as Response);
    const b = await created(second as Response);
    expect(b.code).toBe(a.code);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM reservations WHERE code = ?')
      .bind(a.code)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('keeps a chosen free room, and refuses one taken for the stay', async () => {
    const t5 = await env.DB.prepare(`SELECT id FROM rooms WHERE hotel_id = ? AND name = 'T5'`)
      .bind(HOTEL_ID)
      .first<{ id: number }>();
    const stay = { checkin: day(20), checkout: day(22) };
    const answer = await created(await post(booking({ stay }, { roomId: t5?.id })));
    expect(answer.rooms[0]?.roomName).toBe('T5');
    const before = await writeCounts();
    const res = await post(booking({ stay: { checkin: day(21), checkout: day(23) } }, { roomId: t5?.id }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'rooms.0.roomId', code: 'error.room.not.free' },
    ]);
    expect(await writeCounts()).toEqual(before);
  });
});

describe('restrictions', () => {
  it('overrides the online minimum stay (the public route refuses it) and lists it in the availability', async () => {
    const stay = { checkin: day(6), checkout: day(7) };
    const staffSearch = (await (
      await availability(`checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`)
    ).json()) as StaffAvailability;
    const rate = staffSearch.results
      .find((r) => r.roomType.id === DOUBLE)
      ?.rates.find((r) => r.ratePlanId === FLEX);
    expect(rate?.overrides).toContainEqual({ code: 'stay.min.los', date: stay.checkin, limit: 3 });
    await created(await post(booking({ stay })));
  });

  it('never sells a night the hotel is closed, even as an overbooking', async () => {
    const before = await writeCounts();
    const res = await post(booking({ stay: { checkin: day(40), checkout: day(41) }, overbook: true }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).errors).toContainEqual({
      field: 'rooms.0',
      code: 'error.stay.closed',
    });
    expect(await writeCounts()).toEqual(before);
  });
});

describe('overbooking', () => {
  it('a full night is refused without overbook (with the nights), accepted with it, then unassigned', async () => {
    const stay = { checkin: day(24), checkout: day(26) };
    const body = booking({ stay }, { roomTypeId: LAST_ROOM, people: { adults: 2 } });
    const staffSearch = (await (
      await availability(`checkin=${stay.checkin}&checkout=${stay.checkout}&adults=2`)
    ).json()) as StaffAvailability;
    const last = staffSearch.results.find((r) => r.roomType.id === LAST_ROOM);
    expect(last?.roomsLeft).toBe(0);
    expect(last?.rates[0]?.overrides).toContainEqual({ code: 'stay.sold.out', date: day(25), limit: 0 });

    const before = await writeCounts();
    const refused = await post(body);
    expect(refused.status).toBe(409);
    const error = (await refused.json()) as StaffSoldOut;
    expect(error.message).toBe(`No room left: Last room is sold out on ${day(25)}`);
    expect(error.fullNights).toEqual([{ roomTypeId: LAST_ROOM, date: day(25) }]);
    expect(error.errors).toEqual([{ field: 'rooms.0', code: 'error.stay.sold.out' }]);
    expect(await writeCounts()).toEqual(before);

    const answer = await created(await post({ ...body, overbook: true }));
    expect(answer.overbooked).toBe(true);
    // Day 24 had the room (taken normally, and L1 given); day 25 is counted apart.
    expect(await stock(LAST_ROOM, day(24))).toEqual({ total: 1, booked: 1, overbooked: 0 });
    expect(await stock(LAST_ROOM, day(25))).toEqual({ total: 1, booked: 1, overbooked: 1 });
    const view = await staffView(answer.code);
    expect(view.rooms[0]?.status).toBe('CONFIRMED');

    // A second overbooking of the same nights finds no physical room at all: unassigned.
    const again = await created(await post({ ...body, overbook: true }));
    expect(again.rooms[0]?.roomId).toBeNull();
    expect((await staffView(again.code)).rooms[0]?.assignedRoom).toBeNull();
    // The widget still sells nothing on those nights.
    const search = (await (
      await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(24)}&checkout=${day(25)}`)
    ).json()) as BookingSearch;
    expect(search.results.find((r) => r.roomType.id === LAST_ROOM)).toBeUndefined();
  });
});

describe('extras: services and extra beds, as a front desk takes them on the phone', () => {
  const stay = () => ({ checkin: day(30), checkout: day(32) });
  const party = { adults: 2, children: 1 };
  const extras = {
    ratePlanId: FLEX,
    people: party,
    services: [{ serviceId: PARKING, count: 1 }],
    extraBeds: [{ bedId: 'sofa', people: { children: 1 } }],
  };

  function quote(body: unknown, session: ManagerSession = staff, hotelId = HOTEL_ID): Promise<Response> {
    return SELF.fetch(`${SECURE_API}/hotels/${hotelId}/staff-quote`, {
      method: 'POST',
      headers: session.headers(),
      body: JSON.stringify(body),
    });
  }

  it("lists the type's bookable services priced for the party and its extra beds", async () => {
    const answer = (await (
      await availability(`checkin=${day(30)}&checkout=${day(32)}&adults=2&children=1`)
    ).json()) as StaffAvailability;
    const double = answer.results.find((r) => r.roomType.id === DOUBLE);
    // Parking is BOOKABLE (15.00 a night); cleaning is INCLUDED in the rate, so not offered.
    expect(double?.services).toEqual([
      {
        id: PARKING,
        name: expect.any(String),
        paymentType: 'SINGLE',
        frequency: 'NIGHTLY',
        maxCount: expect.any(Number),
        unitAmount: 15,
        periods: 2,
      },
    ]);
    expect(double?.extraBeds).toEqual([
      {
        id: 'sofa',
        type: 'DIVAN',
        maxCount: 1,
        maxPerson: 1,
        frequency: 'NIGHTLY',
        periods: 2,
        prices: { adults: 25, boys: 25, children: 20, kids: 0 },
      },
    ]);
  });

  it('prices them with the engine (quote), stores them on the reservation, and counts them in the total', async () => {
    // The child sleeps in the sofa bed, so is no extra person of the room: the room costs what it
    // costs the two adults, plus the extras.
    const plain = (await (
      await availability(`checkin=${day(30)}&checkout=${day(32)}&adults=2`)
    ).json()) as StaffAvailability;
    const rate = plain.results
      .find((r) => r.roomType.id === DOUBLE)
      ?.rates.find((r) => r.ratePlanId === FLEX);
    expect(rate).toBeDefined();

    const before = await writeCounts();
    const res = await quote({ stay: stay(), rooms: [{ roomTypeId: DOUBLE, ...extras }] });
    expect(res.status, await res.clone().text()).toBe(200);
    const priced = (await res.json()) as StaffQuote;
    // Parking 15.00 × 2 nights, the child's sofa bed 20.00 × 2 nights on top of the room's rate.
    expect(priced.rooms[0]?.services).toEqual([{ serviceId: PARKING, count: 1, total: 30 }]);
    expect(priced.rooms[0]?.extraBeds).toEqual([{ bedId: 'sofa', total: 40 }]);
    expect(priced.total).toBeCloseTo((rate?.finalAmount ?? 0) + 70, 2);
    expect(priced.grandTotal).toBeCloseTo(priced.total + priced.cityTax, 2);
    expect(await writeCounts()).toEqual(before);

    const answer = await created(
      await post(booking({ stay: stay() }, extras as unknown as Record<string, unknown>)),
    );
    expect(answer.total).toBe(priced.total);
    expect(answer.grandTotal).toBe(priced.grandTotal);
    expect(answer.deposit).toBe(priced.deposit);
    const view = await staffView(answer.code);
    expect(view.total).toBe(priced.total);
    expect(view.totalPriceDetails).toMatchObject({ services: 30, otherBeds: 40 });
    expect(view.rooms[0]?.services.find((s) => s.id === PARKING)).toMatchObject({
      bookability: 'BOOKABLE',
      count: 1,
      total: 30,
    });
    expect(view.rooms[0]?.beds).toEqual([
      expect.objectContaining({
        id: 'sofa',
        type: 'DIVAN',
        people: { adults: 0, boys: 0, children: 1, kids: 0 },
        total: 40,
      }),
    ]);
  });

  it('refuses a bed with nobody in it, too many in it, or guests not in the room (400, nothing written)', async () => {
    const before = await writeCounts();
    const cases: [unknown, { field: string; code: string }][] = [
      [
        { bedId: 'sofa', people: {} },
        { field: 'rooms.0.extraBeds.0.people', code: 'error.bed.no.people' },
      ],
      [
        { bedId: 'sofa', people: { adults: 2 } },
        { field: 'rooms.0.extraBeds', code: 'error.bed.people.max' },
      ],
      [
        { bedId: 'sofa', people: { kids: 1 } },
        { field: 'rooms.0.extraBeds', code: 'error.bed.people.not.in.room' },
      ],
      [
        { bedId: 'bunk', people: { adults: 1 } },
        { field: 'rooms.0.extraBeds', code: 'error.bed.unknown' },
      ],
    ];
    for (const [bed, problem] of cases) {
      const room = { roomTypeId: DOUBLE, ratePlanId: FLEX, people: party, extraBeds: [bed] };
      const priced = await quote({ stay: stay(), rooms: [room] });
      expect(priced.status, JSON.stringify(bed)).toBe(400);
      expect(((await priced.json()) as ErrorBody).errors).toContainEqual(problem);
      const refused = await post(booking({ stay: stay() }, { ...room }));
      expect(refused.status, JSON.stringify(bed)).toBe(400);
      expect(((await refused.json()) as ErrorBody).errors).toContainEqual(problem);
    }
    const unknown = await quote({
      stay: stay(),
      rooms: [
        { roomTypeId: DOUBLE, ratePlanId: FLEX, people: party, services: [{ serviceId: 999, count: 1 }] },
      ],
    });
    expect(((await unknown.json()) as ErrorBody).errors).toContainEqual({
      field: 'rooms.0.services',
      code: 'error.service.unknown',
    });
    expect(await writeCounts()).toEqual(before);
  });

  it('quotes only for a signed-in manager of the hotel', async () => {
    const body = { stay: stay(), rooms: [{ roomTypeId: DOUBLE, ...extras }] };
    const anonymous = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL_ID}/staff-quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(anonymous.status).toBe(401);
    const foreign = await quote(body, outsider);
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as ErrorBody).errors).toEqual([
      { field: 'hotelId', code: 'error.hotel.not.managed' },
    ]);
  });
});
