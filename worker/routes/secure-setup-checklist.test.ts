/**
 * The setup checklist (GET /hotels/{hotelId}/setup) inside workerd, on the real demo seed: a
 * hotel fresh from registration (register, the e-mailed link, activation) has every step to do,
 * its name and type being all registration gives; steps turn done as the hotel's data appears
 * (address, a room type and two rooms through the API; plans, prices, taxes and a site as rows);
 * every demo hotel of the demo manager has every step done; another manager's hotel answers 403.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterPayload } from '../../src/contracts/register.ts';
import type { RoomTypeView } from '../../src/contracts/secure/room-types.ts';
import {
  type SetupChecklistResponse,
  setupChecklistResponse,
} from '../../src/contracts/secure/setup-checklist.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { SETUP_CHECKLIST_EXAMPLE } from '../openapi/secure-setup-checklist.ts';
import { hashPassword } from '../security/password.ts';
import { DEMO_MANAGER } from '../seed/demo-data.ts';
import { buildSeedStatements } from '../seed/seed-sql.ts';
import { type ManagerSession, signInManager } from '../test/manager-session.ts';
import { answer, call } from '../test/setup-fixture.ts';

const API = 'https://itaca.test/api/rs/public';
const PASSWORD = 'Setup-Ch3cklist!';
const EMAIL = 'new.hotel@example.com';

let demo: ManagerSession;
let fresh: ManagerSession;
let freshHotelId = 0;

function post(path: string, body: unknown) {
  return SELF.fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.27' },
    body: JSON.stringify(body),
  });
}

/** A prospect registers on the demo's basic plan, then opens the link of the e-mail. */
async function registerHotel(): Promise<number> {
  const body: RegisterPayload = {
    account: {
      name: 'Nuova',
      surname: 'Gestione',
      email: EMAIL,
      username: 'new_hotel',
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
    hotel: { type: 'HOTEL', name: 'Hotel Nuovo', stars: 3, roomsNumber: 12, entireAccommodation: false },
    contract: {
      planId: 1,
      optionId: 1,
      discountId: null,
      billing: {
        companyName: 'Nuovo Srl',
        vatNumber: 'IT00743110157',
        address: 'Via Roma 1',
        zip: '00100',
        city: 'Roma',
        email: 'billing@example.com',
      },
    },
    terms: true,
    privacy: true,
    language: 'en',
  };
  expect((await post('/register', body)).status).toBe(200);
  const mail = await env.DB.prepare(
    "SELECT body_text FROM email_outbox WHERE to_address = ? AND template = 'register-verify'",
  )
    .bind(EMAIL)
    .first<{ body_text: string }>();
  const link = new URL(/https?:\/\/\S+/.exec(mail?.body_text ?? '')?.[0] ?? 'https://none.test/');
  const verified = await post('/register/verify', {
    id: link.searchParams.get('id'),
    token: link.searchParams.get('token'),
  });
  expect(verified.status).toBe(201);
  const hotel = await env.DB.prepare(
    'SELECT mh.hotel_id AS id FROM manager_hotels mh JOIN managers m ON m.id = mh.manager_id WHERE m.email = ?',
  )
    .bind(EMAIL)
    .first<{ id: number }>();
  return hotel?.id ?? 0;
}

async function checklist(session: ManagerSession, hotelId: number): Promise<SetupChecklistResponse> {
  const res = await call(session, 'GET', `/hotels/${hotelId}/setup`);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return setupChecklistResponse.parse(await answer<unknown>(res, 200));
}

const doneSteps = async (hotelId: number) =>
  (await checklist(fresh, hotelId)).steps.filter((step) => step.done).map((step) => step.key);

const run = (sql: string, ...binds: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...binds)
    .run();

beforeAll(async () => {
  const seed = await buildSeedStatements({
    now: new Date(),
    passwordHash: await hashPassword(DEMO_MANAGER.password),
  });
  await env.DB.batch(seed.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
  freshHotelId = await registerHotel();
  demo = await signInManager(DEMO_MANAGER.email);
  fresh = await signInManager(EMAIL, PASSWORD);
}, 120_000);

describe('a hotel fresh from registration', () => {
  it('has every step to do: registration gives its name and type, not its address', async () => {
    const { steps } = await checklist(fresh, freshHotelId);
    expect(steps).toEqual([
      { key: 'hotel', done: false, count: null },
      { key: 'photos', done: false, count: 0 },
      { key: 'room-types', done: false, count: 0 },
      { key: 'rooms', done: false, count: 0 },
      { key: 'rate-plans', done: false, count: 0 },
      { key: 'taxes', done: false, count: null },
      { key: 'prices', done: false, count: null },
      { key: 'widget', done: false, count: 0 },
    ]);
  });

  it('turns each step done as the data it reads appears', async () => {
    const hotelId = freshHotelId;
    const address = await call(fresh, 'PUT', `/hotels/${hotelId}/address`, {
      addressInfo: {
        address: 'Via Roma 1, Roma',
        street: 'Via Roma',
        number: '1',
        city: 'Roma',
        country: 'IT',
      },
      version: 1,
    });
    expect(address.status, await address.clone().text()).toBe(200);
    expect(await doneSteps(hotelId)).toEqual(['hotel']);

    // A room type and two rooms through the screens' API.
    const type = await answer<RoomTypeView>(
      await call(fresh, 'POST', `/hotels/${hotelId}/room-types`, {
        name: { en: 'Double', it: 'Doppia' },
        category: 'DOUBLE',
        occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 },
      }),
      201,
    );
    expect(await doneSteps(hotelId)).toEqual(['hotel', 'room-types']);
    for (const number of ['101', '102']) {
      await answer(
        await call(fresh, 'POST', `/hotels/${hotelId}/rooms`, { roomTypeId: type.id, number }),
        201,
      );
    }
    const steps = (await checklist(fresh, hotelId)).steps;
    expect(steps.find((s) => s.key === 'rooms')).toEqual({ key: 'rooms', done: true, count: 2 });

    // Plans: a derived plan, a plan selling only another hotel's type and a plan without a
    // cancellation policy do not sell a night a guest can book; a primary one with a policy does.
    const today = todayIn('Europe/Rome', Date.now());
    await run(
      `INSERT INTO cancellation_policies (id, hotel_id, name_key, deposit) VALUES (99270, ?, 'policy.free', 0)`,
      hotelId,
    );
    await run(
      `INSERT INTO rate_plans (id, hotel_id, name_key, type, room_type_ids_json, cancellation_policy_id)
       VALUES (99271, ?1, 'plan.none', 'STANDARD', NULL, NULL),
              (99272, ?1, 'plan.elsewhere', 'STANDARD', '[999999]', 99270)`,
      hotelId,
    );
    await run(
      `INSERT INTO rate_plans (id, hotel_id, name_key, type, parent_rate_plan_id, derivation_kind, derivation_value,
         cancellation_policy_id) VALUES (99273, ?, 'plan.derived', 'NOT_REFUNDABLE', 99271, 'PERCENTAGE', -10, 99270)`,
      hotelId,
    );
    // A price on a past night sells nothing either.
    await run(
      `INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents) VALUES (?, date(?, '-1 day'), 99271, 9000)`,
      type.id,
      today,
    );
    expect(await doneSteps(hotelId)).toEqual(['hotel', 'room-types', 'rooms']);
    await run('UPDATE rate_plans SET cancellation_policy_id = 99270 WHERE id = 99271');
    await run(
      'INSERT INTO daily_rates (room_type_id, date, rate_plan_id, amount_cents) VALUES (?, ?, 99271, 9000)',
      type.id,
      today,
    );
    expect(await doneSteps(hotelId)).toEqual(['hotel', 'room-types', 'rooms', 'rate-plans', 'prices']);

    // The taxes screen saved once, a site and a photo: everything is done.
    await run(
      `INSERT INTO property_changes (hotel_id, changed_date, subject, subject_id, action, after_json)
       VALUES (?1, ?2, 'TAXES', ?1, 'UPDATE', '{}')`,
      hotelId,
      new Date().toISOString(),
    );
    await run(
      "INSERT INTO hotel_sites (hotel_id, origin, added_date) VALUES (?, 'https://hotel-nuovo.example', ?)",
      hotelId,
      new Date().toISOString(),
    );
    await run("INSERT INTO hotel_gallery (hotel_id, path) VALUES (?, 'hotels/nuovo/1.webp')", hotelId);
    expect((await checklist(fresh, hotelId)).steps.every((step) => step.done)).toBe(true);

    // Taking the only room type off sale undoes what hangs on it.
    await run('UPDATE room_types SET enabled = 0 WHERE id = ?', type.id);
    expect(await doneSteps(hotelId)).toEqual(['hotel', 'photos', 'taxes', 'widget']);
  });
});

describe('opening for bookings (POST /hotels/{hotelId}/setup/open)', () => {
  const profile = async (hotelId: number) =>
    (
      await SELF.fetch(`${API}/booking/hotels/${hotelId}`, {
        headers: { 'CF-Connecting-IP': '203.0.113.28' },
      })
    ).status;

  it('keeps a registered hotel closed until what a guest books is there, then opens it once', async () => {
    const hotelId = freshHotelId;
    expect((await checklist(fresh, hotelId)).open).toBe(false);
    expect(await profile(hotelId)).toBe(404);
    // The previous test took the only room type off sale: rooms, plans and prices hang on it.
    const refused = await call(fresh, 'POST', `/hotels/${hotelId}/setup/open`);
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { message: string; errors: { field: string; code: string }[] };
    expect(body.errors).toEqual([{ field: 'steps', code: 'error.setup.not.ready' }]);
    expect(body.message).toContain('room-types, rooms, rate-plans, prices');
    expect(await profile(hotelId)).toBe(404);

    await run('UPDATE room_types SET enabled = 1 WHERE hotel_id = ?', hotelId);
    const opened = setupChecklistResponse.parse(
      await answer<unknown>(await call(fresh, 'POST', `/hotels/${hotelId}/setup/open`), 200),
    );
    expect(opened.open).toBe(true);
    expect(await profile(hotelId)).toBe(200);
    const audit = await env.DB.prepare(
      "SELECT count(*) AS n FROM property_changes WHERE hotel_id = ? AND subject = 'HOTEL' AND after_json = '{\"open\":true}'",
    )
      .bind(hotelId)
      .first<{ n: number }>();
    expect(audit?.n).toBe(1);
    // Opening an open hotel changes nothing (no second audit row).
    expect((await call(fresh, 'POST', `/hotels/${hotelId}/setup/open`)).status).toBe(200);
    const again = await env.DB.prepare(
      "SELECT count(*) AS n FROM property_changes WHERE hotel_id = ? AND subject = 'HOTEL'",
    )
      .bind(hotelId)
      .first<{ n: number }>();
    expect(again?.n).toBe(1);
    // It takes the last place of the public lists, after the hotels open before it.
    const places = await env.DB.prepare(
      'SELECT (SELECT classification FROM hotels WHERE id = ?1) AS mine, (SELECT max(classification) FROM hotels WHERE id <> ?1 AND enabled = 1) AS others',
    )
      .bind(hotelId)
      .first<{ mine: number; others: number }>();
    expect(places?.mine).toBeGreaterThan(places?.others ?? Number.POSITIVE_INFINITY);

    // Closed again (a season's end): nobody finds it; closing twice changes nothing more.
    const closed = setupChecklistResponse.parse(
      await answer<unknown>(await call(fresh, 'DELETE', `/hotels/${hotelId}/setup/open`), 200),
    );
    expect(closed.open).toBe(false);
    expect(await profile(hotelId)).toBe(404);
    expect((await call(fresh, 'DELETE', `/hotels/${hotelId}/setup/open`)).status).toBe(200);
    const audits = await env.DB.prepare(
      "SELECT after_json FROM property_changes WHERE hotel_id = ? AND subject = 'HOTEL' ORDER BY id",
    )
      .bind(hotelId)
      .all<{ after_json: string }>();
    expect(audits.results.map((row) => row.after_json)).toEqual(['{"open":true}', '{"open":false}']);
  });

  it("refuses another manager's hotel", async () => {
    expect((await call(fresh, 'POST', `/hotels/${DEMO_MANAGER.hotelIds[0]}/setup/open`)).status).toBe(403);
    expect((await call(fresh, 'DELETE', `/hotels/${DEMO_MANAGER.hotelIds[0]}/setup/open`)).status).toBe(403);
  });
});

describe('the demo hotels', () => {
  it.each(DEMO_MANAGER.hotelIds)('hotel %i has every step done and is open', async (hotelId) => {
    const { steps, open } = await checklist(demo, hotelId);
    expect(steps.filter((step) => !step.done)).toEqual([]);
    expect(steps).toHaveLength(8);
    expect(open).toBe(true);
  });
});

describe('who may', () => {
  it("answers 403 for another manager's hotel, both ways, and 401 without a session", async () => {
    expect((await call(fresh, 'GET', `/hotels/${DEMO_MANAGER.hotelIds[0]}/setup`)).status).toBe(403);
    expect((await call(demo, 'GET', `/hotels/${freshHotelId}/setup`)).status).toBe(403);
    expect((await call(null, 'GET', `/hotels/${freshHotelId}/setup`)).status).toBe(401);
  });
});

describe('the OpenAPI example', () => {
  it('is an answer of the documented schema', () => {
    expect(setupChecklistResponse.parse(SETUP_CHECKLIST_EXAMPLE)).toEqual(SETUP_CHECKLIST_EXAMPLE);
  });
});
