/**
 * The staff notes routes inside workerd: access (401, 403 for another manager's hotel, 404 for a
 * code of another hotel or a note of another reservation), the 400-character limit, authors and
 * editors, and two managers editing the same note (one 200, one 409).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import type { NoteView } from '../../src/contracts/secure/notes.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import {
  DOUBLE,
  day,
  HOTEL_ID,
  postReservation,
  reservationBody,
  seedBookingFixture,
} from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const OTHER_HOTEL_ID = 9312;
let staff: ManagerSession;
let rival: ManagerSession;
let outsider: ManagerSession;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const notesUrl = (code: string, hotelId: number = HOTEL_ID) =>
  `${SECURE_API}/hotels/${hotelId}/reservations/${code}/notes`;

async function book(): Promise<string> {
  const res = await postReservation(reservationBody({ checkin: day(14), checkout: day(15) }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as ReservationCreated).code;
}

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
  if (options.body !== undefined) {
    init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return SELF.fetch(target, init);
}

async function add(code: string, text: string, session: ManagerSession = staff): Promise<NoteView> {
  const res = await call('POST', notesUrl(code), { session, body: { text } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as NoteView;
}

async function list(code: string): Promise<NoteView[]> {
  const res = await call('GET', notesUrl(code));
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return (await res.json()) as NoteView[];
}

const noteCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM reservation_notes').first<{ n: number }>())?.n ?? 0;

beforeAll(async () => {
  await seedBookingFixture();
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const ids = [];
  for (const [email, name, surname] of [
    ['notes.staff@example.com', 'Sara', 'Neri'],
    ['notes.rival@example.com', 'Luca', 'Verdi'],
    ['notes.outsider@example.com', 'Otto', 'Esterno'],
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
  const [staffId, rivalId, outsiderId] = ids;
  await env.DB.batch([
    env.DB.prepare('UPDATE inventory SET total = 100 WHERE room_type_id = ?').bind(DOUBLE),
    env.DB.prepare(
      `INSERT OR IGNORE INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
         payment_settings_json, policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Other Hotel', 'notes-other-hotel', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(OTHER_HOTEL_ID, now, now),
    env.DB.prepare(
      'INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?), (?, ?), (?, ?)',
    ).bind(staffId, HOTEL_ID, staffId, OTHER_HOTEL_ID, rivalId, HOTEL_ID, outsiderId, OTHER_HOTEL_ID),
  ]);
  staff = await signInManager('notes.staff@example.com');
  rival = await signInManager('notes.rival@example.com');
  outsider = await signInManager('notes.outsider@example.com');
});

describe('who may read and write', () => {
  it('answers 401 without a session on every route and writes nothing', async () => {
    const code = await book();
    const note = await add(code, 'Late arrival');
    const before = await noteCount();
    const one = `${notesUrl(code)}/${note.id}`;
    const responses = [
      await call('GET', notesUrl(code), { session: null }),
      await call('POST', notesUrl(code), { session: null, body: { text: 'x' } }),
      await call('PUT', one, { session: null, body: { text: 'x', version: 1 } }),
      await call('DELETE', `${one}?version=1`, { session: null }),
    ];
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect(await noteCount()).toBe(before);
  });

  it("answers 403 for another manager's hotel on every route", async () => {
    const code = await book();
    const note = await add(code, 'Allergic to feathers');
    const one = `${notesUrl(code)}/${note.id}`;
    const responses = [
      await call('GET', notesUrl(code), { session: outsider }),
      await call('POST', notesUrl(code), { session: outsider, body: { text: 'x' } }),
      await call('PUT', one, { session: outsider, body: { text: 'x', version: 1 } }),
      await call('DELETE', `${one}?version=1`, { session: outsider }),
    ];
    for (const res of responses) {
      expect(res.status).toBe(403);
      expect(((await res.json()) as ErrorBody).errors).toEqual([
        { field: 'hotelId', code: 'error.hotel.not.managed' },
      ]);
    }
    expect(await list(code)).toEqual([note]);
  });

  it('answers 404 for the code of another hotel and for a note of another reservation', async () => {
    const code = await book();
    const other = await book();
    const note = await add(other, 'Not yours');
    expect((await call('GET', notesUrl(code, OTHER_HOTEL_ID))).status).toBe(404);
    expect((await call('POST', notesUrl(code, OTHER_HOTEL_ID), { body: { text: 'x' } })).status).toBe(404);
    const wrong = `${notesUrl(code)}/${note.id}`;
    expect((await call('PUT', wrong, { body: { text: 'x', version: 1 } })).status).toBe(404);
    expect((await call('DELETE', `${wrong}?version=1`)).status).toBe(404);
    expect((await list(other))[0]?.text).toBe('Not yours');
  });
});

describe('notes', () => {
  it('adds, lists newest first, edits and removes, with author and last editor', async () => {
    const code = await book();
    const first = await add(code, '  Late arrival, around 23:00  ');
    expect(first).toMatchObject({
      text: 'Late arrival, around 23:00',
      createdBy: { name: 'Sara', surname: 'Neri' },
      lastModifiedBy: null,
      lastModifiedDate: null,
      isEdited: false,
      version: 1,
    });
    const second = await add(code, 'Needs a cot', rival);
    expect((await list(code)).map((n) => n.id)).toEqual([second.id, first.id]);

    const res = await call('PUT', `${notesUrl(code)}/${first.id}`, {
      session: rival,
      body: { text: 'Arrives at midnight', version: 1 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = (await res.json()) as NoteView;
    expect(edited).toMatchObject({
      id: first.id,
      text: 'Arrives at midnight',
      createdBy: { name: 'Sara', surname: 'Neri' },
      lastModifiedBy: { name: 'Luca', surname: 'Verdi' },
      isEdited: true,
      version: 2,
    });
    expect(edited.lastModifiedDate).not.toBeNull();

    const stale = await call('DELETE', `${notesUrl(code)}/${first.id}?version=1`);
    expect(stale.status).toBe(409);
    const removed = await call('DELETE', `${notesUrl(code)}/${first.id}?version=2`);
    expect(removed.status).toBe(204);
    expect((await list(code)).map((n) => n.id)).toEqual([second.id]);
    const gone = await call('PUT', `${notesUrl(code)}/${first.id}`, { body: { text: 'x', version: 2 } });
    expect(gone.status).toBe(404);
  });

  it.each([
    ['an empty text', { text: '   ' }, 'text', 'error.required'],
    ['401 characters', { text: 'x'.repeat(401) }, 'text', 'error.field.generic.maxlength'],
    ['no text', {}, 'text', 'error.required'],
    ['a control character', { text: 'a\u0000b' }, 'text', 'error.text.invalid.characters'],
  ])('refuses %s (400) and writes nothing', async (_, body, field, errorCode) => {
    const code = await book();
    const before = await noteCount();
    const res = await call('POST', notesUrl(code), { body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toContainEqual({ field, code: errorCode });
    expect(await noteCount()).toBe(before);
  });

  it('accepts exactly 400 characters and keeps line breaks', async () => {
    const code = await book();
    expect((await add(code, 'x'.repeat(400))).text).toHaveLength(400);
    expect((await add(code, 'first line\nsecond line')).text).toBe('first line\nsecond line');
  });

  it('refuses a bad id, a missing version and a bad version', async () => {
    const code = await book();
    const note = await add(code, 'Check the cot');
    expect((await call('PUT', `${notesUrl(code)}/abc`, { body: { text: 'x', version: 1 } })).status).toBe(
      400,
    );
    expect((await call('PUT', `${notesUrl(code)}/${note.id}`, { body: { text: 'x' } })).status).toBe(400);
    expect((await call('DELETE', `${notesUrl(code)}/${note.id}`)).status).toBe(400);
    expect((await call('DELETE', `${notesUrl(code)}/${note.id}?version=0`)).status).toBe(400);
    expect(await list(code)).toEqual([note]);
  });
});

describe('two managers editing the same note', () => {
  it('applies one edit and answers 409 to the other, whose text is not written', async () => {
    const code = await book();
    const note = await add(code, 'Breakfast in the room');
    const target = `${notesUrl(code)}/${note.id}`;
    const [a, b] = await Promise.all([
      call('PUT', target, { session: staff, body: { text: 'Breakfast at 7', version: 1 } }),
      call('PUT', target, { session: rival, body: { text: 'Breakfast at 9', version: 1 } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    const saved = (await winner.json()) as NoteView;
    const refused = (await loser.json()) as ErrorBody;
    expect(refused.errors).toEqual([{ field: 'version', code: 'error.version.conflict' }]);
    expect(await list(code)).toEqual([saved]);
    expect(saved.version).toBe(2);
  });
});
