/**
 * The staff's reservation actions (secure-reservations.ts) inside workerd, end to end: session
 * and hotel checks, the BOFLOW outcomes with their numbers, inventory per night before and
 * after, the guest e-mails, refusals that write nothing, and races between actions.
 *
 * Stays that started in the past cannot be booked through the API, so they are written with the
 * same batch the API uses (`createReservationStatements`), priced like the fixture's plans:
 * Flexible 100.00 a night (free until 2 days before check-in, then the first night), derived
 * Non-refundable 90.00 (100 %), no-show policy: the first night.
 */

import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ReservationActionResult,
  ReservationCreated,
  StaffReservationView,
} from '../../src/contracts/booking-types.ts';
import type { CancellationPolicy, NoShowPolicy } from '../../src/domain/booking/types.ts';
import { formatDateInWords } from '../../src/domain/dates-format.ts';
import { app } from '../app.ts';
import { createReservationStatements, type NewReservation } from '../data/booking-write.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { SESSION_COOKIE } from '../security/session.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../security/xsrf.ts';
import {
  API,
  booked,
  DOUBLE,
  day,
  FLEX,
  HOTEL_ID,
  NR,
  postReservation,
  reservationBody,
  seedBookingFixture,
  today,
  writeCounts,
} from '../test/booking-fixture.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const SECURE = 'https://itaca.test/api/rs/secure';
const PASSWORD = 'Manager2026!';
/** A second hotel the staff manager runs, without reservations. */
const OTHER_HOTEL_ID = 9301;

const FLEX_POLICY: CancellationPolicy = {
  id: '9201',
  deadline: { count: 2, unit: 'DAYS' },
  reservationPenalty: null,
  checkinPenalty: {
    percentage: null,
    firstNight: true,
    additionalNights: 0,
    chargeNights: 0,
    chargeAmountCents: 0,
  },
  cancellation: null,
  deposit: false,
};
const FULL = {
  percentage: 100,
  firstNight: false,
  additionalNights: 0,
  chargeNights: 0,
  chargeAmountCents: 0,
};
const NR_POLICY: CancellationPolicy = {
  id: '9202',
  deadline: null,
  reservationPenalty: FULL,
  checkinPenalty: FULL,
  cancellation: null,
  deposit: true,
};
const FIRST_NIGHT_NO_SHOW: NoShowPolicy = {
  id: '9201',
  percentage: 100,
  chargeNights: 1,
  stayNights: false,
  chargeAmountCents: 0,
};

let staffCookie = '';
let outsiderCookie = '';
/** Anti-forgery token of each signed-in cookie (worker/security/xsrf.ts), sent with every write. */
const xsrfOf = new Map<string, string>();
let codeCounter = 0;
let ipCounter = 0;

const nextIp = () => {
  ipCounter += 1;
  return `10.77.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function login(email: string): Promise<string> {
  const res = await SELF.fetch(`${API}/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const cookie = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const xsrf = cookies.find((c) => c.startsWith(`${XSRF_COOKIE}=`))?.slice(XSRF_COOKIE.length + 1);
  if (!cookie || !xsrf) throw new Error('no session or XSRF-TOKEN cookie');
  xsrfOf.set(cookie, xsrf);
  return cookie;
}

function path(code: string, action?: string, hotelId: number | string = HOTEL_ID): string {
  return `${SECURE}/hotels/${hotelId}/reservations/${code}${action ? `/${action}` : ''}`;
}

function getStaff(code: string, options: { cookie?: string | null; hotelId?: number | string } = {}) {
  const cookie = options.cookie === undefined ? staffCookie : options.cookie;
  return SELF.fetch(path(code, undefined, options.hotelId), { headers: cookie ? { Cookie: cookie } : {} });
}

function act(
  code: string,
  action: string,
  options: {
    body?: string | null;
    cookie?: string | null;
    hotelId?: number | string;
    headers?: Record<string, string>;
  } = {},
): Promise<Response> {
  const cookie = options.cookie === undefined ? staffCookie : options.cookie;
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    [XSRF_HEADER]: (cookie && xsrfOf.get(cookie)) ?? '',
    ...options.headers,
  };
  if (cookie) headers.Cookie = cookie;
  const init: RequestInit = { method: 'POST', headers };
  const body = options.body === undefined ? '{}' : options.body;
  if (body !== null) init.body = body;
  return SELF.fetch(path(code, action, options.hotelId), init);
}

async function created(res: Response): Promise<ReservationActionResult> {
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as ReservationActionResult;
}

/** A reservation booked through the public API (stays from today on), as the widget makes them. */
async function book(options: Parameters<typeof reservationBody>[0], language = 'en'): Promise<string> {
  const body = reservationBody(options);
  (body.guest as Record<string, unknown>).language = language;
  const res = await postReservation(body);
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as ReservationCreated).code;
}

type StayOptions = {
  /** Check-in as days from the hotel's today (negative: already started). */
  from: number;
  nights: number;
  rateType?: 'STANDARD' | 'NOT_REFUNDABLE';
  nightlyCents?: number;
  policy?: CancellationPolicy | null;
  noShowPolicy?: NoShowPolicy | null;
  language?: string;
  email?: string;
};

/** A reservation of one Double room for 2 adults written straight into D1 (any dates). */
async function insertStay(options: StayOptions): Promise<string> {
  codeCounter += 1;
  const code = `STAFF${String(codeCounter).padStart(5, '0')}`;
  const nightly = options.nightlyCents ?? (options.rateType === 'NOT_REFUNDABLE' ? 9000 : 10_000);
  const nights = Array.from({ length: options.nights }, (_, i) => ({
    date: day(options.from + i),
    amountCents: nightly,
  }));
  const totalCents = nightly * options.nights;
  const cityTaxCents = 2 * 200 * Math.min(options.nights, 3);
  const vatCents = Math.round((totalCents * 10) / 110);
  const reservation: NewReservation = {
    hotelId: HOTEL_ID,
    code,
    manageTokenHash: 'x'.repeat(64),
    checkin: day(options.from),
    checkout: day(options.from + options.nights),
    source: 'PHONE',
    language: options.language ?? 'en',
    guest: {
      email: options.email ?? 'stay.guest@example.it',
      name: 'Lucia',
      surname: 'Bianchi',
      phone: { prefix: '+39', number: '3339876543' },
      nationality: 'Italia',
      countryIso: 'IT',
      consents: { MARKETING: { value: false }, PROFILING: { value: false } },
      language: options.language ?? 'en',
    },
    card: null,
    promoCode: null,
    notes: 'Late arrival',
    currency: 'EUR',
    initialTotalCents: totalCents,
    discountCents: 0,
    totalCents,
    taxableCents: totalCents - vatCents,
    vatCents,
    cityTaxCents,
    depositCents: 0,
    grandTotalCents: totalCents + cityTaxCents,
    idempotencyKeyHash: null,
    requestHash: null,
    rooms: [
      {
        roomTypeId: DOUBLE,
        ratePlanId: options.rateType === 'NOT_REFUNDABLE' ? NR : FLEX,
        rateType: options.rateType ?? 'STANDARD',
        startDate: day(options.from),
        endDate: day(options.from + options.nights),
        people: { adults: 2, boys: 0, children: 0, kids: 0 },
        dailyRates: nights,
        beds: [],
        services: [],
        promotions: [],
        cancellationPolicy:
          options.policy === undefined
            ? options.rateType === 'NOT_REFUNDABLE'
              ? NR_POLICY
              : FLEX_POLICY
            : options.policy,
        noShowPolicy: options.noShowPolicy === undefined ? FIRST_NIGHT_NO_SHOW : options.noShowPolicy,
        includedMealPlans: ['BREAKFAST'],
        initialTotalCents: totalCents,
        totalCents,
        cityTaxCents,
        depositCents: 0,
      },
    ],
  };
  const email = { to: 'stay.guest@example.it', subject: 'x', text: 'x', template: 'test-insert' };
  await env.DB.batch(createReservationStatements(env.DB, reservation, email, null, new Date()));
  return code;
}

/** Booked rooms of the Double room type on days `from..to` (inclusive). */
async function bookedDays(from: number, to: number): Promise<number[]> {
  const days: number[] = [];
  for (let n = from; n <= to; n++) days.push(await booked(DOUBLE, day(n)));
  return days;
}

/** Everything an action writes: row counts plus the reservation's own row and rooms. */
async function snapshot(code: string) {
  const reservation = await env.DB.prepare('SELECT * FROM reservations WHERE code = ?').bind(code).first();
  const { results: rooms } = await env.DB.prepare(
    'SELECT rr.* FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id WHERE r.code = ?',
  )
    .bind(code)
    .all();
  return { counts: await writeCounts(), reservation, rooms };
}

async function lastEmail(code: string) {
  return env.DB.prepare(
    `SELECT to_address, subject, body_text, template FROM email_outbox
     WHERE subject LIKE ? AND template <> 'test-insert' ORDER BY id DESC`,
  )
    .bind(`%${code}%`)
    .first<{ to_address: string; subject: string; body_text: string; template: string }>();
}

async function emailCount(code: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT count(*) AS n FROM email_outbox WHERE subject LIKE ? AND template LIKE 'reservation-%'
       AND template <> 'reservation-confirmation'`,
  )
    .bind(`%${code}%`)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

beforeAll(async () => {
  await seedBookingFixture();
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  const staffId = await insertManager(env.DB, {
    email: 'staff.actions@example.com',
    username: 'staff_test',
    name: 'Sara',
    surname: 'Neri',
    passwordHash,
  });
  await insertManager(env.DB, {
    email: 'outsider.actions@example.com',
    username: 'outsider_test',
    name: 'Otto',
    surname: 'Esterno',
    passwordHash,
  });
  await env.DB.batch([
    // Inventory for the nights before today (the fixture starts at today), and room for the many
    // stays these tests write around today.
    env.DB.prepare(
      `INSERT OR IGNORE INTO inventory (room_type_id, date, total, booked)
       SELECT ?, date(?, '-' || value || ' days'), 50, 0 FROM json_each('[1,2,3,4,5,6,7,8,9,10]')`,
    ).bind(DOUBLE, today()),
    env.DB.prepare('UPDATE inventory SET total = 50 WHERE room_type_id = ? AND date < ?').bind(
      DOUBLE,
      day(10),
    ),
    env.DB.prepare(
      `INSERT OR IGNORE INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
         payment_settings_json, policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Other Hotel', 'other-test-hotel', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(OTHER_HOTEL_ID, now, now),
    env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?)').bind(
      staffId,
      HOTEL_ID,
      staffId,
      OTHER_HOTEL_ID,
    ),
  ]);
  staffCookie = await login('staff.actions@example.com');
  outsiderCookie = await login('outsider.actions@example.com');
});

describe('who may read and act', () => {
  it('answers 401 without a session, on reads and on every action, writing nothing', async () => {
    const code = await insertStay({ from: 5, nights: 2 });
    const before = await snapshot(code);
    const responses = [
      await getStaff(code, { cookie: null }),
      await getStaff(code, { cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` }),
      ...(await Promise.all(
        ['cancel', 'no-show', 'early-checkout'].map((action) => act(code, action, { cookie: null })),
      )),
    ];
    for (const res of responses) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Authentication required', errors: [] });
    }
    expect(await snapshot(code)).toEqual(before);
  });

  it('answers 403 to a manager not linked to the hotel, whether the reservation exists or not', async () => {
    const code = await insertStay({ from: 5, nights: 2 });
    const before = await snapshot(code);
    const existing = await getStaff(code, { cookie: outsiderCookie });
    const unknown = await getStaff('ZZZZZZZZZZ', { cookie: outsiderCookie });
    const noHotel = await getStaff(code, { cookie: outsiderCookie, hotelId: 999_999 });
    for (const res of [existing, unknown, noHotel]) expect(res.status).toBe(403);
    const body = (await existing.json()) as ErrorBody;
    expect(body).toEqual({
      message: 'You do not manage this hotel',
      errors: [{ field: 'hotelId', code: 'error.hotel.not.managed' }],
    });
    expect(await unknown.json()).toEqual(body);
    const cancel = await act(code, 'cancel', { cookie: outsiderCookie });
    expect(cancel.status).toBe(403);
    expect(await cancel.json()).toEqual(body);
    expect(await snapshot(code)).toEqual(before);
  });

  it('answers 404 for a code unknown in a hotel the manager runs, also one of another hotel', async () => {
    const code = await insertStay({ from: 5, nights: 2 });
    for (const res of [
      await getStaff('ZZZZZZZZZZ'),
      await getStaff(code, { hotelId: OTHER_HOTEL_ID }),
      await act('ZZZZZZZZZZ', 'cancel'),
      await act(code, 'no-show', { hotelId: OTHER_HOTEL_ID }),
    ]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Reservation not found', errors: [] });
    }
  });

  it.each([
    ['abc', 'ABCDEFGHJK', 'hotelId'],
    ['0', 'ABCDEFGHJK', 'hotelId'],
    ['1.5', 'ABCDEFGHJK', 'hotelId'],
    ['12345678901', 'ABCDEFGHJK', 'hotelId'],
    [String(HOTEL_ID), 'bad%20code', 'code'],
    [String(HOTEL_ID), 'abcdefghjk', 'code'],
    [String(HOTEL_ID), 'SHORT', 'code'],
    [String(HOTEL_ID), 'A'.repeat(17), 'code'],
  ])('answers 400 for hotel %s and code %s (field %s)', async (hotelId, code, field) => {
    for (const res of [await getStaff(code, { hotelId }), await act(code, 'cancel', { hotelId })]) {
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).errors).toEqual([
        { field, code: 'error.field.generic.invalid' },
      ]);
    }
  });

  it('checks the body like the public API: JSON only, {} or none, a boolean preview, 64 KB at most', async () => {
    const code = await insertStay({ from: 5, nights: 2 });
    const before = await snapshot(code);
    const plain = await act(code, 'cancel', { headers: { 'Content-Type': 'text/plain' } });
    expect(plain.status).toBe(415);
    const badPreview = await act(code, 'cancel', { body: '{"preview":"yes"}' });
    expect(badPreview.status).toBe(400);
    expect(((await badPreview.json()) as ErrorBody).errors).toEqual([
      { field: 'preview', code: 'error.field.generic.invalid' },
    ]);
    expect((await act(code, 'cancel', { body: '{"preview":' })).status).toBe(400);
    expect((await act(code, 'cancel', { body: 'null' })).status).toBe(400);
    const huge = await act(code, 'cancel', {
      body: JSON.stringify({ preview: true, pad: 'x'.repeat(70_000) }),
    });
    expect(huge.status).toBe(413);
    expect(await snapshot(code)).toEqual(before);
    // No body at all is a valid request.
    const none = await act(code, 'cancel', { body: null, headers: { 'Content-Type': '' } });
    expect((await created(none)).status).toBe('CANCELLED');
  });

  it('refuses a cross-site POST with 403 before anything runs', async () => {
    const code = await insertStay({ from: 5, nights: 2 });
    const before = await snapshot(code);
    const attempts: Record<string, string>[] = [
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
      { Origin: 'https://evil.example' },
    ];
    for (const headers of attempts) {
      const res = await act(code, 'cancel', { headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Cross-site request refused', errors: [] });
    }
    expect(await snapshot(code)).toEqual(before);
    // A same-origin call from the back office page passes.
    const ok = await act(code, 'cancel', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(ok.status).toBe(200);
  });

  it('is not served locally when BACKOFFICE_ORIGIN is set: the back office gets the call', async () => {
    const code = await insertStay({ from: 5, nights: 2 });
    const before = await snapshot(code);
    const res = await app.request(
      path(code, 'cancel'),
      { method: 'POST', headers: { 'Content-Type': 'application/json', Cookie: staffCookie }, body: '{}' },
      { ...env, BACKOFFICE_ORIGIN: env.TEST_UPSTREAM_ORIGIN },
    );
    expect(res.status).toBe(200);
    expect(((await res.json()) as { url: string }).url).toBe(
      `/api/rs/secure/hotels/${HOTEL_ID}/reservations/${code}/cancel`,
    );
    expect(await snapshot(code)).toEqual(before);
  });
});

describe('GET …/reservations/{code}', () => {
  it('shows the reservation to the staff: guest, rooms, amounts and the actions that apply now', async () => {
    const code = await book({ checkin: day(10), checkout: day(12) });
    const res = await getStaff(code);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const view = (await res.json()) as StaffReservationView;
    expect(view).toMatchObject({
      code,
      status: 'CONFIRMED',
      statusText: null,
      deleteCheckin: false,
      checkin: day(10),
      checkout: day(12),
      nights: 2,
      currency: 'EUR',
      total: 200,
      cityTax: 8,
      grandTotal: 208,
      cancelAmount: 0,
      cancellation: { penalty: 0, free: true },
      language: 'en',
      today: today(),
      allowedActions: ['cancel'],
      guest: { email: 'guest@example.it', name: 'Mario', surname: 'Rossi' },
      hotel: { id: HOTEL_ID, name: 'Test Hotel' },
    });
    expect(view.rooms).toHaveLength(1);
    expect(view.rooms[0]).toMatchObject({ status: 'CONFIRMED', total: 200, cancelAmount: 0 });
    // BODATA fields, the same as the guest's view.
    expect(view).toMatchObject({
      guestsCount: 2,
      chargedAmount: 0,
      // The folio's balance, city tax included (FOLIO-1).
      unpaidBalance: 208,
      totalPriceDetails: {
        rooms: 200,
        services: 0,
        otherBeds: 0,
        subTotal: 200,
        discountPromo: 0,
        discountHotel: 0,
      },
    });
    // Flexible: free until local midnight 2 days before check-in, then the first night.
    expect(view.rooms[0]?.policy).toMatchObject({
      type: 'CUSTOM',
      freeNow: true,
      deadlineDate: day(8),
      deadlineTime: '00:00',
      reservationPenaltyAmount: 0,
      checkinPenaltyAmount: 100,
      noShowPenalty: 100,
      cancellation: null,
    });
  });

  it('offers the no-show from the check-in day, and nothing once the stay is over', async () => {
    const arriving = (await (
      await getStaff(await insertStay({ from: 0, nights: 2 }))
    ).json()) as StaffReservationView;
    expect(arriving.allowedActions).toEqual(['cancel', 'no-show']);
    const over = (await (
      await getStaff(await insertStay({ from: -4, nights: 2 }))
    ).json()) as StaffReservationView;
    expect(over.allowedActions).toEqual(['no-show']);
    expect(over.cancellation).toBeNull();
  });
});

describe('POST …/cancel (PEN-1 Cancel)', () => {
  it('cancels free before the deadline: CANCELLED, free, nights released, guest e-mailed', async () => {
    const code = await book({ checkin: day(30), checkout: day(32) });
    expect(await bookedDays(29, 32)).toEqual([0, 1, 1, 0]);
    const before = await writeCounts();
    const result = await created(await act(code, 'cancel'));
    expect(result).toMatchObject({
      code,
      action: 'cancel',
      outcome: 'CANCELLED',
      message: 'Reservation cancelled free of charge',
      preview: false,
      status: 'CANCELLED',
      statusText: 'free',
      deleteCheckin: false,
      checkout: day(32),
      total: 200,
      cityTax: 8,
      grandTotal: 208,
      cancelAmount: 0,
      emailSent: true,
    });
    expect(result.rooms).toEqual([
      {
        id: expect.any(Number),
        status: 'CANCELLED',
        endDate: day(32),
        total: 200,
        cancelAmount: 0,
        penalty: false,
      },
    ]);
    expect(result.released).toEqual([
      { roomId: result.rooms[0]?.id, roomTypeId: DOUBLE, dates: [day(30), day(31)] },
    ]);
    expect(await bookedDays(29, 32)).toEqual([0, 0, 0, 0]);
    expect(await writeCounts()).toMatchObject({ emails: before.emails + 1, booked: before.booked - 2 });
    const email = await lastEmail(code);
    expect(email).toMatchObject({ to_address: 'guest@example.it', template: 'reservation-cancellation' });
    expect(email?.body_text).toContain('has been cancelled');
    expect(email?.body_text).toContain('free of charge');
    const view = (await (await getStaff(code)).json()) as StaffReservationView;
    expect(view).toMatchObject({
      status: 'CANCELLED',
      statusText: 'free',
      allowedActions: [],
      cancellation: null,
    });
    expect(view.cancelledDate).not.toBeNull();
  });

  it('charges the check-in penalty after the deadline (first night), in Italian for an Italian guest', async () => {
    const code = await book({ checkin: day(1), checkout: day(3) }, 'it');
    const result = await created(await act(code, 'cancel'));
    expect(result).toMatchObject({
      status: 'CANCELLED',
      statusText: 'penalty',
      cancelAmount: 100,
      message: 'Reservation cancelled with a penalty',
    });
    const email = await lastEmail(code);
    expect(email?.subject).toBe(`Prenotazione cancellata ${code} · Test Hotel`);
    expect(email?.body_text).toContain('Penale di cancellazione: 100,00\u00a0€');
  });

  it('charges the non-refundable penalty (100 %)', async () => {
    const code = await book({ checkin: day(33), checkout: day(34), ratePlanId: NR });
    expect(await created(await act(code, 'cancel'))).toMatchObject({
      statusText: 'penalty',
      cancelAmount: 90,
    });
  });

  it('cancels a stay in progress: the nights from today on are released, the past ones stay booked', async () => {
    const code = await insertStay({ from: -2, nights: 4 });
    const start = await bookedDays(-3, 2);
    const result = await created(await act(code, 'cancel'));
    // After the deadline: the check-in penalty, the first night.
    expect(result).toMatchObject({ status: 'CANCELLED', statusText: 'penalty', cancelAmount: 100 });
    expect(result.released[0]?.dates).toEqual([day(0), day(1)]);
    const end = await bookedDays(-3, 2);
    expect(end.map((n, i) => (start[i] ?? 0) - n)).toEqual([0, 0, 0, 1, 1, 0]);
  });

  it('previews without writing anything', async () => {
    const code = await book({ checkin: day(35), checkout: day(37) });
    const before = await snapshot(code);
    const result = await created(await act(code, 'cancel', { body: '{"preview":true}' }));
    expect(result).toMatchObject({
      preview: true,
      status: 'CANCELLED',
      statusText: 'free',
      emailSent: false,
      // What confirming would do: the guest gets the cancellation e-mail.
      sendsEmail: true,
    });
    expect(result.released[0]?.dates).toEqual([day(35), day(36)]);
    expect(await snapshot(code)).toEqual(before);
  });
});

describe('POST …/no-show (PEN-2 No-show)', () => {
  it('records a no-show on the arrival day: the no-show charge, tonight released, no e-mail', async () => {
    const code = await book({ checkin: day(0), checkout: day(2) });
    const start = await bookedDays(-1, 2);
    const emails = (await writeCounts()).emails;
    const result = await created(await act(code, 'no-show'));
    expect(result).toMatchObject({
      action: 'no-show',
      outcome: 'NO_SHOW',
      message: 'No-show recorded with the no-show charge',
      status: 'NO_SHOW',
      statusText: null,
      total: 200,
      cancelAmount: 100,
      emailSent: false,
      sendsEmail: false,
    });
    expect(result.rooms[0]).toMatchObject({ status: 'NO_SHOW', cancelAmount: 100 });
    expect(result.released[0]?.dates).toEqual([day(0), day(1)]);
    const end = await bookedDays(-1, 2);
    expect(end.map((n, i) => (start[i] ?? 0) - n)).toEqual([0, 1, 1, 0]);
    expect((await writeCounts()).emails).toBe(emails);
    expect(await emailCount(code)).toBe(0);
    const room = await env.DB.prepare(
      `SELECT rr.status, rr.services_json, rr.cancel_amount_cents FROM reservation_rooms rr
       JOIN reservations r ON r.id = rr.reservation_id WHERE r.code = ?`,
    )
      .bind(code)
      .first<{ status: string; cancel_amount_cents: number }>();
    expect(room).toMatchObject({ status: 'NO_SHOW', cancel_amount_cents: 10_000 });
  });

  it('recorded the day after the arrival: the missed night stays booked, the rest is released', async () => {
    const code = await insertStay({ from: -1, nights: 3 });
    const start = await bookedDays(-2, 2);
    const result = await created(await act(code, 'no-show'));
    expect(result).toMatchObject({ status: 'NO_SHOW', cancelAmount: 100 });
    const end = await bookedDays(-2, 2);
    expect(end.map((n, i) => (start[i] ?? 0) - n)).toEqual([0, 0, 1, 1, 0]);
  });

  it('charges nothing without a no-show policy', async () => {
    const code = await insertStay({ from: 0, nights: 2, noShowPolicy: null });
    expect(await created(await act(code, 'no-show'))).toMatchObject({
      status: 'NO_SHOW',
      cancelAmount: 0,
      message: 'No-show recorded without a charge',
    });
  });
});

describe('POST …/early-checkout (PEN-3 Early checkout)', () => {
  it('STANDARD rate: the nights from today on are dropped and released; taxes follow the stay', async () => {
    const code = await insertStay({ from: -2, nights: 4, language: 'it' });
    const start = await bookedDays(-3, 2);
    const result = await created(await act(code, 'early-checkout'));
    expect(result).toMatchObject({
      action: 'early-checkout',
      outcome: 'EARLY_CHECKOUT',
      message: `Checked out early: the stay now ends on ${day(0)}`,
      status: 'EARLY_CHECKOUT',
      statusText: null,
      deleteCheckin: false,
      checkout: day(0),
      // 2 of 4 nights at 100.00; city tax 2 adults × 2.00 × 2 nights (was × 3, the hotel's cap).
      total: 200,
      cityTax: 8,
      grandTotal: 208,
      cancelAmount: 0,
      emailSent: true,
    });
    expect(result.rooms[0]).toMatchObject({
      status: 'EARLY_CHECKOUT',
      endDate: day(0),
      total: 200,
      penalty: false,
    });
    expect(result.released[0]?.dates).toEqual([day(0), day(1)]);
    const end = await bookedDays(-3, 2);
    expect(end.map((n, i) => (start[i] ?? 0) - n)).toEqual([0, 0, 0, 1, 1, 0]);

    const row = await env.DB.prepare(
      `SELECT status, checkout, total_cents, taxable_cents, vat_cents, city_tax_cents, grand_total_cents
       FROM reservations WHERE code = ?`,
    )
      .bind(code)
      .first();
    expect(row).toEqual({
      status: 'EARLY_CHECKOUT',
      checkout: day(0),
      total_cents: 20_000,
      taxable_cents: 18_182,
      vat_cents: 1_818,
      city_tax_cents: 800,
      grand_total_cents: 20_800,
    });
    const view = (await (await getStaff(code)).json()) as StaffReservationView;
    expect(view.rooms[0]?.nightly).toEqual([
      { date: day(-2), amount: 100 },
      { date: day(-1), amount: 100 },
    ]);
    expect(view.allowedActions).toEqual([]);

    const email = await lastEmail(code);
    expect(email?.template).toBe('reservation-early-checkout');
    expect(email?.subject).toBe(`Partenza anticipata ${code} · Test Hotel`);
    expect(email?.body_text).toContain(
      `Partenza: ${formatDateInWords(day(0), 'it')} (prevista: ${formatDateInWords(day(2), 'it')})`,
    );
    expect(email?.body_text).toContain('Importo del soggiorno: 200,00\u00a0€');
  });

  it('NOT_REFUNDABLE rate at 100 %: below the penalty, so the penalty (the whole stay) is charged', async () => {
    const code = await insertStay({ from: -1, nights: 4, rateType: 'NOT_REFUNDABLE' });
    const result = await created(await act(code, 'early-checkout'));
    // 1 night stayed (90.00) < check-in penalty 100 % of 360.00: the room is marked penalty.
    expect(result).toMatchObject({ status: 'EARLY_CHECKOUT', total: 360, cancelAmount: 360, cityTax: 4 });
    expect(result.rooms[0]).toMatchObject({ total: 360, cancelAmount: 360, penalty: true });
    expect(result.released[0]?.dates).toEqual([day(0), day(1), day(2)]);
    expect((await lastEmail(code))?.body_text).toContain(
      'Of which penalty for the nights not stayed: €360.00',
    );
  });

  it('NOT_REFUNDABLE rate at 50 % for 2 nights: the charged nights are discounted', async () => {
    const halfTwoNights: CancellationPolicy = {
      ...NR_POLICY,
      checkinPenalty: {
        percentage: 50,
        firstNight: false,
        additionalNights: 0,
        chargeNights: 2,
        chargeAmountCents: 0,
      },
    };
    const code = await insertStay({ from: -1, nights: 4, rateType: 'NOT_REFUNDABLE', policy: halfTwoNights });
    const result = await created(await act(code, 'early-checkout'));
    // Stayed 90.00 + 2 dropped nights at 50 % (45.00 + 45.00) = 180.00; penalty part 90.00.
    expect(result).toMatchObject({ total: 180, cancelAmount: 90 });
    expect(result.rooms[0]).toMatchObject({ penalty: false });
    const view = (await (await getStaff(code)).json()) as StaffReservationView;
    expect(view.rooms[0]?.nightly).toEqual([
      { date: day(-1), amount: 90 },
      { date: day(0), amount: 45 },
      { date: day(1), amount: 45 },
    ]);
  });

  it("NOT_REFUNDABLE with the policy's cancellation (1 night at 50 %): its nights, not the check-in penalty's", async () => {
    const withCancellation: CancellationPolicy = {
      ...NR_POLICY,
      // Check-in penalty: 3 nights at 100 % (the floor: 270.00); cancellation: 1 night at 50 %.
      checkinPenalty: { ...FULL, chargeNights: 3 },
      cancellation: { chargeNights: 1, percentage: 50 },
    };
    const code = await insertStay({
      from: -2,
      nights: 5,
      rateType: 'NOT_REFUNDABLE',
      policy: withCancellation,
    });
    const result = await created(await act(code, 'early-checkout'));
    // Stayed 2 × 90.00 + 1 dropped night at 50 % (45.00) = 225.00 < the 270.00 floor: the penalty.
    expect(result).toMatchObject({ total: 270, cancelAmount: 270 });
    expect(result.rooms[0]).toMatchObject({ penalty: true });

    const lighter: CancellationPolicy = {
      ...NR_POLICY,
      checkinPenalty: { ...FULL, percentage: 100, firstNight: true },
      cancellation: { chargeNights: 2, percentage: 50 },
    };
    const code2 = await insertStay({ from: -2, nights: 5, rateType: 'NOT_REFUNDABLE', policy: lighter });
    const result2 = await created(await act(code2, 'early-checkout'));
    // Stayed 180.00 + 2 dropped nights at 50 % (45.00 + 45.00) = 270.00 ≥ the first-night floor.
    expect(result2).toMatchObject({ total: 270, cancelAmount: 90 });
    expect(result2.rooms[0]).toMatchObject({ penalty: false });
    const view = (await (await getStaff(code2)).json()) as StaffReservationView;
    expect(view.rooms[0]?.nightly.map((n) => n.amount)).toEqual([90, 90, 45, 45]);
    expect(view.rooms[0]?.cancellationPolicy.cancellation).toEqual({ chargeNights: 2, percentage: 50 });
  });

  it('before the stay started it deletes the check-in: a cancellation, said so', async () => {
    const code = await book({ checkin: day(38), checkout: day(40) });
    const result = await created(await act(code, 'early-checkout'));
    expect(result).toMatchObject({
      outcome: 'CHECKIN_DELETED',
      message: 'Check-in deleted: the stay had not started, so the reservation is cancelled free of charge',
      status: 'CANCELLED',
      statusText: 'free',
      deleteCheckin: true,
      checkout: day(40),
      cancelAmount: 0,
      emailSent: true,
    });
    expect(await bookedDays(38, 39)).toEqual([0, 0]);
    expect((await lastEmail(code))?.template).toBe('reservation-cancellation');
    const view = (await (await getStaff(code)).json()) as StaffReservationView;
    expect(view).toMatchObject({ status: 'CANCELLED', deleteCheckin: true });
  });

  it('on the arrival day it is still a deleted check-in (no night is behind yet)', async () => {
    const code = await insertStay({ from: 0, nights: 2 });
    expect(await created(await act(code, 'early-checkout'))).toMatchObject({
      outcome: 'CHECKIN_DELETED',
      status: 'CANCELLED',
      statusText: 'penalty',
      cancelAmount: 100,
    });
  });
});

describe('actions that do not apply: 409 with the reason, nothing written', () => {
  type Case = [string, () => Promise<string>, string, string, string];
  const cases: Case[] = [
    [
      'no-show on a cancelled reservation',
      async () => {
        const code = await insertStay({ from: 0, nights: 2 });
        await created(await act(code, 'cancel'));
        return code;
      },
      'no-show',
      'error.reservation.not.confirmed',
      'The reservation is already cancelled',
    ],
    [
      'early checkout when already checked out',
      async () => {
        const code = await insertStay({ from: -2, nights: 3 });
        await created(await act(code, 'early-checkout'));
        return code;
      },
      'early-checkout',
      'error.reservation.not.confirmed',
      'The reservation is already checked out',
    ],
    [
      'cancel after a no-show',
      async () => {
        const code = await insertStay({ from: -1, nights: 2 });
        await created(await act(code, 'no-show'));
        return code;
      },
      'cancel',
      'error.reservation.not.confirmed',
      'The reservation is already marked as a no-show',
    ],
    [
      'no-show before the check-in day',
      () => insertStay({ from: 3, nights: 2 }),
      'no-show',
      'error.reservation.not.arrived',
      `A no-show can be recorded from the check-in day (${day(3)}) on`,
    ],
    [
      'cancel a stay that is over',
      () => insertStay({ from: -5, nights: 2 }),
      'cancel',
      'error.reservation.ended',
      'The stay has ended: the reservation can no longer be cancelled',
    ],
    [
      'early checkout of a stay that is over',
      () => insertStay({ from: -3, nights: 3 }),
      'early-checkout',
      'error.reservation.ended',
      'The stay has ended: there is nothing to check out early',
    ],
  ];

  it.each(cases)('%s', async (_name, prepare, action, code, message) => {
    const reservation = await prepare();
    const before = await snapshot(reservation);
    const inventory = await bookedDays(-6, 4);
    for (const preview of [false, true]) {
      const res = await act(reservation, action, { body: JSON.stringify({ preview }) });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ message, errors: [{ field: 'code', code }] });
    }
    expect(await snapshot(reservation)).toEqual(before);
    expect(await bookedDays(-6, 4)).toEqual(inventory);
  });
});

describe('concurrent actions', () => {
  it('10 parallel cancels: exactly one applies; inventory released once, one e-mail', async () => {
    // Another guest holds the same nights, so a double release would show.
    await book({ checkin: day(42), checkout: day(44) });
    const code = await book({ checkin: day(42), checkout: day(44) });
    expect(await bookedDays(42, 43)).toEqual([2, 2]);
    const responses = await Promise.all(Array.from({ length: 10 }, () => act(code, 'cancel')));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const res of responses.filter((r) => r.status === 409)) {
      const body = (await res.json()) as ErrorBody;
      expect(['error.reservation.changed', 'error.reservation.not.confirmed']).toContain(
        body.errors[0]?.code,
      );
    }
    expect(await bookedDays(42, 43)).toEqual([1, 1]);
    expect(await emailCount(code)).toBe(1);
    const row = await env.DB.prepare('SELECT status, version FROM reservations WHERE code = ?')
      .bind(code)
      .first();
    expect(row).toEqual({ status: 'CANCELLED', version: 2 });
  });

  it('cancel, no-show and early checkout at once on a stay in progress: exactly one applies', async () => {
    const code = await insertStay({ from: -1, nights: 3 });
    const start = await bookedDays(-1, 1);
    const responses = await Promise.all(
      ['cancel', 'no-show', 'early-checkout', 'cancel', 'no-show', 'early-checkout'].map((action) =>
        act(code, action),
      ),
    );
    const ok = responses.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(5);
    const result = (await ok[0]?.json()) as ReservationActionResult;
    const row = await env.DB.prepare('SELECT status, version FROM reservations WHERE code = ?')
      .bind(code)
      .first();
    expect(row).toEqual({ status: result.status, version: 2 });
    // Whichever won, tonight and tomorrow went back once; yesterday stays booked.
    const end = await bookedDays(-1, 1);
    expect(end.map((n, i) => (start[i] ?? 0) - n)).toEqual([0, 1, 1]);
  });
});
