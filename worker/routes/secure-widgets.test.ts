/**
 * The routes of the small widgets inside workerd (BACKOFFICE-2, INSIGHT-4): the hotel's check-in times
 * (access, validation, version conflicts, seen by the public booking profile) and a
 * reservation's history (each action writes its line in its own batch; a lost race writes none).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import type { CheckinTimesView } from '../../src/contracts/secure/checkin-times.ts';
import type { PaymentSettingsView } from '../../src/contracts/secure/payment-settings.ts';
import type { ReservationEventView } from '../../src/contracts/secure/reservation-history.ts';
import { app } from '../app.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import {
  API,
  DOUBLE,
  day,
  HOTEL_ALIAS,
  HOTEL_ID,
  nextIp,
  postReservation,
  reservationBody,
  seedBookingFixture,
} from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';
import type { ReceivedLog } from '../test/upstream-server.ts';

const OTHER_HOTEL_ID = 9313;
let staff: ManagerSession;
let outsider: ManagerSession;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

function call(
  method: string,
  target: string,
  options: { session?: ManagerSession | null; body?: unknown } = {},
): Promise<Response> {
  const session = options.session === undefined ? staff : options.session;
  const init: RequestInit = {
    method,
    headers: session ? session.headers() : { 'Content-Type': 'application/json' },
  };
  if (options.body !== undefined) init.body = JSON.stringify(options.body);
  return SELF.fetch(target, init);
}

const timesUrl = (hotelId: number = HOTEL_ID) => `${SECURE_API}/hotels/${hotelId}/checkin-times`;
const historyUrl = (code: string, hotelId: number = HOTEL_ID) =>
  `${SECURE_API}/hotels/${hotelId}/reservations/${code}/history`;

async function book(): Promise<string> {
  const res = await postReservation(reservationBody({ checkin: day(20), checkout: day(22) }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as ReservationCreated).code;
}

async function history(code: string): Promise<ReservationEventView[]> {
  const res = await call('GET', historyUrl(code));
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as ReservationEventView[];
}

beforeAll(async () => {
  await seedBookingFixture();
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const ids = [];
  for (const [email, name, surname] of [
    ['widgets.staff@example.com', 'Marta', 'Rossi'],
    ['widgets.outsider@example.com', 'Otto', 'Esterno'],
  ] as const) {
    ids.push(
      await insertManager(env.DB, {
        email,
        username: email.split('@')[0] ?? email,
        name,
        surname,
        passwordHash,
      }),
    );
  }
  const [staffId, outsiderId] = ids;
  await env.DB.batch([
    env.DB.prepare('UPDATE inventory SET total = 100 WHERE room_type_id = ?').bind(DOUBLE),
    env.DB.prepare(
      `INSERT OR IGNORE INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
         payment_settings_json, policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Other Hotel', 'widgets-other-hotel', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(OTHER_HOTEL_ID, now, now),
    env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?)').bind(
      staffId,
      HOTEL_ID,
      outsiderId,
      OTHER_HOTEL_ID,
    ),
  ]);
  staff = await signInManager('widgets.staff@example.com');
  outsider = await signInManager('widgets.outsider@example.com');
});

describe('check-in times', () => {
  it('answers 401 without a session and 403 for a hotel the manager does not run', async () => {
    expect((await call('GET', timesUrl(), { session: null })).status).toBe(401);
    expect((await call('PUT', timesUrl(), { session: null, body: {} })).status).toBe(401);
    for (const res of [
      await call('GET', timesUrl(), { session: outsider }),
      await call('PUT', timesUrl(), {
        session: outsider,
        body: { checkinFrom: '14:00', checkinTo: null, checkoutTo: null, version: 1 },
      }),
    ]) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).errors).toEqual([
        { field: 'hotelId', code: 'error.hotel.not.managed' },
      ]);
    }
  });

  it('saves the times into the hotel policies the booking profile shows, keeping the other rules', async () => {
    await env.DB.prepare(
      `UPDATE hotels SET policies_json = '{"petsAllowed":true,"checkinTo":"20:00"}' WHERE id = ?`,
    )
      .bind(HOTEL_ID)
      .run();
    const before = (await (await call('GET', timesUrl())).json()) as CheckinTimesView;
    expect(before).toMatchObject({ checkinFrom: null, checkinTo: '20:00', checkoutTo: null });
    const res = await call('PUT', timesUrl(), {
      body: { checkinFrom: '15:00', checkinTo: '', checkoutTo: '10:30', version: before.version },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as CheckinTimesView;
    expect(saved).toEqual({
      checkinFrom: '15:00',
      checkinTo: null,
      checkoutTo: '10:30',
      // Left out of the save: the hotel's setting (3 by default) stays.
      preArrivalDays: 3,
      version: before.version + 1,
    });
    const profile = (await (await SELF.fetch(`${API}/booking/hotels/${HOTEL_ID}`)).json()) as {
      hotel: { policies: Record<string, unknown> };
    };
    expect(profile.hotel.policies).toEqual({ petsAllowed: true, checkinFrom: '15:00', checkoutTo: '10:30' });
    // A save based on the old version changes nothing and says why.
    const stale = await call('PUT', timesUrl(), {
      body: { checkinFrom: '12:00', checkinTo: null, checkoutTo: null, version: before.version },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).errors).toEqual([
      { field: 'version', code: 'bo.checkin.changed' },
    ]);
    expect(((await (await call('GET', timesUrl())).json()) as CheckinTimesView).checkinFrom).toBe('15:00');
    // The pre-arrival e-mail's days are saved with the times: 0 turns it off, 15 is refused.
    for (const [days, status] of [
      [15, 400],
      [1.5, 400],
      [0, 200],
    ] as const) {
      const answer = await call('PUT', timesUrl(), {
        body: {
          checkinFrom: '15:00',
          checkinTo: null,
          checkoutTo: '10:30',
          preArrivalDays: days,
          version: saved.version,
        },
      });
      expect(answer.status).toBe(status);
      if (status === 400) {
        expect(((await answer.json()) as ErrorBody).errors).toEqual([
          { field: 'preArrivalDays', code: 'error.field.generic.invalid' },
        ]);
      }
    }
    expect(((await (await call('GET', timesUrl())).json()) as CheckinTimesView).preArrivalDays).toBe(0);
  });

  it.each([
    [{ checkinFrom: null, checkinTo: null, checkoutTo: null }, 'checkinFrom', 'error.required'],
    [
      { checkinFrom: '14:00', checkinTo: '13:00', checkoutTo: null },
      'checkinTo',
      'error.checkin.until.before.from',
    ],
    [
      { checkinFrom: '14:00', checkinTo: null, checkoutTo: '25:00' },
      'checkoutTo',
      'error.field.generic.invalid',
    ],
    [
      { checkinFrom: '2 pm', checkinTo: null, checkoutTo: null },
      'checkinFrom',
      'error.field.generic.invalid',
    ],
  ])('refuses %j with 400 (%s: %s) and writes nothing', async (times, field, code) => {
    const current = (await (await call('GET', timesUrl())).json()) as CheckinTimesView;
    const res = await call('PUT', timesUrl(), { body: { ...times, version: current.version } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toContainEqual({ field, code });
    expect(await (await call('GET', timesUrl())).json()).toEqual(current);
  });
});

describe('a reservation history', () => {
  it('answers 401, 403 for another manager and 404 for a code of another hotel', async () => {
    const code = await book();
    expect((await call('GET', historyUrl(code), { session: null })).status).toBe(401);
    const forbidden = await call('GET', historyUrl(code), { session: outsider });
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as ErrorBody).errors).toEqual([
      { field: 'hotelId', code: 'error.hotel.not.managed' },
    ]);
    expect((await call('GET', historyUrl(code, OTHER_HOTEL_ID), { session: outsider })).status).toBe(404);
  });

  it('records the online booking, a note, its edit and removal, and the cancellation with its e-mail', async () => {
    const code = await book();
    let events = await history(code);
    expect(events.map((e) => e.type)).toEqual(['CREATED', 'EMAIL_SENT']);
    expect(events[0]).toMatchObject({ actor: { kind: 'GUEST' }, detail: { source: 'WIDGET' } });
    expect(events[1]?.detail).toMatchObject({ template: 'reservation-confirmation' });
    // The confirmation e-mail tells the hotel's check-in times (saved by the tests above).
    const mail = await env.DB.prepare(
      `SELECT body_text FROM email_outbox WHERE template = 'reservation-confirmation' ORDER BY id DESC LIMIT 1`,
    ).first<{ body_text: string }>();
    expect(mail?.body_text).toContain('Check-in from 15:00 · check-out by 10:30');

    const notes = `${SECURE_API}/hotels/${HOTEL_ID}/reservations/${code}/notes`;
    const added = (await (await call('POST', notes, { body: { text: 'Late arrival' } })).json()) as {
      id: number;
      version: number;
    };
    expect(
      (await call('PUT', `${notes}/${added.id}`, { body: { text: 'Arrives at 23', version: added.version } }))
        .status,
    ).toBe(200);
    // A stale edit loses: no history line for it.
    expect(
      (await call('PUT', `${notes}/${added.id}`, { body: { text: 'Stale', version: added.version } })).status,
    ).toBe(409);
    expect((await call('DELETE', `${notes}/${added.id}?version=${added.version + 1}`)).status).toBe(204);

    const cancel = await call('POST', `${SECURE_API}/hotels/${HOTEL_ID}/reservations/${code}/cancel`, {
      body: { preview: false },
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);

    events = await history(code);
    expect(events.map((e) => e.type)).toEqual([
      'CREATED',
      'EMAIL_SENT',
      'NOTE_ADDED',
      'NOTE_EDITED',
      'NOTE_REMOVED',
      'CANCELLED',
      'EMAIL_SENT',
    ]);
    const staffActor = { kind: 'STAFF', name: 'Marta', surname: 'Rossi' };
    for (const event of events.slice(2)) expect(event.actor).toEqual(staffActor);
    expect(events[5]?.detail).toMatchObject({ currency: 'EUR' });
    expect(events[6]?.detail).toMatchObject({ template: 'reservation-cancellation' });
    // Oldest first.
    const dates = events.map((e) => e.date);
    expect([...dates].sort()).toEqual(dates);
  });

  it("records the guest's own cancellation through the private link as the guest's", async () => {
    const res = await postReservation(reservationBody({ checkin: day(24), checkout: day(25) }));
    expect(res.status).toBe(201);
    const created = (await res.json()) as ReservationCreated & { manageToken: string };
    const cancelled = await SELF.fetch(`${API}/booking/reservations/${created.code}/cancel`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() },
      body: JSON.stringify({ token: created.manageToken }),
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const events = await history(created.code);
    expect(events.map((e) => [e.type, e.actor?.kind ?? null])).toEqual([
      ['CREATED', 'GUEST'],
      ['EMAIL_SENT', 'GUEST'],
      ['CANCELLED', 'GUEST'],
      ['EMAIL_SENT', 'GUEST'],
    ]);
    expect(events[3]?.detail).toMatchObject({ template: 'reservation-cancellation' });
  });

  it('records a room move from the planning with the room it went to', async () => {
    const res = await postReservation(reservationBody({ checkin: day(30), checkout: day(31) }));
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as ReservationCreated;
    const stay = await env.DB.prepare(
      `SELECT rr.id, rr.room_id, r.version FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id
        WHERE r.code = ?`,
    )
      .bind(code)
      .first<{ id: number; room_id: number; version: number }>();
    const target = await env.DB.prepare(
      `SELECT id, name FROM rooms WHERE room_type_id = ? AND id <> ? AND id NOT IN (
         SELECT room_id FROM reservation_rooms WHERE room_id IS NOT NULL AND status = 'CONFIRMED'
           AND start_date < ? AND end_date > ?) ORDER BY id LIMIT 1`,
    )
      .bind(DOUBLE, stay?.room_id ?? 0, day(31), day(30))
      .first<{ id: number; name: string }>();
    if (!stay || !target) throw new Error('no stay or free room');
    const moved = await call('POST', `${SECURE_API}/hotels/${HOTEL_ID}/planning/moves`, {
      body: { roomSoldId: stay.id, toRoomId: target.id, version: stay.version },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const events = await history(code);
    expect(events.at(-1)).toMatchObject({
      type: 'MOVED',
      actor: { kind: 'STAFF', name: 'Marta', surname: 'Rossi' },
      detail: { roomId: target.id, room: target.name },
    });
    // The same move again is refused (same room): no second line.
    await call('POST', `${SECURE_API}/hotels/${HOTEL_ID}/planning/moves`, {
      body: { roomSoldId: stay.id, toRoomId: target.id, version: stay.version + 1 },
    });
    expect((await history(code)).filter((e) => e.type === 'MOVED')).toHaveLength(1);
  });

  it('writes no history line when the batch was based on an old version (a lost race)', async () => {
    const code = await book();
    const before = await history(code);
    // The guard applyActionStatements gives each action's line: the version the action read.
    // One behind the stored version (another change won meanwhile): nothing is written.
    const { eventStatement, versionGuard } = await import('../data/reservation-events.ts');
    const row = await env.DB.prepare('SELECT id, version FROM reservations WHERE code = ?')
      .bind(code)
      .first<{ id: number; version: number }>();
    if (!row) throw new Error('no reservation');
    await env.DB.batch([
      eventStatement(env.DB, {
        reservation: { id: row.id },
        type: 'CANCELLED',
        actor: null,
        now: new Date(),
        when: versionGuard(row.id, row.version - 1),
      }),
    ]);
    expect(await history(code)).toEqual(before);
    // Based on the current version, the same statement writes its line.
    await env.DB.batch([
      eventStatement(env.DB, {
        reservation: { id: row.id },
        type: 'CANCELLED',
        actor: null,
        now: new Date(),
        when: versionGuard(row.id, row.version),
      }),
    ]);
    expect((await history(code)).map((e) => e.type)).toEqual([...before.map((e) => e.type), 'CANCELLED']);
  });
});

describe('the weather of a hotel page (WEATHER_URL in the OpenWeatherMap shape)', () => {
  const UPSTREAM = env.TEST_UPSTREAM_ORIGIN;
  const weather = (ref: string, weatherUrl: string, key?: string) =>
    app.request(`https://itaca.test/api/rs/public/hotels/${ref}/weather`, undefined, {
      ...env,
      WEATHER_URL: weatherUrl,
      ...(key ? { WEATHER_KEY: key } : {}),
    });
  const received = async () =>
    ((await (await fetch(`${UPSTREAM}/__test/requests`)).json()) as ReceivedLog).received.filter((url) =>
      url.startsWith('/weather'),
    );
  const setCity = (city: string | null, country: string) =>
    env.DB.prepare('UPDATE hotels SET address_json = ? WHERE id = ?')
      .bind(JSON.stringify({ address: 'Via Roma 1', city, country }), HOTEL_ID)
      .run();

  it('asks the provider for city,country in metric JSON, maps the icon and keeps the answer 10 minutes', async () => {
    await setCity('Firenze', 'IT');
    const before = (await received()).length;
    const res = await weather(HOTEL_ALIAS, `${UPSTREAM}/weather`, 'app-123');
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toEqual({
      city: 'Firenze',
      country: 'IT',
      iconCode: '02n',
      label: 'partly.cloudy',
      isNight: true,
      temperature: 21.5,
    });
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=600');
    const calls = (await received()).slice(before);
    expect(calls).toHaveLength(1);
    const query = new URL(calls[0] ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      q: 'Firenze,IT',
      mode: 'json',
      units: 'metric',
      appid: 'app-123',
    });
    // The second page view is answered from the Cache API: the provider is not asked again.
    expect((await weather(String(HOTEL_ID), `${UPSTREAM}/weather`, 'app-123')).status).toBe(200);
    expect((await received()).length).toBe(before + 1);
  });

  it("answers the spec's failures: provider error, no city, not configured, unknown hotel", async () => {
    await setCity('Nowhere', 'XX');
    const failed = await weather(HOTEL_ALIAS, `${UPSTREAM}/weather`);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      message: 'Error getting weather for the city and country',
      errors: [{ field: 'weather', code: 'error.weather.provider' }],
    });
    await setCity('Firenze', 'IT');
    expect((await weather(HOTEL_ALIAS, `${UPSTREAM}/weather-broken`)).status).toBe(502);
    await setCity(null, 'IT');
    const noCity = await weather(HOTEL_ALIAS, `${UPSTREAM}/weather`);
    expect(noCity.status).toBe(422);
    expect(((await noCity.json()) as ErrorBody).message).toBe('City cannot be null');
    const off = await weather(HOTEL_ALIAS, '');
    expect(off.status).toBe(404);
    expect(((await off.json()) as ErrorBody).errors).toEqual([
      { field: 'weather', code: 'error.weather.not.configured' },
    ]);
    expect((await weather('no-such-hotel', `${UPSTREAM}/weather`)).status).toBe(404);
    expect((await weather('bad%20ref', `${UPSTREAM}/weather`)).status).toBe(400);
  });
});

describe('payment settings', () => {
  const url = `${SECURE_API}/hotels/${HOTEL_ID}/payment-settings`;
  const profileSettings = async () =>
    (
      (await (await SELF.fetch(`${API}/booking/hotels/${HOTEL_ID}`)).json()) as {
        hotel: { paymentSettings: Record<string, unknown> };
      }
    ).hotel.paymentSettings;

  it('saves the accepted cards and the guarantee switch the booking profile shows, keeping PayPal', async () => {
    await env.DB.prepare(
      `UPDATE hotels SET payment_settings_json = '{"paypal":{"type":"EXPRESS"},"creditCards":[{"circuit":"VISA"}],"otherCards":[]}' WHERE id = ?`,
    )
      .bind(HOTEL_ID)
      .run();
    expect((await call('GET', url, { session: outsider })).status).toBe(403);
    const before = (await (await call('GET', url)).json()) as PaymentSettingsView;
    expect(before).toMatchObject({ guaranteeCard: true, creditCards: ['VISA'], otherCards: [] });
    const res = await call('PUT', url, {
      body: {
        guaranteeCard: false,
        creditCards: ['AMEX', 'VISA'],
        otherCards: ['MAESTRO'],
        version: before.version,
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // The spec's order, whatever order they were ticked in.
    expect(await res.json()).toEqual({
      guaranteeCard: false,
      creditCards: ['VISA', 'AMEX'],
      otherCards: ['MAESTRO'],
      version: before.version + 1,
    });
    expect(await profileSettings()).toEqual({
      paypal: { type: 'EXPRESS' },
      creditCards: [{ circuit: 'VISA' }, { circuit: 'AMEX' }],
      otherCards: [{ circuit: 'MAESTRO' }],
      guaranteeCard: false,
    });
    // A save based on the old version changes nothing and says why.
    const stale = await call('PUT', url, {
      body: { guaranteeCard: true, creditCards: ['VISA'], otherCards: [], version: before.version },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).errors).toEqual([
      { field: 'version', code: 'bo.payments.changed' },
    ]);
    // Back to asking a card, for the bookings of the other tests.
    const restored = await call('PUT', url, {
      body: {
        guaranteeCard: true,
        creditCards: ['VISA', 'MASTERCARD'],
        otherCards: [],
        version: before.version + 1,
      },
    });
    expect(restored.status).toBe(200);
    expect((await profileSettings()).guaranteeCard).toBeUndefined();
  });

  it.each([
    [{ guaranteeCard: true, creditCards: [], otherCards: [] }, 'creditCards', 'error.payments.no.card'],
    [
      { guaranteeCard: true, creditCards: ['VISA', 'VISA'], otherCards: [] },
      'creditCards',
      'error.field.duplicate',
    ],
    [
      { guaranteeCard: true, creditCards: ['PAYPAL'], otherCards: [] },
      'creditCards.0',
      'error.field.generic.invalid',
    ],
    [
      { guaranteeCard: 'yes', creditCards: ['VISA'], otherCards: [] },
      'guaranteeCard',
      'error.field.generic.invalid',
    ],
  ])('refuses %j with 400 (%s: %s) and writes nothing', async (settings, field, code) => {
    const current = (await (await call('GET', url)).json()) as PaymentSettingsView;
    const res = await call('PUT', url, { body: { ...settings, version: current.version } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toContainEqual({ field, code });
    expect(await (await call('GET', url)).json()).toEqual(current);
  });
});
