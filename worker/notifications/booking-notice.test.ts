/**
 * A booking from the widget tells the hotel's staff in the same batch (decision 056): the owner
 * reads it, the housekeeper never does. The API's own rules are in
 * worker/routes/secure-notifications.test.ts; this file books for real, so it runs at each instant.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, expect, it } from 'vitest';
import { insertManager } from '../data/managers.ts';
import { HOTEL_ID, postReservation, reservationBody, seedBookingFixture } from '../test/booking-fixture.ts';

let ownerId: number;
let housekeeperId: number;

beforeAll(async () => {
  await seedBookingFixture();
  const person = (username: string) =>
    insertManager(env.DB, {
      email: `${username}@example.com`,
      username,
      name: 'Anna',
      surname: username,
      passwordHash: 'not-used',
    });
  ownerId = await person('owner_booking_notice');
  housekeeperId = await person('housekeeper_booking_notice');
  await env.DB.prepare(
    `INSERT INTO manager_hotels (manager_id, hotel_id, role) VALUES (?, ?, 'OWNER'), (?, ?, 'HOUSEKEEPING')`,
  )
    .bind(ownerId, HOTEL_ID, housekeeperId, HOTEL_ID)
    .run();
});

it('tells the owner of a widget booking, with its code and guest, and not the housekeeper', async () => {
  const res = await postReservation(reservationBody());
  expect(res.status).toBe(201);
  const { code } = await res.json<{ code: string }>();
  const { results } = await env.DB.prepare(
    'SELECT manager_id, kind, event, params_json, read_at FROM notifications WHERE hotel_id = ?',
  )
    .bind(HOTEL_ID)
    .all<{ manager_id: number; kind: string; event: string; params_json: string; read_at: string | null }>();
  expect(results).toHaveLength(1);
  expect(results[0]).toMatchObject({
    manager_id: ownerId,
    kind: 'CHANNEL_MANAGER_RESERVATION',
    event: 'reservation.created',
    read_at: null,
  });
  expect(JSON.parse(results[0]?.params_json ?? '{}')).toMatchObject({
    code,
    guest: 'Mario Rossi',
    source: 'WIDGET',
  });
});
