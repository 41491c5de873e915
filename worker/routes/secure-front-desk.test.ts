/**
 * The front desk (secure-front-desk.ts) inside workerd: the Today lists of the hotel's today,
 * check-in with a room change and its history line, its undo, check-out (on the checkout day and
 * early, through BOFLOW), the 409s with their reasons, and two desks checking the same stay
 * in at once (one wins). Stays are written with the API's own batch (createReservationStatements)
 * at dates relative to the hotel's today, so every instant the suite runs at gives the same cases.
 */

import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CheckInOptions,
  CheckOutResult,
  FrontDeskResponse,
  StayView,
} from '../../src/contracts/secure/front-desk.ts';
import { createReservationStatements, type NewReservation } from '../data/booking-write.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { DOUBLE, day, FLEX, HOTEL_ID, seedBookingFixture, today } from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

type ErrorBody = { errors: { field: string; code: string }[] };

let desk: ManagerSession;
let counter = 0;

/** A reservation of one Double room (2 adults, 100.00 a night, room assigned) from `from` days for `nights`. */
async function insertStay(from: number, nights: number): Promise<string> {
  counter += 1;
  const code = `DESK${String(counter).padStart(6, '0')}`;
  const dailyRates = Array.from({ length: nights }, (_, i) => ({ date: day(from + i), amountCents: 10_000 }));
  const totalCents = 10_000 * nights;
  const reservation: NewReservation = {
    hotelId: HOTEL_ID,
    code,
    manageTokenHash: 'x'.repeat(64),
    checkin: day(from),
    checkout: day(from + nights),
    source: 'PHONE',
    language: 'en',
    guest: {
      email: 'desk.guest@example.fr',
      name: 'Claire',
      surname: 'Martin',
      phone: { prefix: '+33', number: '612345678' },
      nationality: 'France',
      countryIso: 'FR',
      consents: { MARKETING: { value: false }, PROFILING: { value: false } },
      language: 'en',
    },
    card: null,
    promoCode: null,
    notes: 'Late arrival',
    currency: 'EUR',
    initialTotalCents: totalCents,
    discountCents: 0,
    totalCents,
    taxableCents: totalCents,
    vatCents: 0,
    cityTaxCents: 0,
    depositCents: 0,
    grandTotalCents: totalCents,
    idempotencyKeyHash: null,
    requestHash: null,
    rooms: [
      {
        roomTypeId: DOUBLE,
        ratePlanId: FLEX,
        rateType: 'STANDARD',
        startDate: day(from),
        endDate: day(from + nights),
        people: { adults: 2, boys: 0, children: 0, kids: 0 },
        dailyRates,
        beds: [],
        services: [],
        promotions: [],
        cancellationPolicy: null,
        noShowPolicy: null,
        includedMealPlans: [],
        initialTotalCents: totalCents,
        totalCents,
        cityTaxCents: 0,
        depositCents: 0,
      },
    ],
  };
  await env.DB.batch(createReservationStatements(env.DB, reservation, null, null, new Date()));
  return code;
}

/** Marks `code` in house since its arrival day (what a check-in of an earlier day left). */
async function inHouseSince(code: string): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO reservation_stays (reservation_id, state, checked_in_date, checked_in_day, checked_in_by_json)
     SELECT id, 'IN_HOUSE', checkin || 'T14:00:00.000Z', checkin, '{"name":"Sara","surname":"Neri"}'
       FROM reservations WHERE code = ?`,
  )
    .bind(code)
    .run();
}

const url = (path: string) => `${SECURE_API}/hotels/${HOTEL_ID}${path}`;

function post(code: string, action: string, body: unknown = {}): Promise<Response> {
  return SELF.fetch(url(`/reservations/${code}/${action}`), {
    method: 'POST',
    headers: desk.headers(),
    body: JSON.stringify(body),
  });
}

async function json<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const reasonOf = async (res: Response) => (await json<ErrorBody>(res, 409)).errors[0]?.code;

async function frontDesk(date?: string): Promise<FrontDeskResponse> {
  const res = await SELF.fetch(url(`/front-desk${date ? `?date=${date}` : ''}`), { headers: desk.headers() });
  return json<FrontDeskResponse>(res);
}

beforeAll(async () => {
  await seedBookingFixture();
  await env.DB.prepare(
    `INSERT OR IGNORE INTO inventory (room_type_id, date, total, booked)
     SELECT ?, date(?, '-' || value || ' days'), 5, 0 FROM json_each('[1,2,3,4,5]')`,
  )
    .bind(DOUBLE, today())
    .run();
  const managerId = await insertManager(env.DB, {
    email: 'desk@example.com',
    username: 'desk_test',
    name: 'Sara',
    surname: 'Neri',
    passwordHash: await hashPassword('Manager2026!'),
  });
  await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?)')
    .bind(managerId, HOTEL_ID)
    .run();
  desk = await signInManager('desk@example.com');
});

describe('front desk', () => {
  it("lists the hotel's today: arrival, guests in house, departure", async () => {
    const arriving = await insertStay(0, 2);
    const staying = await insertStay(-1, 3);
    const leaving = await insertStay(-2, 2);
    await inHouseSince(staying);
    await inHouseSince(leaving);
    const answer = await frontDesk();
    expect(answer.date).toBe(today());
    const arrival = answer.arrivals.find((item) => item.code === arriving);
    expect(arrival).toMatchObject({
      state: 'EXPECTED',
      action: 'check-in',
      nights: 2,
      guestsCount: 2,
      documents: { complete: 0, count: 2, done: false },
      balanceDue: 200,
      source: 'PHONE',
      requests: 'Late arrival',
      guest: { name: 'Claire', surname: 'Martin', nationality: 'FR' },
    });
    expect(arrival?.rooms[0]?.room).toMatch(/^T\d$/);
    expect(answer.inHouse.find((item) => item.code === staying)).toMatchObject({
      state: 'IN_HOUSE',
      early: true,
    });
    expect(answer.departures.find((item) => item.code === leaving)).toMatchObject({
      state: 'IN_HOUSE',
      action: 'check-out',
      early: false,
    });
    // Tomorrow the arrival is in house (a forecast), nobody arrives from these.
    const tomorrow = await frontDesk(day(1));
    expect(tomorrow.inHouse.some((item) => item.code === arriving)).toBe(true);
    expect(tomorrow.arrivals.some((item) => item.code === arriving)).toBe(false);
  });

  it('checks in with a room change, recorded in the history; undone the same day; refusals name the reason', async () => {
    const code = await insertStay(0, 2);
    expect(await reasonOf(await post(await insertStay(1, 1), 'check-in'))).toBe(
      'error.frontdesk.before.arrival',
    );
    const options = await json<CheckInOptions>(
      await SELF.fetch(url(`/reservations/${code}/check-in`), { headers: desk.headers() }),
    );
    const room = options.rooms[0];
    const other = room?.choices.find((choice) => !choice.current);
    expect(room?.choices[0]?.current).toBe(true);
    if (!room || !other) throw new Error('no other free room');
    const stay = await json<StayView>(
      await post(code, 'check-in', { version: options.version, rooms: [{ id: room.id, roomId: other.id }] }),
    );
    expect(stay).toMatchObject({ state: 'IN_HOUSE', checkedIn: { by: { name: 'Sara', surname: 'Neri' } } });
    const assigned = await env.DB.prepare('SELECT room_id FROM reservation_rooms WHERE id = ?')
      .bind(room.id)
      .first<{ room_id: number }>();
    expect(assigned?.room_id).toBe(other.id);
    const events = await env.DB.prepare(
      `SELECT type, actor_json FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
        WHERE r.code = ? AND type IN ('CHECKED_IN', 'CHECKIN_UNDONE') ORDER BY e.id`,
    )
      .bind(code)
      .all<{ type: string; actor_json: string }>();
    expect(events.results.map((e) => e.type)).toEqual(['CHECKED_IN']);
    // Checked in today and in no police report file yet: Today says so (decision 049).
    expect((await frontDesk()).unreportedGuests).toBeGreaterThan(0);
    expect(await reasonOf(await post(code, 'check-in'))).toBe('error.frontdesk.already.in.house');
    expect(await reasonOf(await post(code, 'check-out'))).toBe('error.frontdesk.checkout.arrival.day');
    expect(await reasonOf(await post(code, 'check-in/undo', { version: options.version }))).toBe(
      'error.frontdesk.changed',
    );
    expect(await json<StayView>(await post(code, 'check-in/undo', { version: stay.version }))).toMatchObject({
      state: 'EXPECTED',
    });
    expect(await reasonOf(await post(code, 'check-in/undo'))).toBe('error.frontdesk.not.in.house');
  });

  it('two desks checking the same stay in at once: one wins, the other gets 409', async () => {
    const code = await insertStay(0, 1);
    const answers = await Promise.all([post(code, 'check-in'), post(code, 'check-in')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const rows = await env.DB.prepare(
      `SELECT count(*) AS n FROM reservation_events e JOIN reservations r ON r.id = e.reservation_id
        WHERE r.code = ? AND e.type = 'CHECKED_IN'`,
    )
      .bind(code)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it('checks out on the checkout day, and early (BOFLOW) before it', async () => {
    const leaving = await insertStay(-2, 2);
    const early = await insertStay(-1, 3);
    await inHouseSince(leaving);
    await inHouseSince(early);
    const out = await json<CheckOutResult>(await post(leaving, 'check-out'));
    expect(out).toMatchObject({ state: 'DEPARTED', early: false, balanceDue: 200, preview: false });
    // The room left is DIRTY for housekeeping, in the same write.
    const left = await env.DB.prepare(
      `SELECT h.status FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
       JOIN room_housekeeping h ON h.room_id = rr.room_id WHERE r.code = ?`,
    )
      .bind(leaving)
      .first<{ status: string }>();
    expect(left?.status).toBe('DIRTY');
    expect(await reasonOf(await post(leaving, 'check-out'))).toBe('error.frontdesk.not.in.house');
    const preview = await json<CheckOutResult>(await post(early, 'check-out', { preview: true }));
    expect(preview).toMatchObject({ state: 'IN_HOUSE', early: true, balanceDue: 100 });
    expect(await json<CheckOutResult>(await post(early, 'check-out'))).toMatchObject({
      state: 'DEPARTED',
      early: true,
    });
    const row = await env.DB.prepare('SELECT status, checkout FROM reservations WHERE code = ?')
      .bind(early)
      .first<{ status: string; checkout: string }>();
    expect(row).toEqual({ status: 'EARLY_CHECKOUT', checkout: today() });
    const departures = (await frontDesk()).departures.filter(
      (item) => item.code === leaving || item.code === early,
    );
    expect(departures.map((item) => item.state)).toEqual(['DEPARTED', 'DEPARTED']);
    // The reservation screen's early checkout of guests in house makes them depart as well.
    const elsewhere = await insertStay(-1, 3);
    await inHouseSince(elsewhere);
    expect((await post(elsewhere, 'early-checkout')).status).toBe(200);
    const stay = await env.DB.prepare(
      'SELECT s.state FROM reservation_stays s JOIN reservations r ON r.id = s.reservation_id WHERE r.code = ?',
    )
      .bind(elsewhere)
      .first<{ state: string }>();
    expect(stay?.state).toBe('DEPARTED');
    // The reservations list filters by stay state.
    const list = await json<{ content: { code: string }[] }>(
      await SELF.fetch(url('/reservations?stay=DEPARTED&size=100'), { headers: desk.headers() }),
    );
    expect(list.content.map((row) => row.code)).toEqual(expect.arrayContaining([leaving, early, elsewhere]));
    const expected = await json<{ content: { code: string }[] }>(
      await SELF.fetch(url('/reservations?stay=EXPECTED&size=100'), { headers: desk.headers() }),
    );
    expect(expected.content.map((row) => row.code)).not.toContain(leaving);
  });
});
