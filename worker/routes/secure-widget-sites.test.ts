/**
 * A hotel's own websites (EMBED-1) inside workerd: the back office's routes (401, 403 for another
 * manager's hotel, normalisation, the reason of a refused origin, duplicates, versions) and what
 * they change for the widget: public reads answer any origin with `*` and no cookie, reservations
 * only the hotel's sites; a refused site is noted (by the widget's site check) once an hour and listed for one-click adding;
 * the site check tells the widget whether it may book here.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  RefusedOriginView,
  SiteCheck,
  SitesResponse,
  SiteView,
} from '../../src/contracts/secure/widget-sites.ts';
import { SiteOriginError } from '../../src/domain/site-origin.ts';
import { recordRefusedOrigin } from '../data/hotel-sites.ts';
import { insertManager } from '../data/managers.ts';
import { forgetRefusedOrigin } from '../middleware/booking-cors.ts';
import { hashPassword } from '../security/password.ts';
import {
  ALLOWED_ORIGIN,
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

const OTHER_HOTEL_ID = 9412;
let staff: ManagerSession;
let rival: ManagerSession;
let outsider: ManagerSession;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const sitesUrl = (hotelId: number = HOTEL_ID) => `${SECURE_API}/hotels/${hotelId}/widget/sites`;
const refusedUrl = (hotelId: number = HOTEL_ID) => `${SECURE_API}/hotels/${hotelId}/widget/refused-origins`;

function call(
  method: string,
  target: string,
  options: { session?: ManagerSession | null; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const session = options.session === undefined ? staff : options.session;
  const init: RequestInit = {
    method,
    headers: {
      ...(session ? session.headers() : { 'Content-Type': 'application/json' }),
      ...options.headers,
    },
  };
  if (options.body !== undefined) {
    init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  return SELF.fetch(target, init);
}

async function add(origin: string, session: ManagerSession = staff): Promise<SiteView> {
  const res = await call('POST', sitesUrl(), { session, body: { origin } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SiteView;
}

async function sites(): Promise<SiteView[]> {
  const res = await call('GET', sitesUrl());
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return ((await res.json()) as SitesResponse).sites;
}

async function refused(): Promise<RefusedOriginView[]> {
  const res = await call('GET', refusedUrl());
  expect(res.status).toBe(200);
  return (await res.json()) as RefusedOriginView[];
}

const siteCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM hotel_sites').first<{ n: number }>())?.n ?? 0;

const refusedRow = (origin: string) =>
  env.DB.prepare('SELECT seen_count, last_seen FROM refused_origins WHERE hotel_id = ? AND origin = ?')
    .bind(HOTEL_ID, origin)
    .first<{ seen_count: number; last_seen: string }>();

/** The refused-origin write runs after the answer (waitUntil): wait for it. */
async function waitForRefused(origin: string) {
  await expect.poll(() => refusedRow(origin), { timeout: 3000 }).not.toBeNull();
  return refusedRow(origin);
}

beforeAll(async () => {
  await seedBookingFixture();
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const ids = [];
  for (const [email, name, surname] of [
    ['sites.staff@example.com', 'Sara', 'Neri'],
    ['sites.rival@example.com', 'Luca', 'Verdi'],
    ['sites.outsider@example.com', 'Otto', 'Esterno'],
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
       VALUES (?, 'Other Hotel', 'sites-other-hotel', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(OTHER_HOTEL_ID, now, now),
    env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?), (?, ?)').bind(
      staffId,
      HOTEL_ID,
      rivalId,
      HOTEL_ID,
      outsiderId,
      OTHER_HOTEL_ID,
    ),
  ]);
  staff = await signInManager('sites.staff@example.com');
  rival = await signInManager('sites.rival@example.com');
  outsider = await signInManager('sites.outsider@example.com');
});

describe('who may read and change the sites', () => {
  it('answers 401 without a session and 403 for another manager’s hotel on every route, writing nothing', async () => {
    const site = await add('https://access.hotel-example.it');
    const one = `${sitesUrl()}/${site.id}`;
    const before = await siteCount();
    for (const [session, status] of [
      [null, 401],
      [outsider, 403],
    ] as const) {
      const responses = [
        await call('GET', sitesUrl(), { session }),
        await call('POST', sitesUrl(), { session, body: { origin: 'https://x.example.it' } }),
        await call('PUT', one, { session, body: { origin: 'https://y.example.it', version: 1 } }),
        await call('DELETE', `${one}?version=1`, { session }),
        await call('GET', refusedUrl(), { session }),
      ];
      expect(responses.map((r) => r.status)).toEqual([status, status, status, status, status]);
      if (status === 403) {
        expect(((await responses[1]?.json()) as ErrorBody | undefined)?.errors).toEqual([
          { field: 'hotelId', code: 'error.hotel.not.managed' },
        ]);
      }
    }
    expect(await siteCount()).toBe(before);
  });

  it('refuses a write without the anti-forgery header (403)', async () => {
    const res = await call('POST', sitesUrl(), {
      body: { origin: 'https://xsrf.hotel-example.it' },
      headers: { 'X-XSRF-TOKEN': 'forged' },
    });
    expect(res.status).toBe(403);
    expect((await sites()).map((s) => s.origin)).not.toContain('https://xsrf.hotel-example.it');
  });
});

describe('adding, editing and removing a site', () => {
  it('normalises what the manager typed and records who added it and when', async () => {
    const before = Date.now();
    const site = await add('  WWW.Normalised-Hotel.IT/en/book?x=1 ');
    expect(site).toMatchObject({
      origin: 'https://www.normalised-hotel.it',
      addedBy: { name: 'Sara', surname: 'Neri' },
      updatedBy: null,
      version: 1,
    });
    expect(Date.parse(site.addedDate)).toBeGreaterThanOrEqual(before - 1000);
    const list = await sites();
    expect(list.map((s) => s.origin)).toContain('https://www.normalised-hotel.it');
    // The fixture's site, set up before sites were editable, has no author.
    expect(list.find((s) => s.origin === ALLOWED_ORIGIN)?.addedBy).toBeNull();
  });

  it.each([
    ['', 'error.required'],
    ['ftp://files.hotel-example.it', SiteOriginError.scheme],
    ['http://www.hotel-example.it', SiteOriginError.https],
    ['https://intranet', SiteOriginError.host],
    ['https://a:b@www.hotel-example.it', SiteOriginError.credentials],
    ['x'.repeat(300), 'error.field.generic.maxlength'],
  ])('answers 400 for %j with the reason (%s) and writes nothing', async (origin, code) => {
    const before = await siteCount();
    const res = await call('POST', sitesUrl(), { body: { origin } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([{ field: 'origin', code }]);
    expect(await siteCount()).toBe(before);
  });

  it('lets http://127.0.0.1 and http://localhost in outside production (tests, development)', async () => {
    expect((await add('http://127.0.0.1:8801/host.html')).origin).toBe('http://127.0.0.1:8801');
    const res = await call('GET', sitesUrl());
    expect(((await res.json()) as SitesResponse).httpsOnly).toBe(false);
  });

  it('refuses the same site twice (409), however it is written', async () => {
    await add('https://twice.hotel-example.it');
    const res = await call('POST', sitesUrl(), { body: { origin: 'HTTPS://Twice.Hotel-Example.it:443/' } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'origin', code: 'bo.widget.site.error.duplicate' },
    ]);
    expect((await sites()).filter((s) => s.origin === 'https://twice.hotel-example.it')).toHaveLength(1);
  });

  it('edits with the version: the editor is recorded, a stale version or a taken origin is 409', async () => {
    const site = await add('https://edit.hotel-example.it');
    const edited = await call('PUT', `${sitesUrl()}/${site.id}`, {
      session: rival,
      body: { origin: 'edit2.hotel-example.it', version: site.version },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id: site.id,
      origin: 'https://edit2.hotel-example.it',
      addedBy: { name: 'Sara', surname: 'Neri' },
      updatedBy: { name: 'Luca', surname: 'Verdi' },
      version: 2,
    });
    const stale = await call('PUT', `${sitesUrl()}/${site.id}`, {
      body: { origin: 'https://edit3.hotel-example.it', version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as ErrorBody).errors).toEqual([
      { field: 'version', code: 'error.version.conflict' },
    ]);
    await add('https://taken.hotel-example.it');
    const taken = await call('PUT', `${sitesUrl()}/${site.id}`, {
      body: { origin: 'https://taken.hotel-example.it', version: 2 },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).errors[0]?.code).toBe('bo.widget.site.error.duplicate');
    const missing = await call('PUT', `${sitesUrl()}/999999`, {
      body: { origin: 'https://gone.hotel-example.it', version: 1 },
    });
    expect(missing.status).toBe(404);
  });

  it('removes with the version (a stale one is 409, a second removal 404); another hotel’s site is 404', async () => {
    const site = await add('https://remove.hotel-example.it');
    const one = `${sitesUrl()}/${site.id}`;
    expect((await call('DELETE', `${one}?version=2`)).status).toBe(409);
    expect((await call('DELETE', `${one}?version=1`)).status).toBe(204);
    expect((await call('DELETE', `${one}?version=1`)).status).toBe(404);
    expect((await sites()).map((s) => s.origin)).not.toContain('https://remove.hotel-example.it');
    const theirs = await call('POST', sitesUrl(OTHER_HOTEL_ID), {
      session: outsider,
      body: { origin: 'https://theirs.example.it' },
    });
    const their = (await theirs.json()) as SiteView;
    expect((await call('DELETE', `${sitesUrl()}/${their.id}?version=1`)).status).toBe(404);
  });

  it.each([
    ['PUT', '/abc', { origin: 'https://x.example.it', version: 1 }],
    ['PUT', '/1', { origin: 'https://x.example.it', version: 0 }],
    ['PUT', '/1', { origin: 42, version: 1 }],
    ['DELETE', '/1?version=x', undefined],
    ['POST', '', '{not json'],
  ])('answers 400 to %s %s with junk', async (method, path, body) => {
    const res = await call(method, `${sitesUrl()}${path}`, { body });
    expect(res.status).toBe(400);
  });
});

describe('the widget on any site', () => {
  const foreign = 'https://www.not-yet-added.example';

  it('answers profile, calendar, search and exchange rates to any origin with * and no cookie', async () => {
    for (const path of [
      `/booking/hotels/${HOTEL_ALIAS}`,
      `/booking/hotels/${HOTEL_ID}/calendar?from=${day(1)}&to=${day(2)}`,
      `/booking/hotels/${HOTEL_ALIAS}/search?checkin=${day(3)}&checkout=${day(4)}`,
      `/booking/exchange-rates?base=EUR&hotel=${HOTEL_ALIAS}`,
    ]) {
      const res = await SELF.fetch(`${API}${path}`, {
        headers: { Origin: foreign, Cookie: `${staff.cookie}; __Host-itaca_signed_in=1` },
      });
      // No rates are stored in this database (503): errors are readable cross-origin too.
      expect(res.status, path).toBe(path.includes('exchange-rates') ? 503 : 200);
      expect(res.headers.get('Access-Control-Allow-Origin'), path).toBe('*');
      expect(res.headers.get('Access-Control-Allow-Credentials'), path).toBeNull();
      expect(res.headers.getSetCookie(), path).toEqual([]);
    }
    const preflight = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/search`, {
      method: 'OPTIONS',
      headers: {
        Origin: foreign,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'x-requested-with, x-itaca-instance',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toContain('X-Itaca-Instance');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).not.toContain('POST');
  });

  it('refuses to book from a site until the manager adds it, notes it once, lists it, then books', async () => {
    const origin = 'https://www.book-later.example';
    const preflight = () =>
      SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/reservations`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, idempotency-key',
        },
      });
    const refusedPreflight = await preflight();
    expect(refusedPreflight.status).toBe(204);
    expect(refusedPreflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const body = () => reservationBody({ checkin: day(20), checkout: day(21) });
    const refusedPost = await postReservation(body(), { origin });
    expect(refusedPost.status).toBe(403);
    expect(refusedPost.headers.get('Access-Control-Allow-Origin')).toBeNull();

    // A refused booking writes nothing; the widget's site check notes the site, once an hour.
    expect(await refusedRow(origin)).toBeNull();
    const siteCheck = () =>
      SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/site`, { headers: { Origin: origin } });
    const check = await siteCheck();
    expect(await check.json()).toEqual<SiteCheck>({ allowed: false, origin });
    expect(check.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(check.headers.get('Cache-Control')).toBe('no-store');
    expect(check.headers.get('Vary')).toContain('Origin');
    expect((await waitForRefused(origin))?.seen_count).toBe(1);
    await siteCheck();
    // As in another data centre (no mark there): only the upsert's own guard stops the write.
    await forgetRefusedOrigin(HOTEL_ID, origin);
    await siteCheck();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the writes after the answers
    expect((await refusedRow(origin))?.seen_count).toBe(1);

    const seen = await refused();
    expect(seen.find((r) => r.origin === origin)).toMatchObject({ count: 1, addable: true, similarTo: [] });

    await add(origin);
    expect((await refused()).map((r) => r.origin)).not.toContain(origin);
    expect(await refusedRow(origin)).toBeNull();
    const allowedPreflight = await preflight();
    expect(allowedPreflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    const booked = await postReservation(body(), { origin });
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(booked.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    const again = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/site`, {
      headers: { Origin: origin },
    });
    expect(await again.json()).toEqual<SiteCheck>({ allowed: true, origin });
    // Removed again: the next visit is noted at once, although this isolate noted it within the hour.
    const site = (await sites()).find((s) => s.origin === origin);
    expect((await call('DELETE', `${sitesUrl()}/${site?.id}?version=${site?.version}`)).status).toBe(204);
    expect(await (await siteCheck()).json()).toEqual<SiteCheck>({ allowed: false, origin });
    await waitForRefused(origin);
  });

  it('keeps reading and cancelling a reservation to the sites of its hotel', async () => {
    const created = await postReservation(reservationBody({ checkin: day(22), checkout: day(23) }), {
      origin: ALLOWED_ORIGIN,
    });
    expect(created.status).toBe(201);
    const { code, manageToken } = (await created.json()) as { code: string; manageToken: string };
    const read = (origin: string) =>
      SELF.fetch(`${API}/booking/reservations/${code}?token=${manageToken}`, {
        headers: { Origin: origin, 'CF-Connecting-IP': nextIp() },
      });
    expect((await read(ALLOWED_ORIGIN)).headers.get('Access-Control-Allow-Origin')).toBe(ALLOWED_ORIGIN);
    expect((await read('https://elsewhere.example')).headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('tells our own pages they may book, and answers 404 for an unknown hotel', async () => {
    const own = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/site`);
    expect(await own.json()).toEqual<SiteCheck>({ allowed: true, origin: null });
    const unknown = await SELF.fetch(`${API}/booking/hotels/no-such-hotel/site`, {
      headers: { Origin: foreign },
    });
    expect(unknown.status).toBe(404);
    const junk = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/site`, {
      headers: { Origin: 'null' },
    });
    expect(await junk.json()).toEqual<SiteCheck>({ allowed: false, origin: null });
  });

  it('suggests the site a refused origin resembles (the missing www.)', async () => {
    await add('https://www.resembles.example');
    const check = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ALIAS}/site`, {
      headers: { Origin: 'https://resembles.example' },
    });
    expect(await check.json()).toMatchObject({ allowed: false });
    await waitForRefused('https://resembles.example');
    expect((await refused()).find((r) => r.origin === 'https://resembles.example')?.similarTo).toEqual([
      'https://www.resembles.example',
    ]);
  });
});

describe('the refused-origins table stays small and cheap', () => {
  it('touches a row at most once an hour and counts the hours', async () => {
    const origin = 'https://hourly.example';
    const t0 = Date.parse('2030-01-01T10:00:00Z');
    await recordRefusedOrigin(env.DB, { hotelId: HOTEL_ID, origin, now: t0 });
    await recordRefusedOrigin(env.DB, { hotelId: HOTEL_ID, origin, now: t0 + 10 * 60_000 });
    expect(await refusedRow(origin)).toEqual({ seen_count: 1, last_seen: '2030-01-01T10:00:00.000Z' });
    await recordRefusedOrigin(env.DB, { hotelId: HOTEL_ID, origin, now: t0 + 61 * 60_000 });
    expect(await refusedRow(origin)).toEqual({ seen_count: 2, last_seen: '2030-01-01T11:01:00.000Z' });
    // A site of the hotel is never noted as refused.
    await recordRefusedOrigin(env.DB, { hotelId: HOTEL_ID, origin: ALLOWED_ORIGIN, now: t0 });
    expect(await refusedRow(ALLOWED_ORIGIN)).toBeNull();
  });

  it('keeps at most 200 refused origins per hotel', async () => {
    const now = Date.now();
    const hotel = OTHER_HOTEL_ID;
    await env.DB.batch(
      Array.from({ length: 200 }, (_, i) =>
        env.DB.prepare(
          `INSERT OR IGNORE INTO refused_origins (hotel_id, origin, first_seen, last_seen) VALUES (?, ?, ?, ?)`,
        ).bind(hotel, `https://flood${i}.example`, new Date(now).toISOString(), new Date(now).toISOString()),
      ),
    );
    await recordRefusedOrigin(env.DB, { hotelId: hotel, origin: 'https://one-too-many.example', now });
    const count = await env.DB.prepare('SELECT count(*) AS n FROM refused_origins WHERE hotel_id = ?')
      .bind(hotel)
      .first<{ n: number }>();
    expect(count?.n).toBe(200);
  });
});
